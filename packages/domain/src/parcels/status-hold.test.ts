import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../orders/types.js';
import {
  ORDER_STATUSES_HOLDING_PARCELS,
  PARCEL_MESSAGES,
  parcelStatusHold,
  parcelStatusHoldMessage,
  parcelStatusHoldOfMessage,
} from './status-hold.js';
import { PARCEL_STATUSES, type ParcelStatus } from './types.js';

const orderIn = (status: OrderStatus) => ({
  id: '0b6f6a54-3f2c-4d6e-9a51-6e0f8d1c2a01',
  orderNo: '2600017',
  status,
});

describe('parcelStatusHold', () => {
  it.each<[string, ParcelStatus, OrderStatus | null, 'order' | 'return' | null]>([
    ['in stock, in no order', 'stored', null, null],
    ['restored, in no order', 'restored', null, null],
    ['exception, in no order', 'error', null, null],
    ['in an unpacked order', 'stored', 'unpacked', 'order'],
    ['in a packed order', 'packed', 'packed', 'order'],
    ['in a paid order', 'packed', 'paid', 'order'],
    ['in a shipped order', 'packed', 'shipped', null],
    ['in a delivered order', 'packed', 'delivered', null],
    ['in a completed order', 'packed', 'completed', null],
    ['linked to a cancelled order', 'stored', 'cancelled', null],
    ['in an open return', 'return_processing', null, 'return'],
    ['returned (the return shipped)', 'returned', null, null],
  ])('%s: %s / order %s → %s', (_case, status, orderStatus, held) => {
    const hold = parcelStatusHold({
      status,
      order: orderStatus === null ? null : orderIn(orderStatus),
    });
    expect(hold?.by ?? null).toBe(held);
  });

  it('names the holding order, so the panel can say which', () => {
    expect(parcelStatusHold({ status: 'stored', order: orderIn('unpacked') })).toEqual({
      by: 'order',
      order: orderIn('unpacked'),
    });
  });

  it('holds exactly the open order statuses, whatever the parcel status', () => {
    for (const orderStatus of ORDER_STATUSES) {
      for (const status of PARCEL_STATUSES.filter((each) => each !== 'return_processing')) {
        const held = parcelStatusHold({ status, order: orderIn(orderStatus) }) !== null;
        expect(held).toBe(
          (ORDER_STATUSES_HOLDING_PARCELS as readonly string[]).includes(orderStatus),
        );
      }
    }
  });

  it('gives each hold its own refusal sentence', () => {
    expect(parcelStatusHoldMessage({ by: 'order', order: orderIn('paid') })).toBe(
      PARCEL_MESSAGES.heldByOrder,
    );
    expect(parcelStatusHoldMessage({ by: 'return' })).toBe(PARCEL_MESSAGES.heldByReturn);
  });

  it.each<[string | null, 'order' | 'return' | null]>([
    [PARCEL_MESSAGES.heldByOrder, 'order'],
    [PARCEL_MESSAGES.heldByReturn, 'return'],
    ['The request conflicts with the current state.', null],
    [null, null],
  ])('reads the refusal %j back as %s', (message, by) => {
    expect(parcelStatusHoldOfMessage(message)).toBe(by);
  });
});
