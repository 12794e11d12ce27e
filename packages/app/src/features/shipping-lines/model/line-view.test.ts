import { describe, expect, it } from 'vitest';
import {
  displayChanged,
  editBlockedReason,
  pendingUntil,
  tabSegment,
  toggledWarehouse,
} from './line-view';

describe('tabSegment', () => {
  it.each([
    ['index', undefined],
    ['size', 'size'],
    ['price', 'price'],
  ] as const)('%s → %s', (tab, segment) => {
    expect(tabSegment(tab)).toBe(segment);
  });
});

describe('pendingUntil', () => {
  it.each([
    [null, null],
    // The server stores 00:00 Beijing time, the evening before in UTC: still the Beijing day.
    [{ effective_from: '2026-12-21T16:00:00.000Z' }, '2026-12-22'],
    [{ effective_from: '2026-12-22T15:59:59.999Z' }, '2026-12-22'],
    [{ effective_from: 'not a date' }, null],
  ])('%o → %s', (pending, day) => {
    expect(pendingUntil(pending)).toBe(day);
  });
});

describe('toggledWarehouse', () => {
  it.each([
    [null, 'wh-1', 'wh-1'],
    ['wh-1', 'wh-2', 'wh-2'],
    ['wh-1', 'wh-1', null],
  ])('chosen %s, clicked %s → %s', (chosen, clicked, next) => {
    expect(toggledWarehouse(chosen, clicked)).toBe(next);
  });
});

describe('editBlockedReason', () => {
  it.each([
    ['active', null],
    ['suspended', null],
    ['pending', 'detail.editBlocked.pending'],
    ['deleted', 'detail.editBlocked.deleted'],
  ] as const)('%s → %s', (status, reason) => {
    expect(editBlockedReason(status)).toBe(reason);
  });
});

describe('displayChanged', () => {
  const image = new File(['x'], 'line.png', { type: 'image/png' });
  it.each([
    ['温哥华空运专线', '温哥华空运专线', null, false],
    ['温哥华空运专线', '  温哥华空运专线  ', null, false],
    ['温哥华空运专线', '温哥华空运特快', null, true],
    ['温哥华空运专线', '温哥华空运专线', image, true],
  ])('%s / %s / image %s → %s', (shown, typed, file, changed) => {
    expect(displayChanged(shown, typed, file)).toBe(changed);
  });
});
