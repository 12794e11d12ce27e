import { describe, expect, it } from 'vitest';
import type { ShippingLineStatus } from './route-code.js';
import {
  canEditSections,
  contentTypesKey,
  depositDue,
  minTimeBeforeMax,
  pricingEffectiveFrom,
  pricingVersionsAt,
  sectionEditRefusal,
  shippingMethodsKey,
  statusActionRefusal,
  statusActions,
  statusAfterAction,
  timeInDays,
} from './rules.js';
import type { DaysUnit, ShippingLineStatusAction } from './types.js';

describe('statusActions (the status menu of spec 4)', () => {
  it.each<[ShippingLineStatus, ShippingLineStatusAction[]]>([
    ['active', ['suspend', 'delete']],
    ['suspended', ['reactivate', 'delete']],
    ['pending', ['delete']],
    ['deleted', []],
  ])('%s → %j', (status, actions) => {
    expect(statusActions(status)).toEqual(actions);
  });
});

describe('statusAfterAction', () => {
  it.each<[ShippingLineStatusAction, ShippingLineStatus]>([
    ['suspend', 'suspended'],
    ['reactivate', 'active'],
    ['delete', 'deleted'],
  ])('%s → %s', (action, status) => {
    expect(statusAfterAction(action)).toBe(status);
  });
});

describe('statusActionRefusal (the 409 of A24)', () => {
  it.each<[ShippingLineStatus, ShippingLineStatusAction, string | null]>([
    ['active', 'suspend', null],
    ['active', 'delete', null],
    ['active', 'reactivate', 'An active shipping line cannot be reactivated.'],
    ['suspended', 'reactivate', null],
    ['suspended', 'suspend', 'A suspended shipping line cannot be suspended.'],
    ['pending', 'delete', null],
    ['pending', 'suspend', 'A pending shipping line cannot be suspended.'],
    ['pending', 'reactivate', 'A pending shipping line cannot be reactivated.'],
    ['deleted', 'delete', 'A deleted shipping line cannot be deleted.'],
    ['deleted', 'reactivate', 'A deleted shipping line cannot be reactivated.'],
  ])('%s + %s → %s', (status, action, message) => {
    expect(statusActionRefusal(status, action)).toBe(message);
  });
});

describe('canEditSections and sectionEditRefusal', () => {
  it.each<[ShippingLineStatus, boolean]>([
    ['active', true],
    ['suspended', true],
    ['pending', false],
    ['deleted', false],
  ])('%s → editable: %s', (status, editable) => {
    expect(canEditSections(status)).toBe(editable);
    expect(sectionEditRefusal(status) === null).toBe(editable);
  });

  it('tells a pending line apart from a deleted one', () => {
    expect(sectionEditRefusal('pending')).toMatch(/pending approval/);
    expect(sectionEditRefusal('deleted')).toMatch(/deleted/);
  });
});

describe('route times in days (A18)', () => {
  it.each<[number, DaysUnit, number]>([
    [3, 'days', 3],
    [2, 'weeks', 14],
  ])('%s %s → %s days', (value, unit, days) => {
    expect(timeInDays(value, unit)).toBe(days);
  });

  it.each<[number, DaysUnit, number, DaysUnit, boolean]>([
    [3, 'days', 7, 'days', true],
    [7, 'days', 7, 'days', false],
    [8, 'days', 7, 'days', false],
    [6, 'days', 1, 'weeks', true],
    [7, 'days', 1, 'weeks', false],
    [10, 'days', 1, 'weeks', false],
    [1, 'weeks', 8, 'days', true],
    [2, 'weeks', 2, 'weeks', false],
    [1, 'weeks', 3, 'weeks', true],
  ])('%s %s before %s %s: %s', (min, minUnit, max, maxUnit, before) => {
    expect(minTimeBeforeMax(min, minUnit, max, maxUnit)).toBe(before);
  });
});

describe('pricing schedule (A25)', () => {
  it.each([
    // 23:00 UTC is already 23 November in Beijing: in force from 23 December, 00:00 Beijing.
    ['2026-11-22T23:00:00.000Z', '2026-12-22T16:00:00.000Z'],
    ['2026-11-22T15:59:59.999Z', '2026-12-21T16:00:00.000Z'],
    ['2026-11-22T16:00:00.000Z', '2026-12-22T16:00:00.000Z'],
  ])('a change saved at %s takes effect at %s (30 Beijing days)', (saved, effective) => {
    expect(pricingEffectiveFrom(new Date(saved)).toISOString()).toBe(effective);
  });

  const now = new Date('2026-11-22T12:00:00.000Z');
  const at = (iso: string, name: string) => ({ effective_from: new Date(iso), name });

  it.each<[string, ReturnType<typeof at>[], string | null, string | null]>([
    ['no versions', [], null, null],
    ['one in force', [at('2026-10-01T00:00:00Z', 'a')], 'a', null],
    [
      'the latest in force wins',
      [at('2026-10-01T00:00:00Z', 'a'), at('2026-11-01T00:00:00Z', 'b')],
      'b',
      null,
    ],
    [
      'a future one is pending',
      [at('2026-10-01T00:00:00Z', 'a'), at('2026-12-01T00:00:00Z', 'b')],
      'a',
      'b',
    ],
    ['in force from exactly now', [at('2026-11-22T12:00:00.000Z', 'a')], 'a', null],
    ['only a pending one', [at('2026-12-01T00:00:00Z', 'b')], null, 'b'],
  ])('%s', (_, versions, current, pending) => {
    const found = pricingVersionsAt(versions, now);
    expect(found.current?.name ?? null).toBe(current);
    expect(found.pending?.name ?? null).toBe(pending);
  });
});

describe('route option keys', () => {
  it('keys methods by route and goods types by route and method', () => {
    expect(shippingMethodsKey('cn', 'ca')).toBe('CN-CA');
    expect(contentTypesKey('CN', 'US', 'sea')).toBe('CN-US-sea');
  });
});

describe('depositDue (A20)', () => {
  it.each<[number, number[], number]>([
    [1500, [], 1500],
    [1500, [300], 1200],
    [1500, [300, 100], 1200],
    [1500, [0], 1500],
    [199.99, [50.5], 149.49],
    [100, [150], 0],
  ])('%s minus %j → %s', (amount, discounts, due) => {
    expect(
      depositDue({
        amount,
        discounts: discounts.map((value) => ({
          amount: value,
          description: 'First line',
          zh_description: '首条线路',
        })),
      }),
    ).toBe(due);
  });
});
