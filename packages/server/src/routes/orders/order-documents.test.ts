import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse, Order, OrderListItem, OrderParcel } from '@jiyun/domain';
import { DEMO_MIN_ZHAO } from '../../seed/demo-team.js';
import { DEMO_OPERATOR, DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { readPdf } from '../../test-helpers/pdf.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';

const ORDERS = '/api/v1/merchants/orders';

let app: FastifyInstance;
let owner: string;
let operator: string;
let billing: string;
let harbour: string;
let unpacked: OrderListItem;
let shipped: OrderListItem[];

async function get(url: string, token = owner) {
  return app.inject({ url, headers: bearer(token) });
}

async function listed(status: string): Promise<OrderListItem[]> {
  return (await get(`${ORDERS}?status=${status}`)).json<ListResponse<OrderListItem>>().data;
}

beforeAll(async () => {
  app = await buildTestApp();
  const tokenOf = async (who: Parameters<typeof signIn>[1]) => (await signIn(app, who)).accessToken;
  owner = await tokenOf(DEMO_OWNER);
  operator = await tokenOf(DEMO_OPERATOR);
  billing = await tokenOf(DEMO_MIN_ZHAO);
  harbour = await tokenOf(SECOND_OWNER);
  const first = (await listed('unpacked'))[0];
  if (!first) throw new Error('The demo has no unpacked order.');
  unpacked = first;
  shipped = await listed('shipped');
});
afterAll(() => app.close());

describe('order documents', () => {
  it("prints the pick list: the order's barcode, then its parcels by shelf, each with its tracking barcode", async () => {
    const response = await get(`${ORDERS}/${unpacked.id}/documents/pick-list`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages[0]).toEqual({ widthMm: 210, heightMm: 297 });
    const parcels = (await get(`${ORDERS}/${unpacked.id}/parcels`))
      .json<{ data: OrderParcel[] }>()
      .data.filter((parcel) => !parcel.removed);
    expect(parcels.length).toBeGreaterThan(0);
    expect(pdf.barcodes.flat().sort()).toEqual(
      [unpacked.orderNo, ...parcels.map((parcel) => parcel.tracking_number)].sort(),
    );
    // Shelves in the order a picker walks them.
    const shelves = [...parcels.map((parcel) => parcel.storage_location)].sort((a, b) =>
      a.localeCompare(b, 'en', { numeric: true }),
    );
    const positions = shelves.map((shelf) => pdf.text.indexOf(shelf));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(pdf.text).toContain('拣货单 Pick list');
  });

  it('prints the package label once packed (409 before), and a selection as one PDF', async () => {
    const early = await get(`${ORDERS}/${unpacked.id}/documents/package-label`);
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiError>().message).toMatch(/once the order is packed/);

    const [one, two] = shipped;
    if (!one || !two) throw new Error('The demo has fewer than two shipped orders.');
    const label = await readPdf(
      (await get(`${ORDERS}/${one.id}/documents/package-label`)).rawPayload,
    );
    const order = (await get(`${ORDERS}/${one.id}`)).json<{ data: Order }>().data;
    expect(label.pages).toEqual([{ widthMm: 100, heightMm: 150 }]);
    expect(label.barcodes).toEqual([[one.orderNo]]);
    for (const value of [
      order.shipping_lines.shipping_route.code,
      order.receiver_phone,
      `${order.weight} kg`,
      '包裹数 Parcels',
    ]) {
      expect(label.text).toContain(value);
    }

    const both = await get(`${ORDERS}/documents?kind=package-label&ids=${two.id},${one.id}`);
    expect(both.statusCode, both.body).toBe(200);
    expect((await readPdf(both.rawPayload)).barcodes).toEqual([[two.orderNo], [one.orderNo]]);
    const withUnpacked = await get(
      `${ORDERS}/documents?kind=package-label&ids=${one.id},${unpacked.id}`,
    );
    expect(withUnpacked.statusCode).toBe(409);
    const none = await get(`${ORDERS}/documents?kind=pick-list`);
    expect(none.statusCode).toBe(400);
  });

  it('answers 404 for another company or an unknown document, 403 without the orders permission', async () => {
    expect((await get(`${ORDERS}/${unpacked.id}/documents/pick-list`, harbour)).statusCode).toBe(
      404,
    );
    expect((await get(`${ORDERS}/${unpacked.id}/documents/invoice`)).statusCode).toBe(404);
    expect((await get(`${ORDERS}/${unpacked.id}/documents/pick-list`, billing)).statusCode).toBe(
      403,
    );
    expect((await get(`${ORDERS}/${unpacked.id}/documents/pick-list`, operator)).statusCode).toBe(
      200,
    );
  });
});
