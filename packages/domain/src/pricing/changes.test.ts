import { describe, expect, it } from 'vitest';
import { exceptionPricingChanged, globalPricingChanged } from './changes.js';
import type { ExceptionCityPricing, LinePricing } from './types.js';

const global = {
  base_price: 30,
  additional_weight_price: 12.5,
  unit: 0.5,
  per_unit: 'per_half_kg',
  volumetric_divisor: 5000,
};
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
