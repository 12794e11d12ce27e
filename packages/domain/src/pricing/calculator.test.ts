import { describe, expect, it } from 'vitest';
import { priceCalculator } from './calculator.js';
import type { PriceCalculatorInput } from './calculator.js';
import { applyPricingChange, newPricingSchedule } from './schedule.js';
import type { LinePricing, PricedLine } from './types.js';

const globalPricing: LinePricing = {
  currency: 'CNY',
  base_price: 30,
  additional_weight_price: 12.5,
  unit: 0.5,
  per_unit: 'per_half_kg',
  volumetric_divisor: 6000,
};
const line: PricedLine = {
  schedule: newPricingSchedule(
    {
      global: globalPricing,
      exceptions: [
        {
          ...globalPricing,
          city_name: 'Toronto',
          city_zh_name: '多伦多',
          base_price: 0,
          additional_weight_price: 0,
        },
      ],
    },
    new Date('2026-10-01T02:00:00Z'),
  ),
  size: {
    min_weight: 0.1,
    max_weight: 30,
    max_volume: 0.1,
    max_volume_unit: 'cubic_m',
    max_single_length: 120,
    max_single_length_unit: 'cm',
    max_sum_three_side: 3,
    max_sum_three_side_unit: 'm',
  },
};
const now = new Date('2026-11-22T10:00:00Z');
const input = (overrides: Partial<PriceCalculatorInput> = {}): PriceCalculatorInput => ({
  weight: '1.01',
  length: '30.5',
  width: '20',
  height: '10',
  city: 'Ottawa',
  ...overrides,
});

describe('priceCalculator: typed fields', () => {
  it.each([
    ['blank weight', { weight: '' }, { weight: 'required' }],
    ['spaces only', { length: '   ' }, { length: 'required' }],
    ['letters', { width: '2O' }, { width: 'number' }],
    ['two dots', { height: '1.2.3' }, { height: 'number' }],
    ['a minus sign', { weight: '-1' }, { weight: 'number' }],
    ['zero', { weight: '0' }, { weight: 'positive' }],
    ['zero with decimals', { length: '0.00' }, { length: 'positive' }],
    ['four decimals on the weight', { weight: '1.0005' }, { weight: 'decimals' }],
    ['three decimals on a side', { width: '20.125' }, { width: 'decimals' }],
    ['over 1000 kg', { weight: '1000.5' }, { weight: 'max' }],
    [
      'every field wrong',
      { weight: '', length: 'x', width: '0', height: '1001' },
      {
        weight: 'required',
        length: 'number',
        width: 'positive',
        height: 'max',
      },
    ],
  ])('%s', (_case, overrides, fieldErrors) => {
    expect(priceCalculator(line, input(overrides), now)).toEqual({ ok: false, fieldErrors });
  });

  it.each([
    ['a trailing dot', { weight: '1.' }, 1],
    ['a leading dot', { weight: '.5' }, 0.5],
    ['trailing zeros', { weight: '1.0100' }, 1.01],
    ['spaces around', { weight: ' 2 ' }, 2],
  ])('reads %s', (_case, overrides, weight) => {
    const result = priceCalculator(line, input(overrides), now);
    expect(result.ok && result.current.ok && result.current.breakdown.actualWeight).toBe(weight);
  });
});

describe('priceCalculator: quotes', () => {
  it('quotes under the prices in force when nothing is pending', () => {
    const result = priceCalculator(line, input(), now);
    expect(result.ok).toBe(true);
    if (!result.ok || !result.current.ok) throw new Error('expected a quote');
    expect(result.current.breakdown.total).toBe(55);
    expect(result.pending).toBeNull();
  });

  it('a blank city prices with the global pricing; an exception city with its own', () => {
    const blank = priceCalculator(line, input({ city: ' ' }), now);
    const free = priceCalculator(line, input({ city: '多伦多' }), now);
    expect(blank.ok && blank.current.ok && blank.current.breakdown.pricingUsed).toBe('global');
    expect(free.ok && free.current.ok && free.current.breakdown.total).toBe(0);
  });

  it('quotes under the pending prices too, from their effective date', () => {
    const changed: PricedLine = {
      ...line,
      schedule: applyPricingChange(
        line.schedule,
        { global: { ...globalPricing, additional_weight_price: 15 } },
        new Date('2026-11-20T03:00:00Z'),
      ),
    };
    const result = priceCalculator(changed, input(), now, {
      currency: 'CAD',
      rate: 0.1932,
      date: '2026-11-22',
    });
    if (!result.ok || !result.current.ok || result.pending === null || !result.pending.result.ok) {
      throw new Error('expected both quotes');
    }
    expect(result.current.breakdown.total).toBe(55);
    expect(result.current.breakdown.converted?.total).toBe(10.63);
    expect(result.pending.effectiveDate).toBe('2026-12-20');
    expect(result.pending.result.breakdown.total).toBe(60);
    expect(result.pending.result.breakdown.pricesInForceSince).toBe('2026-12-20');
  });

  it('says which size limits the parcel breaks', () => {
    const result = priceCalculator(line, input({ weight: '31', length: '121' }), now);
    expect(result.ok && !result.current.ok && result.current.refusals.map((r) => r.rule)).toEqual([
      'max_weight',
      'max_single_length',
    ]);
  });
});
