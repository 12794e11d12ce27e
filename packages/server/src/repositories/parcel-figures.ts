import { sql, type SQL } from 'drizzle-orm';
import { IN_STOCK_PARCEL_STATUSES } from '@jiyun/domain';
import { parcelInboundCounts, parcelStatusCounts, parcels } from '../db/schema.js';

/**
 * The parcels a warehouse card's figures count, as SQL, written once: the figures
 * (`warehouses.figures`) and the inventory filters they open (`parcels.list`, `problem` and
 * `overdue`) both read these, so a figure and the total of the list it opens cannot drift apart
 * (issue 40.5). The rules are the domain's: in stock is `IN_STOCK_PARCEL_STATUSES`, overdue is
 * `isParcelOverdue` with the warehouse's `overdueInboundCutoff`, a problem parcel is one flagged
 * with a problem, whatever its status.
 */

/** A text[] of the statuses on a shelf, for a statement that counts the whole stock. */
export const inStockStatuses: SQL = sql`array[${sql.join(
  IN_STOCK_PARCEL_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[]`;

/**
 * A problem parcel, whatever its status. `parcels_warehouse_problem_idx` holds exactly these, in
 * the inventory's order: the figure counts them and the filter pages them from it alone.
 */
export const isProblemParcel: SQL = sql`${parcels.is_problem}`;

/**
 * An overdue parcel: of `statuses` (a text[] of in-stock statuses, `overdueParcelStatuses`) and
 * stored on or before `cutoff` (the warehouse's `overdueInboundCutoff`, a date): what
 * `overdueParcelCount` counts, parcel by parcel.
 */
export function isOverdueParcel(statuses: SQL, cutoff: SQL): SQL {
  return sql`${parcels.status} = any(${statuses}) and ${parcels.inbound_date} <= ${cutoff}`;
}

/**
 * A warehouse's parcels of `statuses`, from its status counters (ADR 0054): a handful of rows
 * whatever it holds.
 */
export function stockCount(warehouse: SQL, statuses: SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(${parcelStatusCounts.parcels}), 0)
    from ${parcelStatusCounts} where ${parcelStatusCounts.warehouse_id} = ${warehouse}
    and ${parcelStatusCounts.status} = any(${statuses}))`;
}

/**
 * How many parcels `isOverdueParcel` picks, from counters: the warehouse's stock of `statuses`
 * less what of it was stored after the cutoff, a sum of its inbound date counters since then
 * (ADR 0077; the free storage's days of them, where counting the parcels read up to the cap).
 * Both are read in the statement's snapshot, where the counters are exact, so the difference is
 * the count of those parcels.
 */
export function overdueParcelCount(warehouse: SQL, statuses: SQL, cutoff: SQL): SQL<number> {
  const storedAfterCutoff = sql`(select coalesce(sum(${parcelInboundCounts.parcels}), 0)
    from ${parcelInboundCounts} where ${parcelInboundCounts.warehouse_id} = ${warehouse}
    and ${parcelInboundCounts.status} = any(${statuses})
    and ${parcelInboundCounts.inbound_date} > ${cutoff})`;
  return sql<number>`(${stockCount(warehouse, statuses)} - ${storedAfterCutoff})`;
}
