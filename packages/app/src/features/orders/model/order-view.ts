import type {
  OrderParcel,
  OrderReceiverPatch,
  OrderStatus,
  OrderTrackingPatch,
} from '@jiyun/domain';
import { orderAllows } from '@jiyun/domain';

/** The receiver fields as the form holds them. */
export interface ReceiverValues {
  receiver_name: string;
  receiver_phone: string;
  receiver_address: string;
}

const RECEIVER_FIELDS = ['receiver_name', 'receiver_phone', 'receiver_address'] as const;

export function receiverValuesOf(order: ReceiverValues): ReceiverValues {
  return {
    receiver_name: order.receiver_name,
    receiver_phone: order.receiver_phone,
    receiver_address: order.receiver_address,
  };
}

/**
 * The receiver PATCH of an order or a return: only the fields that changed (spec 4), compared as the server stores them
 * (trimmed), so spaces typed around a name are no change.
 */
export function receiverChanges(order: ReceiverValues, values: ReceiverValues): OrderReceiverPatch {
  const patch: OrderReceiverPatch = {};
  for (const field of RECEIVER_FIELDS) {
    const next = values[field].trim();
    if (next !== order[field].trim()) patch[field] = next;
  }
  return patch;
}

/**
 * The tracking PATCH of an order or a return (spec 4): saving sets it shipped; only a non-empty number that
 * differs from the saved one is sent.
 */
export function trackingChange(
  order: { tracking_number: string | null },
  text: string,
): OrderTrackingPatch | null {
  const next = text.trim();
  if (next === '' || next === (order.tracking_number ?? '')) return null;
  return { tracking_number: next, status: 'shipped' };
}

/** Where the tracking number shows: hidden before payment, editable paid/shipped, read-only after. */
export type TrackingMode = 'hidden' | 'editable' | 'readOnly';

export function trackingModeOf(status: OrderStatus): TrackingMode {
  if (orderAllows(status, 'edit_tracking')) return 'editable';
  return status === 'delivered' || status === 'completed' ? 'readOnly' : 'hidden';
}

/** The order's parcels and the ones taken out of it (the cancelled/restored table), in order. */
export function splitOrderParcels(parcels: readonly OrderParcel[]): {
  inOrder: OrderParcel[];
  removed: OrderParcel[];
} {
  return {
    inOrder: parcels.filter((parcel) => !parcel.removed),
    removed: parcels.filter((parcel) => parcel.removed),
  };
}

/**
 * "Return parcel" in the side panel (A5): an unpacked order's parcel still in it, not already
 * returned or being returned by the customer.
 */
export function canReturnParcel(status: OrderStatus, parcel: OrderParcel): boolean {
  return (
    orderAllows(status, 'return_parcel') &&
    !parcel.removed &&
    parcel.storage_status !== 'returned' &&
    parcel.storage_status !== 'return_processing'
  );
}
