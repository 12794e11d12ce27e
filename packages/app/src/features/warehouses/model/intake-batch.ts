import type { Parcel } from '@jiyun/domain';

/** One parcel received on the new-parcel page, as its "received in this batch" list shows it. */
export interface ReceivedParcel {
  parcel_id: number;
  tracking_id: string;
  personal_id: string;
  shelf_location: string;
  /** When the server stored it (ISO). */
  received_at: string;
}

/** The most a batch list keeps: a long shift's worth, small enough for sessionStorage. */
export const RECEIVED_BATCH_LIMIT = 200;

/** Where a warehouse's batch is kept for the tab (sessionStorage): a reload keeps the list. */
export function receivedBatchKey(warehouseId: string): string {
  return `jiyun.receivedBatch.${warehouseId}`;
}

export function receivedOf(parcel: Parcel): ReceivedParcel {
  return {
    parcel_id: parcel.parcel_id,
    tracking_id: parcel.tracking_id,
    personal_id: parcel.personal_id,
    shelf_location: parcel.shelf_location,
    received_at: parcel.created_at,
  };
}

/**
 * The batch after one more parcel: newest first; a parcel already listed (the same id) moves to
 * the top instead of showing twice; the oldest fall off past the limit.
 */
export function withReceived(
  batch: readonly ReceivedParcel[],
  parcel: ReceivedParcel,
  limit = RECEIVED_BATCH_LIMIT,
): ReceivedParcel[] {
  return [parcel, ...batch.filter((row) => row.parcel_id !== parcel.parcel_id)].slice(0, limit);
}

const isReceived = (value: unknown): value is ReceivedParcel => {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.parcel_id === 'number' &&
    Number.isInteger(row.parcel_id) &&
    typeof row.tracking_id === 'string' &&
    typeof row.personal_id === 'string' &&
    typeof row.shelf_location === 'string' &&
    typeof row.received_at === 'string'
  );
};

/** A stored batch read back; anything unreadable (an old shape, a hand edit) is left out. */
export function parseReceivedBatch(stored: string | null): ReceivedParcel[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isReceived).slice(0, RECEIVED_BATCH_LIMIT) : [];
  } catch {
    return [];
  }
}
