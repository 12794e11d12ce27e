import { asc, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, PARCEL_STATUSES, PARCEL_TOTAL_CAP, apiPath, apiPaths } from '@jiyun/domain';
import type { ListResponse, Parcel, ParcelStatus, Warehouse } from '@jiyun/domain';
import type { Database } from '../../db/client.js';
import { foldParcelCounterSlots } from '../../db/parcel-counter-slots.js';
import {
  parcelDayCounts,
  parcelInboundCounts,
  parcelStatusCounts,
  parcels,
} from '../../db/schema.js';
import { DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { expectMiddlePagesAsWalked, walkedByCreation } from '../../test-helpers/deep-list.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';

// The inventory's totals (ADR 0054, 0074): exact from counters the database keeps beside
// `parcels`, per status and per day, capped for searches; and deep pages through the index-only
// walk, started at their day far from both ends.

let app: FastifyInstance;
let owner: string;
let merchantId: string;
let warehouseIds: string[];
/** A warehouse of its own, filled with more parcels than the cap. */
let big: Warehouse;

const BIG_SIZE = PARCEL_TOTAL_CAP + 57;

type Rows<T> = { rows: T[] };

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer `{ rows }`; drizzle types the common result loosely.
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Deterministic random numbers, so a failing sequence of writes can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function newParcels(warehouseId: string, statuses: ParcelStatus[], tag: string) {
  return statuses.map((status, index) => ({
    merchant_id: merchantId,
    warehouse_id: warehouseId,
    tracking_id: `SF${tag}${String(index).padStart(4, '0')}`.slice(0, 20),
    personal_id: `客户-${tag}`,
    status,
    weight: 1.25,
    length: 30,
    width: 20,
    height: 10,
    inbound_date: '2026-11-02',
    shelf_location: 'B-07-03',
    confirmed_duplicate: true,
  }));
}

/** The counters (summed over their slots) next to a real count of every (warehouse, status). */
async function countersAndRealCounts(db: Database) {
  const real = await rowsOf<{ warehouse_id: string; status: string; parcels: number }>(
    db,
    sql`select warehouse_id, status, count(*)::int as parcels from parcels group by 1, 2 order by 1, 2`,
  );
  const kept = await rowsOf<{ warehouse_id: string; status: string; parcels: number }>(
    db,
    sql`select ${parcelStatusCounts.warehouse_id} as warehouse_id, ${parcelStatusCounts.status} as status,
      sum(${parcelStatusCounts.parcels})::int as parcels from ${parcelStatusCounts}
      group by 1, 2 having sum(${parcelStatusCounts.parcels}) <> 0 order by 1, 2`,
  );
  return { real, kept };
}

/** The day counts (summed over their slots) next to a real count of every (warehouse, day, status). */
async function dayCountsAndRealCounts(db: Database) {
  const real = await rowsOf<{ warehouse_id: string; day: string; status: string; parcels: number }>(
    db,
    sql`select warehouse_id, to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
        status, count(*)::int as parcels from parcels group by 1, 2, 3 order by 1, 2, 3`,
  );
  const kept = await rowsOf<{ warehouse_id: string; day: string; status: string; parcels: number }>(
    db,
    sql`select ${parcelDayCounts.warehouse_id} as warehouse_id,
        to_char(${parcelDayCounts.day}, 'YYYY-MM-DD') as day, ${parcelDayCounts.status} as status,
        sum(${parcelDayCounts.parcels})::int as parcels from ${parcelDayCounts}
      group by 1, 2, 3 having sum(${parcelDayCounts.parcels}) <> 0 order by 1, 2, 3`,
  );
  return { real, kept };
}

/** The inbound date counts (summed over their slots) next to a real count of each. */
async function inboundCountsAndRealCounts(db: Database) {
  type Count = { warehouse_id: string; status: string; inbound_date: string; parcels: number };
  const real = await rowsOf<Count>(
    db,
    sql`select warehouse_id, status, to_char(inbound_date, 'YYYY-MM-DD') as inbound_date,
        count(*)::int as parcels from parcels group by 1, 2, 3 order by 1, 2, 3`,
  );
  const kept = await rowsOf<Count>(
    db,
    sql`select ${parcelInboundCounts.warehouse_id} as warehouse_id,
        ${parcelInboundCounts.status} as status,
        to_char(${parcelInboundCounts.inbound_date}, 'YYYY-MM-DD') as inbound_date,
        sum(${parcelInboundCounts.parcels})::int as parcels from ${parcelInboundCounts}
      group by 1, 2, 3 having sum(${parcelInboundCounts.parcels}) <> 0 order by 1, 2, 3`,
  );
  return { real, kept };
}

/** Whether counter rows outside slot 0 are left (`foldParcelCounterSlots` folds them all). */
async function slotsLeft(db: Database) {
  const [left] = await rowsOf<{ statuses: boolean; days: boolean; inbound: boolean }>(
    db,
    sql`select exists (select 1 from ${parcelStatusCounts} where ${parcelStatusCounts.slot} <> 0) as statuses,
      exists (select 1 from ${parcelDayCounts} where ${parcelDayCounts.slot} <> 0) as days,
      exists (select 1 from ${parcelInboundCounts} where ${parcelInboundCounts.slot} <> 0) as inbound`,
  );
  return left;
}

async function page(warehouse: Warehouse, query: string) {
  const response = await app.inject({
    url: `${API_BASE}${apiPath(apiPaths.parcels.list, { warehouseId: warehouse.id })}${query}`,
    headers: bearer(owner),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<Parcel>>();
}

beforeAll(async () => {
  app = await buildTestApp();
  const signedIn = await signIn(app, DEMO_OWNER);
  owner = signedIn.accessToken;
  merchantId = signedIn.body.data.user.merchant_id;
  await signIn(app, SECOND_OWNER);
  const list = await app.inject({
    url: `${API_BASE}${apiPaths.warehouses.list}`,
    headers: bearer(owner),
  });
  const warehouses = list.json<ListResponse<Warehouse>>().data;
  warehouseIds = warehouses.map((w) => w.id);
  const template = warehouses[0];
  if (!template) throw new Error('The demo company has no warehouse.');
  // A copy of a demo warehouse under another name, then its parcels in one statement: created a
  // second apart in threes (equal times test the id tie-break), statuses in a fixed rotation.
  const [created] = await rowsOf<{ id: string }>(
    app.db,
    sql`insert into warehouses (merchant_id, warehouse_name, country, state, city, contact_person,
        country_code, phone_number, address_line_1, free_storage_duration, free_storage_unit,
        overdue_storage_fee, overdue_fee_frequency)
      select merchant_id, '深圳宝安大件专用仓库 Shenzhen Bao’an Oversize Store', country, state, city,
        contact_person, country_code, phone_number, address_line_1, free_storage_duration,
        free_storage_unit, overdue_storage_fee, overdue_fee_frequency
      from warehouses where id = ${template.id}::uuid returning id`,
  );
  if (!created) throw new Error('The big warehouse was not created.');
  const statuses = sql.raw(`array[${PARCEL_STATUSES.map((s) => `'${s}'`).join(',')}]`);
  await app.db.execute(
    sql`insert into parcels (merchant_id, warehouse_id, tracking_id, personal_id, status, weight,
        length, width, height, inbound_date, shelf_location, created_at)
      select ${merchantId}::uuid, ${created.id}::uuid, 'YT' || lpad(i::text, 16, '0'),
        'C' || lpad((i % 700)::text, 6, '0'), (${statuses})[1 + i % 7], 0.5 + (i % 40) / 4.0,
        30, 20, 10, date '2026-11-20' - (i / 200), chr(65 + i % 26) || '-' || lpad((i % 40)::text, 2, '0'),
        timestamptz '2026-11-20T12:00:00Z' - ((i / 3) * interval '1 second')
      from generate_series(1, ${BIG_SIZE}) as i`,
  );
  const bigResponse = await app.inject({
    url: `${API_BASE}${apiPath(apiPaths.warehouses.one, { warehouseId: created.id })}`,
    headers: bearer(owner),
  });
  big = bigResponse.json<{ data: Warehouse }>().data;
  warehouseIds.push(created.id);
}, 120_000);
afterAll(() => app.close());

describe('parcel counters', () => {
  it('equal the real counts after the demo data and a bulk insert', async () => {
    const { real, kept } = await countersAndRealCounts(app.db);
    expect(kept).toEqual(real);
    expect(real.length).toBeGreaterThan(PARCEL_STATUSES.length);
    const days = await dayCountsAndRealCounts(app.db);
    expect(days.kept).toEqual(days.real);
    expect(days.real.length).toBeGreaterThan(real.length);
    const inbound = await inboundCountsAndRealCounts(app.db);
    expect(inbound.kept).toEqual(inbound.real);
    expect(inbound.real.length).toBeGreaterThan(real.length);
  });

  it('stay exact through random concurrent inserts, status changes, moves, deletes and rollbacks', async () => {
    const random = randomFrom(20_261_126);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const someStatuses = () =>
      Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(PARCEL_STATUSES));
    const smallWarehouses = warehouseIds.filter((id) => id !== big.id);
    let round = 0;
    const write = async (): Promise<void> => {
      round += 1;
      const tag = `${round}R${Math.floor(random() * 1e6)}`;
      const warehouseId = pick(smallWarehouses);
      const sample = sql`select id from parcels where warehouse_id = ${warehouseId}::uuid
        order by md5(id::text || ${tag}) limit ${1 + Math.floor(random() * 3)}`;
      // Two writers changing the same parcels in opposite orders would deadlock on the parcels
      // themselves, as any two clients would: each takes its parcels in id order first, so only
      // the counters could deadlock here, and they must not.
      const change = (statement: (ids: SQL) => SQL) =>
        app.db.transaction(async (tx) => {
          const locked = await tx
            .select({ id: parcels.id })
            .from(parcels)
            .where(sql`${parcels.id} in (${sample})`)
            .orderBy(asc(parcels.id))
            .for('update');
          if (locked.length === 0) return;
          await tx.execute(
            statement(
              sql.join(
                locked.map(({ id }) => sql`${id}`),
                sql`, `,
              ),
            ),
          );
        });
      switch (Math.floor(random() * 7)) {
        case 0:
          await app.db.insert(parcels).values(newParcels(warehouseId, someStatuses(), tag));
          return;
        case 1:
          await change(
            (ids) => sql`update parcels set status = ${pick(PARCEL_STATUSES)} where id in (${ids})`,
          );
          return;
        case 2:
          await change(
            (ids) => sql`update parcels set warehouse_id = ${pick(smallWarehouses)}::uuid,
              status = ${pick(PARCEL_STATUSES)} where id in (${ids})`,
          );
          return;
        case 3:
          // Neither status, warehouse nor creation time changes: the counters are not even written.
          await change(
            (ids) => sql`update parcels set notes = ${`盘点 ${tag}`} where id in (${ids})`,
          );
          return;
        case 4:
          await change((ids) => sql`delete from parcels where id in (${ids})`);
          return;
        case 5:
          // Stored on an earlier day: only the inbound date counts move.
          await change(
            (
              ids,
            ) => sql`update parcels set inbound_date = inbound_date - ${1 + Math.floor(random() * 40)}::int
              where id in (${ids})`,
          );
          return;
        default:
          await app.db
            .transaction(async (tx) => {
              await tx.insert(parcels).values(newParcels(warehouseId, someStatuses(), tag));
              await tx.execute(sql`update parcels set status = 'packed' where id in (${sample})`);
              throw new Error('rolled back on purpose');
            })
            .catch((error: unknown) => {
              if (!(error instanceof Error) || error.message !== 'rolled back on purpose') {
                throw error;
              }
            });
      }
    };
    for (let batch = 0; batch < 15; batch += 1) {
      // Eight writers at once (truly concurrent on PostgreSQL's pool): no lost update, no deadlock.
      // Every fifth batch the slots are folded into slot 0 meanwhile (ADR 0074).
      await Promise.all([
        ...Array.from({ length: 8 }, write),
        batch % 5 === 4 ? foldParcelCounterSlots(app.db) : undefined,
      ]);
    }
    const { real, kept } = await countersAndRealCounts(app.db);
    expect(kept).toEqual(real);
    const days = await dayCountsAndRealCounts(app.db);
    expect(days.kept).toEqual(days.real);
    const inbound = await inboundCountsAndRealCounts(app.db);
    expect(inbound.kept).toEqual(inbound.real);
  }, 120_000);

  it('fold into slot 0 without changing a sum, and count on after', async () => {
    // Another session's rows, as a connection that has since ended leaves them.
    await app.db.execute(
      sql`insert into ${parcelDayCounts} (warehouse_id, day, status, slot, parcels)
        select warehouse_id, day, status, 987654, 0 from ${parcelDayCounts} where slot = 0 limit 3`,
    );
    await app.db.execute(
      sql`insert into ${parcelInboundCounts} (warehouse_id, status, inbound_date, slot, parcels)
        select warehouse_id, status, inbound_date, 987654, 0 from ${parcelInboundCounts}
        where slot = 0 limit 3`,
    );
    await app.db.insert(parcels).values(newParcels(big.id, ['stored', 'error'], 'FOLD'));
    expect(await slotsLeft(app.db)).toEqual({ statuses: true, days: true, inbound: true });
    const before = await countersAndRealCounts(app.db);
    const beforeDays = await dayCountsAndRealCounts(app.db);
    const beforeInbound = await inboundCountsAndRealCounts(app.db);

    expect(await foldParcelCounterSlots(app.db)).toBe(true);

    expect(await slotsLeft(app.db)).toEqual({ statuses: false, days: false, inbound: false });
    expect(await countersAndRealCounts(app.db)).toEqual(before);
    expect(await dayCountsAndRealCounts(app.db)).toEqual(beforeDays);
    expect(await inboundCountsAndRealCounts(app.db)).toEqual(beforeInbound);
    expect(beforeInbound.kept).toEqual(beforeInbound.real);
    expect(before.kept).toEqual(before.real);
    await app.db.delete(parcels).where(sql`${parcels.tracking_id} like 'SFFOLD%'`);
    const after = await dayCountsAndRealCounts(app.db);
    expect(after.kept).toEqual(after.real);
    const afterInbound = await inboundCountsAndRealCounts(app.db);
    expect(afterInbound.kept).toEqual(afterInbound.real);
  });
});

describe('inventory totals', () => {
  const realCount = async (where: ReturnType<typeof sql>) =>
    (
      await rowsOf<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from parcels where warehouse_id = ${big.id}::uuid and ${where}`,
      )
    )[0]?.n;

  it('are exact past the cap for all parcels and by status', async () => {
    expect((await page(big, '')).results).toBe(BIG_SIZE);
    const stored = await realCount(sql`status in ('stored', 'packed')`);
    expect(stored).toBeGreaterThan(0);
    expect((await page(big, '?status=stored,packed')).results).toBe(stored);
  });

  it('are exact past the cap for a creation date window, from the day counts', async () => {
    expect((await page(big, '?created_from=2026-01-01&created_to=2026-11-30')).results).toBe(
      BIG_SIZE,
    );
    const windowed = await realCount(
      sql`status in ('stored', 'packed') and created_at >= '2026-11-20T00:00:00Z'`,
    );
    expect(
      (await page(big, '?created_from=2026-11-20&created_to=2026-11-20&status=stored,packed'))
        .results,
    ).toBe(windowed);
    expect((await page(big, '?created_from=2026-11-21')).results).toBe(0);
  });

  it('stop at the cap for a search, and are exact below it', async () => {
    expect((await page(big, '?search=YT&search_field=tracking_number')).results).toBe(
      PARCEL_TOTAL_CAP,
    );
    const customer = await realCount(sql`personal_id = 'C000123'`);
    expect(customer).toBeGreaterThan(10);
    expect((await page(big, '?search=c000123&search_field=customer_id')).results).toBe(customer);
    expect((await page(big, '?search=nobody-has-this&search_field=all')).results).toBe(0);
  });

  it('are the status filter totals and pages for a status search, alone or within statuses', async () => {
    const returns = await realCount(sql`status in ('returned', 'return_processing')`);
    if (returns === undefined) throw new Error('No count of the returned parcels.');
    const searched = '&search=return&search_field=storage_status';
    // Near the oldest end: read from there, as the filter's own deep pages are.
    const deep = `?page=${Math.floor(returns / 10) - 3}`;
    expect(
      (await page(big, `?search=${encodeURIComponent('退货')}&search_field=storage_status`))
        .results,
    ).toBe(await realCount(sql`status = 'return_processing'`));
    expect((await page(big, `${deep}${searched}`)).results).toBe(returns);
    expect(await page(big, `${deep}${searched}`)).toEqual(
      await page(big, `${deep}&status=returned,return_processing`),
    );
    expect(await page(big, `${deep}&status=returned,stored${searched}`)).toEqual(
      await page(big, `${deep}&status=returned`),
    );
    expect(await page(big, `?status=stored,packed${searched}`)).toEqual({ data: [], results: 0 });
  });
});

describe('deep pages', () => {
  const lastPage = Math.ceil(BIG_SIZE / 10);

  it.each([
    ['', 'true'],
    ['&status=returned,error', `status in ('returned', 'error')`],
    [
      '&created_from=2026-11-19&created_to=2026-11-19',
      `created_at >= '2026-11-19T00:00:00Z' and created_at < '2026-11-20T00:00:00Z'`,
    ],
    // Every parcel of the warehouse, past the search count's cap: exact from the day counts.
    [
      '&created_from=2026-11-20&created_to=2026-11-20',
      `created_at >= '2026-11-20T00:00:00Z' and created_at < '2026-11-21T00:00:00Z'`,
    ],
  ])('return the rows of a plain offset read (filter %s)', async (query, where) => {
    // Pages near the end are read from the oldest end (`pageRead`); the answer must not change.
    for (const pageNumber of [1, 2, 100, 101, 377, 700, lastPage - 1, lastPage, lastPage + 1]) {
      const expected = await rowsOf<{ id: string | number }>(
        app.db,
        sql`select id from parcels where warehouse_id = ${big.id}::uuid and ${sql.raw(where)}
          order by created_at desc, id desc limit 10 offset ${(pageNumber - 1) * 10}`,
      );
      const answered = await page(big, `?page=${pageNumber}${query}`);
      expect(answered.data.map((p) => p.parcel_id)).toEqual(expected.map((row) => Number(row.id)));
    }
  });
});

// Far from both ends, a page starts at the day it falls in, from the day counts (ADR 0074): its
// rows must be exactly the ones walking the whole offset finds, whatever day it starts in.
describe('pages in the middle of a warehouse of two years', () => {
  const SPREAD_SIZE = 32_000;
  let spread: string;

  beforeAll(async () => {
    const [created] = await rowsOf<{ id: string }>(
      app.db,
      sql`insert into warehouses (merchant_id, warehouse_name, country, state, city, contact_person,
          country_code, phone_number, address_line_1, free_storage_duration, free_storage_unit,
          overdue_storage_fee, overdue_fee_frequency)
        select merchant_id, '广州白云国际物流园二期跨境电商集货仓 Guangzhou Baiyun Consolidation Hub',
          country, state, city, contact_person, country_code, phone_number, address_line_1,
          free_storage_duration, free_storage_unit, overdue_storage_fee, overdue_fee_frequency
        from warehouses where id = ${big.id}::uuid returning id`,
    );
    if (!created) throw new Error('The two-year warehouse was not created.');
    spread = created.id;
    // 32,000 parcels, one every 33 minutes over two years (about 44 a day, some days across
    // midnight in the middle of a run), statuses in a fixed rotation, several at equal times.
    const statuses = sql.raw(`array[${PARCEL_STATUSES.map((s) => `'${s}'`).join(',')}]`);
    await app.db.execute(
      sql`insert into parcels (merchant_id, warehouse_id, tracking_id, personal_id, status, weight,
          length, width, height, inbound_date, shelf_location, created_at)
        select ${merchantId}::uuid, ${spread}::uuid, 'JDV' || lpad(i::text, 14, '0'),
          'C' || lpad((i % 900)::text, 6, '0'), (${statuses})[1 + i % 7], 2.5, 30, 20, 10,
          date '2026-11-20', 'D-12-' || lpad((i % 12)::text, 2, '0'),
          timestamptz '2024-11-20T23:30:00Z' + ((i / 2) * interval '66 minutes')
        from generate_series(1, ${SPREAD_SIZE}) as i`,
    );
  }, 120_000);

  const kept = PARCEL_STATUSES.slice(0, 5);
  it.each<[string, ParcelStatus[] | null, [string, string] | undefined]>([
    ['', null, undefined],
    [`&status=${kept.join(',')}`, kept, undefined],
    [
      '&created_from=2025-01-01&created_to=2026-10-31',
      null,
      ['2025-01-01T00:00:00Z', '2026-11-01T00:00:00Z'],
    ],
  ])('answer as walking the whole offset would (filter %s)', async (query, statuses, window) => {
    const take = 50;
    await expectMiddlePagesAsWalked({
      take,
      page: async (number) => {
        const warehouse = { ...big, id: spread };
        const answered = await page(warehouse, `?limit=${take}&page=${number}${query}`);
        return {
          results: answered.results,
          ids: answered.data.map((parcel) => String(parcel.parcel_id)),
        };
      },
      walked: walkedByCreation(
        app.db,
        {
          table: parcels,
          id: parcels.id,
          scope: parcels.warehouse_id,
          status: parcels.status,
          createdAt: parcels.created_at,
        },
        spread,
        { statuses, window },
      ),
    });
  });
});
