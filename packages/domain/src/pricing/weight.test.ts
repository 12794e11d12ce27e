import { describe, expect, it } from 'vitest';
import type { LinePricing } from './types.js';
import { chargeableWeight, volumetricWeight } from './weight.js';

const units = (unit: LinePricing['unit'], per_unit: LinePricing['per_unit']) => ({
  unit,
  per_unit,
});

describe('volumetricWeight', () => {
  it.each([
    ['divisor 5000', { length: 50, width: 40, height: 30 }, 5000, 12],
    ['divisor 6000', { length: 50, width: 40, height: 30 }, 6000, 10],
    ['a started gram counts (6100 / 6000)', { length: 30.5, width: 20, height: 10 }, 6000, 1.017],
    ['small box, divisor 6000', { length: 10, width: 10, height: 10 }, 6000, 0.167],
    ['sides with decimals', { length: 25.5, width: 20.25, height: 10 }, 5000, 1.033],
    ['decimal divisor', { length: 50, width: 40, height: 30 }, 5000.5, 11.999],
  ])('%s', (_case, measures, divisor, expected) => {
    expect(volumetricWeight(measures, divisor)).toBe(expected);
  });

  it.each([0, -1, Number.NaN])('refuses a divisor of %s', (divisor) => {
    expect(() => volumetricWeight({ length: 10, width: 10, height: 10 }, divisor)).toThrow(
      /volumetric_divisor must be a number greater than 0/,
    );
  });
});

describe('chargeableWeight', () => {
  it.each([
    // case, actual, volumetric, units, chargeable, additional units
    ['lighter than the first unit', 0.2, 0.1, units(0.5, 'per_half_kg'), 0.5, 0],
    ['exactly the first unit', 0.5, 0.1, units(0.5, 'per_half_kg'), 0.5, 0],
    ['exactly on a unit (1.0)', 1, 0.1, units(0.5, 'per_half_kg'), 1, 1],
    ['just above a unit (1.01)', 1.01, 0.1, units(0.5, 'per_half_kg'), 1.5, 2],
    ['exactly on a unit (1.5)', 1.5, 0.1, units(0.5, 'per_half_kg'), 1.5, 2],
    ['a gram above 1.5', 1.501, 0.1, units(0.5, 'per_half_kg'), 2, 3],
    ['1 kg unit, exactly 1.0', 1, 0.1, units(1, 'per_kg'), 1, 0],
    ['1 kg unit, 1.01', 1.01, 0.1, units(1, 'per_kg'), 2, 1],
    ['1 kg unit, 0.3', 0.3, 0.1, units(1, 'per_kg'), 1, 0],
    ['1 kg first unit, half-kg steps, 1.2', 1.2, 0.1, units(1, 'per_half_kg'), 1.5, 1],
    ['1 kg first unit, half-kg steps, 2.0', 2, 0.1, units(1, 'per_half_kg'), 2, 2],
    ['half-kg first unit, kg steps, 0.7', 0.7, 0.1, units(0.5, 'per_kg'), 1.5, 1],
    ['half-kg first unit, kg steps, 1.5', 1.5, 0.1, units(0.5, 'per_kg'), 1.5, 1],
    ['half-kg first unit, kg steps, 1.6', 1.6, 0.1, units(0.5, 'per_kg'), 2.5, 2],
    ['volumetric is larger', 2.3, 10, units(0.5, 'per_half_kg'), 10, 19],
    ['volumetric a gram over a unit', 0.8, 1.017, units(0.5, 'per_half_kg'), 1.5, 2],
    ['equal weights', 3, 3, units(1, 'per_kg'), 3, 2],
  ])('%s', (_case, actual, volumetric, pricing, chargeable, additionalUnits) => {
    const weight = chargeableWeight(actual, volumetric, pricing);
    expect(weight.larger).toBe(Math.max(actual, volumetric));
    expect(weight.chargeable).toBe(chargeable);
    expect(weight.additionalUnits).toBe(additionalUnits);
  });
});
