import { describe, expect, it } from 'vitest';
import {
  opsReturnStepAllowed,
  parcelStatusForReturn,
  returnActions,
  returnAllows,
  returnProgressStep,
  returnTrackingEditable,
  returnTrackingShown,
} from './rules.js';
import { RETURN_ORDER_STATUSES } from './types.js';

describe('returnAllows', () => {
  it('cancels only unpacked or packed returns', () => {
    expect(RETURN_ORDER_STATUSES.filter((s) => returnAllows(s, 'cancel'))).toEqual([
      'unpacked',
      'packed',
    ]);
  });

  it('packs an unpacked return and repacks a packed one', () => {
    expect(returnActions('unpacked')).toEqual(['edit_receiver', 'pack', 'cancel']);
    expect(returnActions('packed')).toEqual(['edit_receiver', 'repack', 'cancel']);
  });

  it('edits the receiver until shipped, and nothing once delivered, completed or cancelled', () => {
    expect(returnAllows('shipped', 'edit_receiver')).toBe(true);
    for (const status of ['delivered', 'completed', 'cancelled'] as const) {
      expect(returnActions(status)).toEqual([]);
    }
  });
});

describe('returnProgressStep', () => {
  it('shows a paid return as Shipped once it has a tracking number, else Packed', () => {
    expect(returnProgressStep('paid', 'YT2611210123456789')).toBe('shipped');
    expect(returnProgressStep('paid', null)).toBe('packed');
    expect(returnProgressStep('paid', '  ')).toBe('packed');
  });

  it.each([
    ['unpacked', 'packing'],
    ['cancelled', 'packing'],
    ['packed', 'packed'],
    ['shipped', 'shipped'],
    ['delivered', 'delivered'],
    ['completed', 'delivered'],
  ] as const)('%s → %s, as for orders', (status, step) => {
    expect(returnProgressStep(status, 'YT2611210123456789')).toBe(step);
  });
});

describe('the tracking editor', () => {
  it('is shown outside unpacked and packed, and editable when paid or shipped', () => {
    expect(RETURN_ORDER_STATUSES.filter(returnTrackingShown)).toEqual([
      'paid',
      'shipped',
      'delivered',
      'completed',
      'cancelled',
    ]);
    expect(RETURN_ORDER_STATUSES.filter(returnTrackingEditable)).toEqual(['paid', 'shipped']);
  });
});

describe('parcelStatusForReturn', () => {
  it.each([
    ['unpacked', 'return_processing'],
    ['packed', 'return_processing'],
    ['paid', 'return_processing'],
    ['shipped', 'returned'],
    ['completed', 'returned'],
    ['cancelled', 'stored'],
  ] as const)('a %s return leaves its parcel %s', (status, parcel) => {
    expect(parcelStatusForReturn(status)).toBe(parcel);
  });
});

describe('opsReturnStepAllowed', () => {
  it('pays a packed return, delivers a shipped one, completes a delivered one', () => {
    expect(opsReturnStepAllowed('pay', 'packed')).toBe(true);
    expect(opsReturnStepAllowed('pay', 'unpacked')).toBe(false);
    expect(opsReturnStepAllowed('deliver', 'shipped')).toBe(true);
    expect(opsReturnStepAllowed('deliver', 'paid')).toBe(false);
    expect(opsReturnStepAllowed('complete', 'delivered')).toBe(true);
  });
});
