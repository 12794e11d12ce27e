import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_MESSAGES, apiPath, apiPaths } from '@jiyun/domain';
import type { ApiError, ItemResponse, Parcel, ParcelStatus } from '@jiyun/domain';
import { orderParcels, parcels, shippingLines } from '../../db/schema.js';
import { DEMO_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { plantOrder } from '../../test-helpers/orders.js';
import { plantReturn } from '../../test-helpers/returns.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';

let app: FastifyInstance;
let owner: string;
let merchantId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const session = await signIn(app, DEMO_OWNER);
  owner = session.accessToken;
  merchantId = session.body.data.user.merchant_id;
}, 600_000);
afterAll(() => app.close());

/** The parcel as the warehouse knows it: its warehouse, for the parcel's own address. */
async function parcelRow(id: number) {
  const [row] = await app.db.select().from(parcels).where(eq(parcels.id, id));
  if (!row) throw new Error(`No parcel ${id}`);
  return row;
}

async function patchParcel(id: number, body: Record<string, unknown>) {
  const row = await parcelRow(id);
  const url = `/api/v1${apiPath(apiPaths.parcels.one, {
    warehouseId: row.warehouse_id,
    parcelId: String(id),
  })}`;
  return app.inject({
    method: 'PATCH',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...bearer(owner) },
  });
}

async function firstParcelOf(orderId: string): Promise<number> {
  const [link] = await app.db
    .select({ parcel_id: orderParcels.parcel_id })
    .from(orderParcels)
    .where(eq(orderParcels.order_id, orderId))
    .limit(1);
  if (!link) throw new Error(`Order ${orderId} has no parcel`);
  return link.parcel_id;
}

function expectRefused(
  response: Awaited<ReturnType<typeof patchParcel>>,
  message: string,
  fields = ['status'],
) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json<ApiError>()).toEqual({
    code: 'CONFLICT',
    message,
    details: fields.map((field) => ({ field, message })),
  });
}

/** Another line of the parcel's warehouse, by its route code. */
async function otherLineOf(id: number): Promise<string> {
  const row = await parcelRow(id);
  if (!row.shipping_line_id) throw new Error(`Parcel ${id} has no line`);
  const [line] = await app.db
    .select({ route_code: shippingLines.route_code })
    .from(shippingLines)
    .where(
      and(
        eq(shippingLines.warehouse_id, row.warehouse_id),
        ne(shippingLines.id, row.shipping_line_id),
      ),
    )
    .limit(1);
  if (!line) throw new Error(`No other line in the warehouse of parcel ${id}`);
  return line.route_code;
}

describe('a parcel in an open order or return: its status is not set by hand', () => {
  it('refuses the status of a parcel in an unpacked, then a paid order, and keeps it', async () => {
    const order = await plantOrder(app, merchantId, { parcelCount: 1 });
    const id = await firstParcelOf(order.id);
    const before = (await parcelRow(id)).status;
    const wanted: ParcelStatus = before === 'error' ? 'stored' : 'error';
    expectRefused(await patchParcel(id, { status: wanted }), PARCEL_MESSAGES.heldByOrder);
    await app.repositories.orders.advance(order.id, 'pay', new Date());
    expectRefused(await patchParcel(id, { status: wanted }), PARCEL_MESSAGES.heldByOrder);
    expect((await parcelRow(id)).status).toBe(before);
  });

  it('still saves the other fields of such a parcel, and its own status unchanged', async () => {
    const order = await plantOrder(app, merchantId, { parcelCount: 1 });
    const id = await firstParcelOf(order.id);
    const { status } = await parcelRow(id);
    const saved = await patchParcel(id, { shelf_location: 'B-07-3', status });
    expect(saved.statusCode, saved.body).toBe(200);
    const parcel = saved.json<ItemResponse<Parcel>>().data;
    expect(parcel).toMatchObject({ shelf_location: 'B-07-3', status });
    expect(parcel.order).toEqual({
      id: order.id,
      orderNo: String(order.order_no),
      status: 'unpacked',
    });
  });

  it('lets the status be set again once the order is cancelled', async () => {
    const order = await plantOrder(app, merchantId, { parcelCount: 1 });
    const id = await firstParcelOf(order.id);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/v1${apiPath(apiPaths.orders.cancel, { orderId: order.id })}`,
      payload: '{}',
      headers: { 'content-type': 'application/json', ...bearer(owner) },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const changed = await patchParcel(id, { status: 'error' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ItemResponse<Parcel>>().data).toMatchObject({
      status: 'error',
      order: null,
    });
  });

  it('refuses the status of a parcel in an open return, then allows it once cancelled', async () => {
    const planted = await plantReturn(app, merchantId);
    const id = planted.parcel_id;
    expect((await parcelRow(id)).status).toBe('return_processing');
    expectRefused(await patchParcel(id, { status: 'stored' }), PARCEL_MESSAGES.heldByReturn);
    const noted = await patchParcel(id, { notes: '客户已寄出退货单 Return label printed' });
    expect(noted.statusCode, noted.body).toBe(200);

    const cancelled = await app.repositories.returns.cancel(
      merchantId,
      planted.id,
      ['unpacked'],
      new Date(),
    );
    expect(cancelled.ok).toBe(true);
    const changed = await patchParcel(id, { status: 'error' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ItemResponse<Parcel>>().data.status).toBe('error');
  });

  it('sets the status of a parcel in no order or return, as before', async () => {
    const [free] = await app.repositories.returns.returnableParcels(merchantId, undefined, 1);
    if (!free) throw new Error('No parcel in stock');
    const changed = await patchParcel(free.id, { status: 'error' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ItemResponse<Parcel>>().data.status).toBe('error');
  });
});

describe('a parcel in an open order or return: what its price was worked out from stays', () => {
  it('refuses another line, weight or size for a parcel in an unpacked, then a paid order', async () => {
    const order = await plantOrder(app, merchantId, { parcelCount: 1 });
    const id = await firstParcelOf(order.id);
    const before = await parcelRow(id);
    const otherLine = await otherLineOf(id);
    for (const step of [null, 'pay'] as const) {
      if (step) await app.repositories.orders.advance(order.id, step, new Date());
      expectRefused(
        await patchParcel(id, { shipping_line: otherLine }),
        PARCEL_MESSAGES.heldByOrder,
        ['shipping_line'],
      );
      expectRefused(
        await patchParcel(id, { weight: before.weight + 1, height: before.height + 5 }),
        PARCEL_MESSAGES.heldByOrder,
        ['weight', 'height'],
      );
    }
    const after = await parcelRow(id);
    expect(after).toMatchObject({
      shipping_line_id: before.shipping_line_id,
      weight: before.weight,
      height: before.height,
    });
  });

  it('takes the values the parcel has, and the fields the order does not depend on', async () => {
    const order = await plantOrder(app, merchantId, { parcelCount: 1 });
    const id = await firstParcelOf(order.id);
    const { weight, length, width, height } = await parcelRow(id);
    const saved = await patchParcel(id, {
      weight,
      length,
      width,
      height,
      notes: '货架已调整 Shelf moved',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses a new weight for a parcel in an open return, and takes it once cancelled', async () => {
    const planted = await plantReturn(app, merchantId);
    const id = planted.parcel_id;
    const { weight } = await parcelRow(id);
    expectRefused(await patchParcel(id, { weight: weight + 0.5 }), PARCEL_MESSAGES.heldByReturn, [
      'weight',
    ]);
    await app.repositories.returns.cancel(merchantId, planted.id, ['unpacked'], new Date());
    const changed = await patchParcel(id, { weight: weight + 0.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await parcelRow(id)).weight).toBe(weight + 0.5);
  });
});
