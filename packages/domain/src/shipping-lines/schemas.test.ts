import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import {
  coverageSchema,
  displayInformationSchema,
  exceptionPricingSchema,
  globalPricingSchema,
  mainRouteSchema,
  pricingSchema,
  routeDepositQuerySchema,
  routeTimesSchema,
  shippingLineDraftSchema,
  shippingLinePatchSchemas,
  shippingLinePatchSection,
  sizeConstraintsSchema,
} from './schemas.js';

/** Each failure as `path: message [rule]`, the way the app's failure map reads them. */
function failuresOf(schema: Schema, body: unknown): string[] {
  try {
    schema.validateSync(body, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map(
      (inner) => `${inner.path ?? ''}: ${inner.message} [${inner.type ?? ''}]`,
    );
  }
}

const mainRoute = {
  departing_country: 'CN',
  arrival_country: 'CA',
  transport_method: 'air',
  goods_type: 'general',
  min_time: 5,
  min_days_unit: 'days',
  max_time: 2,
  max_days_unit: 'weeks',
};

const coverage = {
  all_provinces: false,
  provinces: [
    { province_name: 'Ontario', all_cities: false, city_names: ['Toronto', 'Ottawa'] },
    { province_name: 'British Columbia', all_cities: true, city_names: [] },
  ],
};

const prices = {
  base_price: 45.5,
  unit: 0.5,
  additional_weight_price: 12,
  per_unit: 'per_half_kg',
  volumetric_divisor: 5000,
};

const pricing = {
  currency: 'CNY',
  ...prices,
  cities: [{ city_name: 'Toronto', ...prices, base_price: 0, additional_weight_price: 0 }],
};

const draft = {
  mainRoute,
  coverage,
  pricing,
  warehouse: { warehouse_id: '5b0c0d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e' },
};

describe('mainRouteSchema (wizard step 1)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a valid route', {}, []],
    [
      'min equal to max in days (A18)',
      { min_time: 1, min_days_unit: 'weeks', max_time: 7, max_days_unit: 'days' },
      ['min_time: min_time must be less than max_time. [min-before-max]'],
    ],
    [
      'min above max with equal units',
      { min_time: 9, max_time: 3, max_days_unit: 'days' },
      ['min_time: min_time must be less than max_time. [min-before-max]'],
    ],
    ['zero time', { min_time: 0 }, ['min_time: min_time must be greater than 0. [min]']],
    ['a fraction', { max_time: 2.5 }, ['max_time: max_time must be a whole number. [integer]']],
    [
      'months',
      { max_days_unit: 'months' },
      ['max_days_unit: max_days_unit must be days or weeks. [oneOf]'],
    ],
    [
      'from another country',
      { departing_country: 'US' },
      ['departing_country: departing_country must be CN. [oneOf]'],
    ],
    [
      'to China',
      { arrival_country: 'CN' },
      ['arrival_country: arrival_country must be another country than CN. [not-origin]'],
    ],
    [
      'no transport',
      { transport_method: undefined },
      ['transport_method: transport_method is required. [optionality]'],
    ],
    [
      'rail',
      { transport_method: 'rail' },
      ['transport_method: transport_method must be air or sea. [oneOf]'],
    ],
  ])('%s', (_, change, expected) => {
    expect(failuresOf(mainRouteSchema, { ...mainRoute, ...change })).toEqual(expected);
  });

  it('refuses a time sent as text (JSON bodies are strict)', () => {
    expect(failuresOf(mainRouteSchema, { ...mainRoute, min_time: '5' })).toHaveLength(1);
  });
});

describe('coverageSchema (wizard step 2)', () => {
  it.each<[string, unknown, string[]]>([
    ['valid coverage', coverage, []],
    [
      'no province',
      { all_provinces: false, provinces: [] },
      ['provinces: provinces must name at least one province. [min]'],
    ],
    [
      'a province without a city',
      {
        all_provinces: false,
        provinces: [{ province_name: 'Ontario', all_cities: false, city_names: [] }],
      },
      ['provinces[0].city_names: provinces[0].city_names must name at least one city. [has-city]'],
    ],
    [
      'a blank province name',
      {
        all_provinces: false,
        provinces: [{ province_name: ' ', all_cities: true, city_names: [] }],
      },
      ['provinces[0].province_name: provinces[0].province_name is required. [not-blank]'],
    ],
  ])('%s', (_, body, expected) => {
    expect(failuresOf(coverageSchema, body)).toEqual(expected);
  });
});

describe('pricingSchema and globalPricingSchema (A19)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['valid pricing with an exception city at 0', {}, []],
    ['no exceptions', { cities: undefined }, []],
    [
      'zero base price',
      { base_price: 0 },
      ['base_price: base_price must be greater than 0. [min]'],
    ],
    [
      'zero additional price',
      { additional_weight_price: 0 },
      ['additional_weight_price: additional_weight_price must be greater than 0. [min]'],
    ],
    ['unit 2 kg', { unit: 2 }, ['unit: unit must be 0.5 or 1. [oneOf]']],
    [
      'per gram',
      { per_unit: 'per_g' },
      ['per_unit: per_unit must be per_half_kg or per_kg. [oneOf]'],
    ],
    [
      'divisor 0',
      { volumetric_divisor: 0 },
      ['volumetric_divisor: volumetric_divisor must be greater than 0. [min]'],
    ],
    ['US dollars', { currency: 'USD' }, ['currency: currency must be CNY. [oneOf]']],
    [
      'three decimals',
      { base_price: 1.005 },
      ['base_price: base_price must have at most 2 decimals. [decimals]'],
    ],
    [
      'an exception with divisor 0',
      { cities: [{ city_name: 'Toronto', ...prices, volumetric_divisor: 0 }] },
      ['cities[0].volumetric_divisor: cities[0].volumetric_divisor must be greater than 0. [min]'],
    ],
    [
      'an exception with a negative price',
      { cities: [{ city_name: 'Toronto', ...prices, base_price: -1 }] },
      ['cities[0].base_price: cities[0].base_price must be 0 or more. [min]'],
    ],
    [
      'the same city twice',
      {
        cities: [
          { city_name: 'Toronto', ...prices },
          { city_name: ' toronto', ...prices },
        ],
      },
      ['cities: cities names a city twice. [unique]'],
    ],
    // Below the stored precision: kept as sent, they would be stored as 0.00 (issue 39).
    [
      'a base price of 1e-300',
      { base_price: 1e-300 },
      ['base_price: base_price must have at most 2 decimals. [decimals]'],
    ],
    [
      'a divisor of 1e-300',
      { volumetric_divisor: 1e-300 },
      ['volumetric_divisor: volumetric_divisor must have at most 2 decimals. [decimals]'],
    ],
    // Items of the wrong type are each reported, not a crash of the list's own check.
    [
      'an exception that is no object, one with a number for its province, one without a city',
      {
        cities: [
          null,
          { city_name: 'Toronto', province_name: 7, ...prices },
          { province_name: 'Ontario', ...prices },
        ],
      },
      [
        'cities[0]: cities[0] cannot be null [nullable]',
        'cities[1].province_name: cities[1].province_name must be a `string` type, but the final value was: `7`. [typeError]',
        'cities[2].city_name: cities[2].city_name is required. [optionality]',
      ],
    ],
  ])('%s', (_, change, expected) => {
    expect(failuresOf(pricingSchema, { ...pricing, ...change })).toEqual(expected);
  });

  it('takes the five values of the global PATCH', () => {
    expect(failuresOf(globalPricingSchema, prices)).toEqual([]);
    expect(failuresOf(globalPricingSchema, { ...prices, currency: 'CNY' })).toEqual([
      ': Unknown field: currency. [noUnknown]',
    ]);
  });
});

describe('shippingLineDraftSchema', () => {
  it('accepts the whole draft', () => {
    expect(failuresOf(shippingLineDraftSchema, draft)).toEqual([]);
  });

  it('names each missing step', () => {
    expect(failuresOf(shippingLineDraftSchema, {})).toEqual([
      'mainRoute: mainRoute is required. [optionality]',
      'coverage: coverage is required. [optionality]',
      'pricing: pricing is required. [optionality]',
      'warehouse: warehouse is required. [optionality]',
    ]);
  });

  it('names nested failures by their path', () => {
    expect(
      failuresOf(shippingLineDraftSchema, {
        ...draft,
        mainRoute: { ...mainRoute, max_time: 0 },
        warehouse: { warehouse_id: 'main' },
      }),
    ).toEqual([
      'mainRoute.max_time: mainRoute.max_time must be greater than 0. [min]',
      'warehouse.warehouse_id: warehouse.warehouse_id must be a warehouse id. [uuid]',
    ]);
  });
});

describe('the A24 PATCH bodies', () => {
  it.each<[string, unknown, string | null]>([
    ['status', { field: 'status', payload: { status: 'suspend' } }, 'status'],
    ['route', { field: 'basicInfo', part: 'routeInformation', payload: {} }, 'routeInformation'],
    ['warehouse', { field: 'basicInfo', part: 'warehouseInformation' }, 'warehouseInformation'],
    ['display', { field: 'basicInfo', part: 'displayInformation' }, 'displayInformation'],
    [
      'global pricing',
      { field: 'pricingInfo', part: 'globalPricingInfomation' },
      'globalPricingInfomation',
    ],
    [
      'exceptions',
      { field: 'pricingInfo', part: 'exceptionPricingInformation' },
      'exceptionPricingInformation',
    ],
    ['size', { field: 'parcelInfo' }, 'parcelInfo'],
    ['pricing spelt right', { field: 'pricingInfo', part: 'globalPricingInformation' }, null],
    ['basicInfo without part', { field: 'basicInfo' }, null],
    ['unknown field', { field: 'name' }, null],
  ])('%s → %s', (_, body, section) => {
    expect(shippingLinePatchSection(body as { field?: unknown; part?: unknown })).toBe(section);
  });

  it.each<[string, keyof typeof shippingLinePatchSchemas, unknown, string[]]>([
    ['a status action', 'status', { field: 'status', payload: { status: 'delete' } }, []],
    [
      'an unknown status action',
      'status',
      { field: 'status', payload: { status: 'activate' } },
      ['payload.status: payload.status must be suspend, reactivate or delete. [oneOf]'],
    ],
    [
      'route times',
      'routeInformation',
      {
        field: 'basicInfo',
        part: 'routeInformation',
        payload: {
          min_working_days: 3,
          min_days_unit: 'days',
          max_working_days: 1,
          max_days_unit: 'weeks',
        },
      },
      [],
    ],
    [
      'route times in the wrong order',
      'routeInformation',
      {
        field: 'basicInfo',
        part: 'routeInformation',
        payload: {
          min_working_days: 2,
          min_days_unit: 'weeks',
          max_working_days: 10,
          max_days_unit: 'days',
        },
      },
      [
        'payload.min_working_days: payload.min_working_days must be less than max_working_days. [min-before-max]',
      ],
    ],
    [
      'no payload',
      'warehouseInformation',
      { field: 'basicInfo', part: 'warehouseInformation' },
      ['payload: payload is required. [optionality]'],
    ],
    [
      'an empty exception list',
      'exceptionPricingInformation',
      { field: 'pricingInfo', part: 'exceptionPricingInformation', payload: { exception_arr: [] } },
      [],
    ],
    [
      'an unknown envelope field',
      'parcelInfo',
      {
        field: 'parcelInfo',
        part: 'size',
        payload: {
          min_weight: 0.1,
          max_weight: 30,
          max_volume: 0.5,
          max_volume_unit: 'cubic_m',
          max_single_length: 120,
          max_single_length_unit: 'cm',
          max_sum_three_side: 300,
          max_sum_three_side_unit: 'cm',
        },
      },
      [': Unknown field: part. [noUnknown]'],
    ],
  ])('%s', (_, section, body, expected) => {
    expect(failuresOf(shippingLinePatchSchemas[section], body)).toEqual(expected);
  });
});

describe('routeTimesSchema', () => {
  it('needs all four values', () => {
    expect(failuresOf(routeTimesSchema, {})).toEqual([
      'min_working_days: min_working_days is required. [optionality]',
      'min_days_unit: min_days_unit is required. [optionality]',
      'max_working_days: max_working_days is required. [optionality]',
      'max_days_unit: max_days_unit is required. [optionality]',
    ]);
  });
});

describe('sizeConstraintsSchema', () => {
  const size = {
    min_weight: 0.1,
    max_weight: 30,
    max_volume: 0.5,
    max_volume_unit: 'cubic_m',
    max_single_length: 120,
    max_single_length_unit: 'cm',
    max_sum_three_side: 300,
    max_sum_three_side_unit: 'cm',
  };

  it.each<[string, Record<string, unknown>, string[]]>([
    ['valid sizes', {}, []],
    ['zero volume', { max_volume: 0 }, ['max_volume: max_volume must be greater than 0. [min]']],
    [
      'null length',
      { max_single_length: null },
      ['max_single_length: max_single_length is required. [nullable]'],
    ],
    [
      'inches',
      { max_single_length_unit: 'in' },
      ['max_single_length_unit: max_single_length_unit must be cm or m. [oneOf]'],
    ],
    [
      'litres',
      { max_volume_unit: 'l' },
      ['max_volume_unit: max_volume_unit must be cubic_cm or cubic_m. [oneOf]'],
    ],
    [
      'min weight above max',
      { min_weight: 40 },
      ['min_weight: min_weight must be less than max_weight. [min-weight-below-max]'],
    ],
  ])('%s', (_, change, expected) => {
    expect(failuresOf(sizeConstraintsSchema, { ...size, ...change })).toEqual(expected);
  });
});

describe('displayInformationSchema (multipart text fields)', () => {
  const display = { field: 'basicInfo', part: 'displayInformation' };

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a name', { name: '温哥华空运普货专线 Vancouver Air' }, []],
    ['only an image (no name field)', {}, []],
    ['a blank name', { name: '   ' }, ['name: name is required. [not-blank]']],
    [
      'a long name',
      { name: 'x'.repeat(101) },
      ['name: name must be at most 100 characters. [max]'],
    ],
  ])('%s', (_, change, expected) => {
    expect(failuresOf(displayInformationSchema, { ...display, ...change })).toEqual(expected);
  });
});

describe('exceptionPricingSchema', () => {
  it('needs the list', () => {
    expect(failuresOf(exceptionPricingSchema, {})).toEqual([
      'exception_arr: exception_arr is required. [optionality]',
    ]);
  });
});

describe('deposit', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a route', { departing_country: 'cn', arriving_country: 'CA' }, []],
    [
      'no destination',
      { departing_country: 'CN' },
      ['arriving_country: arriving_country is required. [optionality]'],
    ],
    [
      'an unknown country',
      { departing_country: 'CN', arriving_country: 'JP' },
      ['arriving_country: arriving_country must be one of the 23 supported countries. [oneOf]'],
    ],
  ])('query: %s', (_, query, expected) => {
    expect(failuresOf(routeDepositQuerySchema, query)).toEqual(expected);
  });

  it.each<[string, unknown, string[]]>([
    ['alipay', { method: 'alipay' }, []],
    ['wechat', { method: 'wechat' }, []],
    ['none: a line without a payment', undefined, []],
    [
      'a card',
      { method: 'card' },
      ['deposit.method: deposit.method must be alipay or wechat. [oneOf]'],
    ],
    ['no method', {}, ['deposit.method: deposit.method is required. [optionality]']],
    [
      'another field',
      { method: 'alipay', paid: true },
      ['deposit: deposit has an unknown field: paid. [noUnknown]'],
    ],
  ])('the payment sent with a new line: %s', (_, deposit, expected) => {
    expect(failuresOf(shippingLineDraftSchema, { ...draft, deposit })).toEqual(expected);
  });
});
