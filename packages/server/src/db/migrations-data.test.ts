import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../files/local-storage.js';
import { seedDemoBusiness } from '../seed/demo.js';
import { MIGRATIONS_FOLDER } from './client.js';
import type { Database } from './client.js';
import * as schema from './schema.js';

const scratch = mkdtempSync(join(tmpdir(), 'jiyun-migrations-data-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as it was up to `lastIndex`, to build a database of that time. */
function migrationsUpTo(lastIndex: number): string {
  const folder = join(scratch, `upto-${lastIndex}`);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A company (…0001) with one warehouse (…0002), for the parcels a test stores before migrating. */
const ONE_WAREHOUSE = `
  insert into merchants (id, display_name) values ('00000000-0000-4000-8000-000000000001', 'M');
  insert into warehouses (id, merchant_id, warehouse_name, country, state, city, contact_person,
    country_code, phone_number, address_line_1, free_storage_duration, free_storage_unit,
    overdue_storage_fee, overdue_fee_frequency)
  values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
    '温哥华主仓', 'CA', 'CA-BC', 'CA-BC-VANCOUVER', 'C', '+1', '6045550100', 'A', 7, 'days', 1, 'day');`;

describe.skipIf(process.env.DATABASE_URL)('migrating a database that holds data', () => {
  it('keeps duplicate tracking ids stored before the unique index, and sent texts sent', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo(2) });
    await client.exec(`
      insert into merchants (id, display_name) values ('00000000-0000-4000-8000-000000000001', 'M');
      insert into warehouses (id, merchant_id, warehouse_name, country, state, city, contact_person,
        country_code, phone_number, address_line_1, free_storage_duration, free_storage_unit,
        overdue_storage_fee, overdue_fee_frequency)
      values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'W',
        'CA', 'CA-BC', 'CA-BC-VANCOUVER', 'C', '+1', '6045550100', 'A', 7, 'days', 1, 'day');
      insert into parcels (merchant_id, warehouse_id, tracking_id, personal_id, weight, length,
        width, height, inbound_date, shelf_location, created_at)
      select '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
        tracking, 'C1', 1, 1, 1, 1, '2026-11-01', 'A-01-01', at
      from (values ('SF1', timestamptz '2026-11-01'), ('sf1', '2026-11-02'),
        ('SF1', '2026-11-03'), ('SF2', '2026-11-04')) as rows(tracking, at);
      insert into sms_outbox ("to", text) values ('+16045550100', 'Your code is 123456.');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const parcels = await client.query<{ tracking_id: string; confirmed_duplicate: boolean }>(
      'select tracking_id, confirmed_duplicate from parcels order by created_at',
    );
    expect(parcels.rows).toEqual([
      { tracking_id: 'SF1', confirmed_duplicate: false },
      { tracking_id: 'sf1', confirmed_duplicate: true },
      { tracking_id: 'SF1', confirmed_duplicate: true },
      { tracking_id: 'SF2', confirmed_duplicate: false },
    ]);
    await expect(
      client.exec(`
        insert into parcels (merchant_id, warehouse_id, tracking_id, personal_id, weight, length,
          width, height, inbound_date, shelf_location)
        values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
          'Sf2', 'C1', 1, 1, 1, 1, '2026-11-01', 'A-01-01');
      `),
    ).rejects.toThrow(/parcels_warehouse_tracking_unique/);
    const texts = await client.query<{ status: string }>('select status from sms_outbox');
    expect(texts.rows).toEqual([{ status: 'sent' }]);
    await client.close();
  }, 120_000); // a new PGlite is slow to create on a busy machine

  it('gives shipping lines stored before route times some, stamps deleted ones, and seeds the routes', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo(5) });
    await client.exec(`
      insert into merchants (id, display_name) values ('00000000-0000-4000-8000-000000000001', 'M');
      insert into shipping_lines (merchant_id, name, status, destination_country, transport_type,
        goods_type, route_code)
      values ('00000000-0000-4000-8000-000000000001', 'Air', 'active', 'CA', 'air', 'general', 'CN-CA-A-G'),
        ('00000000-0000-4000-8000-000000000001', 'Gone', 'deleted', 'US', 'sea', 'general', 'CN-US-S-G');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const lines = await client.query<{
      name: string;
      min_working_days: number;
      max_days_unit: string;
      deleted: boolean;
    }>(
      `select name, min_working_days, max_days_unit, deleted_at is not null as deleted
       from shipping_lines order by name`,
    );
    expect(lines.rows).toEqual([
      { name: 'Air', min_working_days: 3, max_days_unit: 'days', deleted: false },
      { name: 'Gone', min_working_days: 3, max_days_unit: 'days', deleted: true },
    ]);
    // New lines send their own times: the backfill default is gone.
    await expect(
      client.exec(`
        insert into shipping_lines (merchant_id, name, destination_country, transport_type,
          goods_type, route_code)
        values ('00000000-0000-4000-8000-000000000001', 'X', 'CA', 'air', 'general', 'CN-CA-A-G');
      `),
    ).rejects.toThrow(/min_working_days/);
    const seeded = await client.query<{ routes: number; deposits: number; landlocked_sea: number }>(
      `select (select count(*)::int from route_options) as routes,
        (select count(*)::int from route_deposits) as deposits,
        (select count(*)::int from route_options where destination_country in ('AT', 'CH', 'LU')
          and transport_type = 'sea') as landlocked_sea`,
    );
    expect(seeded.rows).toEqual([{ routes: 82, deposits: 22, landlocked_sea: 0 }]);
    await client.close();
  }, 120_000);
  it('counts the parcels already stored into the counters, which then follow every write', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo(8) });
    await client.exec(`
      insert into merchants (id, display_name) values ('00000000-0000-4000-8000-000000000001', 'M');
      insert into warehouses (id, merchant_id, warehouse_name, country, state, city, contact_person,
        country_code, phone_number, address_line_1, free_storage_duration, free_storage_unit,
        overdue_storage_fee, overdue_fee_frequency)
      select ('00000000-0000-4000-8000-00000000000' || n)::uuid,
        '00000000-0000-4000-8000-000000000001', '仓库 ' || n, 'CA', 'CA-BC', 'CA-BC-VANCOUVER',
        'C', '+1', '6045550100', 'A', 7, 'days', 1, 'day'
      from generate_series(2, 3) as n;
      insert into parcels (merchant_id, warehouse_id, tracking_id, personal_id, status, weight,
        length, width, height, inbound_date, shelf_location)
      select '00000000-0000-4000-8000-000000000001',
        ('00000000-0000-4000-8000-00000000000' || (2 + i % 2))::uuid,
        'SF' || lpad(i::text, 13, '0'), 'C000042', (array['stored', 'packed', 'pending'])[1 + i % 3],
        1, 1, 1, 1, '2026-11-01', 'A-01-01'
      from generate_series(1, 12) as i;
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const counters = async () =>
      (
        await client.query<{ w: string; status: string; parcels: number }>(
          `select right(warehouse_id::text, 1) as w, status, sum(parcels)::int as parcels
           from parcel_status_counts group by 1, 2 having sum(parcels) <> 0 order by 1, 2`,
        )
      ).rows;
    // 12 parcels: i % 2 picks the warehouse, i % 3 the status; each pair holds two.
    expect(await counters()).toEqual(
      ['2', '3'].flatMap((w) =>
        ['packed', 'pending', 'stored'].map((status) => ({ w, status, parcels: 2 })),
      ),
    );
    await client.exec(`
      update parcels set status = 'stored' where status = 'pending';
      delete from parcels where warehouse_id = '00000000-0000-4000-8000-000000000003' and status = 'packed';
    `);
    expect(await counters()).toEqual([
      { w: '2', status: 'packed', parcels: 2 },
      { w: '2', status: 'stored', parcels: 4 },
      { w: '3', status: 'stored', parcels: 4 },
    ]);
    await client.close();
  }, 120_000);

  it('counts the parcels already stored by day of creation, and the day counts then follow every write', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo(19) });
    await client.exec(`
      ${ONE_WAREHOUSE}
      -- Twelve parcels over three UTC days, one of them a minute before midnight.
      insert into parcels (merchant_id, warehouse_id, tracking_id, personal_id, status, weight,
        length, width, height, inbound_date, shelf_location, created_at)
      select '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
        'YT' || lpad(i::text, 16, '0'), 'C000042', (array['stored', 'packed'])[1 + i % 2],
        1, 1, 1, 1, '2026-11-01', 'A-01-01',
        timestamptz '2026-11-01T23:59:00Z' + (i / 4) * interval '1 day'
      from generate_series(0, 11) as i;
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const days = async () =>
      (
        await client.query<{ day: string; status: string; parcels: number }>(
          `select to_char(day, 'MM-DD') as day, status, sum(parcels)::int as parcels
           from parcel_day_counts group by 1, 2 having sum(parcels) <> 0 order by 1, 2`,
        )
      ).rows;
    expect(await days()).toEqual(
      ['11-01', '11-02', '11-03'].flatMap((day) =>
        ['packed', 'stored'].map((status) => ({ day, status, parcels: 2 })),
      ),
    );
    await client.exec(`
      update parcels set status = 'stored' where status = 'packed' and created_at < '2026-11-02';
      update parcels set created_at = created_at + interval '2 minutes'
        where tracking_id = 'YT0000000000000000';
      delete from parcels where created_at >= '2026-11-03';
    `);
    expect(await days()).toEqual([
      { day: '11-01', status: 'stored', parcels: 3 },
      { day: '11-02', status: 'packed', parcels: 2 },
      { day: '11-02', status: 'stored', parcels: 3 },
    ]);
    await client.close();
  }, 120_000);

  it('counts the parcels already stored by inbound date, and the inbound counts then follow every write', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo(22) });
    await client.exec(`
      ${ONE_WAREHOUSE}
      -- Twelve parcels created on one day, stored on three (two of them earlier than created).
      insert into parcels (merchant_id, warehouse_id, tracking_id, personal_id, status, weight,
        length, width, height, inbound_date, shelf_location, created_at)
      select '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
        'JDV' || lpad(i::text, 14, '0'), 'C000042', (array['stored', 'restored'])[1 + i % 2],
        1, 1, 1, 1, date '2026-10-30' + (i / 4), 'A-01-01', timestamptz '2026-11-01T08:00:00Z'
      from generate_series(0, 11) as i;
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const inbound = async () =>
      (
        await client.query<{ inbound_date: string; status: string; parcels: number }>(
          `select to_char(inbound_date, 'MM-DD') as inbound_date, status, sum(parcels)::int as parcels
           from parcel_inbound_counts group by 1, 2 having sum(parcels) <> 0 order by 1, 2`,
        )
      ).rows;
    expect(await inbound()).toEqual(
      ['10-30', '10-31', '11-01'].flatMap((inbound_date) =>
        ['restored', 'stored'].map((status) => ({ inbound_date, status, parcels: 2 })),
      ),
    );
    await client.exec(`
      update parcels set inbound_date = '2026-10-30' where inbound_date = '2026-10-31';
      update parcels set status = 'packed' where inbound_date = '2026-11-01' and status = 'restored';
      delete from parcels where inbound_date = '2026-11-01' and status = 'stored';
      update parcels set notes = '盘点' where status = 'packed';
    `);
    expect(await inbound()).toEqual([
      { inbound_date: '10-30', status: 'restored', parcels: 4 },
      { inbound_date: '10-30', status: 'stored', parcels: 4 },
      { inbound_date: '11-01', status: 'packed', parcels: 2 },
    ]);
    await client.close();
  }, 120_000);

  it('counts the orders, returns and settlements already written by route, day or year and status, and the counters then follow every write', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    // The demo company's orders, written before the route counters existed (migration 0018).
    await migrate(db, { migrationsFolder: migrationsUpTo(17) });
    // The seed writes today's tables: a column a later migration adds is added ahead (that
    // migration adds it only where it is missing).
    await client.exec(
      `alter table warehouses add column label_size text default '100x150' not null`,
    );
    await seedDemoBusiness(db as unknown as Database, createLocalStorage(join(scratch, 'files')));
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    // Each kind of counter against the rows it counts (ADR 0072, 0073, 0074).
    const day = `(created_at at time zone 'UTC')::date::text`;
    const pairs = [
      [
        `select merchant_id, route_code, status, count(*)::int as total from orders
          group by 1, 2, 3 order by 1, 2, 3`,
        `select merchant_id, route_code, status, total from order_route_counters
          where total > 0 order by 1, 2, 3`,
      ],
      [
        `select merchant_id, status, ${day} as day, count(*)::int as total from orders
          group by 1, 2, 3 order by 1, 2, 3`,
        `select merchant_id, status, day::text, total from order_day_counters
          where total > 0 order by 1, 2, 3`,
      ],
      [
        `select merchant_id, status, ${day} as day, count(*)::int as total from return_orders
          group by 1, 2, 3 order by 1, 2, 3`,
        `select merchant_id, status, day::text, total from return_order_day_counters
          where total > 0 order by 1, 2, 3`,
      ],
      [
        `select merchant_id, status, date_trunc('year', cycle_to::timestamp)::date::text as year,
          count(*)::int as total from settlements group by 1, 2, 3 order by 1, 2, 3`,
        `select merchant_id, status, year::text, total from settlement_year_counters
          where total > 0 order by 1, 2, 3`,
      ],
    ] as const;
    const countedNow = () =>
      Promise.all(pairs.map(async ([counted]) => (await client.query(counted)).rows));
    const keptNow = () =>
      Promise.all(pairs.map(async ([, kept]) => (await client.query(kept)).rows));
    const before = await countedNow();
    for (const rows of before) expect(rows.length).toBeGreaterThan(3);
    expect(await keptNow()).toEqual(before);

    // A status change, a route change and a delete move the counts with them.
    await client.exec(`
      update orders set status = 'cancelled'
        where id = (select id from orders where status = 'unpacked' order by id limit 1);
      update orders set route_code = 'CN-JP-A-G'
        where id = (select id from orders order by id desc limit 1);
      delete from orders where id = (select id from orders where status <> 'unpacked'
        and id not in (select order_id from order_parcels) order by id limit 1);
      update orders set created_at = created_at - interval '3 days'
        where id = (select id from orders order by id limit 1);
      update return_orders set status = 'cancelled', created_at = created_at - interval '1 day'
        where id = (select id from return_orders where status = 'unpacked' order by id limit 1);
      update settlements set status = 'approved', cycle_to = cycle_to - 366, cycle_from = cycle_from - 366
        where id = (select id from settlements where status <> 'approved' order by id limit 1);
      delete from settlements where id = (select id from settlements
        where id not in (select settlement_id from settlement_lines) order by id desc limit 1);
    `);
    const after = await countedNow();
    for (const [index, rows] of after.entries()) expect(rows).not.toEqual(before[index]);
    expect(await keptNow()).toEqual(after);
    await client.close();
  }, 120_000);

  it('keeps one waiting deposit claim per route: the oldest, the duplicates refused', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo(23) });
    await client.exec(`
      insert into merchants (id, display_name) values ('00000000-0000-4000-8000-000000000001', 'M');
      insert into deposit_claims (merchant_id, departing_country, arriving_country, method,
        amount_cents, status, claimed_at)
      select '00000000-0000-4000-8000-000000000001', 'CN', country, 'alipay', 120000, status, at
      from (values ('GB', 'claimed', timestamptz '2026-11-01 10:00:02'),
        ('GB', 'claimed', '2026-11-01 10:00:00'), ('GB', 'claimed', '2026-11-01 10:00:01'),
        ('GB', 'verified', '2026-10-01'), ('DE', 'claimed', '2026-11-01 10:00:03'))
        as rows(country, status, at);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const claims = await client.query<{ country: string; at: string; status: string }>(
      `select arriving_country as country, to_char(claimed_at at time zone 'UTC', 'MM-DD HH24:MI:SS') as at,
        status from deposit_claims order by arriving_country, claimed_at`,
    );
    expect(claims.rows).toEqual([
      { country: 'DE', at: '11-01 10:00:03', status: 'claimed' },
      { country: 'GB', at: '10-01 00:00:00', status: 'verified' },
      { country: 'GB', at: '11-01 10:00:00', status: 'claimed' },
      { country: 'GB', at: '11-01 10:00:01', status: 'refused' },
      { country: 'GB', at: '11-01 10:00:02', status: 'refused' },
    ]);
    await client.close();
  }, 60_000);
  it("turns the company's shared unread marks into one per reader who may read each notice", async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo(24) });
    const user = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
    await client.exec(`
      ${ONE_WAREHOUSE}
      insert into users (id, merchant_id, type, first_name, country_code, phone_number, password_hash)
      values ('${user(1)}', '00000000-0000-4000-8000-000000000001', 'root', 'owner', '+86', '13800000001', 'x'),
        ('${user(2)}', '00000000-0000-4000-8000-000000000001', 'sub', 'biller', '+86', '13800000002', 'x'),
        ('${user(3)}', '00000000-0000-4000-8000-000000000001', 'sub', 'operator', '+86', '13800000003', 'x'),
        ('${user(4)}', '00000000-0000-4000-8000-000000000001', 'sub', 'elsewhere', '+86', '13800000004', 'x'),
        ('${user(5)}', '00000000-0000-4000-8000-000000000001', 'sub', 'lines', '+86', '13800000005', 'x');
      insert into user_permissions (user_id, permission) values ('${user(2)}', 'billing'),
        ('${user(3)}', 'warehouse'), ('${user(4)}', 'warehouse'), ('${user(5)}', 'shipping_lines');
      insert into warehouse_operators (warehouse_id, user_id)
      values ('00000000-0000-4000-8000-000000000002', '${user(3)}');
      insert into notifications (merchant_id, type, title_en, title_zh, body_en, body_zh, read_at,
        subject_type, subject_id, subject_warehouse_id)
      select '00000000-0000-4000-8000-000000000001', 'info', title, title, 'B', 'B', read_at,
        subject_type, subject_id, warehouse::uuid
      from (values
        ('Settlement rejected', null::timestamptz, 'settlement', 'ST-202610-0007', null),
        ('Parcel exception', null, 'parcel', '100234', '00000000-0000-4000-8000-000000000002'),
        ('Storage fees start soon', timestamptz '2026-11-02', 'warehouse', '00000000-0000-4000-8000-000000000002', null),
        ('Deposit payment verified', null, null, null, null),
        ('Welcome to Jiyun', null, null, null, null)
      ) as rows(title, read_at, subject_type, subject_id, warehouse);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const areas = await client.query<{ title: string; area: string | null; kept: string | null }>(
      `select title_en as title, area, area_warehouse_id as kept from notifications order by title_en`,
    );
    const house = '00000000-0000-4000-8000-000000000002';
    expect(areas.rows).toEqual([
      { title: 'Deposit payment verified', area: 'shipping_lines', kept: null },
      { title: 'Parcel exception', area: 'warehouse', kept: house },
      { title: 'Settlement rejected', area: 'billing', kept: null },
      { title: 'Storage fees start soon', area: 'warehouse', kept: house },
      { title: 'Welcome to Jiyun', area: null, kept: null },
    ]);
    const unread = await client.query<{ who: string; titles: string }>(
      `select u.first_name as who, string_agg(n.title_en, ' | ' order by n.title_en) as titles
       from notification_unread m join users u on u.id = m.user_id
       join notifications n on n.id = m.notification_id group by 1 order by 1`,
    );
    // What someone had already read stays read; the rest is unread for each who may read it.
    expect(unread.rows).toEqual([
      { who: 'biller', titles: 'Settlement rejected | Welcome to Jiyun' },
      { who: 'elsewhere', titles: 'Welcome to Jiyun' },
      { who: 'lines', titles: 'Deposit payment verified | Welcome to Jiyun' },
      { who: 'operator', titles: 'Parcel exception | Welcome to Jiyun' },
      {
        who: 'owner',
        titles:
          'Deposit payment verified | Parcel exception | Settlement rejected | Welcome to Jiyun',
      },
    ]);
    await client.close();
  }, 60_000);
});
