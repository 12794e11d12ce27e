import { and, desc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { connectionConfig, PREPARED_PLANS } from './client.js';
import { plannedEachTime, plannedOnce, prepareNamed } from './prepared.js';
import { orderParcels, orders, parcels, shippingLines, warehouses } from './schema.js';

describe('connectionConfig', () => {
  // node-postgres takes `options` from the URL over its config: ours must ride in the URL.
  it.each([
    ['postgres://app@db.internal:5432/jiyun', PREPARED_PLANS],
    [
      'postgres://app@db.internal:5432/jiyun?sslmode=require&options=-c%20work_mem%3D8MB',
      `-c work_mem=8MB ${PREPARED_PLANS}`,
    ],
  ])('asks %s for generic plans of named statements', (url, options) => {
    const config = connectionConfig(url);
    const sent = new URL(config.connectionString ?? '');
    expect(sent.searchParams.get('options')).toBe(options);
    expect(sent.host).toBe('db.internal:5432');
    expect(sent.pathname).toBe('/jiyun');
  });

  it('sends the setting beside a connection string that is no URL', () => {
    expect(connectionConfig('host=/var/run/postgresql dbname=jiyun')).toEqual({
      connectionString: 'host=/var/run/postgresql dbname=jiyun',
      options: PREPARED_PLANS,
    });
  });
});

describe('prepareNamed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  // Its rows are mapped by a mapper compiled once (ADR 0069); drizzle's own, run by the same
  // query unprepared, is the reference: dates, numerics, SQL with a decoder, nested objects, and
  // a left join that found nothing as null.
  it('answers the rows drizzle maps for the same query', async () => {
    const query = app.db
      .select({
        parcel: parcels,
        line: shippingLines,
        order: { id: orders.id, order_no: orders.order_no, status: orders.status },
        warehouse: { name: warehouses.warehouse_name, created_at: warehouses.created_at },
        weight_in_grams: sql<number>`(${parcels.weight} * 1000)::int`.mapWith(Number),
        tag: sql<string>`'集运 ' || ${parcels.tracking_id}`,
      })
      .from(parcels)
      .innerJoin(warehouses, eq(warehouses.id, parcels.warehouse_id))
      // Every other parcel's line is left out, so that a whole table's object comes back null.
      .leftJoin(
        shippingLines,
        and(eq(shippingLines.id, parcels.shipping_line_id), sql`${parcels.id} % 2 = 0`),
      )
      .leftJoin(
        orderParcels,
        and(eq(orderParcels.parcel_id, parcels.id), eq(orderParcels.active, true)),
      )
      .leftJoin(orders, eq(orders.id, orderParcels.order_id))
      .orderBy(desc(parcels.created_at), desc(parcels.id))
      .limit(200);
    const byDrizzle = await query;
    const plannedOnceBefore = plannedOnce.size;
    const perValue = await prepareNamed(query, 'each value').execute();
    expect(plannedOnce.size).toBe(plannedOnceBefore);
    const prepared = await prepareNamed(query).execute();
    expect(plannedOnce.has(query.toSQL().sql)).toBe(true);

    expect(prepared).toEqual(byDrizzle);
    expect(perValue).toEqual(byDrizzle);
    // The demo data has both kinds of rows, or the comparison above proves less than it says.
    expect(byDrizzle.some((row) => row.order === null)).toBe(true);
    expect(byDrizzle.some((row) => row.order !== null)).toBe(true);
    expect(byDrizzle.some((row) => row.line === null)).toBe(true);
    expect(byDrizzle.some((row) => row.line !== null)).toBe(true);
    expect(byDrizzle[0]?.parcel.created_at).toBeInstanceOf(Date);
    expect(typeof byDrizzle[0]?.weight_in_grams).toBe('number');
  });

  // What goes on the wire decides how PostgreSQL plans (ADR 0072): the unnamed statement is
  // planned for the values it is bound to, a named one settles on a plan after five runs.
  it('sends a read planned for these values unnamed, and the others under their names', async () => {
    const sent: { name: string | undefined; values: unknown }[] = [];
    const client = {
      query: (config: { name?: string }, values: unknown) => {
        sent.push({ name: config.name, values });
        return Promise.resolve({ rows: [], fields: [], rowCount: 0 });
      },
    };
    // A stand-in for the pool: only what drizzle's prepared query calls on it.
    const db = drizzle({ client: client as unknown as Pool });
    const query = db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.route_code, sql.placeholder('route')));

    await prepareNamed(query, 'these values').execute({ route: 'CN-CA-A-G' });
    await prepareNamed(query, 'each value').execute({ route: 'CN-US-S-G' });

    expect(sent).toEqual([
      { name: undefined, values: ['CN-CA-A-G'] },
      { name: expect.stringMatching(/^j_[0-9a-f]{24}$/), values: ['CN-US-S-G'] },
    ]);
    expect(plannedEachTime.has(query.toSQL().sql)).toBe(true);
  });
});
