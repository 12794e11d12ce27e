import { LIST_TOTAL_CAP } from '../api/list-total.js';
import type { ParcelListQuery, ParcelStatus } from '../parcels/types.js';
import { addCalendarMonths, type StorageFeePolicy } from '../parcels/storage-fee.js';
import type { Warehouse } from './types.js';

/**
 * Statuses of a parcel that is on a shelf of the warehouse: received (`stored`) or put back after
 * leaving an order (`restored`, decisions.md A5). Pending, packed and returned parcels are not.
 */
export const IN_STOCK_PARCEL_STATUSES = [
  'stored',
  'restored',
] as const satisfies readonly ParcelStatus[];

/** Whether a parcel with this status is on a shelf. */
export function isParcelInStock(status: ParcelStatus): boolean {
  return (IN_STOCK_PARCEL_STATUSES as readonly ParcelStatus[]).includes(status);
}

/**
 * Counts on a warehouse card stop here: the card shows "9999+" past it, so a huge warehouse is
 * never counted parcel by parcel for a figure nobody reads exactly. The inventory a figure opens
 * counts its total up to the same cap (`LIST_TOTAL_CAP`), so the two stop together.
 */
export const WAREHOUSE_FIGURE_CAP = LIST_TOTAL_CAP;

/**
 * The figures of one warehouse on the list page, each counted up to `WAREHOUSE_FIGURE_CAP`. Each
 * opens the inventory filtered to exactly the parcels it counts: in stock the in-stock statuses,
 * overdue and problem parcels their own filters (`overdue`, `problem`).
 */
export interface WarehouseFigures {
  /** Parcels on a shelf (`IN_STOCK_PARCEL_STATUSES`). */
  in_stock: number;
  /** Of those, the ones past the warehouse's free storage (`isParcelOverdue`): they cost a fee. */
  overdue: number;
  /**
   * Problem parcels: flagged with a problem (damaged, missing owner, empty, other), whatever
   * their status. Not the status `error` ("Exception"): a problem parcel may be in any status.
   */
  problem_parcels: number;
}

/**
 * The inventory filter each figure opens: the parcels it lists are exactly those the figure
 * counts, so the list's total is the figure (issue 40.5). The app's links and the server's test
 * of the figures both read this table.
 */
export const WAREHOUSE_FIGURE_FILTERS: Readonly<
  Record<keyof WarehouseFigures, Readonly<Pick<ParcelListQuery, 'status' | 'problem' | 'overdue'>>>
> = {
  in_stock: { status: [...IN_STOCK_PARCEL_STATUSES] },
  overdue: { overdue: true },
  problem_parcels: { problem: true },
};

/** `GET /merchants/warehouses` → `data[]`: a warehouse with the figures of its card. */
export interface WarehouseListItem extends Warehouse {
  figures: WarehouseFigures;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The latest inbound date (YYYY-MM-DD) of a parcel that is past free storage at `now`: a parcel
 * stored on that day or before is overdue, one stored after it is not. The same rule as
 * `storageFee` (ADR 0016; the test checks the two agree day by day), turned into one date per
 * warehouse so the database can count overdue parcels through an index on the inbound date.
 */
export function overdueInboundCutoff(
  now: Date,
  policy: Pick<StorageFeePolicy, 'free_storage_duration' | 'free_storage_unit'>,
): string {
  // storageFee rounds the time since the inbound midnight to whole days, so from noon UTC a
  // parcel counts one day older: the day "now" stands for.
  const day = new Date(Math.round(now.getTime() / DAY_MS) * DAY_MS);
  if (policy.free_storage_unit === 'days') {
    return isoDay(new Date(day.getTime() - (policy.free_storage_duration + 1) * DAY_MS));
  }
  // Overdue once free storage ended before `day`. Calendar months only move forward as the
  // inbound date does, so the answer is the last day whose months end before `day`: start a few
  // days past the plain month arithmetic and step back (at most a handful of steps, as the
  // month-end clamp shifts by three days at most).
  let inbound = new Date(
    addCalendarMonths(day, -policy.free_storage_duration).getTime() + 4 * DAY_MS,
  );
  while (addCalendarMonths(inbound, policy.free_storage_duration) >= day) {
    inbound = new Date(inbound.getTime() - DAY_MS);
  }
  return isoDay(inbound);
}

/**
 * Whether a parcel counts as overdue, on its warehouse's card and in the inventory's overdue
 * filter: on a shelf and stored on or before the warehouse's cutoff (`overdueInboundCutoff`). A
 * parcel that has left the shelf owes no more storage, whatever its inbound date.
 */
export function isParcelOverdue(
  parcel: { status: ParcelStatus; inbound_date: string },
  cutoff: string,
): boolean {
  return isParcelInStock(parcel.status) && parcel.inbound_date <= cutoff;
}

/**
 * The statuses the overdue filter reads: the in-stock ones, narrowed to those chosen in the
 * status filter when there are any (a chosen status that is not on a shelf has no overdue
 * parcels). The inventory's total of the filter sums these statuses' counters.
 */
export function overdueParcelStatuses(chosen: readonly ParcelStatus[]): ParcelStatus[] {
  return IN_STOCK_PARCEL_STATUSES.filter(
    (status) => chosen.length === 0 || chosen.includes(status),
  );
}

/** How a figure reads on the card: the count, or "9999+" when it reached the cap. */
export function cappedFigure(count: number, cap: number = WAREHOUSE_FIGURE_CAP): string {
  return count >= cap ? `${cap - 1}+` : String(count);
}
