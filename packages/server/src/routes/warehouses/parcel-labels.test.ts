import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse, Parcel, Warehouse } from '@jiyun/domain';
import { DEMO_MIN_ZHAO } from '../../seed/demo-team.js';
import { DEMO_OPERATOR, DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { multipartBody } from '../../test-helpers/multipart.js';
import { readPdf } from '../../test-helpers/pdf.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';

const WAREHOUSES = '/api/v1/merchants/warehouses';

let app: FastifyInstance;
let owner: string;
let operator: string;
let billing: string;
let harbour: string;
let vancouver: Warehouse;
let losAngeles: Warehouse;
let stock: Parcel[];

async function get(url: string, token = owner) {
  return app.inject({ url, headers: bearer(token) });
}

async function warehousesOf(token: string): Promise<Warehouse[]> {
  return (await get(WAREHOUSES, token)).json<{ data: Warehouse[] }>().data;
}

function named(list: Warehouse[], name: string): Warehouse {
  const found = list.find((warehouse) => warehouse.warehouse_name === name);
  if (!found) throw new Error(`No demo warehouse ${name}`);
  return found;
}

const labelUrl = (warehouse: Warehouse, parcelId: number | string, query = '') =>
  `${WAREHOUSES}/${warehouse.id}/parcels/${parcelId}/label${query}`;
const labelsUrl = (warehouse: Warehouse, query: string) =>
  `${WAREHOUSES}/${warehouse.id}/parcels/labels${query}`;

beforeAll(async () => {
  app = await buildTestApp();
  const tokenOf = async (who: Parameters<typeof signIn>[1]) => (await signIn(app, who)).accessToken;
  owner = await tokenOf(DEMO_OWNER);
  operator = await tokenOf(DEMO_OPERATOR);
  billing = await tokenOf(DEMO_MIN_ZHAO);
  harbour = await tokenOf(SECOND_OWNER);
  const maple = await warehousesOf(owner);
  vancouver = named(maple, 'Vancouver Main Warehouse');
  losAngeles = named(maple, 'Los Angeles Gateway');
  stock = (await get(`${WAREHOUSES}/${vancouver.id}/parcels?limit=3`)).json<ListResponse<Parcel>>()
    .data;
});
afterAll(() => app.close());

describe('parcel labels', () => {
  it('prints a parcel on a 100 × 150 mm label a scanner reads back as the parcel id', async () => {
    const [parcel] = stock;
    if (!parcel) throw new Error('The demo warehouse has no parcel.');
    const response = await get(labelUrl(vancouver, parcel.parcel_id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="parcel-${parcel.parcel_id}.pdf"`,
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toEqual([{ widthMm: 100, heightMm: 150 }]);
    expect(pdf.barcodes).toEqual([[String(parcel.parcel_id)]]);
    for (const value of [
      parcel.tracking_id,
      parcel.personal_id,
      parcel.shelf_location,
      `${parcel.weight} kg`,
      `${parcel.length} × ${parcel.width} × ${parcel.height} cm`,
      parcel.inbound_date,
      'Vancouver Main Warehouse',
      parcel.shipping_line?.route_code ?? '—',
      '客户 Customer',
      '货架 Shelf',
    ]) {
      expect(pdf.text).toContain(value);
    }
  });

  it('prints the small 60 × 40 mm label, and refuses a size it does not know', async () => {
    const [parcel] = stock;
    if (!parcel) throw new Error('The demo warehouse has no parcel.');
    const small = await get(labelUrl(vancouver, parcel.parcel_id, '?size=60x40'));
    expect(small.statusCode, small.body).toBe(200);
    const pdf = await readPdf(small.rawPayload);
    expect(pdf.pages).toEqual([{ widthMm: 60, heightMm: 40 }]);
    expect(pdf.barcodes).toEqual([[String(parcel.parcel_id)]]);
    expect(pdf.text).toContain(parcel.shelf_location);
    expect(pdf.text).toContain(parcel.tracking_id);

    const odd = await get(labelUrl(vancouver, parcel.parcel_id, '?size=A4'));
    expect(odd.statusCode).toBe(400);
    expect(odd.json<ApiError>().message).toBe('size must be one of 100x150, 60x40.');
  });

  it('prints a selection as one PDF, one label a page in the order asked', async () => {
    const ids = stock.map((parcel) => parcel.parcel_id).reverse();
    const response = await get(labelsUrl(vancouver, `?${ids.map((id) => `ids=${id}`).join('&')}`));
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toHaveLength(ids.length);
    expect(pdf.barcodes).toEqual(ids.map((id) => [String(id)]));

    const none = await get(labelsUrl(vancouver, ''));
    expect(none.statusCode).toBe(400);
    const tooMany = await get(
      labelsUrl(
        vancouver,
        `?ids=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`,
      ),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ApiError>().message).toBe(
      'ids must name 1 to 100 parcels by their numbers.',
    );
  });

  it('prints at the size chosen in the warehouse settings, which refuse a size they do not know', async () => {
    const [parcel] = stock;
    if (!parcel) throw new Error('The demo warehouse has no parcel.');
    const settings = async (label_size: string) => {
      const form = await multipartBody({ label_size });
      return app.inject({
        method: 'PATCH',
        url: `${WAREHOUSES}/${vancouver.id}`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(owner) },
      });
    };
    const refused = await settings('A6');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().message).toBe('label_size must be one of 100x150, 60x40.');

    const small = await settings('60x40');
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json<{ data: Warehouse }>().data.label_size).toBe('60x40');
    try {
      const pdf = await readPdf((await get(labelUrl(vancouver, parcel.parcel_id))).rawPayload);
      expect(pdf.pages).toEqual([{ widthMm: 60, heightMm: 40 }]);
      // A size asked for wins over the warehouse's.
      const large = await readPdf(
        (await get(labelUrl(vancouver, parcel.parcel_id, '?size=100x150'))).rawPayload,
      );
      expect(large.pages).toEqual([{ widthMm: 100, heightMm: 150 }]);
    } finally {
      expect((await settings('100x150')).statusCode).toBe(200);
    }
  });

  it('answers 404 for a parcel of another warehouse or company, 403 without the warehouse permission', async () => {
    const [parcel] = stock;
    if (!parcel) throw new Error('The demo warehouse has no parcel.');
    // The parcel is Vancouver's: asked under Los Angeles it does not exist.
    expect((await get(labelUrl(losAngeles, parcel.parcel_id))).statusCode).toBe(404);
    expect((await get(labelsUrl(losAngeles, `?ids=${parcel.parcel_id}`))).statusCode).toBe(404);
    // Another company does not see Maple's warehouse at all.
    expect((await get(labelUrl(vancouver, parcel.parcel_id), harbour)).statusCode).toBe(404);
    // A member without `warehouse` (billing and admin) is refused before anything is read.
    expect((await get(labelUrl(vancouver, parcel.parcel_id), billing)).statusCode).toBe(403);
    // An operator of Vancouver prints it; Los Angeles is not theirs.
    expect((await get(labelUrl(vancouver, parcel.parcel_id), operator)).statusCode).toBe(200);
    expect((await get(labelsUrl(losAngeles, '?ids=1'), operator)).statusCode).toBe(404);
  });
});

describe('shelf labels', () => {
  const shelvesUrl = (warehouse: Warehouse, query: string) =>
    `${WAREHOUSES}/${warehouse.id}/shelf-labels${query}`;

  it('prints a range of locations on A4 sheets of 24, each barcode read back as its location', async () => {
    const response = await get(shelvesUrl(vancouver, '?from=A-01-01&to=A-03-10'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(response.rawPayload);
    // 30 locations: a full sheet and one of 6.
    expect(pdf.pages).toEqual([
      { widthMm: 210, heightMm: 297 },
      { widthMm: 210, heightMm: 297 },
    ]);
    const locations = Array.from({ length: 3 }, (_, row) =>
      Array.from(
        { length: 10 },
        (_, level) => `A-0${row + 1}-${String(level + 1).padStart(2, '0')}`,
      ),
    ).flat();
    expect(pdf.barcodes.flat().sort()).toEqual([...locations].sort());
    expect(pdf.barcodes[1]).toHaveLength(6);
    expect(pdf.text).toContain('A-03-10');
    expect(pdf.text).toContain('Vancouver Main Warehouse');
  });

  it("refuses a range it cannot print with a message naming why, and another company's warehouse", async () => {
    const backwards = await get(shelvesUrl(vancouver, '?from=A-03&to=A-01'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ApiError>().message).toBe('from must not come after to.');
    const huge = await get(shelvesUrl(vancouver, '?from=A-001-01&to=A-999-99'));
    expect(huge.statusCode).toBe(400);
    expect(huge.json<ApiError>().message).toMatch(/more than 480 locations/);
    expect((await get(shelvesUrl(vancouver, '?to=A-02'))).statusCode).toBe(400);
    expect((await get(shelvesUrl(vancouver, '?from=A-01&to=A-02'), harbour)).statusCode).toBe(404);
    expect((await get(shelvesUrl(vancouver, '?from=A-01&to=A-02'), billing)).statusCode).toBe(403);
  });
});
