import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_COUNT_CAP,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  orderQuote,
  pricingDay,
} from '@jiyun/domain';
import type {
  ApiError,
  ItemResponse,
  ListResponse,
  Order,
  OrderListItem,
  OrderParcel,
  Parcel,
  PriceQuote,
  OrderStatus,
} from '@jiyun/domain';
import {
  orderCounters,
  orderParcels,
  orderPhotos,
  orders,
  parcelStatusCounts,
  parcels,
  warehouses,
} from '../../db/schema.js';
import { discAvatarPng } from '../../seed/avatar-png.js';
import { DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import {
  copyRow,
  expectMiddlePagesAsWalked,
  walkedByCreation,
} from '../../test-helpers/deep-list.js';
import { multipartBody } from '../../test-helpers/multipart.js';
import { plantOrder, TEST_CAD_RATE } from '../../test-helpers/orders.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';
import { addSubAccount } from '../../test-helpers/sub-account.js';
import { isUniqueViolation } from '../../repositories/warehouses.js';
import { ParcelsNotOrderableError } from '../../repositories/orders.js';
import { plantReturn } from '../../test-helpers/returns.js';
import { pricedLineAt } from './present.js';

const ORDERS = '/api/v1/merchants/orders';
const PNG = discAvatarPng(32, { r: 0x20, g: 0x60, b: 0xa0 }, { r: 0xf0, g: 0xf0, b: 0xf0 });
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]);

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
  // The first file of a run may build the seeded template (PGlite, migrations, demo): slow on a
  // loaded machine.
}, 600_000);
afterAll(() => app.close());

function get(url: string, token = owner) {
  return app.inject({ url, headers: bearer(token) });
}

function patchJson(url: string, payload: unknown, token = owner) {
  return app.inject({ method: 'PATCH', url, payload: payload as object, headers: bearer(token) });
}

async function detail(id: string): Promise<Order> {
  const response = await get(`${ORDERS}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemResponse<Order>>().data;
}

async function orderParcelsOf(id: string): Promise<OrderParcel[]> {
  const response = await get(`${ORDERS}/${id}/parcels`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderParcel[] }>().data;
}

const PACKAGE = { weight: '3.26', length: '40', width: '30', height: '25' };
const FEES = [
  { title: '加固木架 Wooden crate', price: 12.5 },
  { title: '保险 Insurance', price: 3.2 },
];

async function pack(
  id: string,
  fields: Record<string, string> = {},
  files = [
    { field: 'package_photo', name: 'package-front.png', type: 'image/png', content: PNG },
    { field: 'package_photo', name: 'package-label.jpg', type: 'image/jpeg', content: JPEG },
  ],
) {
  const body = await multipartBody(
    { ...PACKAGE, status: 'packed', additional_fees: JSON.stringify(FEES), ...fields },
    files,
  );
  return app.inject({
    method: 'PATCH',
    url: `${ORDERS}/${id}`,
    payload: body.payload,
    headers: { ...bearer(owner), ...body.headers },
  });
}

/** The quote the domain makes from the stored line, warehouse and parcels: what the route must answer. */
async function expectedQuote(order: Order, fees = FEES): Promise<PriceQuote> {
  const now = new Date();
  const lineRecord = await app.repositories.shippingLines.find(merchantId, order.shipping_line_id);
  const line = lineRecord && pricedLineAt(lineRecord, now);
  const [warehouse] = await app.db
    .select()
    .from(warehouses)
    .where(eq(warehouses.id, order.shipping_lines.merchant_warehouse.id));
  if (!line || !warehouse) throw new Error('No line or warehouse');
  const active = (await orderParcelsOf(order.id)).filter((parcel) => !parcel.removed);
  const result = orderQuote({
    line,
    measures: { weight: 3.26, length: 40, width: 30, height: 25 },
    city: order.receiver_city,
    parcels: active.map((parcel) => ({ id: parcel.id, inbound_date: parcel.stored_at })),
    storagePolicy: warehouse,
    additionalFees: fees,
    rate: { currency: 'CAD', rate: TEST_CAD_RATE, date: pricingDay(now) },
    at: now,
  });
  if (!result.ok) throw new Error('The domain refused the quote');
  return result.quote;
}

/** The exact count per status (a test's small table) that the counters must equal. */
async function counted(): Promise<Record<string, number>> {
  const rows = await app.db
    .select({ status: orders.status, total: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.merchant_id, merchantId))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

async function counters(): Promise<Record<string, number>> {
  const rows = await app.db
    .select()
    .from(orderCounters)
    .where(eq(orderCounters.merchant_id, merchantId));
  return Object.fromEntries(
    rows.filter((row) => row.total > 0).map((row) => [row.status, row.total]),
  );
}

describe('the order lifecycle', () => {
  it('packs with photos and fees at the quoted price, the customer pays, the merchant ships', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 2 });
    const order = await detail(planted.id);
    expect(order.status).toBe('unpacked');
    expect(order.customers.username).toBe(planted.customer_username);
    expect(order.timeline.map((entry) => entry.kind)).toEqual(['created']);

    // Check price: exactly the domain's quote on the line's prices in force and the day's rate.
    const quoted = await app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/check-price`,
      payload: { weight: 3.26, length: 40, width: 30, height: 25, additional_fees: FEES },
      headers: bearer(owner),
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json<ItemResponse<PriceQuote>>().data;
    expect(quote).toEqual(await expectedQuote(order));
    expect(quote.totalPrice).toBeCloseTo(quote.shippingFee + quote.totalStorageFee + 15.7, 2);

    const packed = await pack(order.id);
    expect(packed.statusCode, packed.body).toBe(200);
    const after = packed.json<ItemResponse<Order>>().data;
    expect(after.status).toBe('packed');
    expect(after.total_price).toBe(quote.totalPrice);
    expect(after.additional_fees).toEqual(FEES);
    expect(after.order_photos).toHaveLength(2);
    expect(after.calculations?.exchangeRate.rate).toBe(TEST_CAD_RATE);
    expect(after).toMatchObject({ weight: 3.26, length: 40, width: 30, height: 25 });
    const parcelsAfter = await orderParcelsOf(order.id);
    expect(parcelsAfter.map((parcel) => parcel.storage_status)).toEqual(['packed', 'packed']);

    // Tracking is refused until paid.
    const early = await patchJson(`${ORDERS}/${order.id}`, {
      tracking_number: 'YT2611260012345678',
      status: 'shipped',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiError>().message).toBe(ORDER_MESSAGES.notAllowed);

    const paid = await app.repositories.orders.advance(order.id, 'pay', new Date(), {
      method: 'wechat',
    });
    expect(paid.ok).toBe(true);
    const paidOrder = await detail(order.id);
    expect(paidOrder.payments).toMatchObject([{ amount: quote.totalPrice, method: 'wechat' }]);
    expect(paidOrder.timeline.map((entry) => entry.kind)).toEqual(['created', 'paid']);

    const shipped = await patchJson(`${ORDERS}/${order.id}`, {
      tracking_number: 'YT2611260012345678',
      status: 'shipped',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<ItemResponse<Order>>().data).toMatchObject({
      status: 'shipped',
      tracking_number: 'YT2611260012345678',
    });
    const again = await patchJson(`${ORDERS}/${order.id}`, {
      tracking_number: 'YT2611260012345678',
      status: 'shipped',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiError>().message).toBe(ORDER_MESSAGES.trackingUnchanged);
    const corrected = await patchJson(`${ORDERS}/${order.id}`, {
      tracking_number: 'YT2611260012345679',
      status: 'shipped',
    });
    expect(corrected.statusCode).toBe(200);

    // Found by its tracking number, and by "shipped".
    const found = await get(`${ORDERS}?search=yt261126001234567&search_field=tracking_number`);
    expect(found.json<ListResponse<OrderListItem>>().data.map((row) => row.id)).toContain(order.id);
    const shippedList = await get(`${ORDERS}?status=shipped`);
    expect(shippedList.json<ListResponse<OrderListItem>>().data.map((row) => row.id)).toContain(
      order.id,
    );

    await app.repositories.orders.advance(order.id, 'deliver', new Date());
    const delivered = await patchJson(`${ORDERS}/${order.id}`, { receiver_name: '李雷 Li Lei' });
    expect(delivered.statusCode).toBe(409);
    const lateTracking = await patchJson(`${ORDERS}/${order.id}`, {
      tracking_number: 'YT2611260099999999',
      status: 'shipped',
    });
    expect(lateTracking.statusCode).toBe(409);
    await app.repositories.orders.advance(order.id, 'complete', new Date());
    const completed = await detail(order.id);
    expect(completed.status).toBe('completed');
    expect(completed.timeline.map((entry) => entry.kind)).toEqual(['created', 'paid', 'completed']);
    expect(await counters()).toEqual(await counted());
  });

  it('repacks a packed order: the new photos replace the old ones', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 1 });
    expect((await pack(planted.id)).statusCode).toBe(200);
    const repacked = await pack(planted.id, { weight: '2.8' }, [
      { field: 'package_photo', name: 'repacked.png', type: 'image/png', content: PNG },
    ]);
    expect(repacked.statusCode, repacked.body).toBe(200);
    const order = repacked.json<ItemResponse<Order>>().data;
    expect(order.order_photos).toHaveLength(1);
    expect(order.weight).toBe(2.8);
  });

  it('deletes the replaced photo files once the repack has committed; the new photo is served', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 1 });
    const first = await pack(planted.id);
    const oldKeys = first.json<ItemResponse<Order>>().data.order_photos.map((photo) => photo.url);
    expect(oldKeys).toHaveLength(2);
    const repacked = await pack(planted.id, {}, [
      { field: 'package_photo', name: 'repacked.png', type: 'image/png', content: PNG },
    ]);
    expect(repacked.statusCode, repacked.body).toBe(200);
    const [photo] = repacked.json<ItemResponse<Order>>().data.order_photos;
    for (const key of oldKeys) {
      expect(await app.storage.get(key)).toBeNull();
      expect((await get(`/api/v1/public/files/${key}`)).statusCode).toBe(404);
    }
    const link = await get(`/api/v1/public/files/${photo?.url ?? ''}`);
    expect(link.statusCode, link.body).toBe(200);
    const file = await app.inject({ url: link.json<ItemResponse<{ url: string }>>().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps the photos of a refused repack', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 1 });
    const packed = (await pack(planted.id)).json<ItemResponse<Order>>().data;
    await app.repositories.orders.advance(planted.id, 'pay', new Date());
    const before = await app.db.select({ key: orderPhotos.file_key }).from(orderPhotos);
    const refused = await pack(planted.id, {}, [
      { field: 'package_photo', name: 'late.png', type: 'image/png', content: PNG },
    ]);
    expect(refused.statusCode).toBe(409);
    const after = await app.db.select({ key: orderPhotos.file_key }).from(orderPhotos);
    expect(after).toEqual(before);
    for (const photo of packed.order_photos) {
      expect(await app.storage.get(photo.url)).not.toBeNull();
    }
  });

  it('refuses a package without photos, an oversized photo, a file that is no picture, a zero fee', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 1 });
    const noPhoto = await pack(planted.id, {}, []);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json<ApiError>().details?.[0]?.field).toBe('package_photo');

    const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    const tooLarge = await pack(planted.id, {}, [
      { field: 'package_photo', name: 'huge.png', type: 'image/png', content: big },
    ]);
    expect(tooLarge.statusCode).toBe(413);

    const pdf = await pack(planted.id, {}, [
      {
        field: 'package_photo',
        name: 'label.png',
        type: 'image/png',
        content: Buffer.from('%PDF-1.7 fake'),
      },
    ]);
    expect(pdf.statusCode).toBe(415);

    const zeroFee = await pack(planted.id, {
      additional_fees: JSON.stringify([{ title: '保险', price: 0 }]),
    });
    expect(zeroFee.statusCode).toBe(400);
    const zeroWeight = await pack(planted.id, { weight: '0' });
    expect(zeroWeight.statusCode).toBe(400);
    expect((await detail(planted.id)).status).toBe('unpacked');
  });

  it("refuses a package the line's size constraints refuse, naming each rule", async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 1 });
    const order = await detail(planted.id);
    const line = await app.repositories.shippingLines.find(merchantId, order.shipping_line_id);
    const before = line?.size ?? null;
    await app.repositories.shippingLines.saveSize(
      order.shipping_line_id,
      {
        min_weight: 0.1,
        max_weight: 2,
        max_volume: 1,
        max_volume_unit: 'cubic_m',
        max_single_length: 120,
        max_single_length_unit: 'cm',
        max_sum_three_side: 300,
        max_sum_three_side_unit: 'cm',
      },
      new Date(),
    );
    try {
      const refused = await app.inject({
        method: 'POST',
        url: `${ORDERS}/${order.id}/check-price`,
        payload: { weight: 3.26, length: 40, width: 30, height: 25 },
        headers: bearer(owner),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ApiError>()).toMatchObject({
        message: ORDER_MESSAGES.sizeRefused,
        details: [{ field: 'max_weight' }],
      });
    } finally {
      if (before)
        await app.repositories.shippingLines.saveSize(order.shipping_line_id, before, new Date());
      else
        await app.db.execute(
          sql`delete from shipping_line_size_constraints where shipping_line_id = ${order.shipping_line_id}`,
        );
    }
  });

  it('refuses a quote without measures and without the rate of the day', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 1 });
    const noWeight = await app.inject({
      method: 'POST',
      url: `${ORDERS}/${planted.id}/check-price`,
      payload: { length: 40, width: 30, height: 25 },
      headers: bearer(owner),
    });
    expect(noWeight.statusCode).toBe(400);
    expect(noWeight.json<ApiError>().details?.[0]?.field).toBe('weight');
  });
});

describe('receiver edit', () => {
  it('saves only what changed, and refuses nothing changed', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 1 });
    const url = `${ORDERS}/${planted.id}`;
    const changed = await patchJson(url, {
      receiver_name: planted.receiver_name,
      receiver_address: '8391 Alexandra Rd, Unit 120, Richmond, BC V6X 1C3',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ItemResponse<Order>>().data).toMatchObject({
      receiver_name: planted.receiver_name,
      receiver_phone: planted.receiver_phone,
      receiver_address: '8391 Alexandra Rd, Unit 120, Richmond, BC V6X 1C3',
    });
    const same = await patchJson(url, { receiver_name: ` ${planted.receiver_name} ` });
    expect(same.statusCode).toBe(400);
    expect(same.json<ApiError>().message).toBe(ORDER_MESSAGES.nothingChanged);
    const blank = await patchJson(url, { receiver_phone: ' ' });
    expect(blank.statusCode).toBe(400);
    const both = await patchJson(url, {
      receiver_name: '李雷',
      tracking_number: 'YT2611260012345678',
      status: 'shipped',
    });
    expect(both.statusCode).toBe(400);
  });
});

describe('cancel and return', () => {
  it('puts an unpacked order’s parcels back in stock on their original shelves', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 2 });
    const links = await app.db
      .select()
      .from(orderParcels)
      .where(eq(orderParcels.order_id, planted.id));
    const ids = links.map((link) => link.parcel_id);
    // Someone moved them to the packing bench meanwhile.
    await app.db
      .update(parcels)
      .set({ shelf_location: 'PACK-BENCH-01' })
      .where(inArray(parcels.id, ids));
    const cancelled = await patchJson(`${ORDERS}/${planted.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<ItemResponse<Order>>().data.status).toBe('cancelled');
    const rows = await app.db.select().from(parcels).where(inArray(parcels.id, ids));
    for (const row of rows) {
      expect(row.status).toBe('stored');
      expect(row.shelf_location).toBe(
        links.find((link) => link.parcel_id === row.id)?.original_shelf,
      );
    }
    const listed = await orderParcelsOf(planted.id);
    expect(listed.every((parcel) => parcel.removed)).toBe(true);
    expect((await patchJson(`${ORDERS}/${planted.id}/cancel`, {})).statusCode).toBe(409);
    // The parcels may be ordered again.
    const free = await app.repositories.orders.orderableParcels(
      merchantId,
      rows[0]?.warehouse_id ?? '',
    );
    expect(free.map((parcel) => parcel.id)).toEqual(expect.arrayContaining(ids));
  });

  it('restores a packed order’s parcels; refuses to cancel a paid one', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 2 });
    expect((await pack(planted.id)).statusCode).toBe(200);
    const cancelled = await patchJson(`${ORDERS}/${planted.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    const listed = await orderParcelsOf(planted.id);
    expect(listed.map((parcel) => parcel.storage_status)).toEqual(['restored', 'restored']);

    const second = await plantOrder(app, merchantId, { parcelCount: 1 });
    expect((await pack(second.id)).statusCode).toBe(200);
    await app.repositories.orders.advance(second.id, 'pay', new Date());
    const refused = await patchJson(`${ORDERS}/${second.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().message).toBe(ORDER_MESSAGES.notAllowed);
  });

  it('returns one parcel of an unpacked order to stock (A5), never the last one', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 2 });
    const [first, second] = await orderParcelsOf(planted.id);
    if (!first || !second) throw new Error('Two parcels expected');
    const returned = await patchJson(`${ORDERS}/${planted.id}/parcels/${first.id}/return`, {});
    expect(returned.statusCode, returned.body).toBe(200);
    const after = returned.json<{ data: OrderParcel[] }>().data;
    expect(after.find((parcel) => parcel.id === first.id)).toMatchObject({
      removed: true,
      storage_status: 'restored',
    });
    const last = await patchJson(`${ORDERS}/${planted.id}/parcels/${second.id}/return`, {});
    expect(last.statusCode).toBe(409);
    expect(last.json<ApiError>().message).toBe(ORDER_MESSAGES.lastParcel);
    const again = await patchJson(`${ORDERS}/${planted.id}/parcels/${first.id}/return`, {});
    expect(again.statusCode).toBe(404);
    expect((await detail(planted.id)).declared_value).toBe(second.declared_value ?? 0);
  });

  it('refuses to return a parcel of a packed order', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 2 });
    expect((await pack(planted.id)).statusCode).toBe(200);
    const [first] = await orderParcelsOf(planted.id);
    const refused = await patchJson(`${ORDERS}/${planted.id}/parcels/${first?.id}/return`, {});
    expect(refused.statusCode).toBe(409);
  });
});

describe('the order’s parcels in the warehouse inventory', () => {
  /** Each parcel of the order as the inventory shows it: status and the order it is in. */
  async function inventoryOf(orderId: string) {
    const links = await app.db
      .select({
        parcel_id: orderParcels.parcel_id,
        warehouse_id: parcels.warehouse_id,
        tracking_id: parcels.tracking_id,
      })
      .from(orderParcels)
      .innerJoin(parcels, eq(parcels.id, orderParcels.parcel_id))
      .where(eq(orderParcels.order_id, orderId))
      .orderBy(orderParcels.position);
    const shown: Array<Pick<Parcel, 'status' | 'order'>> = [];
    for (const link of links) {
      const base = `/api/v1/merchants/warehouses/${link.warehouse_id}/parcels`;
      const response = await get(`${base}/${link.parcel_id}`);
      expect(response.statusCode, response.body).toBe(200);
      const { status, order } = response.json<ItemResponse<Parcel>>().data;
      shown.push({ status, order });
      // The inventory's list shows the same as the parcel's own answer.
      const listed = await get(
        `${base}?search=${encodeURIComponent(link.tracking_id)}&search_field=tracking_number`,
      );
      const row = listed
        .json<ListResponse<Parcel>>()
        .data.find((item) => item.parcel_id === link.parcel_id);
      expect({ status: row?.status, order: row?.order }).toEqual({ status, order });
    }
    const warehouseId = links[0]?.warehouse_id ?? '';
    return { shown, warehouseId };
  }

  /** The warehouse's per-status counters equal a count of its parcels (ADR 0054). */
  async function expectCountersExact(warehouseId: string) {
    const kept = await app.db
      .select({
        status: parcelStatusCounts.status,
        total: sql<number>`sum(${parcelStatusCounts.parcels})::int`,
      })
      .from(parcelStatusCounts)
      .where(eq(parcelStatusCounts.warehouse_id, warehouseId))
      .groupBy(parcelStatusCounts.status);
    // The exact count, in a test, to check the counters against.
    const actual = await app.db
      .select({ status: parcels.status, total: sql<number>`count(*)::int` })
      .from(parcels)
      .where(eq(parcels.warehouse_id, warehouseId))
      .groupBy(parcels.status);
    const nonZero = (rows: Array<{ status: string; total: number }>) =>
      Object.fromEntries(rows.filter((row) => row.total > 0).map((row) => [row.status, row.total]));
    expect(nonZero(kept)).toEqual(nonZero(actual));
  }

  it('links the parcels to their order from creation to delivery: stored, then packed', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 2 });
    // The link names the order's own status (a parcel's status follows an open order).
    const link = (status: OrderStatus) => ({
      id: planted.id,
      orderNo: String(planted.order_no),
      status,
    });
    const created = await inventoryOf(planted.id);
    // No spec status means "in an unpacked order": still on its shelf (stored, or restored from
    // an earlier order), with the order's link.
    for (const parcel of created.shown) {
      expect(['stored', 'restored']).toContain(parcel.status);
      expect(parcel.order).toEqual(link('unpacked'));
    }
    expect((await pack(planted.id)).statusCode).toBe(200);
    expect((await inventoryOf(planted.id)).shown).toEqual([
      { status: 'packed', order: link('packed') },
      { status: 'packed', order: link('packed') },
    ]);
    await app.repositories.orders.advance(planted.id, 'pay', new Date());
    const shipped = await patchJson(`${ORDERS}/${planted.id}`, {
      tracking_number: 'YT7788123456789012',
      status: 'shipped',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // Packed covers Dispatched / In Transit / Delivered (spec 4): shipping keeps it.
    expect((await inventoryOf(planted.id)).shown).toEqual([
      { status: 'packed', order: link('shipped') },
      { status: 'packed', order: link('shipped') },
    ]);
    await app.repositories.orders.advance(planted.id, 'deliver', new Date());
    expect((await inventoryOf(planted.id)).shown[0]).toEqual({
      status: 'packed',
      order: link('delivered'),
    });
    await expectCountersExact(created.warehouseId);
  });

  it('unlinks them when the order is cancelled: stored if unpacked, restored if packed', async () => {
    const unpacked = await plantOrder(app, merchantId, { parcelCount: 2 });
    expect((await patchJson(`${ORDERS}/${unpacked.id}/cancel`, {})).statusCode).toBe(200);
    const afterUnpacked = await inventoryOf(unpacked.id);
    expect(afterUnpacked.shown).toEqual([
      { status: 'stored', order: null },
      { status: 'stored', order: null },
    ]);

    const packed = await plantOrder(app, merchantId, { parcelCount: 2 });
    expect((await pack(packed.id)).statusCode).toBe(200);
    expect((await patchJson(`${ORDERS}/${packed.id}/cancel`, {})).statusCode).toBe(200);
    expect((await inventoryOf(packed.id)).shown).toEqual([
      { status: 'restored', order: null },
      { status: 'restored', order: null },
    ]);
    await expectCountersExact(afterUnpacked.warehouseId);
  });

  it('unlinks a returned parcel (A5), restored, while the other stays in the order', async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 2 });
    const [first] = await orderParcelsOf(planted.id);
    // In stock before the order: stored, or restored from an earlier order.
    const before = (await inventoryOf(planted.id)).shown[1]?.status;
    const returned = await patchJson(`${ORDERS}/${planted.id}/parcels/${first?.id}/return`, {});
    expect(returned.statusCode, returned.body).toBe(200);
    const after = await inventoryOf(planted.id);
    expect(after.shown).toEqual([
      { status: 'restored', order: null },
      {
        status: before,
        order: { id: planted.id, orderNo: String(planted.order_no), status: 'unpacked' },
      },
    ]);
    await expectCountersExact(after.warehouseId);
  });
});

describe('one open order per parcel', () => {
  it('lets only one of two concurrent orders of the same parcel commit', async () => {
    const [line] = await app.repositories.orders.activeLines(merchantId);
    if (!line?.warehouse_id) throw new Error('No active line');
    const [parcel] = await app.repositories.orders.orderableParcels(merchantId, line.warehouse_id);
    if (!parcel) throw new Error('No stored parcel');
    const customer =
      (await app.repositories.orders.findCustomer(parcel.personal_id)) ??
      (await app.repositories.orders.createCustomer({
        username: 'concurrent.customer',
        email: 'concurrent.customer@example.com',
        personal_id: parcel.personal_id,
      }));
    const place = () =>
      app.repositories.orders.create({
        merchantId,
        customer,
        line,
        warehouseId: line.warehouse_id ?? '',
        parcelIds: [parcel.id],
        receiver: {
          receiver_name: '陈静 Chen Jing',
          receiver_phone: '+1 416-555-0199',
          receiver_address: '100 Queen St W, Toronto, ON M5H 2N2',
          receiver_country: 'CA',
          receiver_city: 'Toronto',
        },
        packing: { optimization: false, remove_gift: true, note: null },
      });
    const results = await Promise.allSettled([place(), place(), place()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(isUniqueViolation(result.reason)).toBe(true);
    }
    const open = await app.db
      .select()
      .from(orderParcels)
      .where(and(eq(orderParcels.parcel_id, parcel.id), eq(orderParcels.active, true)));
    expect(open).toHaveLength(1);
  });
});

describe('a parcel in an open return', () => {
  it('is refused by an order made after the return committed, and stays in the return', async () => {
    const planted = await plantReturn(app, merchantId);
    const [parcel] = await app.db.select().from(parcels).where(eq(parcels.id, planted.parcel_id));
    if (!parcel) throw new Error('No parcel');
    const [line] = (await app.repositories.orders.activeLines(merchantId)).filter(
      (candidate) => candidate.warehouse_id === parcel.warehouse_id,
    );
    if (!line) throw new Error('No active line in the parcel warehouse');
    const customer = await app.repositories.orders.findCustomer(parcel.personal_id);
    if (!customer) throw new Error('No customer');

    const placing = app.repositories.orders.create({
      merchantId,
      customer,
      line,
      warehouseId: parcel.warehouse_id,
      parcelIds: [parcel.id],
      receiver: {
        receiver_name: '陈静 Chen Jing',
        receiver_phone: '+1 416-555-0199',
        receiver_address: '100 Queen St W, Toronto, ON M5H 2N2',
        receiver_country: 'CA',
        receiver_city: 'Toronto',
      },
      packing: { optimization: false, remove_gift: false, note: null },
    });
    await expect(placing).rejects.toBeInstanceOf(ParcelsNotOrderableError);
    const open = await app.db
      .select()
      .from(orderParcels)
      .where(and(eq(orderParcels.parcel_id, parcel.id), eq(orderParcels.active, true)));
    expect(open).toHaveLength(0);
    const [after] = await app.db.select().from(parcels).where(eq(parcels.id, parcel.id));
    expect(after?.status).toBe('return_processing');
  });
});

describe('list', () => {
  beforeAll(async () => {
    // Enough orders for two pages.
    for (let index = 0; index < 14; index += 1)
      await plantOrder(app, merchantId, { parcelCount: 1 });
  });

  it('answers 13 newest first with the exact total from the counters', async () => {
    const response = await get(ORDERS);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ListResponse<OrderListItem>>();
    expect(page.data).toHaveLength(13);
    const total = Object.values(await counted()).reduce((sum, count) => sum + count, 0);
    expect(page.results).toBe(total);
    const times = page.data.map((row) => Date.parse(row.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await get(`${ORDERS}?page=2`)).json<ListResponse<OrderListItem>>();
    expect(second.data[0]?.id).not.toBe(page.data[0]?.id);
    expect(await counters()).toEqual(await counted());
  });

  it('filters by status (repeated or comma list, all seven) with exact totals', async () => {
    const byStatus = await counted();
    for (const status of ORDER_STATUSES) {
      const page = (await get(`${ORDERS}?status=${status}&take=100`)).json<
        ListResponse<OrderListItem>
      >();
      expect(page.results).toBe(byStatus[status] ?? 0);
      expect(page.data.every((row) => row.status === status)).toBe(true);
    }
    const two = (await get(`${ORDERS}?status=unpacked,cancelled`)).json<
      ListResponse<OrderListItem>
    >();
    expect(two.results).toBe((byStatus.unpacked ?? 0) + (byStatus.cancelled ?? 0));
  });

  it('searches each field, and "all" searches every one', async () => {
    const [row] = (await get(ORDERS)).json<ListResponse<OrderListItem>>().data;
    if (!row) throw new Error('No order');
    const search = async (text: string, field?: string) =>
      (
        await get(
          `${ORDERS}?search=${encodeURIComponent(text)}${field ? `&search_field=${field}` : ''}&take=100`,
        )
      ).json<ListResponse<OrderListItem>>();
    expect((await search(row.orderNo, 'id')).data.map((found) => found.id)).toEqual([row.id]);
    expect((await search(`#${row.orderNo}`)).data.map((found) => found.id)).toContain(row.id);
    const username = row.customers.username;
    const byUser = await search(username.slice(0, 6).toUpperCase(), 'username');
    expect(
      byUser.data.every((found) => found.customers.username.startsWith(username.slice(0, 6))),
    ).toBe(true);
    expect(byUser.data.map((found) => found.id)).toContain(row.id);
    const code = row.shipping_lines.shipping_route.code;
    const byRoute = await search(code.toLowerCase(), 'route_code');
    expect(byRoute.data.map((found) => found.id)).toContain(row.id);
    expect((await search(code)).results).toBe(byRoute.results);
    expect((await search('NO-SUCH-THING', 'tracking_number')).results).toBe(0);
    expect((await search('%', 'username')).results).toBe(0);
  });

  it('filters by creation date range (whole days)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = (await get(`${ORDERS}?created_from=${today}&created_to=${today}&take=100`)).json<
      ListResponse<OrderListItem>
    >();
    const start = new Date(`${today}T00:00:00Z`);
    const [made] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.merchant_id, merchantId),
          sql`${orders.created_at} >= ${start.toISOString()}::timestamptz`,
          sql`${orders.created_at} < ${new Date(start.getTime() + 86_400_000).toISOString()}::timestamptz`,
        ),
      );
    expect(page.results).toBe(made?.n);
    expect(page.data.every((row) => row.created_at.startsWith(today))).toBe(true);
    const past = (await get(`${ORDERS}?created_to=2020-01-01`)).json<ListResponse<OrderListItem>>();
    expect(past.results).toBe(0);
    expect((await get(`${ORDERS}?created_from=2026-02-01&created_to=2026-01-01`)).statusCode).toBe(
      400,
    );
  });

  it('refuses unknown parameters and out-of-range pages', async () => {
    expect((await get(`${ORDERS}?limit=13`)).statusCode).toBe(400);
    expect((await get(`${ORDERS}?take=0`)).statusCode).toBe(400);
    expect((await get(`${ORDERS}?status=lost`)).statusCode).toBe(400);
  });
});

describe('CSV export', () => {
  it('streams the filtered list as export.csv, UTF-8 with a BOM, every row once', async () => {
    const response = await get(`${ORDERS}/export?status=unpacked`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'orderNo,tracking_number,route_code,username,created_at,status,total_price',
    );
    const unpacked = (await counted()).unpacked ?? 0;
    expect(lines).toHaveLength(unpacked + 1);
    expect(lines.slice(1).every((line) => line.includes(',unpacked,'))).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('exports only the selected orders, never another company’s', async () => {
    const mine = await plantOrder(app, merchantId, { parcelCount: 1 });
    const response = await get(`${ORDERS}/export?ids=${mine.id}`);
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.startsWith(`${mine.order_no},`)).toBe(true);
    const theirs = await get(`${ORDERS}/export?ids=${mine.id}`, harbour);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect((await get(`${ORDERS}/export?ids=not-an-id`)).statusCode).toBe(400);
  });
});

describe('CSV export in Excel', () => {
  it('writes a Chinese username as UTF-8 after the BOM, only the two selected orders', async () => {
    const first = await plantOrder(app, merchantId, { parcelCount: 1 });
    const second = await plantOrder(app, merchantId, { parcelCount: 1 });
    await app.db
      .update(orders)
      .set({ customer_username: '王小明_温哥华' })
      .where(eq(orders.id, first.id));
    const response = await get(`${ORDERS}/export?ids=${first.id},${second.id}&status=cancelled`);
    expect(response.statusCode, response.body).toBe(200);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.includes(Buffer.from('王小明_温哥华', 'utf8'))).toBe(true);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'orderNo,tracking_number,route_code,username,created_at,status,total_price',
    );
    // The selection wins over the filters: both unpacked orders, the newest first.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      String(second.order_no),
      String(first.order_no),
    ]);
    expect(lines[2]?.split(',')[3]).toBe('王小明_温哥华');
  });
});

describe('isolation and permissions', () => {
  it("answers 404 for another company's order on every call, and lists none of them", async () => {
    const planted = await plantOrder(app, merchantId, { parcelCount: 2 });
    const [parcel] = await orderParcelsOf(planted.id);
    const base = `${ORDERS}/${planted.id}`;
    const calls = [
      get(base, harbour),
      get(`${base}/parcels`, harbour),
      patchJson(base, { receiver_name: '黑客' }, harbour),
      patchJson(`${base}/cancel`, {}, harbour),
      patchJson(`${base}/parcels/${parcel?.id}/return`, {}, harbour),
      app.inject({
        method: 'POST',
        url: `${base}/check-price`,
        payload: {},
        headers: bearer(harbour),
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    const theirs = (await get(ORDERS, harbour)).json<ListResponse<OrderListItem>>();
    expect(theirs.data.map((row) => row.id)).not.toContain(planted.id);
    expect((await detail(planted.id)).status).toBe('unpacked');
    expect((await get(`${ORDERS}/not-an-id`)).statusCode).toBe(404);
  });

  it('needs the orders permission', async () => {
    const warehouseOnly = await addSubAccount(app, merchantId, '6045558301', ['warehouse']);
    const ordersMember = await addSubAccount(app, merchantId, '6045558302', ['orders']);
    const refused = await get(ORDERS, (await signIn(app, warehouseOnly)).accessToken);
    expect(refused.statusCode).toBe(403);
    const allowed = await get(ORDERS, (await signIn(app, ordersMember)).accessToken);
    expect(allowed.statusCode).toBe(200);
  });
});

describe('the last pages of a long list', () => {
  let total = 0;

  beforeAll(async () => {
    const [newest] = (await get(ORDERS)).json<ListResponse<OrderListItem>>().data;
    if (!newest) throw new Error('No order');
    // More orders than PAGE_READ_AT_ONCE_ROWS, older than every other: the last pages are read
    // from the oldest end, after the total.
    await copyRow(app.db, orders, 'order_no', newest.id, 1_100, {
      created_at: `timestamptz '2020-01-01' + g * interval '1 minute'`,
      updated_at: `timestamptz '2020-01-01' + g * interval '1 minute'`,
    });
    total = (await get(ORDERS)).json<ListResponse<OrderListItem>>().results;
  });

  /** The ids of the page, newest first, read straight from the table. */
  async function idsFrom(offset: number, limit: number): Promise<string[]> {
    const rows = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.merchant_id, merchantId))
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }

  it('answers the last page’s rows newest first, and no rows past the end', async () => {
    const take = 13;
    const last = Math.ceil(total / take);
    const page = (await get(`${ORDERS}?page=${last}`)).json<ListResponse<OrderListItem>>();
    expect(page.results).toBe(total);
    expect(page.data.map((row) => row.id)).toEqual(await idsFrom((last - 1) * take, take));
    expect(page.data.length).toBe(total - (last - 1) * take);
    const before = (await get(`${ORDERS}?page=${last - 1}`)).json<ListResponse<OrderListItem>>();
    expect(before.data.map((row) => row.id)).toEqual(await idsFrom((last - 2) * take, take));
    const past = (await get(`${ORDERS}?page=${last + 1}`)).json<ListResponse<OrderListItem>>();
    expect(past).toEqual({ data: [], results: total });
  });

  it('reads a deep page of a status from the oldest end too', async () => {
    const page = (await get(`${ORDERS}?status=unpacked&take=100&page=11`)).json<
      ListResponse<OrderListItem>
    >();
    const rows = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.merchant_id, merchantId), eq(orders.status, 'unpacked')))
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(100)
      .offset(1_000);
    expect(page.data.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(page.data.length).toBeGreaterThan(0);
  });

  // A route code is on a large share of a company's orders: its total comes from the per-route
  // counters, exact past the count's cap, and its last pages are read from the oldest end.
  it('totals a route code search exactly, and reads its last page from the oldest end', async () => {
    const [newest] = (await get(ORDERS)).json<ListResponse<OrderListItem>>().data;
    if (!newest) throw new Error('No order');
    // Past the count's cap (ORDER_COUNT_CAP), older than every other order.
    await copyRow(app.db, orders, 'order_no', newest.id, ORDER_COUNT_CAP, {
      created_at: `timestamptz '2019-01-01' + g * interval '1 minute'`,
      updated_at: `timestamptz '2019-01-01' + g * interval '1 minute'`,
    });
    const prefix = newest.shipping_lines.shipping_route.code.slice(0, 5).toLowerCase();
    const matching = await app.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(
        and(
          eq(orders.merchant_id, merchantId),
          sql`upper(${orders.route_code}) like ${`${prefix.toUpperCase()}%`}`,
        ),
      )
      .orderBy(desc(orders.created_at), desc(orders.id));
    expect(matching.length).toBeGreaterThan(ORDER_COUNT_CAP);
    const search = `${ORDERS}?search=${prefix}&search_field=route_code&take=13`;

    const first = (await get(search)).json<ListResponse<OrderListItem>>();
    expect(first.results).toBe(matching.length);
    expect(first.data.map((row) => row.id)).toEqual(matching.slice(0, 13).map((row) => row.id));
    const last = Math.ceil(matching.length / 13);
    const page = (await get(`${search}&page=${last}`)).json<ListResponse<OrderListItem>>();
    expect(page.data.map((row) => row.id)).toEqual(
      matching.slice((last - 1) * 13).map((row) => row.id),
    );
    const unpacked = (await get(`${search}&status=unpacked`)).json<ListResponse<OrderListItem>>();
    expect(unpacked.results).toBe(matching.filter((row) => row.status === 'unpacked').length);
    const elsewhere = (await get(`${ORDERS}?search=XX-NONE&search_field=route_code`)).json<
      ListResponse<OrderListItem>
    >();
    expect(elsewhere).toEqual({ data: [], results: 0 });
  });

  // Far from both ends, a page starts at the day it falls in, from the day counters (ADR 0073):
  // its rows must be exactly the ones walking the whole offset finds, whatever day it starts in.
  it('answers a page in the middle of the list, of statuses or of a date window, as walking its whole offset would', async () => {
    const [newest] = (await get(ORDERS)).json<ListResponse<OrderListItem>>().data;
    if (!newest) throw new Error('No order');
    // 28,000 orders over about two years, several a day, older than the rest; a fifth of them in
    // a status the filtered case leaves out, so its days count other rows than the whole list's.
    await copyRow(app.db, orders, 'order_no', newest.id, 28_000, {
      created_at: `timestamptz '2017-01-01' + g * interval '37 minutes'`,
      updated_at: `timestamptz '2017-01-01' + g * interval '37 minutes'`,
      status: `(array['unpacked', 'shipped', 'shipped', 'unpacked', 'paid'])[1 + g % 5]`,
    });
    const take = 100;
    const cases: { query: string; statuses: OrderStatus[] | null; window?: [string, string] }[] = [
      { query: '', statuses: null },
      { query: '&status=unpacked,shipped', statuses: ['unpacked', 'shipped'] },
      // A date window (whole UTC days) totals from the day counters too, past the count's cap.
      {
        query: '&created_from=2017-02-01&created_to=2018-10-31',
        statuses: null,
        window: ['2017-02-01T00:00:00Z', '2018-11-01T00:00:00Z'],
      },
    ];
    for (const { query, statuses, window } of cases) {
      await expectMiddlePagesAsWalked({
        take,
        page: async (number) => {
          const page = (await get(`${ORDERS}?take=${take}&page=${number}${query}`)).json<
            ListResponse<OrderListItem>
          >();
          return { results: page.results, ids: page.data.map((row) => row.id) };
        },
        walked: walkedByCreation(
          app.db,
          {
            table: orders,
            id: orders.id,
            scope: orders.merchant_id,
            status: orders.status,
            createdAt: orders.created_at,
          },
          merchantId,
          { statuses, window },
        ),
      });
    }
  }, 300_000); // 28,000 inserts through three counter triggers: 16 s alone, over 120 s beside the browsers
});
