import {
  SQL,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  OrderStatus,
  ParcelFieldHeld,
  ParcelInventoryFilter,
  ParcelSearch,
  ParcelSearchField,
  ShippingLineStatus,
} from '@jiyun/domain';
import {
  ORDER_STATUSES_HOLDING_PARCELS,
  PARCEL_TOTAL_CAP,
  overdueParcelStatuses,
  pageRead,
  pageReadAtOnce,
} from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { runsInProcess } from '../db/pglite-prepared.js';
import { prepareNamed, preparedByShape } from '../db/prepared.js';
import type { PlanFor } from '../db/prepared.js';
import {
  orderParcels,
  orders,
  parcelDayCounts,
  parcelStatusCounts,
  parcels,
  shippingLines,
  warehouses,
} from '../db/schema.js';
import {
  DAY_SKIP_FROM_ROWS,
  columnsThrough,
  dayTotal,
  idIsAmong,
  idIsSent,
  idsThenRows,
  pageIdsThroughDays,
  readsIdsThenRows,
} from './list-page.js';
import type { DayValue, DaysCounted } from './list-page.js';
import { isOverdueParcel, isProblemParcel, overdueParcelCount } from './parcel-figures.js';
import { noText, searchPlanned, startsWith, startsWithValues } from './starts-with.js';
import type { SearchPlanned } from './starts-with.js';
import { warehouseInScope } from './warehouses.js';
import type { WarehouseRow, WarehouseScope } from './warehouses.js';

export type ParcelRow = typeof parcels.$inferSelect;

/** A parcel with the shipping line it leaves on and the order it is in, if any. */
export interface ParcelRecord {
  parcel: ParcelRow;
  shippingLine: { id: string; route_code: string; name: string } | null;
  order: { id: string; orderNo: string; status: OrderStatus } | null;
}

export type ParcelValues = Omit<
  typeof parcels.$inferInsert,
  'id' | 'merchant_id' | 'warehouse_id' | 'created_at' | 'updated_at'
>;

/**
 * The columns of the fields an open order or return holds (`PARCEL_FIELDS_HELD`), by field name:
 * a change of any of them waits until the parcel is free.
 */
export const HELD_COLUMNS = {
  status: 'status',
  shipping_line: 'shipping_line_id',
  weight: 'weight',
  length: 'length',
  width: 'width',
  height: 'height',
} as const satisfies Record<ParcelFieldHeld, keyof ParcelValues>;

/**
 * What the inventory list reads: the domain turns the query into it (`parcelInventoryFilter`),
 * and the route turns its overdue filter into the warehouse's cutoff, which only the warehouse's
 * free storage gives.
 */
export interface ParcelListFilter extends Omit<ParcelInventoryFilter, 'overdue'> {
  /**
   * With the overdue filter, the warehouse's `overdueInboundCutoff` (YYYY-MM-DD): the parcels in
   * stock stored on or before it; null without the filter.
   */
  overdueCutoff: string | null;
}

/** One inventory page with the warehouse it is of (checked against the user's scope). */
export interface ParcelPage {
  warehouse: WarehouseRow;
  rows: ParcelRecord[];
  total: number;
}

/**
 * What a list request's SQL depends on: which filters are set and which search arms run, never
 * their values. One prepared statement serves every request of a shape (`preparedByShape`).
 */
interface ParcelListShape {
  statuses: boolean;
  search: {
    field: ParcelSearch['field'];
    text: boolean;
    id: boolean;
    weight: boolean;
    date: boolean;
    statuses: boolean;
  } | null;
  createdFrom: boolean;
  createdBefore: boolean;
  /** Problem parcels only: their own index in the page's order (`parcels_warehouse_problem_idx`). */
  problem: boolean;
  /** Overdue parcels only: in stock, stored on or before the warehouse's cutoff. */
  overdue: boolean;
  totalCapped: boolean;
  /** The page is read from the oldest end (`pageRead`), then ordered newest first. */
  fromOldest: boolean;
  /**
   * A deep page of all parcels, some statuses or a creation date window: it starts at the day it
   * falls in, found from the day counts, instead of walking its whole offset (ADR 0074).
   */
  throughDays: boolean;
  /** The user runs only the warehouses assigned to them (the scope check joins that list). */
  operator: boolean;
}

function shapeOf(filter: ParcelListFilter, operator = false): ParcelListShape {
  const search = filter.search;
  return {
    statuses: filter.statuses.length > 0,
    search:
      search === null
        ? null
        : {
            field: search.field,
            text: 'text' in search,
            id: 'id' in search && search.id !== null,
            weight: 'weight' in search && search.weight !== null,
            date: 'date' in search && search.date !== null,
            statuses: 'statuses' in search && search.statuses.length > 0,
          },
    createdFrom: filter.createdFrom !== null,
    createdBefore: filter.createdBefore !== null,
    problem: filter.problem,
    overdue: filter.overdueCutoff !== null,
    totalCapped: filter.totalCapped,
    fromOldest: false,
    throughDays: false,
    operator,
  };
}

const shapeKey = (shape: ParcelListShape): string => JSON.stringify(shape);

/**
 * All parcels, a parcel id or the problem parcels (the front of their own index): one plan
 * serves every value. A status, a text, a weight, a date, an overdue cutoff: how many parcels
 * match depends on the value (a tracking id's first letter matches a tenth of the warehouse, the
 * whole id one parcel), so each request is planned (ADR 0069).
 */
function planFor(shape: ParcelListShape): PlanFor {
  const exact = shape.search === null || shape.search.field === 'id';
  return exact && !shape.statuses && !shape.createdFrom && !shape.createdBefore && !shape.overdue
    ? 'any value'
    : 'each value';
}

/** The values a shape's placeholders take for one request. */
function valuesOf(warehouseId: string, filter: ParcelListFilter) {
  const search = filter.search;
  return {
    warehouseId,
    statuses: filter.statuses,
    ...(search !== null && 'text' in search ? startsWithValues(search.text) : noText),
    id: search !== null && 'id' in search ? search.id : null,
    weightFrom: search !== null && 'weight' in search ? (search.weight?.from ?? null) : null,
    weightBelow: search !== null && 'weight' in search ? (search.weight?.below ?? null) : null,
    date: search !== null && 'date' in search ? search.date : null,
    searchStatuses: search !== null && 'statuses' in search ? search.statuses : [],
    createdFrom: filter.createdFrom,
    createdBefore: filter.createdBefore,
    // The in-stock statuses the overdue filter reads, narrowed to those chosen, if any.
    overdueStatuses: overdueParcelStatuses(filter.statuses),
    overdueCutoff: filter.overdueCutoff,
    limit: filter.limit,
    offset: filter.offset,
  };
}

type ParcelListValues = ReturnType<typeof valuesOf>;

/**
 * Where a request's values go into a shape's SQL: placeholders for the prepared statements, or
 * the values themselves (tests explain the plan of one request's SQL).
 */
interface Binder {
  value(name: keyof ParcelListValues): SQL | Placeholder;
  count(name: 'limit' | 'offset'): number | Placeholder;
}

const placeholders: Binder = {
  value: (name) => sql.placeholder(name),
  count: (name) => sql.placeholder(name),
};

// Every arm has an index of its own in the warehouse (prefix, id, weight, inbound date, status),
// so "all" is a bitmap OR of index scans rather than a scan of the warehouse. An arm whose value
// cannot be read from the text (a word as a weight) is `false`: it finds nothing.
function searchCondition(
  search: NonNullable<ParcelListShape['search']>,
  bind: Binder,
  planned: SearchPlanned,
): SQL | undefined {
  const textStartsWith = (column: AnyPgColumn): SQL =>
    startsWith(column, (name) => bind.value(name), planned);
  const weightWithin = sql`${parcels.weight} >= ${bind.value('weightFrom')} and ${parcels.weight} < ${bind.value('weightBelow')}`;
  const storedOn = sql`${parcels.inbound_date} = ${bind.value('date')}`;
  const idIs = sql`${parcels.id} = ${bind.value('id')}`;
  const statusAmong = sql`${parcels.status} = any(${bind.value('searchStatuses')}::text[])`;
  const id = search.id ? idIs : sql`false`;
  const weight = search.weight ? weightWithin : sql`false`;
  const date = search.date ? storedOn : sql`false`;
  const statuses = search.statuses ? statusAmong : sql`false`;
  switch (search.field) {
    case 'tracking_number':
      return textStartsWith(parcels.tracking_id);
    case 'customer_id':
      return textStartsWith(parcels.personal_id);
    case 'shelf_location':
      return textStartsWith(parcels.shelf_location);
    case 'stored_at':
      return date;
    case 'id':
      return id;
    case 'weight':
      return weight;
    case 'storage_status':
      return statuses;
    case 'all':
      return or(
        textStartsWith(parcels.tracking_id),
        textStartsWith(parcels.personal_id),
        textStartsWith(parcels.shelf_location),
        search.id ? idIs : undefined,
        search.weight ? weightWithin : undefined,
        search.date ? storedOn : undefined,
        search.statuses ? statusAmong : undefined,
      );
    case null:
      return or(
        textStartsWith(parcels.tracking_id),
        textStartsWith(parcels.personal_id),
        search.id ? idIs : undefined,
      );
  }
}

export const SEARCH_FIELDS_WITH_TEXT: readonly ParcelSearchField[] = [
  'tracking_number',
  'customer_id',
  'shelf_location',
];

const recordColumns = {
  parcel: parcels,
  line_id: shippingLines.id,
  line_route_code: shippingLines.route_code,
  line_name: shippingLines.name,
  order_id: orders.id,
  order_no: orders.order_no,
  order_status: orders.status,
};

/** The columns a record adds to the parcel's, named apart from them (`flatRecordColumns`). */
type RecordJoinColumn =
  'line_id' | 'line_route_code' | 'line_name' | 'order_id' | 'order_no' | 'order_status';

/**
 * `recordColumns` with the joined tables' columns named apart from the parcel's, so that the
 * page's rows can be read as a subquery (a subquery's columns need names of their own).
 */
const flatRecordColumns = {
  ...getTableColumns(parcels),
  line_id: sql<string | null>`${shippingLines.id}`.as('line_id'),
  line_route_code: sql<string | null>`${shippingLines.route_code}`.as('line_route_code'),
  line_name: sql<string | null>`${shippingLines.name}`.as('line_name'),
  order_id: sql<string | null>`${orders.id}`.as('order_id'),
  order_no: sql<number | null>`${orders.order_no}`.as('order_no'),
  order_status: sql<OrderStatus | null>`${orders.status}`.as('order_status'),
};

/** A record's columns as the page subquery (of `flatRecordColumns`) answers them. */
function recordThrough<Page extends Record<keyof ParcelRow, AnyPgColumn>>(
  page: Page & Pick<SubqueryWithSelection<typeof flatRecordColumns, 'page'>, RecordJoinColumn>,
) {
  return {
    parcel: columnsThrough(parcels, page),
    line_id: page.line_id,
    line_route_code: page.line_route_code,
    line_name: page.line_name,
    order_id: page.order_id,
    order_no: page.order_no,
    order_status: page.order_status,
  };
}

// A parcel is in at most one order at a time (the partial unique index on the active link), so
// the joins add no row; they read through that index, a page's worth of lookups.
const activeLink = and(eq(orderParcels.parcel_id, parcels.id), eq(orderParcels.active, true));
const linkedOrder = eq(orders.id, orderParcels.order_id);

/** No open order or return holds the parcel's status (the SQL of `parcelStatusHold`). */
const statusFree = sql`${parcels.status} <> 'return_processing' and not exists (
  select 1 from ${orderParcels} join ${orders} on ${orders.id} = ${orderParcels.order_id}
  where ${orderParcels.parcel_id} = ${parcels.id} and ${orderParcels.active}
    and ${inArray(orders.status, [...ORDER_STATUSES_HOLDING_PARCELS])})`;

function toRecord(row: {
  parcel: ParcelRow;
  line_id: string | null;
  line_route_code: string | null;
  line_name: string | null;
  order_id: string | null;
  order_no: number | null;
  order_status: OrderStatus | null;
}): ParcelRecord {
  return {
    parcel: row.parcel,
    order:
      row.order_id === null
        ? null
        : {
            id: row.order_id,
            orderNo: String(row.order_no ?? ''),
            status: row.order_status ?? 'unpacked',
          },
    shippingLine:
      row.line_id === null
        ? null
        : { id: row.line_id, route_code: row.line_route_code ?? '', name: row.line_name ?? '' },
  };
}

/**
 * The day counts that count a shape's parcels: the warehouse's, of its statuses, in its creation
 * date window (whole UTC days). Null for a search, problem or overdue parcels: the day counts do
 * not know what they match.
 */
function daysCounted(shape: ParcelListShape): DaysCounted | null {
  if (shape.search !== null || shape.problem || shape.overdue) return null;
  return {
    counters: {
      table: parcelDayCounts,
      scope: parcelDayCounts.warehouse_id,
      scopeIs: 'warehouseId',
      status: parcelDayCounts.status,
      day: parcelDayCounts.day,
      total: parcelDayCounts.parcels,
      period: 'utc day of a time',
    },
    statuses: shape.statuses,
    createdFrom: shape.createdFrom,
    createdBefore: shape.createdBefore,
  };
}

/**
 * The two reads of one inventory page of a shape, its rows and its total, with the request's
 * values bound by `bind`. The statement that reads the total also checks the warehouse against
 * the user's scope (its merchant with it), and no row is answered unless it found it, so the
 * parcels are filtered by warehouse alone: a merchant column here would keep the index walks
 * from being index-only (ADR 0054, 0068).
 */
function listQueries(db: Database, shape: ParcelListShape, bind: Binder) {
  const statusAmong = sql`${parcels.status} = any(${bind.value('statuses')}::text[])`;
  const warehouse = sql`${bind.value('warehouseId')}`;
  const overdueStatuses = sql`${bind.value('overdueStatuses')}::text[]`;
  const overdueCutoff = sql`${bind.value('overdueCutoff')}::date`;
  const where = and(
    eq(parcels.warehouse_id, bind.value('warehouseId')),
    shape.statuses ? statusAmong : undefined,
    // The figures' own rules (`parcel-figures.ts`), so the list holds exactly what they count.
    shape.problem ? isProblemParcel : undefined,
    shape.overdue ? isOverdueParcel(overdueStatuses, overdueCutoff) : undefined,
    shape.search
      ? searchCondition(shape.search, bind, searchPlanned(db, planFor(shape)))
      : undefined,
    shape.createdFrom ? gte(parcels.created_at, bind.value('createdFrom')) : undefined,
    shape.createdBefore ? lt(parcels.created_at, bind.value('createdBefore')) : undefined,
  );
  const days = daysCounted(shape);
  const dayValue: DayValue = (name) => {
    if (name === 'merchantId') throw new Error('The parcel day counts are per warehouse.');
    return name === 'limit' || name === 'offset' ? bind.count(name) : bind.value(name);
  };
  // The page's ids first, in the page's order through (warehouse, created_at, id, status,
  // inbound_date): for no filter, a status, a date range or overdue parcels that walk is
  // index-only, so a deep page skips index entries rather than reading a hundred thousand rows;
  // problem parcels walk their own index in the same order. Then only the page's rows are read.
  // Deeper still, the walk starts at the day the page falls in (ADR 0074).
  const pageIds =
    shape.throughDays && days
      ? pageIdsThroughDays(
          { table: parcels, id: parcels.id, sortKey: parcels.created_at },
          where,
          days,
          shape.fromOldest ? 'oldest' : 'newest',
          dayValue,
        )
      : db
          .select({ id: parcels.id })
          .from(parcels)
          .where(where)
          .orderBy(
            ...(shape.fromOldest
              ? [asc(parcels.created_at), asc(parcels.id)]
              : [desc(parcels.created_at), desc(parcels.id)]),
          )
          .limit(bind.count('limit'))
          .offset(bind.count('offset'));
  const { page, rows } = pageRows(db, idIsAmong(parcels.id, pageIds));
  // Searches and problem parcels count up to the cap (the database stops there, as the card's
  // figure does); all parcels or a status are summed from the warehouse's counters, a few rows
  // whatever the warehouse holds, a creation date window from its day counts, a row per day and
  // status (ADR 0074), and overdue parcels from its inbound date counters, as the card's overdue
  // figure is (ADR 0077).
  const total = shape.totalCapped
    ? db.select({ total: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql<number>`1`.as('one') })
          .from(parcels)
          .where(where)
          .limit(PARCEL_TOTAL_CAP)
          .as('capped'),
      )
    : shape.overdue
      ? db
          .select({
            total: sql<number>`${overdueParcelCount(warehouse, overdueStatuses, overdueCutoff)}::int`,
          })
          .from(sql`(select 1) as one`)
      : days && (shape.createdFrom || shape.createdBefore)
        ? dayTotal(db, days, dayValue)
        : db
            .select({ total: sql<number>`coalesce(sum(${parcelStatusCounts.parcels}), 0)::int` })
            .from(parcelStatusCounts)
            .where(
              and(
                eq(parcelStatusCounts.warehouse_id, bind.value('warehouseId')),
                shape.statuses
                  ? sql`${parcelStatusCounts.status} = any(${bind.value('statuses')}::text[])`
                  : undefined,
              ),
            );
  // The page's ids alone, as a statement of their own (`rowsByIds` reads their rows).
  const ids =
    pageIds instanceof SQL
      ? db
          .select({ id: sql<number>`page_ids.id`.mapWith(Number) })
          .from(sql`(${pageIds}) as page_ids`)
      : pageIds;
  return { rows, page, total, ids };
}

/**
 * The rows of the parcels `among` picks, with their shipping lines and orders: as a subquery
 * with flat column names (a subquery's columns need names of their own, `pageWithWarehouse`
 * reads it beside the warehouse and total) and in the page's order, newest first.
 */
function pageRows(db: Database, among: SQL) {
  const page = db
    .select(flatRecordColumns)
    .from(parcels)
    .leftJoin(shippingLines, eq(shippingLines.id, parcels.shipping_line_id))
    .leftJoin(orderParcels, activeLink)
    .leftJoin(orders, linkedOrder)
    .where(among)
    .as('page');
  const rows = db
    .select(recordThrough(page))
    .from(page)
    .orderBy(desc(page.created_at), desc(page.id));
  return { page, rows };
}

/** One request's two reads with its values written in, for a test to explain their plans. */
export function parcelListQueries(db: Database, warehouseId: string, filter: ParcelListFilter) {
  const values = valuesOf(warehouseId, filter);
  return listQueries(db, shapeOf(filter), {
    value: (name) => sql`${sql.param(values[name])}`,
    count: (name) => values[name],
  });
}

export function createParcelRepository(db: Database) {
  const inWarehouse = (merchantId: string, warehouseId: string) =>
    and(eq(parcels.merchant_id, merchantId), eq(parcels.warehouse_id, warehouseId));

  // The warehouse in the user's scope and the page's total, in one statement: no row means the
  // warehouse is not theirs (404), and nothing is counted outside the scope. The page's rows go
  // out beside it; they are answered only when this statement found the warehouse.
  const inProcess = runsInProcess(db);
  // One plan for any page's ids: the parcels themselves, their lines and orders.
  const rowsByIds = prepareNamed(pageRows(db, idIsSent(parcels.id)).rows);
  const listQueriesOf = preparedByShape(shapeKey, (shape: ParcelListShape) => {
    const queries = listQueries(db, shape, placeholders);
    const plan = planFor(shape);
    const total = sql<number>`(${queries.total})`.mapWith(Number);
    const { page } = queries;
    // On the embedded database, a shape planned for each request's values plans only the walk
    // to its page's ids, then reads their rows on one plan: planning the lines' and orders'
    // joins again on every request cost more than reading the page (ADR 0076).
    const rows = readsIdsThenRows(db, plan)
      ? idsThenRows(prepareNamed(queries.ids, plan), rowsByIds)
      : prepareNamed(queries.rows, plan);
    return {
      rows: (values: Record<string, unknown>) => rows.execute(values),
      // A page near the newest end in one statement: the warehouse in scope (no row: not the
      // user's, 404), its total and the page's rows beside it, one row per parcel, or one row
      // of the warehouse alone when the page is empty. A round trip costs the database and the
      // server more than these rows do. Only for a shape planned once: one planned per request
      // plans its two statements apart, on two connections (ADR 0069). Not on the embedded
      // database, where there is no round trip to save and the warehouse's columns read ten
      // times over cost more than a second statement (ADR 0075).
      pageWithWarehouse:
        plan === 'any value' &&
        !inProcess &&
        prepareNamed(
          db
            .select({ warehouse: warehouses, total, ...recordThrough(page) })
            .from(warehouses)
            .leftJoinLateral(page, sql`true`)
            .where(warehouseInScope(db, shape.operator))
            .orderBy(desc(page.created_at), desc(page.id)),
        ),
      warehouseAndTotal: prepareNamed(
        db
          .select({ warehouse: warehouses, total })
          .from(warehouses)
          .where(warehouseInScope(db, shape.operator))
          .limit(1),
        plan,
      ),
    };
  });

  // The reads of a parcel's create and edit, prepared once: each is an equality on the front of
  // an index, so one plan serves every value. Built per request, drizzle's query building took a
  // sixth of a parcel create's CPU on the embedded database, where each also planned anew.
  const placeholder = (name: string) => sql.placeholder(name);
  const inThisWarehouse = and(
    eq(parcels.merchant_id, placeholder('merchantId')),
    eq(parcels.warehouse_id, placeholder('warehouseId')),
  );
  const byId = prepareNamed(
    db
      .select(recordColumns)
      .from(parcels)
      .leftJoin(shippingLines, eq(shippingLines.id, parcels.shipping_line_id))
      .leftJoin(orderParcels, activeLink)
      .leftJoin(orders, linkedOrder)
      .where(and(inThisWarehouse, eq(parcels.id, placeholder('id'))))
      .limit(1),
  );
  const withTrackingId = (exceptOne: boolean) =>
    prepareNamed(
      db
        .select({ id: parcels.id })
        .from(parcels)
        .where(
          and(
            inThisWarehouse,
            sql`upper(${parcels.tracking_id}) = ${placeholder('trackingId')}`,
            exceptOne ? ne(parcels.id, placeholder('exceptId')) : undefined,
          ),
        )
        .limit(1),
    );
  const trackingIdHeld = { byAny: withTrackingId(false), byAnother: withTrackingId(true) };
  const lineBy = (key: 'routeCode' | 'id') =>
    prepareNamed(
      db
        .select({
          id: shippingLines.id,
          route_code: shippingLines.route_code,
          name: shippingLines.name,
          status: shippingLines.status,
        })
        .from(shippingLines)
        .where(
          and(
            eq(shippingLines.merchant_id, placeholder('merchantId')),
            eq(shippingLines.warehouse_id, placeholder('warehouseId')),
            sql`${shippingLines.status} <> 'deleted'`,
            key === 'routeCode'
              ? sql`upper(${shippingLines.route_code}) = ${placeholder('routeCode')}`
              : eq(shippingLines.id, placeholder('id')),
          ),
        )
        .orderBy(asc(shippingLines.created_at))
        .limit(1),
    );
  const warehouseLine = { byRouteCode: lineBy('routeCode'), byId: lineBy('id') };

  async function find(
    merchantId: string,
    warehouseId: string,
    id: number,
  ): Promise<ParcelRecord | null> {
    const [row] = await byId.execute({ merchantId, warehouseId, id });
    return row ? toRecord(row) : null;
  }

  return {
    /**
     * One page, newest first, and its total (exact from counters, or capped for a search or a
     * date range), of a warehouse already checked against the user's scope.
     */
    async list(
      scope: WarehouseScope,
      warehouseId: string,
      filter: ParcelListFilter,
    ): Promise<ParcelPage | null> {
      const shape = shapeOf(filter, scope.operatorId !== null);
      const queries = listQueriesOf(shape);
      const values = {
        ...valuesOf(warehouseId, filter),
        merchantId: scope.merchantId,
        operatorId: scope.operatorId,
      };
      if (pageReadAtOnce(filter.offset) && !queries.pageWithWarehouse) {
        const [rows, [found]] = await Promise.all([
          queries.rows(values),
          queries.warehouseAndTotal.execute(values),
        ]);
        if (!found) return null;
        return { warehouse: found.warehouse, rows: rows.map(toRecord), total: found.total };
      }
      if (pageReadAtOnce(filter.offset) && queries.pageWithWarehouse) {
        const rows = await queries.pageWithWarehouse.execute(values);
        const first = rows[0];
        if (!first) return null;
        return {
          warehouse: first.warehouse,
          rows: rows.flatMap(({ parcel, ...row }) =>
            parcel === null ? [] : [toRecord({ ...row, parcel })],
          ),
          total: first.total,
        };
      }
      // A deep page: the total (a few counter rows) says which end is nearer, so the last pages
      // of a million parcels skip a few rows from the oldest end instead of a million.
      const [found] = await queries.warehouseAndTotal.execute(values);
      if (!found) return null;
      const { warehouse, total } = found;
      const read = pageRead(filter.offset, filter.limit, total, filter.totalCapped);
      if (read.from === 'none') return { warehouse, rows: [], total };
      const rows = await listQueriesOf({
        ...shape,
        fromOldest: read.from === 'oldest',
        throughDays: daysCounted(shape) !== null && read.offset >= DAY_SKIP_FROM_ROWS,
      }).rows({ ...values, offset: read.offset, limit: read.limit });
      return { warehouse, rows: rows.map(toRecord), total };
    },

    find,

    /** Whether a parcel (other than `exceptId`) with this tracking id (any case) is in the warehouse. */
    async trackingIdTaken(
      merchantId: string,
      warehouseId: string,
      trackingId: string,
      exceptId?: number,
    ): Promise<boolean> {
      const values = { merchantId, warehouseId, trackingId: trackingId.toUpperCase(), exceptId };
      const rows = await (
        exceptId === undefined ? trackingIdHeld.byAny : trackingIdHeld.byAnother
      ).execute(values);
      return rows.length > 0;
    },

    async create(
      merchantId: string,
      warehouseId: string,
      values: ParcelValues,
    ): Promise<ParcelRecord> {
      const [row] = await db
        .insert(parcels)
        .values({ ...values, merchant_id: merchantId, warehouse_id: warehouseId })
        .returning({ id: parcels.id });
      if (!row) throw new Error('Parcel insert returned no row.');
      const record = await find(merchantId, warehouseId, row.id);
      if (!record) throw new Error('The new parcel could not be read back.');
      return record;
    },

    async update(
      merchantId: string,
      warehouseId: string,
      id: number,
      values: Partial<ParcelValues>,
    ): Promise<ParcelRecord | null> {
      // The route refused a change of a held field already (`parcelStatusHold`); this re-checks
      // it in the write itself, so an order or return placed in between still wins. Sending the
      // values the parcel has is no change, and no refusal.
      const held = Object.values(HELD_COLUMNS).flatMap((column) => {
        const value = values[column];
        // One column of several kinds: compared as a column, whatever its own type.
        return value === undefined || value === null
          ? []
          : [eq(parcels[column] as AnyPgColumn, value)];
      });
      const changed = await db
        .update(parcels)
        .set({ ...values, updated_at: new Date() })
        .where(
          and(
            inWarehouse(merchantId, warehouseId),
            eq(parcels.id, id),
            held.length === 0 ? undefined : or(and(...held), statusFree),
          ),
        )
        .returning({ id: parcels.id });
      if (changed.length === 0) return null;
      return find(merchantId, warehouseId, id);
    },

    /** A line of this warehouse (not deleted) by its route code, or by its id. */
    async findWarehouseLine(
      merchantId: string,
      warehouseId: string,
      by: { routeCode: string } | { id: string },
    ): Promise<{
      id: string;
      route_code: string;
      name: string;
      status: ShippingLineStatus;
    } | null> {
      const rows = await ('routeCode' in by
        ? warehouseLine.byRouteCode.execute({
            merchantId,
            warehouseId,
            routeCode: by.routeCode.toUpperCase(),
          })
        : warehouseLine.byId.execute({ merchantId, warehouseId, id: by.id }));
      return rows[0] ?? null;
    },
  };
}

export type ParcelRepository = ReturnType<typeof createParcelRepository>;
