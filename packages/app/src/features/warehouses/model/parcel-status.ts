import { PARCEL_STATUSES, type ParcelStatus } from '@jiyun/domain';

/**
 * The status choices of the parcel edit, in the order of spec 4: In Stock, Exception,
 * Dispatched (the API's `packed`, which covers dispatched, in transit and delivered: the
 * warehouse cannot tell those apart), Pending Inbound, Returned, Return Processing, Restored.
 */
export const PARCEL_STATUS_CHOICES: readonly ParcelStatus[] = [
  'stored',
  'error',
  'packed',
  'pending',
  'returned',
  'return_processing',
  'restored',
];

/** The key of a status's label in the `warehouses` namespace. */
export function parcelStatusLabelKey(status: ParcelStatus) {
  return `parcelStatus.${status}` as const;
}

/** Statuses offered by the inventory filter: every status, in the API's order. */
export const PARCEL_FILTER_STATUSES: readonly ParcelStatus[] = PARCEL_STATUSES;
