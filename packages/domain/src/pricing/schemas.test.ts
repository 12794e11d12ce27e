import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  exceptionCityPricingSchema,
  exceptionPricingChanged,
  exceptionPricingSchema,
  globalPricingChanged,
  globalPricingSchema,
} from './schemas.js';
import type { ExceptionCityPricing, LinePricing } from './types.js';

/** Each rejected field with the name of the first rule it failed (yup calls a missing value "optionality"). */
function failures(
  schema: { validateSync: (value: unknown, options: object) => unknown },
  value: unknown,
) {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const result: Record<string, string> = {};
    for (const failure of error.inner) {
      const path = failure.path ?? '';
      if (!(path in result)) result[path] = failure.type ?? 'invalid';
    }
    return result;
  }
}

const global = {
  base_price: 30,
  additional_weight_price: 12.5,
  unit: 0.5,
  per_unit: 'per_half_kg',
  volumetric_divisor: 5000,
};
const toronto = {
  city_name: 'Toronto',
  city_zh_name: '多伦多',
  ...global,
  base_price: 0,
  additional_weight_price: 0,
  unit: 1,
  per_unit: 'per_kg',
};

describe('globalPricingSchema', () => {
  it.each([
    ['a valid payload', global, {}],
    ['with currency CNY', { ...global, currency: 'CNY' }, {}],
    ['base price 0', { ...global, base_price: 0 }, { base_price: 'positive' }],
    [
      'additional price 0',
      { ...global, additional_weight_price: 0 },
      { additional_weight_price: 'positive' },
    ],
    ['divisor 0', { ...global, volumetric_divisor: 0 }, { volumetric_divisor: 'positive' }],
    ['three decimals', { ...global, base_price: 30.125 }, { base_price: 'cents' }],
    ['unit 2', { ...global, unit: 2 }, { unit: 'oneOf' }],
    ['per_unit per_lb', { ...global, per_unit: 'per_lb' }, { per_unit: 'oneOf' }],
    ['currency USD', { ...global, currency: 'USD' }, { currency: 'oneOf' }],
    ['a price too large', { ...global, base_price: 100_000.01 }, { base_price: 'max' }],
    [
      'a missing divisor',
      { ...global, volumetric_divisor: undefined },
      { volumetric_divisor: 'optionality' },
    ],
    ['a price as text', { ...global, base_price: '30' }, { base_price: 'typeError' }],
  ])('%s', (_case, payload, expected) => {
    expect(failures(globalPricingSchema, payload)).toEqual(expected);
  });

  it('refuses an unknown field', () => {
    expect(() => globalPricingSchema.validateSync({ ...global, discount: 5 })).toThrow(
      'Unknown field: discount.',
    );
  });
});

describe('exceptionCityPricingSchema (A19)', () => {
  it.each([
    ['prices 0 (a free city)', toronto, {}],
    ['negative base price', { ...toronto, base_price: -1 }, { base_price: 'not-negative' }],
    ['divisor 0', { ...toronto, volumetric_divisor: 0 }, { volumetric_divisor: 'positive' }],
    ['blank city', { ...toronto, city_name: '  ' }, { city_name: 'not-blank' }],
    ['no unit', { ...toronto, unit: undefined }, { unit: 'optionality' }],
  ])('%s', (_case, payload, expected) => {
    expect(failures(exceptionCityPricingSchema, payload)).toEqual(expected);
  });
});

describe('exceptionPricingSchema', () => {
  it.each([
    ['one city', { exception_arr: [toronto] }, {}],
    ['no city', { exception_arr: [] }, { exception_arr: 'min' }],
    [
      'the same city twice',
      { exception_arr: [toronto, { ...toronto, city_name: ' toronto' }] },
      { exception_arr: 'unique-cities' },
    ],
    [
      'a bad price in the second city',
      {
        exception_arr: [toronto, { ...toronto, city_name: 'Ottawa', additional_weight_price: -2 }],
      },
      { 'exception_arr[1].additional_weight_price': 'not-negative' },
    ],
  ])('%s', (_case, payload, expected) => {
    expect(failures(exceptionPricingSchema, payload)).toEqual(expected);
  });
});

describe('something changed', () => {
  const before: LinePricing = { currency: 'CNY', ...global, unit: 0.5, per_unit: 'per_half_kg' };
  const city = (name: string, base_price: number): ExceptionCityPricing => ({
    ...before,
    city_name: name,
    base_price,
  });

  it.each([
    ['nothing', before, false],
    ['the base price', { ...before, base_price: 31 }, true],
    ['the per_unit', { ...before, per_unit: 'per_kg' as const }, true],
    ['the divisor', { ...before, volumetric_divisor: 6000 }, true],
  ])('global: %s', (_case, after, changed) => {
    expect(globalPricingChanged(before, after)).toBe(changed);
  });

  it.each([
    ['the same cities in another order', [city('Toronto', 0), city('Ottawa', 5)], false],
    ['a repriced city', [city('Toronto', 1), city('Ottawa', 5)], true],
    ['a removed city', [city('Toronto', 0)], true],
    ['a city replaced by another', [city('Toronto', 0), city('Calgary', 5)], true],
  ])('exceptions: %s', (_case, after, changed) => {
    expect(exceptionPricingChanged([city('Ottawa', 5), city('Toronto', 0)], after)).toBe(changed);
  });
});
