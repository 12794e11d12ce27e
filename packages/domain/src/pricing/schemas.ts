import { array, number, object, string } from 'yup';
import { toDecimal } from './decimal.js';
import { cityKey } from './city.js';
import type { ExceptionCityPricing, LinePricing } from './types.js';
import { PER_UNITS, PRICING_CURRENCIES, PRICING_UNITS } from './types.js';

/** A price above this is a typo (CNY per unit). */
export const PRICE_MAX = 100_000;
/** A dimensional factor above this makes every parcel weigh nothing. */
export const VOLUMETRIC_DIVISOR_MAX = 1_000_000;
export const CITY_NAME_MAX = 64;
/** More exception cities than a province has cities is a mistake in the request. */
export const EXCEPTION_CITIES_MAX = 200;

/** True when `value` has at most two decimals (a price in fen); other rules judge the rest. */
function hasCents(value: number): boolean {
  return !Number.isFinite(value) || value < 0 || toDecimal(value).scale <= 2;
}

/**
 * A price: greater than 0 on the global pricing, at least 0 on an exception city (A19 — a free
 * city is plausible); at most 2 decimals.
 */
function price(field: string, allowZero: boolean) {
  return number()
    .required(`${field} is required.`)
    .test(
      allowZero ? 'not-negative' : 'positive',
      allowZero ? `${field} must be 0 or more.` : `${field} must be greater than 0.`,
      (value) => value == null || (allowZero ? value >= 0 : value > 0),
    )
    .test(
      'cents',
      `${field} must have at most 2 decimals.`,
      (value) => value == null || hasCents(value),
    )
    .test(
      'max',
      `${field} must be at most ${PRICE_MAX}.`,
      (value) => value == null || value <= PRICE_MAX,
    );
}

function pricingFields(allowZero: boolean) {
  return {
    currency: string().oneOf(PRICING_CURRENCIES, 'currency must be CNY.'),
    base_price: price('base_price', allowZero),
    additional_weight_price: price('additional_weight_price', allowZero),
    unit: number().required('unit is required.').oneOf(PRICING_UNITS, 'unit must be 0.5 or 1.'),
    per_unit: string()
      .required('per_unit is required.')
      .oneOf(PER_UNITS, 'per_unit must be per_half_kg or per_kg.'),
    volumetric_divisor: number()
      .required('volumetric_divisor is required.')
      .test(
        'positive',
        'volumetric_divisor must be greater than 0.',
        (value) => value == null || value > 0,
      )
      .test(
        'max',
        `volumetric_divisor must be at most ${VOLUMETRIC_DIVISOR_MAX}.`,
        (value) => value == null || value <= VOLUMETRIC_DIVISOR_MAX,
      ),
  };
}

/**
 * The global pricing card and the wizard's pricing step: base and additional price > 0, unit and
 * per_unit set, divisor > 0 (spec §5). Currency may be left out (it is always CNY).
 */
export const globalPricingSchema = object(pricingFields(false))
  .noUnknown('Unknown field: ${unknown}.')
  .strict();

/** One exception city: prices ≥ 0 (A19), units set, divisor > 0, a city name. */
export const exceptionCityPricingSchema = object({
  city_name: string()
    .required('city_name is required.')
    .test('not-blank', 'city_name is required.', (value) => value == null || value.trim() !== '')
    .max(CITY_NAME_MAX, `city_name must be at most ${CITY_NAME_MAX} characters.`),
  city_zh_name: string()
    .nullable()
    .max(CITY_NAME_MAX, `city_zh_name must be at most ${CITY_NAME_MAX} characters.`),
  ...pricingFields(true),
})
  .noUnknown('Unknown field: ${unknown}.')
  .strict();

/** The exception-city card's save: at least one city, each once (spec §5). */
export const exceptionPricingSchema = object({
  exception_arr: array()
    .of(exceptionCityPricingSchema)
    .required('exception_arr is required.')
    .min(1, 'Add at least one exception city.')
    .max(EXCEPTION_CITIES_MAX, `exception_arr must hold at most ${EXCEPTION_CITIES_MAX} cities.`)
    .test('unique-cities', 'Each exception city may appear once.', (cities) => {
      if (cities == null) return true;
      const keys = cities.map((city) => cityKey(city.city_name ?? ''));
      return new Set(keys).size === keys.length;
    }),
})
  .noUnknown('Unknown field: ${unknown}.')
  .strict();

const PRICING_FIELDS = [
  'base_price',
  'additional_weight_price',
  'unit',
  'per_unit',
  'volumetric_divisor',
] as const;

/** Whether a global pricing save changes anything (Save is enabled only then). */
export function globalPricingChanged(before: LinePricing, after: LinePricing): boolean {
  return PRICING_FIELDS.some((field) => before[field] !== after[field]);
}

/** Whether an exception-city save changes anything: a city added, removed or repriced. */
export function exceptionPricingChanged(
  before: readonly ExceptionCityPricing[],
  after: readonly ExceptionCityPricing[],
): boolean {
  if (before.length !== after.length) return true;
  const byCity = new Map(before.map((city) => [cityKey(city.city_name), city]));
  return after.some((city) => {
    const previous = byCity.get(cityKey(city.city_name));
    return previous === undefined || globalPricingChanged(previous, city);
  });
}
