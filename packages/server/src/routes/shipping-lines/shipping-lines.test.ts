import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiError,
  ItemResponse,
  RouteDeposit,
  RouteOptions,
  ShippingLineDetail,
  ShippingLineDraft,
  ShippingLineListItem,
  Warehouse,
} from '@jiyun/domain';
import { pricingEffectiveFrom } from '@jiyun/domain';
import {
  depositClaims,
  routeOptions,
  shippingLinePricingVersions,
  shippingLines,
  warehouses,
} from '../../db/schema.js';
import { discAvatarPng } from '../../seed/avatar-png.js';
import { DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { multipartBody } from '../../test-helpers/multipart.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';
import { addSubAccount } from '../../test-helpers/sub-account.js';

const LINES = '/api/v1/merchants/shipping-lines';
const ROUTES = '/api/v1/merchants/routes';
const DEPOSIT = '/api/v1/merchants/route-deposit';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
let owner: string;
let harbour: string;
let mapleMerchantId: string;
let mapleWarehouses: Warehouse[];
let demoLines: ShippingLineListItem[];
/** The line the first create test submits (pending). */
let createdId = '';

beforeAll(async () => {
  app = await buildTestApp();
  const [maple, second] = await Promise.all([signIn(app, DEMO_OWNER), signIn(app, SECOND_OWNER)]);
  owner = maple.accessToken;
  harbour = second.accessToken;
  mapleMerchantId = maple.body.data.user.merchant_id;
  mapleWarehouses = (await get('/api/v1/merchants/warehouses', owner)).json<{ data: Warehouse[] }>()
    .data;
  demoLines = (await get(LINES, owner)).json<{ data: ShippingLineListItem[] }>().data;
});
afterAll(() => app.close());

function get(url: string, token: string) {
  return app.inject({ url, headers: bearer(token) });
}

function send(method: 'POST' | 'PATCH', url: string, token: string, payload: unknown) {
  return app.inject({
    method,
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...bearer(token) },
  });
}

function warehouseNamed(name: string): Warehouse {
  const warehouse = mapleWarehouses.find((one) => one.warehouse_name === name);
  if (!warehouse) throw new Error(`The demo has no warehouse ${name}.`);
  return warehouse;
}

function demoLine(name: string): ShippingLineListItem {
  const line = demoLines.find((one) => one.name === name);
  if (!line) throw new Error(`The demo has no line ${name}.`);
  return line;
}

async function detailOf(id: string, token = owner): Promise<ShippingLineDetail> {
  const response = await get(`${LINES}/${id}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<ItemResponse<ShippingLineDetail>>().data;
}

const prices = {
  base_price: 42.5,
  unit: 0.5,
  additional_weight_price: 11,
  per_unit: 'per_half_kg',
  volumetric_divisor: 6000,
} as const;

function draft(change: Partial<ShippingLineDraft> = {}): ShippingLineDraft {
  return {
    mainRoute: {
      departing_country: 'CN',
      arrival_country: 'CA',
      transport_method: 'air',
      goods_type: 'sensitive',
      min_time: 6,
      min_days_unit: 'days',
      max_time: 2,
      max_days_unit: 'weeks',
    },
    coverage: {
      all_provinces: false,
      provinces: [
        { province_name: 'Ontario', all_cities: false, city_names: ['Toronto', 'ottawa'] },
        { province_name: '不列颠哥伦比亚省', all_cities: true, city_names: [] },
      ],
    },
    pricing: {
      currency: 'CNY',
      ...prices,
      cities: [{ city_name: 'Toronto', ...prices, base_price: 0, additional_weight_price: 0 }],
    },
    warehouse: { warehouse_id: warehouseNamed('Vancouver Main Warehouse').id },
    ...change,
  };
}

function patchRoute(min: number, minUnit: string, max: number, maxUnit: string) {
  return {
    field: 'basicInfo',
    part: 'routeInformation',
    payload: {
      min_working_days: min,
      min_days_unit: minUnit,
      max_working_days: max,
      max_days_unit: maxUnit,
    },
  };
}

function globalPricing(change: Partial<Record<keyof typeof prices, number | string>> = {}) {
  return {
    field: 'pricingInfo',
    part: 'globalPricingInfomation',
    payload: { ...prices, ...change },
  };
}

describe('POST /merchants/shipping-lines', () => {
  it('creates a pending line named by its route, with its coverage and prices in force', async () => {
    const before = Date.now();
    const response = await send('POST', LINES, owner, draft());
    expect(response.statusCode, response.body).toBe(201);
    const line = response.json<ItemResponse<ShippingLineDetail>>().data;
    createdId = line.id;
    expect(line.status).toBe('pending');
    expect(line.basicInfo.displayInformation).toEqual({ name: 'CN-CA-A-S', image: null });
    expect(line.basicInfo.routeInformation).toEqual({
      origin: 'CN',
      destination: 'CA',
      transportation_type: 'air',
      goods_type: 'sensitive',
      min_working_days: 6,
      min_days_unit: 'days',
      max_working_days: 2,
      max_days_unit: 'weeks',
      route_code: 'CN-CA-A-S',
    });
    const [ontario, bc] = line.basicInfo.provinceAndCityInformation;
    expect(ontario).toMatchObject({
      id: 'CA-ON',
      arrival_province: 'Ontario',
      zh_name: '安大略省',
    });
    expect(ontario?.arrival_cities.map((city) => city.name)).toEqual(['Toronto', 'Ottawa']);
    expect(bc).toMatchObject({ id: 'CA-BC', all_cities: true });
    expect(bc?.arrival_cities.map((city) => city.name)).toContain('Vancouver');
    expect(line.basicInfo.warehouseInformation?.warehouse_name).toBe('Vancouver Main Warehouse');
    const global = line.pricingInfo.globalPricingInfomation;
    expect(global).toMatchObject({ currency: 'CNY', ...prices, pending: null });
    expect(Date.parse(global?.effective_from ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(line.pricingInfo.exceptionPricingInformation).toEqual({
      exception_arr: [
        {
          city_id: 'CA-ON-TORONTO',
          city_name: 'Toronto',
          city_zh_name: '多伦多',
          province_id: 'CA-ON',
          province_name: 'Ontario',
          province_zh_name: '安大略省',
          currency: 'CNY',
          ...prices,
          base_price: 0,
          additional_weight_price: 0,
        },
      ],
      pending: null,
    });
    expect(line.parcelInfo).toBeNull();

    const list = (await get(LINES, owner)).json<{ data: ShippingLineListItem[] }>().data;
    expect(list[0]).toMatchObject({
      id: line.id,
      name: 'CN-CA-A-S',
      status: 'pending',
      shipping_route: { code: 'CN-CA-A-S' },
      merchant_warehouse: { warehouse_name: 'Vancouver Main Warehouse', status: 'active' },
    });
  });

  it('refuses a second line of the same route on the same warehouse (409)', async () => {
    const response = await send(
      'POST',
      LINES,
      owner,
      draft({
        mainRoute: { ...draft().mainRoute, transport_method: 'sea', goods_type: 'sensitive' },
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>().message).toBe(
      'This warehouse already has a shipping line for the route CN-CA-S-S.',
    );
  });

  it.each<[string, () => unknown, string, string]>([
    [
      'min time not below max time in days (A18)',
      () =>
        draft({
          mainRoute: {
            ...draft().mainRoute,
            min_time: 2,
            min_days_unit: 'weeks',
            max_time: 14,
            max_days_unit: 'days',
          },
        }),
      'mainRoute.min_time',
      'mainRoute.min_time must be less than max_time.',
    ],
    [
      'a province without a city',
      () =>
        draft({
          coverage: {
            all_provinces: false,
            provinces: [{ province_name: 'Ontario', all_cities: false, city_names: [] }],
          },
        }),
      'coverage.provinces[0].city_names',
      'coverage.provinces[0].city_names must name at least one city.',
    ],
    [
      'a province of another country',
      () =>
        draft({
          coverage: {
            all_provinces: false,
            provinces: [{ province_name: 'California', all_cities: true, city_names: [] }],
          },
        }),
      'coverage.provinces[0].province_name',
      'coverage.provinces[0].province_name: "California" is not a province of Canada.',
    ],
    [
      'a city of another province',
      () =>
        draft({
          coverage: {
            all_provinces: false,
            provinces: [{ province_name: 'Ontario', all_cities: false, city_names: ['Vancouver'] }],
          },
        }),
      'coverage.provinces[0].city_names[0]',
      'coverage.provinces[0].city_names[0]: "Vancouver" is not a city of Ontario.',
    ],
    [
      'an exception city the line does not cover',
      () =>
        draft({
          pricing: { currency: 'CNY', ...prices, cities: [{ city_name: 'Calgary', ...prices }] },
        }),
      'pricing.cities[0].city_name',
      'pricing.cities[0].city_name: "Calgary" is not a city this line covers.',
    ],
    [
      'a zero global price',
      () => draft({ pricing: { currency: 'CNY', ...prices, base_price: 0 } }),
      'pricing.base_price',
      'pricing.base_price must be greater than 0.',
    ],
    [
      'another company’s warehouse',
      () => draft({ warehouse: { warehouse_id: MISSING_ID } }),
      'warehouse.warehouse_id',
      'warehouse.warehouse_id must name one of your warehouses.',
    ],
    [
      'a price sent as text',
      () => ({ ...draft(), pricing: { ...draft().pricing, base_price: '42.5' } }),
      'pricing.base_price',
      'pricing.base_price must be a number.',
    ],
  ])('refuses %s with a message naming the field', async (_, body, field, message) => {
    const response = await send('POST', LINES, owner, body());
    expect(response.statusCode).toBe(400);
    const error = response.json<ApiError>();
    expect(error.message).toBe(message);
    expect(error.details?.[0]?.field).toBe(field);
  });

  it('refuses a warehouse of another company, and a display edit of the pending line', async () => {
    const theirs = (await get('/api/v1/merchants/warehouses', harbour)).json<{
      data: Warehouse[];
    }>().data[0];
    const response = await send(
      'POST',
      LINES,
      owner,
      draft({ warehouse: { warehouse_id: theirs?.id ?? MISSING_ID } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.[0]?.field).toBe('warehouse.warehouse_id');

    const body = await multipartBody({
      field: 'basicInfo',
      part: 'displayInformation',
      name: 'Toronto Sensitive Air',
    });
    const display = await app.inject({
      method: 'PATCH',
      url: `${LINES}/${createdId}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(owner) },
    });
    expect(display.statusCode).toBe(409);
    expect((await detailOf(createdId)).basicInfo.displayInformation.name).toBe('CN-CA-A-S');
  });

  it('refuses a route the platform does not offer, and a warehouse that is not active', async () => {
    const landlocked = await send(
      'POST',
      LINES,
      owner,
      draft({
        mainRoute: { ...draft().mainRoute, arrival_country: 'CH', transport_method: 'sea' },
        coverage: {
          all_provinces: false,
          provinces: [{ province_name: 'Zürich', all_cities: true, city_names: [] }],
        },
        pricing: { currency: 'CNY', ...prices },
      }),
    );
    expect(landlocked.statusCode).toBe(400);
    expect(landlocked.json<ApiError>().message).toBe(
      'The route CN-CH-S-S (sea, sensitive goods) is not offered.',
    );

    const shenzhen = warehouseNamed('Shenzhen Consolidation Centre');
    await app.db
      .update(warehouses)
      .set({ status: 'suspended' })
      .where(eq(warehouses.id, shenzhen.id));
    try {
      const suspended = await send(
        'POST',
        LINES,
        owner,
        draft({ warehouse: { warehouse_id: shenzhen.id } }),
      );
      expect(suspended.statusCode).toBe(400);
      expect(suspended.json<ApiError>().message).toMatch(
        /Shenzhen Consolidation Centre is not active/,
      );
    } finally {
      await app.db
        .update(warehouses)
        .set({ status: 'active' })
        .where(eq(warehouses.id, shenzhen.id));
    }
  });
});

describe('GET /merchants/shipping-lines and /{id}', () => {
  it('lists the company’s lines with their warehouse and route code', () => {
    expect(demoLines.length).toBeGreaterThanOrEqual(7);
    expect(demoLine('Canada Air Express')).toMatchObject({
      status: 'active',
      image: null,
      shipping_route: { code: 'CN-CA-A-G' },
      merchant_warehouse: {
        warehouse_name: 'Shenzhen Consolidation Centre',
        country: 'CN',
        state_info: { id: 'CN-GD' },
      },
    });
  });

  it('shows a demo line with its coverage and prices', async () => {
    const line = await detailOf(demoLine('Canada Sea Saver').id);
    expect(line.basicInfo.routeInformation).toMatchObject({
      min_working_days: 4,
      min_days_unit: 'weeks',
      max_working_days: 6,
      max_days_unit: 'weeks',
    });
    expect(line.basicInfo.provinceAndCityInformation.length).toBeGreaterThan(0);
    expect(line.pricingInfo.globalPricingInfomation).toMatchObject({ base_price: 18, unit: 1 });
  });

  it('answers 404 for another company’s line, an unknown id and a malformed id', async () => {
    const maple = demoLine('Canada Air Express').id;
    for (const [url, token] of [
      [`${LINES}/${maple}`, harbour],
      [`${LINES}/${MISSING_ID}`, owner],
      [`${LINES}/not-a-line`, owner],
    ] as const) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>().message).toBe('Shipping line not found');
    }
    const patch = await send('PATCH', `${LINES}/${maple}`, harbour, {
      field: 'status',
      payload: { status: 'suspend' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await detailOf(maple)).status).toBe('active');
    const harbourList = (await get(LINES, harbour)).json<{ data: ShippingLineListItem[] }>().data;
    expect(harbourList.map((line) => line.id)).not.toContain(maple);
  });
});

describe('PATCH status (A24)', () => {
  it('suspends and reactivates an active line; refuses what the menu does not offer with 409', async () => {
    const id = demoLine('US Air Express').id;
    const url = `${LINES}/${id}`;
    const status = (value: string) => ({ field: 'status', payload: { status: value } });

    const reactivate = await send('PATCH', url, owner, status('reactivate'));
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json<ApiError>().message).toBe(
      'An active shipping line cannot be reactivated.',
    );

    const suspend = await send('PATCH', url, owner, status('suspend'));
    expect(suspend.statusCode).toBe(200);
    expect(suspend.json<ItemResponse<ShippingLineDetail>>().data.status).toBe('suspended');
    expect((await send('PATCH', url, owner, status('suspend'))).statusCode).toBe(409);

    const back = await send('PATCH', url, owner, status('reactivate'));
    expect(back.statusCode).toBe(200);
    expect((await detailOf(id)).status).toBe('active');
  });

  it('offers a pending line only Delete; a deleted line is gone from the list and the detail', async () => {
    const id = demoLine('US Sea Freight').id;
    const url = `${LINES}/${id}`;
    const suspend = await send('PATCH', url, owner, {
      field: 'status',
      payload: { status: 'suspend' },
    });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json<ApiError>().message).toBe('A pending shipping line cannot be suspended.');

    const edit = await send('PATCH', url, owner, patchRoute(3, 'days', 9, 'days'));
    expect(edit.statusCode).toBe(409);
    expect(edit.json<ApiError>().message).toBe(
      'This shipping line is pending approval: it can be edited once it is approved.',
    );

    const removed = await send('PATCH', url, owner, {
      field: 'status',
      payload: { status: 'delete' },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ItemResponse<ShippingLineDetail>>().data.status).toBe('deleted');
    expect((await get(url, owner)).statusCode).toBe(404);
    expect(
      (await send('PATCH', url, owner, { field: 'status', payload: { status: 'delete' } }))
        .statusCode,
    ).toBe(404);
    const list = (await get(LINES, owner)).json<{ data: ShippingLineListItem[] }>().data;
    expect(list.map((line) => line.id)).not.toContain(id);
    // The warehouse's lines (parcel intake) no longer offer it either.
    const intake = await get('/api/v1/merchants/warehouses/shipping-lines', owner);
    expect(intake.json<{ data: { id: string }[] }>().data.map((line) => line.id)).not.toContain(id);
  });
});

describe('PATCH sections', () => {
  it('changes the route times, compared in days (A18)', async () => {
    const url = `${LINES}/${demoLine('Vancouver Air Standard').id}`;
    const wrong = await send('PATCH', url, owner, patchRoute(1, 'weeks', 5, 'days'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>().details?.[0]).toEqual({
      field: 'payload.min_working_days',
      message: 'payload.min_working_days must be less than max_working_days.',
    });
    const response = await send('PATCH', url, owner, patchRoute(1, 'weeks', 10, 'days'));
    expect(response.statusCode).toBe(200);
    expect(
      response.json<ItemResponse<ShippingLineDetail>>().data.basicInfo.routeInformation,
    ).toMatchObject({
      min_working_days: 1,
      min_days_unit: 'weeks',
      max_working_days: 10,
      max_days_unit: 'days',
      route_code: 'CN-CA-A-G',
    });
  });

  it('makes a global pricing change pending for 30 days; a new change replaces it; going back drops it (A25)', async () => {
    const id = demoLine('Vancouver Sea Sensitive').id;
    const url = `${LINES}/${id}`;
    const before = await detailOf(id);
    const inForce = before.pricingInfo.globalPricingInfomation;

    const first = await send('PATCH', url, owner, globalPricing({ base_price: 20 }));
    expect(first.statusCode).toBe(200);
    const saved =
      first.json<ItemResponse<ShippingLineDetail>>().data.pricingInfo.globalPricingInfomation;
    expect(saved).toMatchObject({
      base_price: inForce?.base_price,
      effective_from: inForce?.effective_from,
    });
    expect(saved?.pending).toMatchObject({ ...prices, base_price: 20 });
    expect(saved?.pending?.effective_from).toBe(
      pricingEffectiveFrom(new Date(saved?.pending?.saved_at ?? '')).toISOString(),
    );
    const wait =
      Date.parse(saved?.pending?.effective_from ?? '') - Date.parse(saved?.pending?.saved_at ?? '');
    expect(wait).toBeGreaterThan(29 * DAY_MS);
    expect(wait).toBeLessThanOrEqual(30 * DAY_MS);

    const second = await send('PATCH', url, owner, globalPricing({ base_price: 21.5 }));
    const replaced =
      second.json<ItemResponse<ShippingLineDetail>>().data.pricingInfo.globalPricingInfomation;
    expect(replaced?.pending?.base_price).toBe(21.5);
    const versions = await app.db
      .select()
      .from(shippingLinePricingVersions)
      .where(
        and(
          eq(shippingLinePricingVersions.shipping_line_id, id),
          eq(shippingLinePricingVersions.kind, 'global'),
        ),
      );
    expect(versions).toHaveLength(2); // the one in force and one pending

    const same = await send('PATCH', url, owner, {
      field: 'pricingInfo',
      part: 'globalPricingInfomation',
      payload: {
        base_price: inForce?.base_price,
        unit: inForce?.unit,
        additional_weight_price: inForce?.additional_weight_price,
        per_unit: inForce?.per_unit,
        volumetric_divisor: inForce?.volumetric_divisor,
      },
    });
    expect(
      same.json<ItemResponse<ShippingLineDetail>>().data.pricingInfo.globalPricingInfomation
        ?.pending,
    ).toBeNull();

    const zero = await send('PATCH', url, owner, globalPricing({ volumetric_divisor: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json<ApiError>().message).toBe(
      'payload.volumetric_divisor must be greater than 0.',
    );
  });

  it('makes an exception-city change pending; prices may be 0, cities must be covered (A19)', async () => {
    const id = demoLine('Canada Air Express').id;
    const url = `${LINES}/${id}`;
    const covered = (await detailOf(id)).basicInfo.provinceAndCityInformation[0]?.arrival_cities[0];
    expect(covered).toBeDefined();
    const exceptions = (cityName: string) => ({
      field: 'pricingInfo',
      part: 'exceptionPricingInformation',
      payload: {
        exception_arr: [
          { city_name: cityName, ...prices, base_price: 0, additional_weight_price: 0 },
        ],
      },
    });
    const outside = await send('PATCH', url, owner, exceptions('Toronto-on-Sea'));
    expect(outside.statusCode).toBe(400);
    expect(outside.json<ApiError>().details?.[0]?.field).toBe('payload.exception_arr[0].city_name');

    const response = await send('PATCH', url, owner, exceptions(covered?.name ?? ''));
    expect(response.statusCode).toBe(200);
    const info =
      response.json<ItemResponse<ShippingLineDetail>>().data.pricingInfo
        .exceptionPricingInformation;
    expect(info.exception_arr).toEqual([]);
    expect(info.pending?.exception_arr).toMatchObject([{ city_id: covered?.id, base_price: 0 }]);
    expect(Date.parse(info.pending?.effective_from ?? '') - Date.now()).toBeGreaterThan(
      29 * DAY_MS,
    );
  });

  it('adds size constraints at once', async () => {
    const url = `${LINES}/${demoLine('Canada Air Express').id}`;
    const size = {
      min_weight: 0.1,
      max_weight: 30,
      max_volume: 0.25,
      max_volume_unit: 'cubic_m',
      max_single_length: 120,
      max_single_length_unit: 'cm',
      max_sum_three_side: 300,
      max_sum_three_side_unit: 'cm',
    };
    const wrong = await send('PATCH', url, owner, {
      field: 'parcelInfo',
      payload: { ...size, min_weight: 31 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>().message).toBe('payload.min_weight must be less than max_weight.');
    const response = await send('PATCH', url, owner, { field: 'parcelInfo', payload: size });
    expect(response.statusCode).toBe(200);
    expect(response.json<ItemResponse<ShippingLineDetail>>().data.parcelInfo).toEqual({
      minimum_weight: 0.1,
      maximum_weight: 30,
      maximum_volume: 0.25,
      maximum_volume_unit: 'cubic_m',
      max_single_length: 120,
      max_single_length_unit: 'cm',
      max_sum_three_side: 300,
      max_sum_three_side_unit: 'cm',
    });
  });

  it('moves a line to another active warehouse, not onto one that has its route', async () => {
    const url = `${LINES}/${demoLine('Canada Sea Saver').id}`;
    const move = (warehouseId: string) => ({
      field: 'basicInfo',
      part: 'warehouseInformation',
      payload: { warehouse_id: warehouseId },
    });
    const la = warehouseNamed('Los Angeles Gateway');
    const response = await send('PATCH', url, owner, move(la.id));
    expect(response.statusCode).toBe(200);
    expect(
      response.json<ItemResponse<ShippingLineDetail>>().data.basicInfo.warehouseInformation?.id,
    ).toBe(la.id);
    const unknown = await send('PATCH', url, owner, move(MISSING_ID));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError>().message).toBe(
      'payload.warehouse_id must name one of your warehouses.',
    );
  });

  it('renames a line and stores its picture (multipart); refuses a blank name and a picture over 4 MB', async () => {
    const url = `${LINES}/${demoLine('Canada Air Express').id}`;
    const display = async (
      fields: Record<string, string>,
      files: Parameters<typeof multipartBody>[1] = [],
    ) => {
      const body = await multipartBody(
        { field: 'basicInfo', part: 'displayInformation', ...fields },
        files,
      );
      return app.inject({
        method: 'PATCH',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(owner) },
      });
    };
    const png = discAvatarPng(32, { r: 200, g: 40, b: 40 }, { r: 250, g: 250, b: 250 });
    const response = await display({ name: '  加拿大空运普货专线 Canada Air Express  ' }, [
      { field: 'image', name: 'line.png', type: 'image/png', content: png },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const shown =
      response.json<ItemResponse<ShippingLineDetail>>().data.basicInfo.displayInformation;
    expect(shown.name).toBe('加拿大空运普货专线 Canada Air Express');
    expect(shown.image).toEqual(expect.any(String));

    const blank = await display({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiError>().message).toBe('name is required.');

    const huge = Buffer.concat([png, Buffer.alloc(4 * 1024 * 1024)]);
    const tooBig = await display({}, [
      { field: 'image', name: 'big.png', type: 'image/png', content: huge },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<ApiError>().message).toBe('The image must be at most 4 MB.');

    const notImage = await display({}, [
      {
        field: 'image',
        name: 'line.png',
        type: 'image/png',
        content: Buffer.from('%PDF-1.7 not a picture'),
      },
    ]);
    expect(notImage.statusCode).toBe(415);

    const asJson = await send('PATCH', url, owner, {
      field: 'basicInfo',
      part: 'displayInformation',
      name: 'X',
    });
    expect(asJson.statusCode).toBe(415);
  });

  it('refuses a body that names no section', async () => {
    const url = `${LINES}/${demoLine('Canada Air Express').id}`;
    const response = await send('PATCH', url, owner, {
      field: 'pricingInfo',
      part: 'globalPricingInformation',
      payload: prices,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.[0]?.field).toBe('field');
  });
});

describe('route options and deposit', () => {
  it('offers China to the 22 other countries, sea freight except to landlocked ones', async () => {
    const response = await get(ROUTES, owner);
    expect(response.statusCode).toBe(200);
    const options = response.json<ItemResponse<RouteOptions>>().data;
    const destinations = options.destinations.CN ?? [];
    expect(destinations).toHaveLength(22);
    expect(destinations.map((one) => one.code)).not.toContain('CN');
    expect(destinations.find((one) => one.code === 'CA')).toEqual({
      code: 'CA',
      name: 'Canada',
      zh_name: '加拿大',
    });
    expect(options.shippingMethods['CN-CA']).toEqual(['air', 'sea']);
    expect(options.shippingMethods['CN-CH']).toEqual(['air']);
    expect(options.contentTypes['CN-CA-sea']).toEqual(['general', 'sensitive']);
  });

  it('stops offering a route the platform disables', async () => {
    const where = and(
      eq(routeOptions.destination_country, 'IS'),
      eq(routeOptions.transport_type, 'sea'),
    );
    await app.db.update(routeOptions).set({ enabled: false }).where(where);
    try {
      const options = (await get(ROUTES, owner)).json<ItemResponse<RouteOptions>>().data;
      expect(options.shippingMethods['CN-IS']).toEqual(['air']);
      expect(options.contentTypes['CN-IS-sea']).toBeUndefined();
    } finally {
      await app.db.update(routeOptions).set({ enabled: true }).where(where);
    }
  });

  it('answers the deposit of a route with its discounts, and 404 with the spec’s words when there is none', async () => {
    const response = await get(`${DEPOSIT}?departing_country=CN&arriving_country=CA`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json<ItemResponse<RouteDeposit>>().data).toMatchObject({
      departing_country: 'CN',
      arriving_country: 'CA',
      amount: 1500,
      currency: 'USD',
      discounts: [{ amount: 300 }],
    });
    const none = await get(`${DEPOSIT}?departing_country=CA&arriving_country=US`, owner);
    expect(none.statusCode).toBe(404);
    expect(none.json<ApiError>().message).toBe(
      'No deposit amount for this route found. Please contact support',
    );
    const bad = await get(`${DEPOSIT}?departing_country=CN&arriving_country=JP`, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().message).toBe(
      'arriving_country must be one of the 23 supported countries.',
    );
  });

  it('records "I have completed payment" with the line, at the amount due, for staff to verify', async () => {
    const due = (await get(`${DEPOSIT}?departing_country=CN&arriving_country=CA`, owner)).json<
      ItemResponse<RouteDeposit>
    >().data;
    const openCa = () =>
      app.db
        .select({ amount: depositClaims.amount_cents, method: depositClaims.method })
        .from(depositClaims)
        .where(
          and(
            eq(depositClaims.merchant_id, mapleMerchantId),
            eq(depositClaims.arriving_country, 'CA'),
            eq(depositClaims.status, 'claimed'),
          ),
        );
    const before = await openCa();
    const card = await send('POST', LINES, owner, {
      ...draft({ warehouse: { warehouse_id: warehouseNamed('Los Angeles Gateway').id } }),
      deposit: { method: 'card' },
    });
    expect(card.statusCode).toBe(400);
    expect(card.json<ApiError>().message).toBe('deposit.method must be alipay or wechat.');

    const created = await send('POST', LINES, owner, {
      ...draft({ warehouse: { warehouse_id: warehouseNamed('Los Angeles Gateway').id } }),
      deposit: { method: 'wechat' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await openCa();
    if (before.length === 0) {
      expect(after).toEqual([
        {
          amount: Math.round((due.amount - (due.discounts[0]?.amount ?? 0)) * 100),
          method: 'wechat',
        },
      ]);
    } else {
      // A payment for the route waits already: the line goes on with it, not a second one.
      expect(after).toEqual(before);
    }
  });

  it('names the line as the wizard asked (A49), and refuses a blank or too long name', async () => {
    const at = { warehouse: { warehouse_id: warehouseNamed('Los Angeles Gateway').id } };
    const named = (name: string) => {
      const body = draft(at);
      return { ...body, mainRoute: { ...body.mainRoute, goods_type: 'general', name } };
    };
    const blank = await send('POST', LINES, owner, named('   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiError>().message).toBe('mainRoute.name is required.');
    const long = await send('POST', LINES, owner, named('线'.repeat(101)));
    expect(long.statusCode).toBe(400);
    const created = await send(
      'POST',
      LINES,
      owner,
      named(' 洛杉矶—加拿大空运普货物流专线 LA Air Express '),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(
      created.json<ItemResponse<ShippingLineDetail>>().data.basicInfo.displayInformation.name,
    ).toBe('洛杉矶—加拿大空运普货物流专线 LA Air Express');
  });

  it('takes the draft with its picture as multipart (A49); a refused picture or draft stores no line', async () => {
    const body = draft({ warehouse: { warehouse_id: warehouseNamed('Los Angeles Gateway').id } });
    const line = JSON.stringify({
      ...body,
      mainRoute: {
        ...body.mainRoute,
        transport_method: 'sea',
        goods_type: 'sensitive',
        name: '洛杉矶—加拿大海运敏感货物流专线 LA Sea Saver',
      },
    });
    const create = async (
      fields: Record<string, string>,
      files: Parameters<typeof multipartBody>[1] = [],
    ) => {
      const form = await multipartBody(fields, files);
      return app.inject({
        method: 'POST',
        url: LINES,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(owner) },
      });
    };
    const seaLines = () =>
      app.db
        .select({ id: shippingLines.id })
        .from(shippingLines)
        .where(
          and(
            eq(shippingLines.merchant_id, mapleMerchantId),
            eq(shippingLines.route_code, 'CN-CA-S-S'),
          ),
        );
    const before = (await seaLines()).length;

    const notImage = await create({ line }, [
      {
        field: 'image',
        name: 'line.png',
        type: 'image/png',
        content: Buffer.from('MZ\x90 an exe'),
      },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json<ApiError>().details?.[0]?.field).toBe('image');
    const notJson = await create({ line: '{"mainRoute":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<ApiError>().message).toBe('line must be the draft as a JSON object.');
    const stranger = await create({ line, note: 'hello' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<ApiError>().details?.[0]?.field).toBe('note');
    expect(await seaLines()).toHaveLength(before);

    const png = discAvatarPng(32, { r: 40, g: 90, b: 200 }, { r: 250, g: 250, b: 250 });
    const created = await create({ line }, [
      { field: 'image', name: '海运.png', type: 'image/png', content: png },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const shown = created.json<ItemResponse<ShippingLineDetail>>().data.basicInfo;
    expect(shown.displayInformation.name).toBe('洛杉矶—加拿大海运敏感货物流专线 LA Sea Saver');
    expect(shown.routeInformation.transportation_type).toBe('sea');
    const stored = await app.storage.get(shown.displayInformation.image ?? '');
    expect(stored?.contentType).toBe('image/png');
  });

  it('no line, no claim: eight identical submissions at once are one line, one claim and seven 409s', async () => {
    const body = {
      ...draft({ warehouse: { warehouse_id: warehouseNamed('Shenzhen Consolidation Centre').id } }),
      deposit: { method: 'alipay' },
    };
    const claims = () =>
      app.db
        .select({ id: depositClaims.id })
        .from(depositClaims)
        .where(eq(depositClaims.merchant_id, mapleMerchantId));
    const before = (await claims()).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send('POST', LINES, owner, body)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json<ApiError>().message).toMatch(/already has a shipping line for the route/);
    const lines = await app.db
      .select({ id: shippingLines.id })
      .from(shippingLines)
      .where(
        and(
          eq(shippingLines.warehouse_id, body.warehouse.warehouse_id),
          eq(shippingLines.route_code, 'CN-CA-A-S'),
        ),
      );
    expect(lines).toHaveLength(1);
    // A refused line records no payment: at most the winner's, none when CA's first one waits.
    expect((await claims()).length - before).toBeLessThanOrEqual(1);
    const again = await send('POST', LINES, owner, body);
    expect(again.statusCode).toBe(409);
    expect((await claims()).length - before).toBeLessThanOrEqual(1);
  });
});

describe('permission shipping_lines', () => {
  it('lets a team member with it in, and answers 403 to one without it', async () => {
    const withIt = await signIn(
      app,
      await addSubAccount(app, mapleMerchantId, '6045550177', ['shipping_lines']),
    );
    const without = await signIn(
      app,
      await addSubAccount(app, mapleMerchantId, '6045550178', ['warehouse']),
    );
    const lineUrl = `${LINES}/${demoLine('Canada Air Express').id}`;
    for (const url of [
      LINES,
      lineUrl,
      ROUTES,
      `${DEPOSIT}?departing_country=CN&arriving_country=CA`,
    ]) {
      expect((await get(url, withIt.accessToken)).statusCode).toBe(200);
      expect((await get(url, without.accessToken)).statusCode).toBe(403);
    }
    const patch = await send('PATCH', lineUrl, without.accessToken, {
      field: 'status',
      payload: { status: 'suspend' },
    });
    expect(patch.statusCode).toBe(403);
    expect((await send('POST', LINES, without.accessToken, draft())).statusCode).toBe(403);
    // The warehouse area keeps reading its lines under `warehouse`.
    expect(
      (await get('/api/v1/merchants/warehouses/shipping-lines', without.accessToken)).statusCode,
    ).toBe(200);
  });
});
