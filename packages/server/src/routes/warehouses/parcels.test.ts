import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overdueInboundCutoff, parcelInventoryFilter, storageFee } from '@jiyun/domain';
import type {
  ApiError,
  ItemResponse,
  ListResponse,
  Parcel,
  ParcelInventoryQuery,
  Warehouse,
} from '@jiyun/domain';
import { parcels, shippingLines } from '../../db/schema.js';
import { parcelListQueries } from '../../repositories/parcels.js';
import { DEMO_OPERATOR, DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, postJson, signIn } from '../../test-helpers/sessions.js';

const WAREHOUSES = '/api/v1/merchants/warehouses';

let app: FastifyInstance;
let owner: string;
let harbour: string;
let shenzhen: Warehouse;
let vancouver: Warehouse;
let losAngeles: Warehouse;
let harbourWarehouse: Warehouse;

async function warehousesOf(token: string): Promise<Warehouse[]> {
  return (await app.inject({ url: WAREHOUSES, headers: bearer(token) })).json<{
    data: Warehouse[];
  }>().data;
}

function named(list: Warehouse[], name: string): Warehouse {
  const found = list.find((w) => w.warehouse_name === name);
  if (!found) throw new Error(`No demo warehouse ${name}`);
  return found;
}

beforeAll(async () => {
  app = await buildTestApp();
  [owner, harbour] = await Promise.all([
    signIn(app, DEMO_OWNER).then((s) => s.accessToken),
    signIn(app, SECOND_OWNER).then((s) => s.accessToken),
  ]);
  const maple = await warehousesOf(owner);
  shenzhen = named(maple, 'Shenzhen Consolidation Centre');
  vancouver = named(maple, 'Vancouver Main Warehouse');
  losAngeles = named(maple, 'Los Angeles Gateway');
  harbourWarehouse = named(await warehousesOf(harbour), 'Shanghai Pudong Hub');
});
afterAll(() => app.close());

const parcelsUrl = (warehouse: Warehouse) => `${WAREHOUSES}/${warehouse.id}/parcels`;

async function list(warehouse: Warehouse, query = '', token = owner) {
  const response = await app.inject({
    url: `${parcelsUrl(warehouse)}${query}`,
    headers: bearer(token),
  });
  return response;
}

async function page(warehouse: Warehouse, query = '') {
  const response = await list(warehouse, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<Parcel>>();
}

function patch(warehouse: Warehouse, id: number, body: unknown, token = owner) {
  return app.inject({
    method: 'PATCH',
    url: `${parcelsUrl(warehouse)}/${id}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...bearer(token) },
  });
}

const newParcel = (overrides: Record<string, unknown> = {}) => ({
  tracking_id: 'SF9900000000001',
  personal_id: 'C109999',
  inbound_date: '2026-11-20',
  shelf_location: 'f-02-01',
  weight: 2.4,
  length: 40,
  width: 30,
  height: 20,
  shipping_route_code: 'CN-CA-A-G',
  ...overrides,
});

describe('GET .../parcels', () => {
  it('answers 10 parcels per page, newest first, with the total', async () => {
    const first = await page(shenzhen);
    expect(first.results).toBe(95);
    expect(first.data).toHaveLength(10);
    const times = first.data.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.data.every((p) => p.warehouse_name === shenzhen.warehouse_name)).toBe(true);

    const second = await page(shenzhen, '?page=2');
    expect(second.data).toHaveLength(10);
    expect(second.data.map((p) => p.parcel_id)).not.toContain(first.data[0]?.parcel_id);
    const last = await page(shenzhen, '?page=10');
    expect(last.data).toHaveLength(5);
    const beyond = await page(shenzhen, '?page=11');
    expect(beyond).toEqual({ data: [], results: 95 });
    const all = await page(shenzhen, '?limit=100');
    expect(new Set(all.data.map((p) => p.parcel_id)).size).toBe(95);
  });

  it('filters by one or more statuses', async () => {
    const stored = await page(shenzhen, '?status=stored&limit=100');
    const error = await page(shenzhen, '?status=error&limit=100');
    expect(stored.results).toBeGreaterThan(0);
    expect(error.results).toBeGreaterThan(0);
    expect(stored.data.every((p) => p.status === 'stored')).toBe(true);
    const both = await page(shenzhen, '?status=stored&status=error');
    expect(both.results).toBe(stored.results + error.results);
    expect(both.data.every((p) => p.status === 'stored' || p.status === 'error')).toBe(true);
  });

  it('searches tracking id, customer id and parcel id, or the chosen field', async () => {
    const sample = (await page(shenzhen, '?page=3')).data[4];
    if (!sample) throw new Error('no sample parcel');
    const byTracking = await page(
      shenzhen,
      `?search=${sample.tracking_id.slice(0, 10).toLowerCase()}`,
    );
    expect(byTracking.data.map((p) => p.parcel_id)).toContain(sample.parcel_id);
    expect(
      byTracking.data.every((p) => p.tracking_id.startsWith(sample.tracking_id.slice(0, 10))),
    ).toBe(true);
    const byId = await page(shenzhen, `?search=${sample.parcel_id}&search_field=id`);
    expect(byId.data.map((p) => p.parcel_id)).toEqual([sample.parcel_id]);
    const anyField = await page(shenzhen, `?search=${sample.parcel_id}`);
    expect(anyField.data.map((p) => p.parcel_id)).toContain(sample.parcel_id);
    const byCustomer = await page(
      shenzhen,
      `?search=${sample.personal_id}&search_field=customer_id&limit=100`,
    );
    expect(byCustomer.data.length).toBeGreaterThan(0);
    expect(byCustomer.data.every((p) => p.personal_id === sample.personal_id)).toBe(true);
    const byShelf = await page(
      shenzhen,
      `?search=${sample.shelf_location}&search_field=shelf_location&limit=100`,
    );
    expect(byShelf.data.every((p) => p.shelf_location === sample.shelf_location)).toBe(true);
    expect(byShelf.data.map((p) => p.parcel_id)).toContain(sample.parcel_id);
    const byWeight = await page(shenzhen, `?search=${sample.weight}&search_field=weight&limit=100`);
    expect(byWeight.data.map((p) => p.parcel_id)).toContain(sample.parcel_id);
    expect(byWeight.data.every((p) => String(p.weight).startsWith(String(sample.weight)))).toBe(
      true,
    );
    const byStatus = await page(shenzhen, '?search=packed&search_field=storage_status&limit=100');
    expect(byStatus.data.every((p) => p.status === 'packed')).toBe(true);
    const wildcard = await page(shenzhen, '?search=%25&search_field=tracking_number');
    expect(wildcard.results).toBe(0);
  });

  it('filters by statuses sent as a comma list, alone or with repeats (A28)', async () => {
    const repeated = await page(shenzhen, '?status=stored&status=error&limit=100');
    const comma = await page(shenzhen, '?status=stored,error&limit=100');
    const mixed = await page(shenzhen, '?status=stored,error&status=packed&limit=100');
    const packed = await page(shenzhen, '?status=packed&limit=100');
    expect(comma).toEqual(repeated);
    expect(mixed.results).toBe(repeated.results + packed.results);
  });

  it.each([
    ['In Stock', 'stored'],
    ['在库', 'stored'],
    ['sto', 'stored'],
    ['exception', 'error'],
  ])('finds the status typed as %j (key or label, either language)', async (text, status) => {
    const found = await page(
      shenzhen,
      `?search=${encodeURIComponent(text)}&search_field=storage_status&limit=100`,
    );
    const filtered = await page(shenzhen, `?status=${status}&limit=100`);
    expect(found.results).toBeGreaterThan(0);
    expect(found.results).toBe(filtered.results);
  });

  it.each([
    ['a word as a weight', '?search=sto&search_field=weight'],
    ['a status no status is called', '?search=lost&search_field=storage_status'],
    ['a shelf as a date', '?search=A-01&search_field=stored_at'],
  ])('finds nothing, without an error, for %s', async (_name, query) => {
    expect(await page(shenzhen, query)).toEqual({ data: [], results: 0 });
  });

  it('finds parcels stored on a date, typed YYYY-MM-DD or MM/DD/YYYY (A4)', async () => {
    const sample = (await page(shenzhen, '?page=5')).data[2];
    if (!sample) throw new Error('no sample parcel');
    const [year, month, day] = sample.inbound_date.split('-');
    for (const typed of [sample.inbound_date, `${month}/${day}/${year}`]) {
      const found = await page(
        shenzhen,
        `?search=${encodeURIComponent(typed)}&search_field=stored_at&limit=100`,
      );
      expect(found.data.map((p) => p.parcel_id)).toContain(sample.parcel_id);
      expect(found.data.every((p) => p.inbound_date === sample.inbound_date)).toBe(true);
    }
  });

  it('searches every field with all', async () => {
    const sample = (await page(shenzhen, '?page=6')).data[1];
    if (!sample) throw new Error('no sample parcel');
    for (const typed of [
      sample.tracking_id,
      sample.personal_id,
      sample.shelf_location,
      String(sample.parcel_id),
      sample.inbound_date,
    ]) {
      const found = await page(
        shenzhen,
        `?search=${encodeURIComponent(typed)}&search_field=all&limit=100`,
      );
      expect(found.data.map((p) => p.parcel_id)).toContain(sample.parcel_id);
    }
    const byLabel = await page(shenzhen, `?search=${encodeURIComponent('异常')}&search_field=all`);
    const errors = await page(shenzhen, '?status=error');
    expect(byLabel.results).toBeGreaterThanOrEqual(errors.results);
  });

  it('filters by creation date, inclusive', async () => {
    const sample = (await page(shenzhen, '?page=4')).data[0];
    if (!sample) throw new Error('no sample parcel');
    const day = sample.created_at.slice(0, 10);
    const sameDay = await page(shenzhen, `?created_from=${day}&created_to=${day}&limit=100`);
    expect(sameDay.data.map((p) => p.parcel_id)).toContain(sample.parcel_id);
    expect(sameDay.data.every((p) => p.created_at.slice(0, 10) === day)).toBe(true);
  });

  it.each([
    ['?search_field=colour&search=red', 'search_field'],
    ['?status=stored,lost', 'status[1]'],
    ['?status=lost', 'status[0]'],
    ['?page=0', 'page'],
    ['?limit=101', 'limit'],
    ['?created_from=2026-11-31', 'created_from'],
    ['?created_from=2026-11-02&created_to=2026-11-01', 'created_to'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const response = await list(shenzhen, query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.map((d) => d.field)).toContain(field);
  });

  it.each<[string, Partial<ParcelInventoryQuery>, string]>([
    ['no filter', {}, 'parcels_warehouse_created_status_idx'],
    ['two statuses', { status: ['stored', 'packed'] }, 'parcels_warehouse_created_status_idx'],
    [
      'a month',
      { created_from: '2026-10-01', created_to: '2026-10-31' },
      'parcels_warehouse_created_status_idx',
    ],
    ['overdue parcels', { overdue: true }, 'parcels_warehouse_created_status_idx'],
    ['problem parcels', { problem: true }, 'parcels_warehouse_problem_idx'],
  ])('reads the page of %s through the index in its order', async (_, query, index) => {
    const filter = parcelInventoryFilter({ page: 1, limit: 10, ...query });
    if (!filter.ok) throw new Error('the query should be valid');
    const { overdue, ...rest } = filter.filter;
    const overdueCutoff = overdue ? overdueInboundCutoff(new Date(), shenzhen) : null;
    await app.db.execute(sql`analyze parcels`);
    // The demo table is small enough for a sequential scan, and its few problem parcels for a
    // bitmap read and a sort; ask what the plan is without them, as on a large warehouse.
    await app.db.execute(sql`set enable_seqscan = off`);
    await app.db.execute(sql`set enable_bitmapscan = off`);
    const plan = await app.db.execute(
      sql`explain ${parcelListQueries(app.db, shenzhen.id, { ...rest, overdueCutoff }).rows}`,
    );
    await app.db.execute(sql`set enable_seqscan = on`);
    await app.db.execute(sql`set enable_bitmapscan = on`);
    // Both drivers answer `{ rows }`; drizzle types the common result loosely.
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    // Newest first straight from the index, reading nothing else: no sort of every match.
    expect(text).toContain(`Index Only Scan Backward using ${index}`);
  });

  it.each([
    ['weight', sql`weight >= 2.4 and weight < 2.5`, 'parcels_warehouse_weight_idx'],
    ['stored-at date', sql`inbound_date = '2026-11-02'`, 'parcels_warehouse_inbound_idx'],
  ])('searches by %s through an index', async (_name, condition, index) => {
    await app.db.execute(sql`analyze parcels`);
    await app.db.execute(sql`set enable_seqscan = off`);
    const plan = await app.db.execute(
      sql`explain select count(*) from parcels where warehouse_id = ${shenzhen.id}::uuid and ${condition}`,
    );
    await app.db.execute(sql`set enable_seqscan = on`);
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toContain(index);
  });
});

describe('GET .../parcels/{parcelId}', () => {
  it('answers one parcel with its storage days and overdue fee from the warehouse settings', async () => {
    const listed = (await page(shenzhen, '?page=9')).data[0];
    if (!listed) throw new Error('no sample parcel');
    const response = await app.inject({
      url: `${parcelsUrl(shenzhen)}/${listed.parcel_id}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const parcel = response.json<ItemResponse<Parcel>>().data;
    expect(parcel).toEqual(listed);
    const fee = storageFee(parcel.inbound_date, new Date(), shenzhen);
    expect(parcel).toMatchObject({ storage_days: fee.storageDays, overdue_fee: fee.overdueFee });
    expect(parcel.shipping_line?.route_code).toMatch(/^CN-(CA|US)-[AS]-[GS]$/);
    expect(parcel.content_name).toEqual(expect.any(String));
  });

  it('has older parcels that owe an overdue fee', async () => {
    const oldest = await page(shenzhen, '?page=10');
    expect(oldest.data.some((p) => p.overdue_fee > 0 && p.storage_days > 30)).toBe(true);
  });

  it('answers 404 for a parcel of another warehouse or an id that is no parcel', async () => {
    const other = (await page(vancouver)).data[0];
    if (!other) throw new Error('no sample parcel');
    for (const id of [String(other.parcel_id), '999999999', 'abc']) {
      const response = await app.inject({
        url: `${parcelsUrl(shenzhen)}/${id}`,
        headers: bearer(owner),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>().message).toBe('Parcel not found');
    }
  });
});

/**
 * Runs `race` with the tracking-id check made slow, as on a loaded server: every concurrent
 * request reads "free" before any of them writes, so only the database can keep the rule.
 */
async function withSlowTrackingCheck<T>(race: () => Promise<T>): Promise<T> {
  const repository = app.repositories.parcels;
  const check = repository.trackingIdTaken;
  repository.trackingIdTaken = async (...args) => {
    const taken = await check(...args);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return taken;
  };
  try {
    return await race();
  } finally {
    repository.trackingIdTaken = check;
  }
}

describe('POST .../parcels', () => {
  it('receives a parcel, refuses a second one with the same tracking id until confirmed', async () => {
    const created = await postJson(app, parcelsUrl(shenzhen), newParcel(), bearer(owner));
    expect(created.statusCode).toBe(201);
    expect(created.json<ItemResponse<Parcel>>().data).toMatchObject({
      tracking_id: 'SF9900000000001',
      status: 'stored',
      shelf_location: 'F-02-01',
      inbound_date: '2026-11-20',
      weight: 2.4,
      shipping_line: { route_code: 'CN-CA-A-G', name: 'Canada Air Express' },
      is_problem: false,
      content_name: null,
    });
    const duplicate = await postJson(
      app,
      parcelsUrl(shenzhen),
      newParcel({ tracking_id: 'sf9900000000001' }),
      bearer(owner),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ApiError>()).toMatchObject({
      code: 'CONFLICT',
      message: 'A parcel with this tracking number is already in this warehouse.',
    });
    const confirmed = await postJson(
      app,
      parcelsUrl(shenzhen),
      newParcel({ confirm_duplicate: true }),
      bearer(owner),
    );
    expect(confirmed.statusCode).toBe(201);
    const found = await page(shenzhen, '?search=SF9900000000001&search_field=tracking_number');
    expect(found.results).toBe(2);
    // Another warehouse may hold the same tracking id.
    const elsewhere = await postJson(app, parcelsUrl(vancouver), newParcel(), bearer(owner));
    expect(elsewhere.statusCode).toBe(201);
  });

  it('lets exactly one of 10 concurrent receipts of one tracking id through', async () => {
    const answers = await withSlowTrackingCheck(() =>
      Promise.all(
        Array.from({ length: 10 }, () =>
          postJson(
            app,
            parcelsUrl(shenzhen),
            newParcel({ tracking_id: 'SF5500000000010' }),
            bearer(owner),
          ),
        ),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json<ApiError>()).toMatchObject({
        code: 'CONFLICT',
        message: 'A parcel with this tracking number is already in this warehouse.',
      });
    }
    const found = await page(shenzhen, '?search=SF5500000000010&search_field=tracking_number');
    expect(found.results).toBe(1);
  });

  it('keeps concurrent confirmed duplicates, which the unique rule leaves out', async () => {
    const first = await postJson(
      app,
      parcelsUrl(shenzhen),
      newParcel({ tracking_id: 'SF5500000000020' }),
      bearer(owner),
    );
    expect(first.statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        postJson(
          app,
          parcelsUrl(shenzhen),
          newParcel({ tracking_id: 'SF5500000000020', confirm_duplicate: true }),
          bearer(owner),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const rows = await app.db
      .select({ confirmed: parcels.confirmed_duplicate })
      .from(parcels)
      .where(eq(parcels.tracking_id, 'SF5500000000020'))
      .orderBy(asc(parcels.id));
    expect(rows.map((row) => row.confirmed)).toEqual([false, true, true, true]);
  });

  it('records a problem parcel', async () => {
    const response = await postJson(
      app,
      parcelsUrl(shenzhen),
      newParcel({
        tracking_id: 'YT0000000000000042',
        is_problem: true,
        problem_type: 'damaged',
        description: 'Corner crushed',
      }),
      bearer(owner),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<ItemResponse<Parcel>>().data).toMatchObject({
      is_problem: true,
      problem_type: 'damaged',
      description: 'Corner crushed',
    });
  });

  it('makes a problem parcel of a type and description sent without is_problem (decisions.md)', async () => {
    const response = await postJson(
      app,
      parcelsUrl(shenzhen),
      newParcel({
        tracking_id: 'YT0000000000000043',
        problem_type: 'missing_owner',
        description: 'No label',
      }),
      bearer(owner),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ItemResponse<Parcel>>().data).toMatchObject({
      is_problem: true,
      problem_type: 'missing_owner',
      description: 'No label',
    });
  });

  it.each([
    [
      'suspended',
      () => shenzhen,
      'CN-US-A-S',
      'The shipping line CN-US-A-S is suspended: only active lines take new parcels.',
    ],
    [
      'pending',
      () => losAngeles,
      'CN-US-S-G',
      'The shipping line CN-US-S-G is pending approval: only active lines take new parcels.',
    ],
  ])(
    'refuses a new parcel on a %s line, saying why (A40)',
    async (_status, warehouse, code, message) => {
      const response = await postJson(
        app,
        parcelsUrl(warehouse()),
        newParcel({ tracking_id: 'JDVA00000000088', shipping_route_code: code }),
        bearer(owner),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({
        message,
        details: [{ field: 'shipping_route_code', message }],
      });
    },
  );

  it.each([
    [
      'a route code of another warehouse',
      { shipping_route_code: 'CN-US-A-G' },
      'shipping_route_code',
    ],
    ['an unknown route code', { shipping_route_code: 'CN-XX-A-G' }, 'shipping_route_code'],
    ['a missing shelf', { shelf_location: undefined }, 'shelf_location'],
    ['a zero weight', { weight: 0 }, 'weight'],
    ['a weight that would be stored as 0 kg', { weight: 0.0004 }, 'weight'],
    ['a side that would be stored as 0 cm', { width: 0.004 }, 'width'],
    ['a weight as text', { weight: '2.4' }, 'weight'],
    ['a bad date', { inbound_date: '20/11/2026' }, 'inbound_date'],
    ['a problem without type', { is_problem: true, description: 'x' }, 'problem_type'],
    ['a problem type without a description', { problem_type: 'damaged' }, 'description'],
    [
      'a problem type with is_problem false',
      { is_problem: false, problem_type: 'damaged', description: 'x' },
      'problem_type',
    ],
    ['content fields', { content_name: 'Shoes' }, 'content_name'],
  ])('answers 400 naming the field for %s', async (_name, overrides, field) => {
    const response = await postJson(
      app,
      parcelsUrl(shenzhen),
      newParcel({ tracking_id: 'JDVA00000000077', ...overrides }),
      bearer(owner),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.map((d) => d.field)).toContain(field);
  });

  it('keeps the smallest recordable measures, rounded as stored', async () => {
    const response = await postJson(
      app,
      parcelsUrl(shenzhen),
      newParcel({ tracking_id: 'SF7700000000009', weight: 0.0005, length: 0.005 }),
      bearer(owner),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<ItemResponse<Parcel>>().data).toMatchObject({
      weight: 0.001,
      length: 0.01,
    });
  });
});

describe('PATCH .../parcels/{parcelId}', () => {
  async function freshParcel(tracking: string): Promise<Parcel> {
    const response = await postJson(
      app,
      parcelsUrl(vancouver),
      newParcel({ tracking_id: tracking, shipping_route_code: 'CN-CA-A-G' }),
      bearer(owner),
    );
    expect(response.statusCode).toBe(201);
    return response.json<ItemResponse<Parcel>>().data;
  }

  it('changes only the fields sent', async () => {
    const parcel = await freshParcel('SF7700000000001');
    const response = await patch(vancouver, parcel.parcel_id, {
      status: 'packed',
      inbound_date: '2026-10-01T16:00:00.000Z',
      shelf_location: 'b-03-02',
      shipping_line: 'CN-CA-S-S',
      weight: 3.1,
      warehouse_name: 'Vancouver Main Warehouse',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<ItemResponse<Parcel>>().data;
    expect(updated).toMatchObject({
      status: 'packed',
      inbound_date: '2026-10-01',
      shelf_location: 'B-03-02',
      shipping_line: { route_code: 'CN-CA-S-S' },
      weight: 3.1,
      tracking_id: parcel.tracking_id,
      personal_id: parcel.personal_id,
      length: parcel.length,
    });
  });

  it('turns the problem flag on with a type and description, and off clearing both', async () => {
    const parcel = await freshParcel('SF7700000000002');
    const missing = await patch(vancouver, parcel.parcel_id, {
      is_problem: true,
      problem_type: 'empty',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>().details?.[0]?.field).toBe('description');
    const on = await patch(vancouver, parcel.parcel_id, {
      is_problem: true,
      problem_type: 'empty',
      description: 'Nothing inside',
    });
    expect(on.json<ItemResponse<Parcel>>().data).toMatchObject({
      is_problem: true,
      problem_type: 'empty',
    });
    const retyped = await patch(vancouver, parcel.parcel_id, { problem_type: 'other' });
    expect(retyped.json<ItemResponse<Parcel>>().data).toMatchObject({
      problem_type: 'other',
      description: 'Nothing inside',
    });
    const off = await patch(vancouver, parcel.parcel_id, { is_problem: false });
    expect(off.json<ItemResponse<Parcel>>().data).toMatchObject({
      is_problem: false,
      problem_type: null,
      description: null,
    });
  });

  it.each([
    ['read-only content', { content_quantity: 3 }, 'content_quantity'],
    ['a line of another warehouse', { shipping_line: 'CN-US-A-G' }, 'shipping_line'],
    ['another warehouse name', { warehouse_name: 'Los Angeles Gateway' }, 'warehouse_name'],
    ['an unknown status', { status: 'lost' }, 'status'],
    ['a negative height', { height: -2 }, 'height'],
    ['a weight that would be stored as 0 kg', { weight: 0.0001 }, 'weight'],
    [
      'a line that is neither a route code nor an id',
      { shipping_line: 'X'.repeat(40) },
      'shipping_line',
    ],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const parcel = (await page(vancouver)).data[0];
    if (!parcel) throw new Error('no sample parcel');
    const response = await patch(vancouver, parcel.parcel_id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.map((d) => d.field)).toContain(field);
  });

  it("moves a parcel to another line of its warehouse by the line's id", async () => {
    const parcel = await freshParcel('SF7700000000003');
    const [line] = await app.db
      .select({ id: shippingLines.id })
      .from(shippingLines)
      .where(
        and(
          eq(shippingLines.warehouse_id, vancouver.id),
          eq(shippingLines.route_code, 'CN-CA-S-S'),
        ),
      );
    if (!line) throw new Error('no CN-CA-S-S line in Vancouver');
    const response = await patch(vancouver, parcel.parcel_id, { shipping_line: line.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ItemResponse<Parcel>>().data.shipping_line).toMatchObject({
      route_code: 'CN-CA-S-S',
    });
  });

  it("answers 409 when the tracking id is changed to another parcel's, whatever its case", async () => {
    const kept = await freshParcel('SF7700000000011');
    const edited = await freshParcel('SF7700000000012');
    const response = await patch(vancouver, edited.parcel_id, { tracking_id: 'sf7700000000011' });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>()).toMatchObject({
      code: 'CONFLICT',
      message: 'A parcel with this tracking number is already in this warehouse.',
      details: [{ field: 'tracking_id' }],
    });
    const unchanged = await app.inject({
      url: `${parcelsUrl(vancouver)}/${edited.parcel_id}`,
      headers: bearer(owner),
    });
    expect(unchanged.json<ItemResponse<Parcel>>().data.tracking_id).toBe('SF7700000000012');
    // Its own tracking id in another case, and a new one, are fine.
    const recased = await patch(vancouver, kept.parcel_id, { tracking_id: 'sf7700000000011' });
    expect(recased.statusCode).toBe(200);
    const renamed = await patch(vancouver, edited.parcel_id, { tracking_id: 'SF7700000000013' });
    expect(renamed.statusCode).toBe(200);
  });

  it('lets one of two concurrent edits to the same new tracking id through', async () => {
    const one = await freshParcel('SF7700000000021');
    const two = await freshParcel('SF7700000000022');
    const answers = await withSlowTrackingCheck(() =>
      Promise.all([
        patch(vancouver, one.parcel_id, { tracking_id: 'SF7700000000029' }),
        patch(vancouver, two.parcel_id, { tracking_id: 'SF7700000000029' }),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 400 for an empty change', async () => {
    const parcel = (await page(vancouver)).data[0];
    if (!parcel) throw new Error('no sample parcel');
    expect((await patch(vancouver, parcel.parcel_id, {})).statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("answers 404 and never data for another merchant's warehouse and parcels", async () => {
    const target = (await page(shenzhen)).data[0];
    if (!target) throw new Error('no sample parcel');
    const calls = [
      await list(shenzhen, '', harbour),
      await app.inject({
        url: `${parcelsUrl(shenzhen)}/${target.parcel_id}`,
        headers: bearer(harbour),
      }),
      await patch(shenzhen, target.parcel_id, { status: 'returned' }, harbour),
      await postJson(
        app,
        parcelsUrl(shenzhen),
        newParcel({ tracking_id: 'SF1212' }),
        bearer(harbour),
      ),
      // Their own warehouse address with our parcel id.
      await app.inject({
        url: `${parcelsUrl(harbourWarehouse)}/${target.parcel_id}`,
        headers: bearer(harbour),
      }),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(target.tracking_id);
    }
    const after = (await page(shenzhen)).data[0];
    expect(after).toEqual(target);
    expect((await page(shenzhen, '?search=SF1212&search_field=tracking_number')).results).toBe(0);
    const theirs = (await list(harbourWarehouse, '', harbour)).json<ListResponse<Parcel>>();
    expect(theirs.results).toBe(6);
  });

  it('lets the operator with the warehouse permission work the inventory', async () => {
    const token = (await signIn(app, DEMO_OPERATOR)).accessToken;
    expect((await list(shenzhen, '', token)).statusCode).toBe(200);
  });
});
