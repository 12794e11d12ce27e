import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiError,
  ItemResponse,
  LocationsResponse,
  Operator,
  Warehouse,
  WarehouseListItem,
  WarehouseShippingLine,
} from '@jiyun/domain';
import { discAvatarPng } from '../../seed/avatar-png.js';
import { DEMO_OPERATOR, DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { multipartBody } from '../../test-helpers/multipart.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';
import { addSubAccount } from '../../test-helpers/sub-account.js';

const WAREHOUSES = '/api/v1/merchants/warehouses';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let app: FastifyInstance;
let owner: string;
let harbour: string;
let operator: string;
let mapleWarehouses: Warehouse[];
let linChenId: string;

beforeAll(async () => {
  app = await buildTestApp();
  [owner, harbour, operator] = await Promise.all([
    signIn(app, DEMO_OWNER).then((s) => s.accessToken),
    signIn(app, SECOND_OWNER).then((s) => s.accessToken),
    signIn(app, DEMO_OPERATOR).then((s) => s.accessToken),
  ]);
  // The list adds each card's figures (warehouse-figures.test.ts); the rest is the warehouse.
  mapleWarehouses = (await get(WAREHOUSES, owner))
    .json<{ data: WarehouseListItem[] }>()
    .data.map(({ figures: _figures, ...warehouse }) => warehouse);
  const operators = (await get(`${WAREHOUSES}/operators`, owner)).json<{ data: Operator[] }>().data;
  linChenId = operators.find((o) => o.first_name === 'Lin')?.id ?? '';
});
afterAll(() => app.close());

function warehouseAt(index: number): Warehouse {
  const warehouse = mapleWarehouses[index];
  if (!warehouse) throw new Error(`The demo has no warehouse ${index}.`);
  return warehouse;
}

function get(url: string, token: string) {
  return app.inject({ url, headers: bearer(token) });
}

const validFields = () => ({
  warehouse_name: 'Calgary North Depot',
  contact_person: 'Ada Moreau',
  phone_number: '403-555-0188',
  country_code: '+1',
  country: 'CA',
  state: 'CA-AB',
  city: 'CA-AB-CALGARY',
  address_line_1: '4500 Centre St NE',
  free_storage_duration: '21',
  free_storage_unit: 'days',
  overdue_storage_fee: '2.50',
  overdue_fee_frequency: 'day',
});

async function send(
  method: 'POST' | 'PATCH',
  url: string,
  token: string,
  fields: Record<string, string | string[]>,
  files: Parameters<typeof multipartBody>[1] = [],
) {
  const body = await multipartBody(fields, files);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

const png = () => discAvatarPng(32, { r: 10, g: 120, b: 200 }, { r: 250, g: 250, b: 250 });

describe('GET /merchants/warehouses', () => {
  it("lists the merchant's warehouses with places in both languages and their operators", () => {
    expect(mapleWarehouses.map((w) => w.warehouse_name)).toEqual([
      'Shenzhen Consolidation Centre',
      'Vancouver Main Warehouse',
      'Los Angeles Gateway',
    ]);
    const shenzhen = warehouseAt(0);
    expect(shenzhen).toMatchObject({
      status: 'active',
      country: 'CN',
      country_info: { code: 'CN', name: 'China', zh_name: '中国' },
      state_info: { id: 'CN-GD', name: 'Guangdong', zh_name: '广东省' },
      city_info: { id: 'CN-GD-SHENZHEN', name: 'Shenzhen', zh_name: '深圳' },
      free_storage_unit: 'days',
      overdue_storage_fee: 1.5,
      overdue_fee_frequency: 'day',
    });
    expect(shenzhen.warehouse_operators).toEqual([
      expect.objectContaining({
        first_name: 'Lin',
        last_name: 'Chen',
        email: 'lin.chen@maple-forwarding.example',
      }),
    ]);
    expect(shenzhen.operator_ids).toEqual([linChenId]);
    expect(warehouseAt(2).warehouse_operators).toEqual([]);
  });

  it('filters by status and refuses an unknown one', async () => {
    expect(
      (await get(`${WAREHOUSES}?status=active`, owner)).json<{ data: Warehouse[] }>().data,
    ).toHaveLength(3);
    expect(
      (await get(`${WAREHOUSES}?status=suspended`, owner)).json<{ data: Warehouse[] }>().data,
    ).toEqual([]);
    const bad = await get(`${WAREHOUSES}?status=closed`, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().details?.[0]?.field).toBe('status');
  });

  it('answers one warehouse, and 404 for unknown or malformed ids', async () => {
    const one = await get(`${WAREHOUSES}/${warehouseAt(1).id}`, owner);
    expect(one.statusCode).toBe(200);
    expect(one.json<ItemResponse<Warehouse>>().data).toEqual(mapleWarehouses[1]);
    for (const id of [MISSING_ID, 'not-an-id']) {
      const missing = await get(`${WAREHOUSES}/${id}`, owner);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ApiError>()).toEqual({
        message: 'Warehouse not found',
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('GET /merchants/warehouses/operators and /shipping-lines', () => {
  it("answers the merchant's team members who hold `warehouse` only (issue 40.13)", async () => {
    const maple = (await get(`${WAREHOUSES}/operators`, owner)).json<{ data: Operator[] }>().data;
    const names = maple.map((o) => `${o.first_name} ${o.last_name}`);
    expect(names).toContain('Lin Chen');
    expect(names).toContain('Mei Ling Wong');
    // Min Zhao (billing, admin) cannot run a warehouse: not offered, and refused when sent.
    expect(names).not.toContain('Min Zhao');
    const other = (await get(`${WAREHOUSES}/operators`, harbour)).json<{ data: Operator[] }>().data;
    expect(other.map((o) => o.id)).not.toContain(linChenId);
  });

  it('lists the lines of the merchant’s warehouses, optionally of one', async () => {
    const all = (await get(`${WAREHOUSES}/shipping-lines`, owner)).json<{
      data: WarehouseShippingLine[];
    }>().data;
    expect(all).toHaveLength(7);
    expect(all).toContainEqual(
      expect.objectContaining({
        name: 'Canada Air Express',
        route_code: 'CN-CA-A-G',
        status: 'active',
        warehouse_name: 'Shenzhen Consolidation Centre',
      }),
    );
    const vancouver = warehouseAt(1);
    const one = (
      await get(`${WAREHOUSES}/shipping-lines?warehouse_id=${vancouver.id}`, owner)
    ).json<{
      data: WarehouseShippingLine[];
    }>().data;
    expect(one.map((line) => line.route_code).sort()).toEqual(['CN-CA-A-G', 'CN-CA-S-S']);
    expect(one.every((line) => line.warehouse_id === vancouver.id)).toBe(true);
    const theirs = (
      await get(`${WAREHOUSES}/shipping-lines?warehouse_id=${vancouver.id}`, harbour)
    ).json<{
      data: WarehouseShippingLine[];
    }>().data;
    expect(theirs).toEqual([]);
    expect((await get(`${WAREHOUSES}/shipping-lines?warehouse_id=x`, owner)).statusCode).toBe(400);
  });
});

describe('GET /merchants/locations', () => {
  it('answers the provinces and cities of a supported country, cacheable', async () => {
    const response = await get('/api/v1/merchants/locations?country_code=ca', owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=');
    const bc = response.json<LocationsResponse>().data.find((p) => p.id === 'CA-BC');
    expect(bc).toMatchObject({ name: 'British Columbia', zh_name: '不列颠哥伦比亚省' });
    expect(bc?.cities).toContainEqual({
      id: 'CA-BC-VANCOUVER',
      name: 'Vancouver',
      zh_name: '温哥华',
    });
  });

  it('refuses an unsupported or missing country code', async () => {
    for (const query of ['?country_code=JP', '']) {
      const response = await get(`/api/v1/merchants/locations${query}`, owner);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().details?.[0]?.field).toBe('country_code');
    }
  });
});

describe('POST /merchants/warehouses', () => {
  it('creates a warehouse with an image and operators', async () => {
    const response = await send(
      'POST',
      WAREHOUSES,
      owner,
      { ...validFields(), 'operator_ids[]': [linChenId] },
      [{ field: 'image', name: 'depot.png', type: 'image/png', content: png() }],
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<ItemResponse<Warehouse>>().data;
    expect(created).toMatchObject({
      warehouse_name: 'Calgary North Depot',
      status: 'active',
      phone_number: '4035550188',
      free_storage_duration: 21,
      overdue_storage_fee: 2.5,
      address_line_2: null,
      state_info: { name: 'Alberta' },
      city_info: { name: 'Calgary', zh_name: '卡尔加里' },
      operator_ids: [linChenId],
    });
    expect(created.image).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(await app.storage.get(created.image ?? '')).toMatchObject({ contentType: 'image/png' });
    const listed = (await get(WAREHOUSES, owner)).json<{ data: Warehouse[] }>().data;
    expect(listed.map((w) => w.id)).toContain(created.id);
  });

  it('takes a London contact on +44 and any city of the province, Zhongshan included (A2)', async () => {
    const response = await send('POST', WAREHOUSES, owner, {
      ...validFields(),
      warehouse_name: 'Zhongshan Torch Park Depot',
      contact_person: 'Harriet Okonkwo-Fairweather',
      country_code: '44',
      phone_number: '020 7946 0958',
      country: 'CN',
      state: 'CN-GD',
      city: 'cn-gd-zhongshan',
      address_line_1: '中山市火炬开发区中山港大道 88 号',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ItemResponse<Warehouse>>().data).toMatchObject({
      country_code: '+44',
      phone_number: '02079460958',
      city: 'CN-GD-ZHONGSHAN',
      city_info: { id: 'CN-GD-ZHONGSHAN', name: 'Zhongshan', zh_name: '中山' },
    });
  });

  it.each([
    ['a +44 number too short', { country_code: '+44', phone_number: '020 7946 09' }],
    ['a prefix no supported country dials', { country_code: '+81', phone_number: '0312345678' }],
  ])('refuses %s, naming the field', async (_name, phone) => {
    const response = await send('POST', WAREHOUSES, owner, {
      ...validFields(),
      warehouse_name: 'Phone Check Depot',
      ...phone,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.map((d) => d.field)).toEqual([
      phone.country_code === '+81' ? 'country_code' : 'phone_number',
    ]);
  });

  it('refuses a name the merchant already uses, whatever its case', async () => {
    const response = await send('POST', WAREHOUSES, owner, {
      ...validFields(),
      warehouse_name: 'vancouver main WAREHOUSE',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>()).toMatchObject({
      code: 'CONFLICT',
      message: 'A warehouse with this name already exists.',
    });
  });

  it('lets another merchant use the same name', async () => {
    const response = await send('POST', WAREHOUSES, harbour, {
      ...validFields(),
      warehouse_name: 'Vancouver Main Warehouse',
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['missing fields', { warehouse_name: 'Only a name' }, 'contact_person'],
    ['a blank name', { ...validFields(), warehouse_name: '  ' }, 'warehouse_name'],
    [
      'a zero free duration',
      { ...validFields(), free_storage_duration: '0' },
      'free_storage_duration',
    ],
    [
      'a fee that is not a number',
      { ...validFields(), overdue_storage_fee: 'abc' },
      'overdue_storage_fee',
    ],
    ['an unsupported country', { ...validFields(), country: 'JP' }, 'country'],
    ['a province of another country', { ...validFields(), state: 'US-CA' }, 'state'],
    ['a city of another province', { ...validFields(), city: 'CA-BC-VANCOUVER' }, 'city'],
    [
      'an operator id that is not an id',
      { ...validFields(), 'operator_ids[]': ['42'] },
      'operator_ids[0]',
    ],
    ['an operator of nobody', { ...validFields(), 'operator_ids[]': [MISSING_ID] }, 'operator_ids'],
    ['an unknown field', { ...validFields(), owner: 'me' }, 'owner'],
  ])('answers 400 naming the field for %s', async (_name, fields, field) => {
    const response = await send('POST', WAREHOUSES, owner, fields);
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiError>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.map((d) => d.field)).toContain(field);
  });

  it("refuses another merchant's team member as operator", async () => {
    const response = await send('POST', WAREHOUSES, harbour, {
      ...validFields(),
      warehouse_name: 'Borrowed staff',
      'operator_ids[]': [linChenId],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.[0]?.field).toBe('operator_ids');
  });

  it('refuses an image over 4 MB (413) or not JPG/PNG (415), and a JSON body (415)', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(4 * 1024 * 1024)]);
    const tooLarge = await send(
      'POST',
      WAREHOUSES,
      owner,
      { ...validFields(), warehouse_name: 'Big' },
      [{ field: 'image', name: 'big.png', type: 'image/png', content: big }],
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<ApiError>().details?.[0]?.field).toBe('image');
    const wrongType = await send(
      'POST',
      WAREHOUSES,
      owner,
      { ...validFields(), warehouse_name: 'Gif' },
      [
        {
          field: 'image',
          name: 'fake.png',
          type: 'image/png',
          content: Buffer.from('GIF89a not a png'),
        },
      ],
    );
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json<ApiError>().message).toBe('The image must be a JPG or PNG file.');
    const json = await app.inject({
      method: 'POST',
      url: WAREHOUSES,
      payload: validFields(),
      headers: bearer(owner),
    });
    expect(json.statusCode).toBe(415);
    const names = (await get(WAREHOUSES, owner))
      .json<{ data: Warehouse[] }>()
      .data.map((w) => w.warehouse_name);
    expect(names).not.toContain('Big');
    expect(names).not.toContain('Gif');
  });
});

describe('PATCH /merchants/warehouses/{id}', () => {
  it('changes only the fields sent and replaces the operators when sent', async () => {
    const created = (
      await send('POST', WAREHOUSES, owner, { ...validFields(), warehouse_name: 'Patch Me' })
    ).json<ItemResponse<Warehouse>>().data;
    const response = await send('PATCH', `${WAREHOUSES}/${created.id}`, owner, {
      contact_person: 'Noor Haddad',
      'operator_ids[]': [linChenId],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<ItemResponse<Warehouse>>().data;
    expect(updated).toMatchObject({
      ...created,
      contact_person: 'Noor Haddad',
      operator_ids: [linChenId],
      warehouse_operators: [expect.objectContaining({ id: linChenId })],
      updated_at: expect.any(String),
    });
    const moved = await send('PATCH', `${WAREHOUSES}/${created.id}`, owner, {
      country: 'US',
      state: 'US-WA',
      city: 'US-WA-SEATTLE',
      warehouse_name: 'patch me',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ItemResponse<Warehouse>>().data).toMatchObject({
      warehouse_name: 'patch me',
      country_info: { name: 'United States', zh_name: '美国' },
      city_info: { name: 'Seattle' },
      contact_person: 'Noor Haddad',
    });
  });

  it('checks a number or prefix sent alone against the stored other half (A2)', async () => {
    const created = (
      await send('POST', WAREHOUSES, owner, { ...validFields(), warehouse_name: 'Prefix Pair' })
    ).json<ItemResponse<Warehouse>>().data;
    const url = `${WAREHOUSES}/${created.id}`;
    const shortForCanada = await send('PATCH', url, owner, { phone_number: '0151 2345678' });
    expect(shortForCanada.statusCode).toBe(400);
    expect(shortForCanada.json<ApiError>().details?.[0]).toEqual({
      field: 'phone_number',
      message: 'phone_number must have 10 digits for +1.',
    });
    const toGermany = await send('PATCH', url, owner, { country_code: '+49' });
    expect(toGermany.statusCode).toBe(200);
    expect(toGermany.json<ItemResponse<Warehouse>>().data).toMatchObject({
      country_code: '+49',
      phone_number: '4035550188',
    });
  });

  it('saves the settings of an owner with no team members, whose warehouses have no operator (A14)', async () => {
    const team = (await get(`${WAREHOUSES}/operators`, harbour)).json<{ data: Operator[] }>();
    expect(team.data).toEqual([]);
    const [pudong] = (await get(WAREHOUSES, harbour)).json<{ data: Warehouse[] }>().data;
    if (!pudong) throw new Error('Harbour Express has no warehouse in the demo.');
    expect(pudong.operator_ids).toEqual([]);
    const response = await send('PATCH', `${WAREHOUSES}/${pudong.id}`, harbour, {
      contact_person: 'Wei Zhang',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ItemResponse<Warehouse>>().data).toMatchObject({
      contact_person: 'Wei Zhang',
      operator_ids: [],
    });
  });

  it('checks the place as a whole, names, operators and empty changes', async () => {
    const id = warehouseAt(2).id;
    const countryOnly = await send('PATCH', `${WAREHOUSES}/${id}`, owner, { country: 'CA' });
    expect(countryOnly.statusCode).toBe(400);
    expect(countryOnly.json<ApiError>().details?.[0]?.field).toBe('state');
    const taken = await send('PATCH', `${WAREHOUSES}/${id}`, owner, {
      warehouse_name: 'Shenzhen Consolidation Centre',
    });
    expect(taken.statusCode).toBe(409);
    const noOperators = await send('PATCH', `${WAREHOUSES}/${id}`, owner, {
      'operator_ids[]': [MISSING_ID],
    });
    expect(noOperators.statusCode).toBe(400);
    const nothing = await send('PATCH', `${WAREHOUSES}/${id}`, owner, {});
    expect(nothing.statusCode).toBe(400);
    const after = (await get(`${WAREHOUSES}/${id}`, owner)).json<ItemResponse<Warehouse>>().data;
    expect(after).toEqual(mapleWarehouses[2]);
  });
});

describe('tenant isolation', () => {
  it("answers 404 and never data for another merchant's warehouse", async () => {
    const target = warehouseAt(0);
    const read = await get(`${WAREHOUSES}/${target.id}`, harbour);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain(target.warehouse_name);
    const change = await send('PATCH', `${WAREHOUSES}/${target.id}`, harbour, {
      contact_person: 'Intruder',
    });
    expect(change.statusCode).toBe(404);
    const list = (await get(WAREHOUSES, harbour)).json<{ data: Warehouse[] }>().data;
    expect(list.map((w) => w.id)).not.toContain(target.id);
    const unchanged = (await get(`${WAREHOUSES}/${target.id}`, owner)).json<
      ItemResponse<Warehouse>
    >().data;
    expect(unchanged.contact_person).toBe(target.contact_person);
  });
});

describe('permissions', () => {
  it('answers 403 to a team member without the warehouse permission, 200 with it', async () => {
    const merchantId = (await signIn(app, DEMO_OWNER)).body.data.user.merchant_id;
    const member = await addSubAccount(app, merchantId, '6045550177', ['orders', 'billing']);
    const token = (await signIn(app, member)).accessToken;
    const id = warehouseAt(0).id;
    const reads = [
      WAREHOUSES,
      `${WAREHOUSES}/operators`,
      `${WAREHOUSES}/shipping-lines`,
      `${WAREHOUSES}/${id}`,
      `${WAREHOUSES}/${id}/parcels`,
    ];
    for (const url of reads) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(403);
      expect(response.json<ApiError>().code).toBe('FORBIDDEN');
    }
    expect((await send('POST', WAREHOUSES, token, validFields())).statusCode).toBe(403);
    expect(
      (await send('PATCH', `${WAREHOUSES}/${id}`, token, { contact_person: 'x' })).statusCode,
    ).toBe(403);
    const parcelPost = await app.inject({
      method: 'POST',
      url: `${WAREHOUSES}/${id}/parcels`,
      payload: {},
      headers: bearer(token),
    });
    expect(parcelPost.statusCode).toBe(403);

    for (const url of reads) expect((await get(url, operator)).statusCode, url).toBe(200);
  });

  it('answers the locations to a team member of warehouses or shipping lines, 403 to others', async () => {
    const merchantId = (await signIn(app, DEMO_OWNER)).body.data.user.merchant_id;
    const lines = await addSubAccount(app, merchantId, '6045550178', ['shipping_lines']);
    const billing = await addSubAccount(app, merchantId, '6045550179', ['billing']);
    const url = '/api/v1/merchants/locations?country_code=CA';
    expect((await get(url, operator)).statusCode).toBe(200);
    expect((await get(url, (await signIn(app, lines)).accessToken)).statusCode).toBe(200);
    const refused = await get(url, (await signIn(app, billing)).accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().code).toBe('FORBIDDEN');
  });

  it('asks for a session on every route', async () => {
    const response = await app.inject({ url: WAREHOUSES });
    expect(response.statusCode).toBe(401);
  });
});

describe('warehouse assignment', () => {
  // Lin Chen operates Shenzhen and Vancouver, not Los Angeles.
  const parcelBody = {
    tracking_id: 'SF4400000000001',
    personal_id: 'C104444',
    inbound_date: '2026-11-20',
    shelf_location: 'A-01-01',
    weight: 1.2,
    length: 20,
    width: 20,
    height: 20,
    shipping_route_code: 'CN-US-A-G',
  };

  function json(method: 'POST' | 'PATCH', url: string, token: string, body: unknown) {
    return app.inject({
      method,
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...bearer(token) },
    });
  }

  it('lists only the assigned warehouses and their shipping lines to an operator', async () => {
    const listed = (await get(WAREHOUSES, operator)).json<{ data: Warehouse[] }>().data;
    // Earlier tests assigned Lin Chen to warehouses they created; the list shows exactly those.
    expect(listed.map((w) => w.warehouse_name)).toEqual(
      expect.arrayContaining(['Shenzhen Consolidation Centre', 'Vancouver Main Warehouse']),
    );
    expect(listed.every((w) => w.operator_ids.includes(linChenId))).toBe(true);
    const all = (await get(WAREHOUSES, owner)).json<{ data: Warehouse[] }>().data;
    expect(listed.map((w) => w.id)).toEqual(
      all.filter((w) => w.operator_ids.includes(linChenId)).map((w) => w.id),
    );
    expect(listed.map((w) => w.id)).not.toContain(warehouseAt(2).id);
    const lines = (await get(`${WAREHOUSES}/shipping-lines`, operator)).json<{
      data: WarehouseShippingLine[];
    }>().data;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((line) => line.warehouse_id)).not.toContain(warehouseAt(2).id);
    const ofOther = await get(
      `${WAREHOUSES}/shipping-lines?warehouse_id=${warehouseAt(2).id}`,
      operator,
    );
    expect(ofOther.json()).toEqual({ data: [], results: 0 });
  });

  it('answers 404 to an operator on every path of a warehouse they are not assigned to', async () => {
    const other = warehouseAt(2);
    const theirParcels = (await get(`${WAREHOUSES}/${other.id}/parcels`, owner)).json<{
      data: { parcel_id: number; tracking_id: string }[];
    }>().data;
    const parcel = theirParcels[0];
    if (!parcel) throw new Error('Los Angeles has no parcel');
    const calls = {
      read: await get(`${WAREHOUSES}/${other.id}`, operator),
      settings: await send('PATCH', `${WAREHOUSES}/${other.id}`, operator, {
        contact_person: 'Intruder',
      }),
      assignSelf: await send('PATCH', `${WAREHOUSES}/${other.id}`, operator, {
        'operator_ids[]': [linChenId],
      }),
      parcels: await get(`${WAREHOUSES}/${other.id}/parcels`, operator),
      parcel: await get(`${WAREHOUSES}/${other.id}/parcels/${parcel.parcel_id}`, operator),
      parcelByPost: await json(
        'POST',
        `${WAREHOUSES}/${other.id}/parcels/${parcel.parcel_id}`,
        operator,
        {},
      ),
      receive: await json('POST', `${WAREHOUSES}/${other.id}/parcels`, operator, parcelBody),
      edit: await json('PATCH', `${WAREHOUSES}/${other.id}/parcels/${parcel.parcel_id}`, operator, {
        shelf_location: 'Z-99-99',
      }),
    };
    for (const [name, response] of Object.entries(calls)) {
      expect(response.statusCode, name).toBe(404);
      expect(response.body, name).not.toContain(parcel.tracking_id);
    }
    const after = (await get(`${WAREHOUSES}/${other.id}`, owner)).json<ItemResponse<Warehouse>>()
      .data;
    expect(after.contact_person).toBe(other.contact_person);
    expect(after.operator_ids).toEqual([]);
    const afterParcel = (
      await get(`${WAREHOUSES}/${other.id}/parcels/${parcel.parcel_id}`, owner)
    ).json<{ data: { shelf_location: string } }>().data;
    expect(afterParcel.shelf_location).not.toBe('Z-99-99');
    const received = await get(
      `${WAREHOUSES}/${other.id}/parcels?search=SF4400000000001&search_field=tracking_number`,
      owner,
    );
    expect(received.json<{ results: number }>().results).toBe(0);
  });

  it('lets an operator change the settings of an assigned warehouse but not its team', async () => {
    const shenzhen = warehouseAt(0);
    const ownTeam = await send('PATCH', `${WAREHOUSES}/${shenzhen.id}`, operator, {
      contact_person: 'Lin Chen',
      'operator_ids[]': [linChenId],
    });
    expect(ownTeam.statusCode).toBe(200);
    const merchantId = (await signIn(app, DEMO_OWNER)).body.data.user.merchant_id;
    const colleague = await addSubAccount(app, merchantId, '6045550181', ['warehouse']);
    const changes = [
      await send('PATCH', `${WAREHOUSES}/${shenzhen.id}`, operator, {
        'operator_ids[]': [linChenId, colleague.id],
      }),
      await send('PATCH', `${WAREHOUSES}/${shenzhen.id}`, operator, {
        'operator_ids[]': [colleague.id],
      }),
      await send('POST', WAREHOUSES, operator, {
        ...validFields(),
        warehouse_name: 'Operator Depot',
      }),
    ];
    for (const response of changes) {
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>()).toEqual({
        code: 'FORBIDDEN',
        message:
          'Only the owner and team members with the admin permission can create warehouses or choose their operators.',
      });
    }
    const after = (await get(`${WAREHOUSES}/${shenzhen.id}`, owner)).json<ItemResponse<Warehouse>>()
      .data;
    expect(after.operator_ids).toEqual([linChenId]);
    const names = (await get(WAREHOUSES, owner)).json<{ data: Warehouse[] }>().data;
    expect(names.map((w) => w.warehouse_name)).not.toContain('Operator Depot');
  });

  it('lets a team member with admin see every warehouse, create one and choose operators', async () => {
    const merchantId = (await signIn(app, DEMO_OWNER)).body.data.user.merchant_id;
    const admin = await addSubAccount(app, merchantId, '6045550182', ['warehouse', 'admin']);
    const token = (await signIn(app, admin)).accessToken;
    const listed = (await get(WAREHOUSES, token)).json<{ data: Warehouse[] }>().data;
    expect(listed.map((w) => w.id)).toEqual(
      expect.arrayContaining(mapleWarehouses.map((w) => w.id)),
    );
    const created = await send('POST', WAREHOUSES, token, {
      ...validFields(),
      warehouse_name: 'Admin Depot',
      'operator_ids[]': [linChenId],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<ItemResponse<Warehouse>>().data.id;
    const reassigned = await send('PATCH', `${WAREHOUSES}/${id}`, token, {
      'operator_ids[]': [admin.id],
    });
    expect(reassigned.statusCode).toBe(200);
    expect(reassigned.json<ItemResponse<Warehouse>>().data.operator_ids).toEqual([admin.id]);
  });

  it('takes an assignment into account at once, with the same session', async () => {
    const other = warehouseAt(2);
    expect((await get(`${WAREHOUSES}/${other.id}/parcels`, operator)).statusCode).toBe(404);
    const assigned = await send('PATCH', `${WAREHOUSES}/${other.id}`, owner, {
      'operator_ids[]': [linChenId],
    });
    expect(assigned.statusCode).toBe(200);
    expect((await get(`${WAREHOUSES}/${other.id}/parcels`, operator)).statusCode).toBe(200);
    const merchantId = (await signIn(app, DEMO_OWNER)).body.data.user.merchant_id;
    const colleague = await addSubAccount(app, merchantId, '6045550183', ['warehouse']);
    const unassigned = await send('PATCH', `${WAREHOUSES}/${other.id}`, owner, {
      'operator_ids[]': [colleague.id],
    });
    expect(unassigned.statusCode).toBe(200);
    expect((await get(`${WAREHOUSES}/${other.id}`, operator)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the warehouse, parcel and location calls with their schemas', async () => {
    const document = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties: Record<string, unknown> } }>;
            };
          }
        >
      >;
    }>();
    const create = document.paths['/api/v1/merchants/warehouses']?.post;
    expect(create?.requestBody?.content['multipart/form-data']?.schema.properties).toHaveProperty(
      'image',
    );
    expect(create?.requestBody?.content['multipart/form-data']?.schema.properties).toHaveProperty(
      'warehouse_name',
    );
    expect(document.paths).toHaveProperty([
      '/api/v1/merchants/warehouses/{warehouseId}/parcels',
      'post',
    ]);
    expect(document.paths).toHaveProperty(['/api/v1/merchants/locations', 'get']);
  });
});
