import type { ParcelOrder, ParcelStatus } from './types.js';

/**
 * Order statuses in which an order holds its parcels: from the customer's order until it ships
 * (or is cancelled). Shipping, packing and cancelling move the parcel's status themselves.
 */
export const ORDER_STATUSES_HOLDING_PARCELS = ['unpacked', 'packed', 'paid'] as const;

/**
 * What an open order or return holds of its parcels: the status it moves, and what its price and
 * package were worked out from (the line, the weight, the dimensions). The parcel's other fields
 * (tracking id, shelf, notes, the problem flag) stay editable.
 */
export const PARCEL_FIELDS_HELD = [
  'status',
  'shipping_line',
  'weight',
  'length',
  'width',
  'height',
] as const;
export type ParcelFieldHeld = (typeof PARCEL_FIELDS_HELD)[number];

/** The server's sentences for a refused change of a held field; the app maps them to its text. */
export const PARCEL_MESSAGES = {
  heldByOrder:
    'The parcel is in an open order; its status, shipping line, weight and dimensions follow the order and cannot be changed by hand.',
  heldByReturn:
    'The parcel is in an open return; its status, shipping line, weight and dimensions follow the return and cannot be changed by hand.',
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

/** The refusal's sentence for a hold (the PATCH's 409 message, for any held field). */
export function parcelStatusHoldMessage(hold: ParcelStatusHold): string {
  return hold.by === 'order' ? PARCEL_MESSAGES.heldByOrder : PARCEL_MESSAGES.heldByReturn;
}

/** Which hold a refusal's sentence names, or null for any other answer (the app's text for it). */
export function parcelStatusHoldOfMessage(message: string | null): ParcelStatusHold['by'] | null {
  if (message === PARCEL_MESSAGES.heldByOrder) return 'order';
  if (message === PARCEL_MESSAGES.heldByReturn) return 'return';
  return null;
}
