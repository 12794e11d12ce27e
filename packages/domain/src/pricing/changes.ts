import { cityKey } from './city.js';
import type { ExceptionCityPricing, LinePricing } from './types.js';

// The pricing forms' validation schemas are the shipping-line contract's (shipping-lines/schemas.ts:
// globalPricingSchema, exceptionPricingSchema), which the server validates with; these say only
// whether a save changes anything.

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
