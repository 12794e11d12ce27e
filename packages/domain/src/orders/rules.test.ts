import { describe, expect, it } from 'vitest';
import {
  opsStepAllowed,
  orderActions,
  orderAllows,
  orderProgressStep,
  orderTimeline,
  parcelStatusAfterCancel,
  trackingReadOnly,
} from './rules.js';
import type { OrderAction } from './rules.js';
import { ORDER_STATUSES } from './types.js';
import type { OrderStatus } from './types.js';

describe('orderActions', () => {
  it.each<[OrderStatus, OrderAction[]]>([
    ['unpacked', ['edit_receiver', 'pack', 'check_price', 'cancel', 'return_parcel']],
    ['packed', ['edit_receiver', 'repack', 'check_price', 'cancel']],
    ['paid', ['edit_receiver', 'edit_tracking']],
    ['shipped', ['edit_receiver', 'edit_tracking']],
    ['delivered', []],
    ['completed', []],
    ['cancelled', []],
  ])('%s allows %j', (status, actions) => {
    expect(orderActions(status)).toEqual(actions);
  });

  it('refuses every action the table does not name', () => {
    expect(orderAllows('delivered', 'edit_receiver')).toBe(false);
    expect(orderAllows('paid', 'cancel')).toBe(false);
    expect(orderAllows('packed', 'return_parcel')).toBe(false);
  });
});

describe('orderProgressStep', () => {
  it.each([
    ['unpacked', 'packing'],
    ['cancelled', 'packing'],
    ['packed', 'packed'],
    ['paid', 'packed'],
    ['shipped', 'shipped'],
    ['delivered', 'delivered'],
    ['completed', 'delivered'],
  ] as const)('%s → %s', (status, step) => {
    expect(orderProgressStep(status)).toBe(step);
  });

  it('has a step for every status', () => {
    for (const status of ORDER_STATUSES) expect(orderProgressStep(status)).toBeTruthy();
  });
});

describe('trackingReadOnly', () => {
  it.each(
    ORDER_STATUSES.map((status) => [status, status === 'delivered' || status === 'completed']),
  )('%s → %s', (status, readOnly) => {
    expect(trackingReadOnly(status as OrderStatus)).toBe(readOnly);
  });
});

describe('orderTimeline', () => {
  const created = '2026-11-20T03:15:00.000Z';
  const paid = '2026-11-21T08:40:00.000Z';
  const done = '2026-11-25T12:00:00.000Z';
  it.each([
    ['unpacked', null, null, ['created']],
    ['paid', paid, null, ['created', 'paid']],
    ['delivered', paid, null, ['created', 'paid']],
    ['completed', paid, done, ['created', 'paid', 'completed']],
    // A completion time on an order that is no longer completed is not shown (spec 4).
    ['cancelled', null, done, ['created']],
  ] as const)('%s (paid %s, completed %s) → %j', (status, paidAt, completedAt, kinds) => {
    const entries = orderTimeline({
      status,
      created_at: created,
      paid_at: paidAt,
      completed_at: completedAt,
    });
    expect(entries.map((entry) => entry.kind)).toEqual(kinds);
    expect(entries[0]).toEqual({ kind: 'created', at: created });
  });
});

describe('parcelStatusAfterCancel', () => {
  it.each([
    ['unpacked', 'stored'],
    ['packed', 'restored'],
  ] as const)('%s → %s', (status, parcelStatus) => {
    expect(parcelStatusAfterCancel(status)).toBe(parcelStatus);
  });
});

describe('opsStepAllowed', () => {
  it.each([
    ['pay', 'packed', true],
    ['pay', 'unpacked', false],
    ['pay', 'paid', false],
    ['deliver', 'shipped', true],
    ['deliver', 'paid', false],
    ['complete', 'delivered', true],
    ['complete', 'shipped', false],
  ] as const)('%s from %s → %s', (step, status, allowed) => {
    expect(opsStepAllowed(step, status)).toBe(allowed);
  });
});
