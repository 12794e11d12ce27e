import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  apiPaths,
  RETURN_MESSAGES,
  RETURN_ORDER_STATUSES,
  RETURN_PAGE_SIZE,
} from '@jiyun/domain';
import type {
  ApiError,
  ItemResponse,
  ListResponse,
  ReturnListItem,
  ReturnOrder,
} from '@jiyun/domain';
import { parcelStatusCounts, parcels, returnOrderCounters, returnOrders } from '../../db/schema.js';
import { discAvatarPng } from '../../seed/avatar-png.js';
import { DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { seedDemoReturns } from '../../seed/demo-returns.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import {
  copyRow,
  expectMiddlePagesAsWalked,
  walkedByCreation,
} from '../../test-helpers/deep-list.js';
import { multipartBody } from '../../test-helpers/multipart.js';
import { plantOrder } from '../../test-helpers/orders.js';
import { plantReturn } from '../../test-helpers/returns.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';
import { addSubAccount } from '../../test-helpers/sub-account.js';

const RETURNS = `/api/v1${apiPaths.returns.list}`;
const PNG = discAvatarPng(32, { r: 0xa0, g: 0x40, b: 0x20 }, { r: 0xf0, g: 0xf0, b: 0xf0 });
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 9)]);
const TRACKING = 'SF1426110500012345';

let app: FastifyInstance;
let owner: string;
let harbour: string;
let merchantId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const session = await signIn(app, DEMO_OWNER);
  owner = session.accessToken;
  merchantId = session.body.data.user.merchant_id;
  harbour = (await signIn(app, SECOND_OWNER)).accessToken;
}, 600_000);
afterAll(() => app.close());

const one = (id: string) => `/api/v1${apiPath(apiPaths.returns.one, { returnId: id })}`;
const cancelUrl = (id: string) => `/api/v1${apiPath(apiPaths.returns.cancel, { returnId: id })}`;

function get(url: string, token = owner) {
  return app.inject({ url, headers: bearer(token) });
}

function patchJson(url: string, payload: unknown, token = owner) {
  return app.inject({ method: 'PATCH', url, payload: payload as object, headers: bearer(token) });
}

async function detail(id: string): Promise<ReturnOrder> {
  const response = await get(one(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemResponse<ReturnOrder>>().data;
}

const PACKAGE = { weight: '1.85', length: '35', width: '25', height: '12', total_price: '46.30' };

async function pack(
  id: string,
  fields: Record<string, string> = {},
  files = [
    { field: 'package_photo', name: 'return-box.png', type: 'image/png', content: PNG },
    { field: 'package_photo', name: 'return-label.jpg', type: 'image/jpeg', content: JPEG },
  ],
  token = owner,
) {
  const body = await multipartBody({ ...PACKAGE, status: 'packed', ...fields }, files);
  return app.inject({
    method: 'PATCH',
    url: one(id),
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

function ship(id: string, tracking = TRACKING) {
  return patchJson(one(id), { tracking_number: tracking, status: 'shipped' });
}

async function parcelOf(parcelId: number) {
  const [row] = await app.db.select().from(parcels).where(eq(parcels.id, parcelId));
  if (!row) throw new Error('No parcel');
  return row;
}

/** The exact count per status (a test's small table) that the counters must equal. */
async function counted(): Promise<Record<string, number>> {
  const rows = await app.db
    .select({ status: returnOrders.status, total: sql<number>`count(*)::int` })
    .from(returnOrders)
    .where(eq(returnOrders.merchant_id, merchantId))
    .groupBy(returnOrders.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

async function counters(): Promise<Record<string, number>> {
  const rows = await app.db
    .select()
    .from(returnOrderCounters)
    .where(eq(returnOrderCounters.merchant_id, merchantId));
  return Object.fromEntries(
    rows.filter((row) => row.total > 0).map((row) => [row.status, row.total]),
  );
}

/** The inventory's per-status counters next to a real count: they must agree (migration 0009). */
async function parcelCountsExact(): Promise<void> {
  // The exact count, in a test, to check the counters against.
  const real = await app.db
    .select({
      warehouse_id: parcels.warehouse_id,
      status: parcels.status,
      n: sql<number>`count(*)::int`,
    })
    .from(parcels)
    .groupBy(parcels.warehouse_id, parcels.status)
    .orderBy(parcels.warehouse_id, parcels.status);
  const kept = await app.db
    .select({
      warehouse_id: parcelStatusCounts.warehouse_id,
      status: parcelStatusCounts.status,
      n: sql<number>`sum(${parcelStatusCounts.parcels})::int`,
    })
    .from(parcelStatusCounts)
    .groupBy(parcelStatusCounts.warehouse_id, parcelStatusCounts.status)
    .having(sql`sum(${parcelStatusCounts.parcels}) <> 0`)
    .orderBy(parcelStatusCounts.warehouse_id, parcelStatusCounts.status);
  expect(kept).toEqual(real);
}

describe('demo returns', () => {
  it('has returns in every status, with photos once packed and payments once paid, seeded once', async () => {
    const page = (await get(`${RETURNS}?limit=100`)).json<ListResponse<ReturnListItem>>();
    const statuses = new Set(page.data.map((row) => row.status));
    expect([...statuses].sort()).toEqual([...RETURN_ORDER_STATUSES].sort());
    for (const row of page.data) {
      const one = await detail(row.id);
      const packed = one.packed_at !== null;
      expect(one.order_photos.length > 0, `${one.returnNo} photos`).toBe(packed);
      expect(one.payments.length > 0, `${one.returnNo} payments`).toBe(one.paid_at !== null);
      expect(one.tracking_number !== null).toBe(one.shipped_at !== null);
      expect(one.parcel.storage_status).toBe(
        one.status === 'cancelled'
          ? 'stored'
          : ['shipped', 'delivered', 'completed'].includes(one.status)
            ? 'returned'
            : 'return_processing',
      );
    }
    await seedDemoReturns(app.db, app.storage, DEMO_OWNER);
    expect((await get(RETURNS)).json<ListResponse<ReturnListItem>>().results).toBe(page.results);
  });
});

describe('the return lifecycle', () => {
  it('packs, is paid, ships with a tracking number; the parcel follows each step', async () => {
    const planted = await plantReturn(app, merchantId);
    const shelf = planted.original_shelf;
    const created = await detail(planted.id);
    expect(created).toMatchObject({
      status: 'unpacked',
      returnNo: `R${planted.return_no}`,
      total_price: null,
      order_photos: [],
      payments: [],
    });
    expect(created.parcel.storage_status).toBe('return_processing');
    expect(created.parcel.storage_location).toBe(shelf);
    expect(created.parcel.parcel_pool.merchant_warehouse.warehouse_name).not.toBe('');

    // Tracking is refused until paid.
    const early = await ship(planted.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiError>().message).toBe(RETURN_MESSAGES.notAllowed);

    const packed = await pack(planted.id);
    expect(packed.statusCode, packed.body).toBe(200);
    const afterPack = packed.json<ItemResponse<ReturnOrder>>().data;
    expect(afterPack).toMatchObject({
      status: 'packed',
      weight: 1.85,
      length: 35,
      width: 25,
      height: 12,
      total_price: 46.3,
    });
    expect(afterPack.order_photos).toHaveLength(2);
    expect(afterPack.parcel.storage_status).toBe('return_processing');

    const paid = await app.repositories.returns.advance(planted.id, 'pay', new Date(), {
      method: 'wechat',
    });
    expect(paid.ok).toBe(true);
    const paidReturn = await detail(planted.id);
    expect(paidReturn.status).toBe('paid');
    expect(paidReturn.payments).toMatchObject([
      { amount: 46.3, currency: 'CAD', method: 'wechat' },
    ]);
    expect((await patchJson(cancelUrl(planted.id), {})).statusCode).toBe(409);

    const shipped = await ship(planted.id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const shippedReturn = shipped.json<ItemResponse<ReturnOrder>>().data;
    expect(shippedReturn).toMatchObject({ status: 'shipped', tracking_number: TRACKING });
    expect(shippedReturn.parcel.storage_status).toBe('returned');

    const again = await ship(planted.id);
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiError>().message).toBe(RETURN_MESSAGES.trackingUnchanged);
    expect((await ship(planted.id, 'SF1426110500012346')).statusCode).toBe(200);

    await app.repositories.returns.advance(planted.id, 'deliver', new Date());
    expect((await patchJson(one(planted.id), { receiver_name: '李雷 Li Lei' })).statusCode).toBe(
      409,
    );
    expect((await ship(planted.id, 'SF1426110500099999')).statusCode).toBe(409);
    const completed = await app.repositories.returns.advance(planted.id, 'complete', new Date());
    expect(completed.ok && completed.value.status).toBe('completed');
    expect((await parcelOf(planted.parcel_id)).status).toBe('returned');
    expect(await counters()).toEqual(await counted());
    await parcelCountsExact();
  });

  it('repacks a packed return: the new photos replace the old ones', async () => {
    const planted = await plantReturn(app, merchantId);
    expect((await pack(planted.id)).statusCode).toBe(200);
    const repacked = await pack(planted.id, { weight: '2.1', total_price: '52' }, [
      { field: 'package_photo', name: 'repacked.png', type: 'image/png', content: PNG },
    ]);
    expect(repacked.statusCode, repacked.body).toBe(200);
    expect(repacked.json<ItemResponse<ReturnOrder>>().data).toMatchObject({
      weight: 2.1,
      total_price: 52,
      order_photos: [expect.objectContaining({ url: expect.any(String) as string })],
    });
  });

  it('packs a return without photos (A51): the spec limits their type and size, not their number', async () => {
    const planted = await plantReturn(app, merchantId);
    const packed = await pack(planted.id, {}, []);
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json<ItemResponse<ReturnOrder>>().data).toMatchObject({
      status: 'packed',
      order_photos: [],
    });
  });

  it('refuses a photo too large or not a picture, an empty or 3-decimal price', async () => {
    const planted = await plantReturn(app, merchantId);
    const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    const tooLarge = await pack(planted.id, {}, [
      { field: 'package_photo', name: 'huge.png', type: 'image/png', content: big },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    const notPicture = await pack(planted.id, {}, [
      {
        field: 'package_photo',
        name: 'label.png',
        type: 'image/png',
        content: Buffer.from('%PDF-1.7 not a picture'),
      },
    ]);
    expect(notPicture.statusCode).toBe(415);
    const refusals: Record<string, string>[] = [
      { total_price: '' },
      { total_price: '12.345' },
      { total_price: '-1' },
      { weight: '0' },
      { height: 'abc' },
      { status: 'paid' },
      { additional_fees: '[]' },
    ];
    for (const fields of refusals) {
      const refused = await pack(planted.id, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect((await detail(planted.id)).status).toBe('unpacked');
  });

  it('deletes the replaced photo files once the repack has committed; the new photo is served', async () => {
    const planted = await plantReturn(app, merchantId);
    const first = (await pack(planted.id)).json<ItemResponse<ReturnOrder>>().data;
    const oldKeys = first.order_photos.map((photo) => photo.url);
    expect(oldKeys).toHaveLength(2);
    for (const key of oldKeys) expect(await app.storage.get(key)).not.toBeNull();
    const repacked = await pack(planted.id, {}, [
      { field: 'package_photo', name: 'repacked.png', type: 'image/png', content: PNG },
    ]);
    expect(repacked.statusCode, repacked.body).toBe(200);
    const [photo] = repacked.json<ItemResponse<ReturnOrder>>().data.order_photos;
    for (const key of oldKeys) {
      expect(await app.storage.get(key)).toBeNull();
      expect((await get(`/api/v1/public/files/${key}`)).statusCode).toBe(404);
    }
    expect(await app.storage.get(photo?.url ?? '')).not.toBeNull();
  });

  // Spec 4/5: pack from unpacked, repack from packed; every later or closed status refuses and
  // keeps the package that was saved, photos included.
  it.each([
    ['paid', ['pay']],
    ['shipped', ['pay', 'ship']],
    ['delivered', ['pay', 'ship', 'deliver']],
    ['cancelled', ['cancel']],
  ] as const)('refuses to (re)pack a %s return and keeps its photos', async (status, steps) => {
    const planted = await plantReturn(app, merchantId);
    const packed = (await pack(planted.id)).json<ItemResponse<ReturnOrder>>().data;
    for (const step of steps) {
      if (step === 'ship') expect((await ship(planted.id)).statusCode).toBe(200);
      else if (step === 'cancel') {
        expect((await patchJson(cancelUrl(planted.id), {})).statusCode).toBe(200);
      } else {
        expect((await app.repositories.returns.advance(planted.id, step, new Date())).ok).toBe(
          true,
        );
      }
    }
    const refused = await pack(planted.id, { weight: '3.3' }, [
      { field: 'package_photo', name: 'late.png', type: 'image/png', content: PNG },
    ]);
    expect(refused.statusCode).toBe(409);
    const after = await detail(planted.id);
    expect(after.status).toBe(status);
    expect(after.weight).toBe(1.85);
    expect(after.order_photos).toEqual(packed.order_photos);
    for (const photo of packed.order_photos) {
      expect(await app.storage.get(photo.url)).not.toBeNull();
    }
  });

  it('packs nothing once paid', async () => {
    const planted = await plantReturn(app, merchantId);
    expect((await pack(planted.id)).statusCode).toBe(200);
    await app.repositories.returns.advance(planted.id, 'pay', new Date());
    expect((await pack(planted.id)).statusCode).toBe(409);
  });
});

describe('receiver edit', () => {
  it('saves only what changed, refuses blank and nothing changed', async () => {
    const planted = await plantReturn(app, merchantId);
    const changed = await patchJson(one(planted.id), {
      receiver_name: planted.receiver_name,
      receiver_address: '广东省深圳市南山区科技园南区高新南七道 12 号 退货中心',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ItemResponse<ReturnOrder>>().data).toMatchObject({
      receiver_name: planted.receiver_name,
      receiver_address: '广东省深圳市南山区科技园南区高新南七道 12 号 退货中心',
    });
    const same = await patchJson(one(planted.id), { receiver_name: planted.receiver_name });
    expect(same.statusCode).toBe(400);
    expect(same.json<ApiError>().message).toBe(RETURN_MESSAGES.nothingChanged);
    expect((await patchJson(one(planted.id), { receiver_phone: '   ' })).statusCode).toBe(400);
    expect(
      (
        await patchJson(one(planted.id), {
          receiver_name: '王芳',
          tracking_number: TRACKING,
          status: 'shipped',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('cancel', () => {
  it('puts the parcel of an unpacked return back in stock on its shelf', async () => {
    const planted = await plantReturn(app, merchantId);
    const cancelled = await patchJson(cancelUrl(planted.id), {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const data = cancelled.json<ItemResponse<ReturnOrder>>().data;
    expect(data.status).toBe('cancelled');
    expect(data.parcel).toMatchObject({
      storage_status: 'stored',
      storage_location: planted.original_shelf,
    });
    expect((await patchJson(cancelUrl(planted.id), {})).statusCode).toBe(409);
    expect((await pack(planted.id)).statusCode).toBe(409);
    await parcelCountsExact();
  });

  it('cancels a packed return too; the parcel may then be returned again', async () => {
    const planted = await plantReturn(app, merchantId);
    expect((await pack(planted.id)).statusCode).toBe(200);
    expect((await patchJson(cancelUrl(planted.id), {})).statusCode).toBe(200);
    expect((await parcelOf(planted.parcel_id)).status).toBe('stored');
    const customer = await app.repositories.orders.findCustomer(
      (await parcelOf(planted.parcel_id)).personal_id,
    );
    if (!customer) throw new Error('No customer');
    const again = await app.repositories.returns.create({
      merchantId,
      customer,
      parcelId: planted.parcel_id,
      reason: '再次退货 Returned again',
      originalOrderNo: null,
      receiver: {
        receiver_name: '赵敏',
        receiver_phone: '+86 138-0013-8000',
        receiver_address: '上海市浦东新区世纪大道 100 号',
      },
      note: null,
    });
    expect(again.ok).toBe(true);
  });
});

describe('one open return per parcel', () => {
  it('refuses a second open return, a parcel in an open order, and lets one of concurrent returns commit', async () => {
    const planted = await plantReturn(app, merchantId);
    const parcel = await parcelOf(planted.parcel_id);
    const customer = await app.repositories.orders.findCustomer(parcel.personal_id);
    if (!customer) throw new Error('No customer');
    const input = {
      merchantId,
      customer,
      reason: '质量问题 Quality issue',
      originalOrderNo: 'JD2026112600001234',
      receiver: {
        receiver_name: '周杰',
        receiver_phone: '+86 139-0000-1111',
        receiver_address: '北京市朝阳区建国路 88 号',
      },
      note: null,
    };
    const second = await app.repositories.returns.create({ ...input, parcelId: parcel.id });
    expect(second).toEqual({ ok: false, refusal: 'parcel_not_stored' });

    const order = await plantOrder(app, merchantId, { parcelCount: 1 });
    const ordered = await app.repositories.orders.parcels(order.id);
    const orderedParcel = ordered[0]?.parcel;
    if (!orderedParcel) throw new Error('No ordered parcel');
    const orderCustomer = await app.repositories.orders.findCustomer(orderedParcel.personal_id);
    if (!orderCustomer) throw new Error('No customer');
    const inOrder = await app.repositories.returns.create({
      ...input,
      customer: orderCustomer,
      parcelId: orderedParcel.id,
    });
    expect(inOrder).toEqual({ ok: false, refusal: 'parcel_taken' });

    const [free] = await app.repositories.returns.returnableParcels(merchantId, undefined, 1);
    if (!free) throw new Error('No parcel in stock');
    const freeCustomer =
      (await app.repositories.orders.findCustomer(free.personal_id)) ??
      (await app.repositories.orders.createCustomer({
        username: 'concurrent.returner',
        email: 'concurrent.returner@example.com',
        personal_id: free.personal_id,
      }));
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        app.repositories.returns.create({ ...input, customer: freeCustomer, parcelId: free.id }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const open = await app.db
      .select()
      .from(returnOrders)
      .where(sql`${returnOrders.parcel_id} = ${free.id} and ${returnOrders.status} = 'unpacked'`);
    expect(open).toHaveLength(1);
  });
});

describe('list', () => {
  beforeAll(async () => {
    // Enough returns for two pages.
    for (let index = 0; index < 13; index += 1) await plantReturn(app, merchantId);
  });

  it('answers 12 newest first with the exact total from the counters', async () => {
    const response = await get(RETURNS);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ListResponse<ReturnListItem>>();
    expect(page.data).toHaveLength(12);
    const total = Object.values(await counted()).reduce((sum, count) => sum + count, 0);
    expect(page.results).toBe(total);
    const times = page.data.map((row) => Date.parse(row.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await get(`${RETURNS}?page=2`)).json<ListResponse<ReturnListItem>>();
    expect(second.data.map((row) => row.id)).not.toContain(page.data[0]?.id);
    expect(await counters()).toEqual(await counted());
  });

  it('filters by status (repeated or comma list) with exact totals', async () => {
    const byStatus = await counted();
    for (const status of RETURN_ORDER_STATUSES) {
      const page = (await get(`${RETURNS}?status=${status}&limit=100`)).json<
        ListResponse<ReturnListItem>
      >();
      expect(page.results).toBe(byStatus[status] ?? 0);
      expect(page.data.every((row) => row.status === status)).toBe(true);
    }
    const both = (await get(`${RETURNS}?status=unpacked,cancelled`)).json<
      ListResponse<ReturnListItem>
    >();
    const repeated = (await get(`${RETURNS}?status=unpacked&status=cancelled`)).json<
      ListResponse<ReturnListItem>
    >();
    expect(both.results).toBe((byStatus.unpacked ?? 0) + (byStatus.cancelled ?? 0));
    expect(repeated.results).toBe(both.results);
  });

  it('searches each field, and without a field every one', async () => {
    const [row] = (await get(RETURNS)).json<ListResponse<ReturnListItem>>().data;
    if (!row) throw new Error('No return');
    const search = async (text: string, field?: string) =>
      (
        await get(
          `${RETURNS}?search=${encodeURIComponent(text)}${field ? `&search_field=${field}` : ''}&limit=100`,
        )
      ).json<ListResponse<ReturnListItem>>();
    const ids = (page: ListResponse<ReturnListItem>) => page.data.map((found) => found.id);
    expect(ids(await search(row.returnNo, 'id'))).toEqual([row.id]);
    expect(ids(await search(row.returnNo.slice(1), 'id'))).toEqual([row.id]);
    expect(ids(await search(row.id, 'id'))).toEqual([row.id]);
    expect(
      ids(await search(row.parcel.tracking_number.toLowerCase(), 'tracking_number')),
    ).toContain(row.id);
    expect(ids(await search(row.customers.username.toUpperCase(), 'username'))).toContain(row.id);
    const orderNo = row.original_order_no ?? '';
    expect(ids(await search(orderNo.slice(0, 10), 'order_no'))).toContain(row.id);
    expect(ids(await search(orderNo))).toContain(row.id);
    expect((await search('NO-SUCH-THING', 'tracking_number')).results).toBe(0);
    expect((await search('%', 'username')).results).toBe(0);
    expect((await search("' or 1=1 --", 'order_no')).results).toBe(0);
  });

  it('filters by creation date range (whole days)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = (await get(`${RETURNS}?created_from=${today}&created_to=${today}&limit=100`)).json<
      ListResponse<ReturnListItem>
    >();
    expect(page.results).toBeGreaterThanOrEqual(13);
    expect(page.data.every((row) => row.created_at.startsWith(today))).toBe(true);
    expect(
      (await get(`${RETURNS}?created_to=2020-01-01`)).json<ListResponse<ReturnListItem>>().results,
    ).toBe(0);
    expect((await get(`${RETURNS}?created_from=2026-02-01&created_to=2026-01-01`)).statusCode).toBe(
      400,
    );
  });

  it('refuses unknown parameters, the orders’ take, out-of-range pages and unknown statuses', async () => {
    expect((await get(`${RETURNS}?take=12`)).statusCode).toBe(400);
    expect((await get(`${RETURNS}?limit=0`)).statusCode).toBe(400);
    expect((await get(`${RETURNS}?page=0`)).statusCode).toBe(400);
    expect((await get(`${RETURNS}?status=lost`)).statusCode).toBe(400);
    expect((await get(`${RETURNS}?search_field=route_code&search=x`)).statusCode).toBe(400);
    expect((await get(`${RETURNS}?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('isolation and permissions', () => {
  it("answers 404 for another company's return on every call, and lists none of them", async () => {
    const planted = await plantReturn(app, merchantId);
    const body = await multipartBody({ ...PACKAGE, status: 'packed' }, [
      { field: 'package_photo', name: 'x.png', type: 'image/png', content: PNG },
    ]);
    const calls = [
      get(one(planted.id), harbour),
      patchJson(one(planted.id), { receiver_name: '黑客' }, harbour),
      patchJson(one(planted.id), { tracking_number: TRACKING, status: 'shipped' }, harbour),
      patchJson(cancelUrl(planted.id), {}, harbour),
      app.inject({
        method: 'PATCH',
        url: one(planted.id),
        payload: body.payload,
        headers: { ...bearer(harbour), ...body.headers },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<ApiError>().message).toBe(RETURN_MESSAGES.notFound);
    }
    const theirs = (await get(RETURNS, harbour)).json<ListResponse<ReturnListItem>>();
    expect(theirs.data.map((row) => row.id)).not.toContain(planted.id);
    expect((await detail(planted.id)).status).toBe('unpacked');
    expect((await get(one('not-an-id'))).statusCode).toBe(404);
    expect((await get(one('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
  });

  it('needs the orders permission', async () => {
    const planted = await plantReturn(app, merchantId);
    const warehouseOnly = await addSubAccount(app, merchantId, '6045558401', ['warehouse']);
    const ordersMember = await addSubAccount(app, merchantId, '6045558402', ['orders']);
    const refusedToken = (await signIn(app, warehouseOnly)).accessToken;
    expect((await get(RETURNS, refusedToken)).statusCode).toBe(403);
    expect((await patchJson(cancelUrl(planted.id), {}, refusedToken)).statusCode).toBe(403);
    const allowed = await get(RETURNS, (await signIn(app, ordersMember)).accessToken);
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses hostile JSON: unknown fields, arrays, wrong types, oversized text', async () => {
    const planted = await plantReturn(app, merchantId);
    for (const payload of [
      { receiver_name: '王芳', status_override: 'completed' },
      { receiver_name: 42 },
      { receiver_name: 'x'.repeat(101) },
      { tracking_number: 'SF 1426; drop table', status: 'shipped' },
      { status: 'shipped' },
    ]) {
      const response = await patchJson(one(planted.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const array = await app.inject({
      method: 'PATCH',
      url: one(planted.id),
      payload: '[1,2]',
      headers: { ...bearer(owner), 'content-type': 'application/json' },
    });
    expect(array.statusCode).toBe(400);
    expect((await detail(planted.id)).status).toBe('unpacked');
  });
});

describe('the last pages of a long list', () => {
  let total = 0;

  beforeAll(async () => {
    const planted = await plantReturn(app, merchantId);
    // More returns than PAGE_READ_AT_ONCE_ROWS, older than every other and closed (one open
    // return per parcel): the last pages are read from the oldest end, after the total.
    await copyRow(app.db, returnOrders, 'return_no', planted.id, 1_100, {
      status: `'completed'`,
      created_at: `timestamptz '2020-01-01' + g * interval '1 minute'`,
      updated_at: `timestamptz '2020-01-01' + g * interval '1 minute'`,
    });
    total = (await get(RETURNS)).json<ListResponse<ReturnListItem>>().results;
  });

  /** The ids of the page, newest first, read straight from the table. */
  async function idsFrom(offset: number, limit: number): Promise<string[]> {
    const rows = await app.db
      .select({ id: returnOrders.id })
      .from(returnOrders)
      .where(eq(returnOrders.merchant_id, merchantId))
      .orderBy(desc(returnOrders.created_at), desc(returnOrders.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }

  it('answers the last page’s rows newest first, and no rows past the end', async () => {
    const limit = RETURN_PAGE_SIZE;
    const last = Math.ceil(total / limit);
    const page = (await get(`${RETURNS}?page=${last}`)).json<ListResponse<ReturnListItem>>();
    expect(page.results).toBe(total);
    expect(page.data.map((row) => row.id)).toEqual(await idsFrom((last - 1) * limit, limit));
    expect(page.data.length).toBe(total - (last - 1) * limit);
    const before = (await get(`${RETURNS}?page=${last - 1}`)).json<ListResponse<ReturnListItem>>();
    expect(before.data.map((row) => row.id)).toEqual(await idsFrom((last - 2) * limit, limit));
    const past = (await get(`${RETURNS}?page=${last + 1}`)).json<ListResponse<ReturnListItem>>();
    expect(past).toEqual({ data: [], results: total });
  });

  // Far from both ends, a page starts at the day it falls in, from the day counters (ADR 0073).
  it('answers a page in the middle of the list as walking its whole offset would', async () => {
    const planted = await plantReturn(app, merchantId);
    // 23,000 closed returns over about a year and a half, several a day, older than the rest.
    await copyRow(app.db, returnOrders, 'return_no', planted.id, 23_000, {
      status: `(array['completed', 'completed', 'cancelled'])[1 + g % 3]`,
      created_at: `timestamptz '2018-01-01' + g * interval '37 minutes'`,
      updated_at: `timestamptz '2018-01-01' + g * interval '37 minutes'`,
    });
    const take = 100;
    const closed: ReturnOrder['status'][] = ['completed', 'cancelled'];
    const cases: {
      query: string;
      statuses: ReturnOrder['status'][] | null;
      window?: [string, string];
    }[] = [
      { query: '', statuses: null },
      { query: `&status=${closed.join(',')}`, statuses: closed },
      // A date window (whole UTC days) totals from the day counters too, past the count's cap.
      {
        query: '&created_from=2018-01-05&created_to=2019-08-10',
        statuses: null,
        window: ['2018-01-05T00:00:00Z', '2019-08-11T00:00:00Z'],
      },
    ];
    for (const { query, statuses, window } of cases) {
      await expectMiddlePagesAsWalked({
        take,
        page: async (number) => {
          const page = (await get(`${RETURNS}?limit=${take}&page=${number}${query}`)).json<
            ListResponse<ReturnListItem>
          >();
          return { results: page.results, ids: page.data.map((row) => row.id) };
        },
        walked: walkedByCreation(
          app.db,
          {
            table: returnOrders,
            id: returnOrders.id,
            scope: returnOrders.merchant_id,
            status: returnOrders.status,
            createdAt: returnOrders.created_at,
          },
          merchantId,
          { statuses, window },
        ),
      });
    }
  }, 300_000); // 23,000 inserts through two counter triggers; minutes beside the browsers on 2 cores
});
