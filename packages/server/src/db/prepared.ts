import { createHash } from 'node:crypto';
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import type { DriverValueDecoder } from 'drizzle-orm';
import type { QueryOptions } from '@electric-sql/pglite';
import { isEmbedded, runPrepared } from './pglite-prepared.js';

/** What drizzle's query builders offer for preparing: the SQL they render, and `prepare`. */
interface Preparable<Prepared> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}

/**
 * How PostgreSQL plans a prepared read (ADR 0069):
 * - `any value`: once per connection, for any value. Every condition is an equality on the
 *   front of an index (a scope, an id, an amount), so one plan is right for every value. On
 *   PostgreSQL these run on connections of their own, set to keep one plan (`planOnceOn`).
 * - `each value`: as PostgreSQL chooses by default. How many rows a condition matches depends on
 *   its value (a prefix, a status, a date window), and it tries plans for the values it is sent
 *   before it settles: a prefix of one letter wants a walk in the page's order, a tracking id
 *   its own index. On the embedded database these are planned for each run's values instead
 *   (ADR 0075): there PostgreSQL's choice after five runs was the slower plan.
 * - `these values`: planned for the values of every request, sent as an unnamed statement
 *   (ADR 0072). For reads where, once PostgreSQL settles on a generic plan, it guesses a few
 *   rows for a range of texts and picks a plan that sorts every match: a route code's prefix
 *   matches a quarter of a company's orders. Planning anew costs about a millisecond less than
 *   that sort at 200,000 orders, and the sort grows with the company.
 */
export type PlanFor = 'any value' | 'each value' | 'these values';

/** The SQL texts prepared for `any value` so far: the bench's bare loop plans exactly these once. */
export const plannedOnce = new Set<string>();

/** The SQL texts prepared for `these values`: the bench's bare loop sends them unnamed too. */
export const plannedEachTime = new Set<string>();

/** For each main client (a pool), the client whose connections keep one plan per statement. */
const plannedOnceClients = new WeakMap<object, object>();

/** Runs the reads prepared for `any value` on `client`'s connections instead of `main`'s. */
export function planOnceOn(main: object, client: object): void {
  plannedOnceClients.set(main, client);
}

/**
 * Prepares a query once: drizzle renders its SQL and compiles its row mapper once, and every
 * request sends only the name and the values. The name is a hash of the SQL text: the driver
 * parses it once per connection; two repositories (or two apps on one pool, as in tests) that
 * build the same statement share it, and two different statements can never collide —
 * node-postgres refuses one name used for two texts on one connection. `plan` says which
 * connections run it (`PlanFor`).
 */
export function prepareNamed<Prepared>(
  query: Preparable<Prepared>,
  plan: PlanFor = 'any value',
): Prepared {
  const text = query.toSQL().sql;
  const digest = createHash('sha1').update(text).digest('hex');
  const name = `j_${digest.slice(0, 24)}`;
  const prepared = query.prepare(name);
  if (plan === 'these values') {
    plannedEachTime.add(text);
    // node-postgres sends a query config without a name as the unnamed statement, which
    // PostgreSQL plans for the values it is bound to. drizzle keeps two configs (rows as arrays
    // for selects, as objects for the rest), outside its types.
    const configs = prepared as {
      queryConfig?: { name?: string };
      rawQueryConfig?: { name?: string };
    };
    if (configs.queryConfig) configs.queryConfig.name = undefined;
    if (configs.rawQueryConfig) configs.rawQueryConfig.name = undefined;
  }
  // drizzle keeps the client it runs on in the prepared query (not in its types).
  const runsOn = prepared as { client?: object };
  if (plan === 'any value') {
    plannedOnce.add(text);
    const client = runsOn.client && plannedOnceClients.get(runsOn.client);
    if (client) runsOn.client = client;
  }
  // On the embedded database, by name too: drizzle's PGlite driver would parse and plan it for
  // every request (ADR 0075).
  const embedded = runsOn.client;
  if (isEmbedded(embedded)) {
    const statement = { name, text, plan };
    runsOn.client = {
      query: (_text: string, params: unknown[], options?: QueryOptions) =>
        runPrepared(embedded, statement, params, options),
    };
  }
  withRowMapper(prepared);
  return prepared;
}

/** What drizzle's prepared selects keep to map their rows (not in its types: its own fields). */
interface MappedPrepared {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decode = (value: unknown) => unknown;

/**
 * The decoder of a selected field, found once: a column, an SQL expression, an aliased one or a
 * subquery, as drizzle's own row mapper looks it up for every value of every row.
 */
function decoderOf(field: unknown): Decode | null {
  if (is(field, Column)) {
    // A column type that keeps drizzle's own method (text, uuid, integer, boolean…) answers the
    // driver's value as it is: no call at all for those.
    if (field.mapFromDriverValue === Column.prototype.mapFromDriverValue) return null;
    return (value) => field.mapFromDriverValue(value);
  }
  const sqlDecoder = (sql: SQL): Decode => {
    // `mapWith` keeps it on the SQL object, outside drizzle's public types.
    const { decoder } = sql as unknown as { decoder: DriverValueDecoder<unknown, unknown> };
    return (value) => decoder.mapFromDriverValue(value);
  };
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, SQL.Aliased)) return sqlDecoder(field.sql);
  if (is(field, Subquery)) return sqlDecoder((field as unknown as { _: { sql: SQL } })._.sql);
  throw new Error('A prepared statement selects a field its row mapper cannot decode.');
}

/**
 * Maps a prepared select's rows with a mapper compiled once from its fields. drizzle's mapper
 * works out every value's decoder and place again for every row (two to four `instanceof`-like
 * walks a value): on a page of parcels beside their warehouse that was 17 % of the server's time
 * (ADR 0069). This one gives the same objects: values decoded the same way, nested as selected,
 * and a left-joined table's object null when its first column is (drizzle's rule).
 */
function withRowMapper(prepared: unknown): void {
  const target = prepared as MappedPrepared;
  const fields = target.fields;
  if (fields === undefined) return;
  const places = fields.map(({ path, field }, index) => ({
    index,
    path,
    decode: decoderOf(field),
  }));
  // drizzle's rule: an object of a nullable join's columns (one table) is null when its first
  // column is; the table's name is the first column's.
  const nullable = target.joinsNotNullableMap ?? {};
  const nullWhen: { object: string; index: number }[] = [];
  const tableOf = new Map<string, string | false>();
  fields.forEach(({ path, field }, index) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const object = path[0] as string;
    const table = getTableName(field.table);
    if (!tableOf.has(object)) {
      tableOf.set(object, table);
      nullWhen.push({ object, index });
    } else if (tableOf.get(object) !== table) tableOf.set(object, false);
  });
  const nulled = nullWhen.filter(({ object }) => {
    const table = tableOf.get(object);
    return typeof table === 'string' && nullable[table] === false;
  });
  // Each value's place is worked out once too: a top-level key, or a key of a nested object
  // (drizzle nests one level: a table's or a join's columns). Walking the path per value was
  // most of this mapper's time.
  const top = places
    .filter(({ path }) => path.length === 1)
    .map(({ index, path, decode }) => ({ index, key: path[0] as string, decode }));
  const nestedPlaces = places.filter(({ path }) => path.length === 2);
  const objects = [...new Set(nestedPlaces.map(({ path }) => path[0] as string))].map((object) => ({
    object,
    values: nestedPlaces
      .filter(({ path }) => path[0] === object)
      .map(({ index, path, decode }) => ({ index, key: path[1] as string, decode })),
  }));
  const mapFlat = (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    for (const { index, key, decode } of top) {
      const raw = row[index];
      result[key] = raw === null || decode === null ? raw : decode(raw);
    }
    for (const { object, values } of objects) {
      const nested: Record<string, unknown> = {};
      for (const { index, key, decode } of values) {
        const raw = row[index];
        nested[key] = raw === null || decode === null ? raw : decode(raw);
      }
      result[object] = nested;
    }
    for (const { object, index } of nulled) if (row[index] === null) result[object] = null;
    return result;
  };
  // Deeper nesting (none of ours so far) walks each value's path.
  const mapByPath = (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < places.length; index += 1) {
      const { path, decode } = places[index] as (typeof places)[number];
      const raw = row[index];
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth += 1) {
        const key = path[depth] as string;
        node = (node[key] ??= {}) as Record<string, unknown>;
      }
      node[path[path.length - 1] as string] = raw === null || decode === null ? raw : decode(raw);
    }
    for (const { object, index } of nulled) if (row[index] === null) result[object] = null;
    return result;
  };
  const mapRow = places.every(({ path }) => path.length <= 2) ? mapFlat : mapByPath;
  target.customResultMapper = (rows) => rows.map(mapRow);
}

/**
 * One prepared statement per shape of a request (which filters are set, which search field):
 * the hot list reads build each shape on its first request and reuse it after (ADR 0068). The
 * cache is bounded by construction: a shape key is made of flags and field names only, never of
 * values a client sends, so a list has a few dozen shapes at most.
 */
export function preparedByShape<Shape, Prepared>(
  keyOf: (shape: Shape) => string,
  build: (shape: Shape) => Prepared,
): (shape: Shape) => Prepared {
  const built = new Map<string, Prepared>();
  return (shape) => {
    const key = keyOf(shape);
    let prepared = built.get(key);
    if (prepared === undefined) {
      prepared = build(shape);
      built.set(key, prepared);
    }
    return prepared;
  };
}
