import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Placeholder, SQL, SQLWrapper, Subquery } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { pageRead, pageReadAtOnce } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { runsInProcess } from '../db/pglite-prepared.js';
import { prepareNamed } from '../db/prepared.js';
import type { PlanFor } from '../db/prepared.js';

/** Which end of a newest-first list the rows statement walks from (`pageRead`). */
export type ListEnd = 'newest' | 'oldest';

/** The reads of one list page: its rows from one end, its total, or both at once. */
export interface ListPageReads<Row> {
  rows(from: ListEnd, offset: number, limit: number): Promise<Row[]>;
  total(): Promise<number>;
  /**
   * A page from the newest end and the total in one statement (`besideTotal`), for a shape
   * planned once; without it (a shape planned per request), the rows and the total are read
   * together on two connections, each planned apart.
   */
  newestWithTotal?: (offset: number, limit: number) => Promise<{ rows: Row[]; total: number }>;
  /**
   * A page far from both ends, started at the day it falls in (`pageIdsThroughDays`): only for
   * a shape whose rows the day counters count (all rows, some statuses, a date window).
   */
  rowsThroughDays?: (from: ListEnd, offset: number, limit: number) => Promise<Row[]>;
}

/**
 * From this many rows from the nearer end, a page is started at the day it falls in, found from
 * the day counters, rather than walking the offset (ADR 0073). Walking costs about 0.15 µs a row
 * on this machine, summing a year of day counters about a millisecond: the two meet near here.
 */
export const DAY_SKIP_FROM_ROWS = 10_000;

/**
 * One page of a newest-first list, read from the end the domain's `pageRead` says. A page near
 * the newest end is read with its total: in one statement when the shape is planned once
 * (`newestWithTotal`), else beside it. A deeper one waits for its total (counter rows, or a
 * capped count) so that the last pages of a million rows are read from the oldest end
 * (ascending, put back in newest-first order here) instead of walking the whole offset, and a
 * page past the end reads no rows. `counted` says the total is a capped count, not counters.
 */
export async function readListPage<Row>(
  offset: number,
  limit: number,
  counted: boolean,
  reads: ListPageReads<Row>,
): Promise<{ rows: Row[]; total: number }> {
  if (pageReadAtOnce(offset)) {
    if (reads.newestWithTotal) return reads.newestWithTotal(offset, limit);
    const [rows, total] = await Promise.all([reads.rows('newest', offset, limit), reads.total()]);
    return { rows, total };
  }
  const total = await reads.total();
  const read = pageRead(offset, limit, total, counted);
  if (read.from === 'none') return { rows: [], total };
  const rows =
    reads.rowsThroughDays && read.offset >= DAY_SKIP_FROM_ROWS
      ? await reads.rowsThroughDays(read.from, read.offset, read.limit)
      : await reads.rows(read.from, read.offset, read.limit);
  return { rows: read.from === 'oldest' ? rows.reverse() : rows, total };
}

/**
 * The rows of a page whose ids `pageIds` reads, those ids read first into one array: planned
 * generically (a prepared statement whose limit is a parameter), `id in (select …)` became a hash
 * join over a sequential scan of every row (660 ms for a page of 200,000 returns, 0.5 ms so).
 */
export function idIsAmong(id: AnyPgColumn, pageIds: SQLWrapper): SQL {
  return sql`${id} = any(array(${pageIds}))`;
}

/** A newest-first list's table, its id and its sort key (creation time, or a cycle's end). */
export interface ListTable {
  table: PgTable;
  id: AnyPgColumn;
  sortKey: AnyPgColumn;
}

/** The list's order read from `end`: the sort key, then the id as the tie-break. */
export function listOrder(list: ListTable, end: ListEnd): SQL[] {
  const order = end === 'newest' ? desc : asc;
  return [order(list.sortKey), order(list.id)];
}

/**
 * The ids of one page matching `where`, walked from `end` through the list's (scope[, status],
 * sort key, id) index with `limit` and `offset` placeholders: for no filter or a status an
 * index-only walk, so a deep page skips index entries rather than reading every row before it.
 */
export function pageIdsFrom(db: Database, list: ListTable, where: SQL | undefined, end: ListEnd) {
  return db
    .select({ id: list.id })
    .from(list.table)
    .where(where)
    .orderBy(...listOrder(list, end))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * A list's per-status and per-day counters (kept exact by triggers, ADR 0073, 0074): of a company
 * (orders, returns), or of a warehouse (parcels, summed over their session slots).
 */
export interface DayCounters {
  table: PgTable;
  /** The column of the list's scope and the placeholder its value comes in. */
  scope: AnyPgColumn;
  scopeIs: 'merchantId' | 'warehouseId';
  status: AnyPgColumn;
  /** The first day of the rows' period (`period`). */
  day: AnyPgColumn;
  total: AnyPgColumn;
  /**
   * What a counter row counts: the rows created on one UTC day (orders, returns, parcels: the
   * sort key is a time), or the rows whose date falls in one year (settlements: the sort key is a
   * cycle's end, one statement per cycle, so counters per day would be as many as the rows).
   */
  period: 'utc day of a time' | 'year of a date';
}

/**
 * Which day counters count a list's rows: the scope's, of the statuses asked for (`statuses`),
 * in the creation date window (`createdFrom`, `createdBefore`: whole UTC days, so whole counter
 * rows), each a placeholder of that name.
 */
export interface DaysCounted {
  counters: DayCounters;
  statuses: boolean;
  createdFrom: boolean;
  createdBefore: boolean;
}

/** The names of the values the day counters' reads take. */
export type DayValueName =
  DayCounters['scopeIs'] | 'statuses' | 'createdFrom' | 'createdBefore' | 'offset' | 'limit';

/**
 * Where a day counters' read takes a value from: a placeholder of its name (prepared statements),
 * or the value itself (a test explaining one request's plan).
 */
export type DayValue = (name: DayValueName) => SQL | Placeholder | number;

const placeholderOf: DayValue = (name) => sql.placeholder(name);

function dayCountersWhere(
  { counters, ...days }: DaysCounted,
  value: DayValue = placeholderOf,
): SQL | undefined {
  const utcDay = (name: 'createdFrom' | 'createdBefore') =>
    sql`(${value(name)}::timestamptz at time zone 'UTC')::date`;
  return and(
    sql`${counters.scope} = ${value(counters.scopeIs)}`,
    days.statuses ? sql`${counters.status} = any(${value('statuses')}::text[])` : undefined,
    days.createdFrom ? sql`${counters.day} >= ${utcDay('createdFrom')}` : undefined,
    days.createdBefore ? sql`${counters.day} < ${utcDay('createdBefore')}` : undefined,
  );
}

/** A list's exact total from its day counters (a date window: a month is 31 × statuses rows). */
export function dayTotal(db: Database, days: DaysCounted, value: DayValue = placeholderOf) {
  return db
    .select({ total: sql<number>`coalesce(sum(${days.counters.total}), 0)::int`.as('total') })
    .from(days.counters.table)
    .where(dayCountersWhere(days, value));
}

/**
 * The ids of one page, `offset` rows from `end`, of the rows the day counters count (`days`): the
 * day counters, summed day by day from `end`, say which day the page starts in and how many rows
 * of the list lie beyond that day; the walk then starts at that day's edge and skips only the
 * rest. A page in the middle of a million orders walks a day's few thousand index entries instead
 * of half a million (ADR 0073). Rows and counters are read in one statement, so in one snapshot:
 * the count of rows beyond the day is exact for the rows the walk sees. `where` must select
 * exactly the rows the counters count.
 */
export function pageIdsThroughDays(
  list: ListTable,
  where: SQL | undefined,
  days: DaysCounted,
  end: ListEnd,
  value: DayValue = placeholderOf,
): SQL {
  const { counters } = days;
  const direction = end === 'newest' ? sql.raw('desc') : sql.raw('asc');
  const offset = sql`${value('offset')}::bigint`;
  // The period's edge on the side of `end`: rows from the next period's first day (its midnight,
  // UTC, for a time) on are beyond a period walked from the newest end, rows before its first day
  // beyond one walked from the oldest end.
  const byYear = counters.period === 'year of a date';
  const next = byYear ? sql.raw(`(d.day + interval '1 year')::date`) : sql.raw('(d.day + 1)');
  const firstDay = end === 'newest' ? next : sql.raw('d.day');
  const edge = byYear ? firstDay : sql`${firstDay}::timestamp at time zone 'UTC'`;
  const beyondEdge = end === 'newest' ? sql.raw('<') : sql.raw('>=');
  // The days summed from `end` stop at the page's day when the counters' key starts with
  // (scope, day), as the parcels' does: PostgreSQL walks that index from `end`, grouping and
  // summing as it goes, only when the limit below reaches this subquery. It does only when the
  // outer level sorts nothing, so no `order by` there: exactly one day has the running sum cross
  // the offset (the sum never falls), and that day is the answer in any order (ADR 0074: 0.3 ms
  // for page 10,000 of a million parcels, against 0.8 ms summing every day first).
  const counted = sql`select ${counters.day} as day, sum(${counters.total}) as total
    from ${counters.table}
    where ${dayCountersWhere(days, value)}
    group by ${counters.day}
    order by ${counters.day} ${direction}`;
  const start = sql`select ${edge} as edge,
      (d.through - d.total)::bigint as beyond
    from (select day, total, sum(total) over (order by day ${direction}) as through
      from (${counted}) as g) as d
    where d.through > ${offset} and d.through - d.total <= ${offset}
    limit 1`;
  const [sortKey, id] = listOrder(list, end);
  return sql`select page.id from (${start}) as s cross join lateral (
      select ${list.id} as id from ${list.table}
      where ${and(where, sql`${list.sortKey} ${beyondEdge} s.edge`)}
      order by ${sortKey}, ${id}
      limit ${value('limit')} offset ${offset} - s.beyond
    ) as page`;
}

/** A company's per-status counters of one list (kept exact by triggers, ADR 0056). */
export interface ListCounters {
  table: PgTable;
  merchantId: AnyPgColumn;
  status: AnyPgColumn;
  total: AnyPgColumn;
}

/**
 * The total of a list shape, with `merchantId` and `statuses` placeholders. All rows or a status:
 * summed from the company's counters, a few rows whatever it holds. A search or a date window:
 * counted up to `cap` (`select count(*) from (… limit cap)`), where the database stops reading
 * (ADR 0039).
 */
export function listTotal(
  db: Database,
  shape: { fromCounters: boolean; statuses: boolean },
  counters: ListCounters,
  counted: { table: PgTable; where: SQL | undefined; cap: number },
) {
  return shape.fromCounters
    ? db
        .select({ total: sql<number>`coalesce(sum(${counters.total}), 0)::int`.as('total') })
        .from(counters.table)
        .where(
          and(
            eq(counters.merchantId, sql.placeholder('merchantId')),
            shape.statuses
              ? sql`${counters.status} = any(${sql.placeholder('statuses')}::text[])`
              : undefined,
          ),
        )
    : db.select({ total: sql<number>`count(*)::int`.as('total') }).from(
        db
          .select({ one: sql<number>`1`.as('one') })
          .from(counted.table)
          .where(counted.where)
          .limit(counted.cap)
          .as('capped'),
      );
}

/**
 * The total (`listTotal`) and a page of rows in one statement: the total is a one-row table and
 * the page (a subquery of flat, uniquely named columns, read from the newest end) is joined to it
 * laterally. It answers one row per listed row, each with the total, or the total's row alone
 * when the page is empty (every column of `select` is null there). `order` is the page's order,
 * in the page subquery's columns. One round trip instead of two: on a 2-core machine a statement
 * costs the database and the server more than the few rows do (ADR 0069).
 */
export function besideTotal<Fields extends SelectedFields>(
  db: Database,
  total: ReturnType<typeof listTotal>,
  page: Subquery,
  select: Fields,
  order: SQL[],
) {
  const counted = total.as('list_total');
  return db
    .select({ total: counted.total, ...select })
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .orderBy(...order);
}

/**
 * A table's columns as a subquery of all of them reads them (`page.id`, …), as one object to
 * select: drizzle then maps them as the table's row, and null on the total's row of an empty page.
 */
export function columnsThrough<
  Table extends PgTable,
  Page extends Record<keyof Table['$inferSelect'], AnyPgColumn>,
>(table: Table, page: Page): { [K in keyof Table['$inferSelect']]: Page[K] } {
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((name) => [
      name,
      page[name as keyof Table['$inferSelect']],
    ]),
  ) as { [K in keyof Table['$inferSelect']]: Page[K] };
}

/**
 * `ListPageReads.newestWithTotal` from a prepared `besideTotal` read and the request's values;
 * none for a shape planned per request (`tableListReads` prepares none there).
 */
export function readBesideTotal<Answer extends { total: number | null }, Row>(
  prepared: PreparedRows<Answer> | null,
  values: Record<string, unknown>,
  rowOf: (answer: Answer) => Row | null,
): ListPageReads<Row>['newestWithTotal'] {
  if (prepared === null) return undefined;
  return async (offset, limit) =>
    splitBesideTotal(await prepared.execute({ ...values, offset, limit }), rowOf);
}

/** `ListPageReads.rowsThroughDays` from a shape's prepared reads and the request's values. */
export function readThroughDays<Row>(
  prepared: Record<ListEnd, PreparedRows<Row>> | null,
  values: Record<string, unknown>,
): ListPageReads<Row>['rowsThroughDays'] {
  if (prepared === null) return undefined;
  return (from, offset, limit) => prepared[from].execute({ ...values, offset, limit });
}

/** The rows and the total of a `besideTotal` answer (no row at all: nothing matched, total 0). */
function splitBesideTotal<Answer extends { total: number | null }, Row>(
  answer: Answer[],
  rowOf: (row: Answer) => Row | null,
): { rows: Row[]; total: number } {
  const rows: Row[] = [];
  for (const one of answer) {
    const row = rowOf(one);
    if (row !== null) rows.push(row);
  }
  return { rows, total: answer[0]?.total ?? 0 };
}

/** A prepared read answering rows of `Row`. */
export interface PreparedRows<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/** The rows whose ids a request sends as `ids` (one plan for any page's ids). */
export function idIsSent(id: AnyPgColumn): SQL {
  return sql`${id} = any(${sql.placeholder('ids')}::${sql.raw(id.getSQLType())}[])`;
}

/**
 * Whether a page read planned as `plan` on `db` is read in two statements (`idsThenRows`): on the
 * embedded database, where a read planned for each request's values is planned again on every
 * run, and planning the rows' read (and its joins) with the walk cost more than reading the page
 * (ADR 0076, 0079). PostgreSQL settles on a plan after a few runs, and a second statement would
 * cost it a round trip; a read planned once for any value has nothing to save.
 */
export function readsIdsThenRows(db: object, plan: PlanFor): boolean {
  return plan !== 'any value' && runsInProcess(db);
}

/**
 * A page read in two statements: the walk to its ids (`ids`), planned for the request's values,
 * then their rows (`rows`, reading `idIsSent`) on one plan, where `readsIdsThenRows` says so.
 */
export function idsThenRows<Row>(
  ids: PreparedRows<{ id: unknown }>,
  rows: PreparedRows<Row>,
): PreparedRows<Row> {
  return {
    async execute(values) {
      const found = await ids.execute(values);
      return found.length === 0 ? [] : rows.execute({ ids: found.map(({ id }) => id) });
    },
  };
}

/** The prepared reads of a list of one table's rows (`tableListReads`). */
export interface TableListReads<Row> {
  newest: PreparedRows<Row>;
  oldest: PreparedRows<Row>;
  total: PreparedRows<{ total: number }>;
  /** Only for a shape planned once (ADR 0069). */
  newestWithTotal: PreparedRows<{ total: number | null; row: Row | null }> | null;
  /** A deep page started at its day, from either end: only for a shape the day counters count. */
  throughDays: Record<ListEnd, PreparedRows<Row>> | null;
}

/**
 * The prepared reads of a list whose rows are one table's rows (orders, settlements): the page
 * from either end (its ids walked first, `pageIdsFrom`, then only its rows read), the total, and
 * for a shape planned once (`plan`), a page near the newest end with the total in one statement
 * (`besideTotal`).
 */
export function tableListReads<Table extends PgTable>(
  db: Database,
  list: ListTable & { table: Table },
  where: SQL | undefined,
  total: ReturnType<typeof listTotal>,
  plan: PlanFor,
  days: DaysCounted | null = null,
): TableListReads<Table['$inferSelect']> {
  // drizzle types a select from a table given as a type parameter only once it is a known
  // table; the rows are the table's, as the return type says.
  const table: PgTable = list.table;
  const rowsAmong = (end: ListEnd, ids: SQLWrapper) =>
    prepareNamed(
      db
        .select()
        .from(table)
        .where(idIsAmong(list.id, ids))
        .orderBy(...listOrder(list, end)),
      plan,
    );
  // One statement on either database: these rows join nothing, and planning them again with the
  // walk costs the embedded database no more than a second statement (ADR 0079).
  const rowsFrom = (end: ListEnd) => rowsAmong(end, pageIdsFrom(db, list, where, end));
  const throughDays = (counted: DaysCounted, end: ListEnd) =>
    rowsAmong(end, pageIdsThroughDays(list, where, counted, end));
  const page = db
    .select()
    .from(table)
    .where(idIsAmong(list.id, pageIdsFrom(db, list, where, 'newest')))
    .as('page');
  const row = columnsThrough(table, page as unknown as Record<string, AnyPgColumn>);
  // The list's sort key and id, as the page subquery answers them.
  const through = (column: AnyPgColumn): AnyPgColumn => {
    const entry = Object.entries(getTableColumns(table)).find(([, one]) => one === column);
    const found = entry && row[entry[0]];
    if (!found) throw new Error(`${column.name} is not a column of the list's table.`);
    return found;
  };
  const order = listOrder(
    { ...list, id: through(list.id), sortKey: through(list.sortKey) },
    'newest',
  );
  return {
    newest: rowsFrom('newest'),
    oldest: rowsFrom('oldest'),
    total: prepareNamed(total, plan),
    newestWithTotal:
      plan === 'each value'
        ? null
        : prepareNamed(besideTotal(db, total, page, { row }, order), plan),
    throughDays: days && {
      newest: throughDays(days, 'newest'),
      oldest: throughDays(days, 'oldest'),
    },
  } as unknown as TableListReads<Table['$inferSelect']>;
}
