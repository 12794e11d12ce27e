import type { ParcelOrder, ParcelStatus } from './types.js';

/**
 * Order statuses in which an order holds its parcels: from the customer's order until it ships
 * (or is cancelled). Shipping, packing and cancelling move the parcel's status themselves.
 */
export const ORDER_STATUSES_HOLDING_PARCELS = ['unpacked', 'packed', 'paid'] as const;

/** The server's sentences for a refused status change; the app maps them to its own text. */
export const PARCEL_MESSAGES = {
  statusHeldByOrder:
    'The parcel is in an open order; its status follows the order and cannot be set by hand.',
  statusHeldByReturn:
    'The parcel is in an open return; its status follows the return and cannot be set by hand.',
} as const;

/** Why a parcel's status cannot be set by hand: the open order (by number) or return holding it. */
export type ParcelStatusHold = { by: 'order'; order: ParcelOrder } | { by: 'return' };

/**
 * Who holds a parcel's status, or null when the merchant may set it. A parcel in an open order
 * (unpacked, packed, paid) or an open return (`return_processing`, which only an open return
 * sets) moves with that order or return; a status set by hand would put the warehouse and the
 * order out of step. The parcel's other fields stay editable.
 */
export function parcelStatusHold(parcel: {
  status: ParcelStatus;
  order: ParcelOrder | null;
}): ParcelStatusHold | null {
  const { order } = parcel;
  if (
    order !== null &&
    (ORDER_STATUSES_HOLDING_PARCELS as readonly string[]).includes(order.status)
  ) {
    return { by: 'order', order };
  }
  if (parcel.status === 'return_processing') return { by: 'return' };
  return null;
}

/** The refusal's sentence for a hold (the PATCH's 409 message). */
export function parcelStatusHoldMessage(hold: ParcelStatusHold): string {
  return hold.by === 'order'
    ? PARCEL_MESSAGES.statusHeldByOrder
    : PARCEL_MESSAGES.statusHeldByReturn;
}

/** Which hold a refusal's sentence names, or null for any other answer (the app's text for it). */
export function parcelStatusHoldOfMessage(message: string | null): ParcelStatusHold['by'] | null {
  if (message === PARCEL_MESSAGES.statusHeldByOrder) return 'order';
  if (message === PARCEL_MESSAGES.statusHeldByReturn) return 'return';
  return null;
}
