import { describe, expect, it } from 'vitest';
import { priceCalculator, pricingEffectiveFrom, type ShippingLineDetail } from '@jiyun/domain';
import {
  activeLine,
  globalPricing,
  lineWithoutPricing,
  lineWithoutSize,
  lineWithPendingPricing,
  toronto,
} from '../stories/fixtures';
import {
  calculatorCities,
  formatKg,
  formatYuan,
  formatMeasure,
  pricedLineOf,
  totalDifference,
} from './price-calculator';

const now = new Date('2026-11-23T04:00:00Z');
const parcel = { weight: '1.2', length: '30', width: '20', height: '10' };

/** The total of a parcel on a line for a city: now and, when a change waits, under it. */
function totals(line: ShippingLineDetail, city: string, input = parcel) {
  const priced = pricedLineOf(line);
  if (!priced) throw new Error('expected prices');
  const result = priceCalculator(priced, { ...input, city }, now);
  if (!result.ok) throw new Error('expected valid input');
  const current = result.current.ok ? result.current.breakdown.total : 'refused';
  const pending =
    result.pending === null
      ? null
      : {
          from: result.pending.effectiveDate,
          total: result.pending.result.ok ? result.pending.result.breakdown.total : 'refused',
        };
  return { current, pending };
}

describe('pricedLineOf', () => {
  it.each([
    // Global 45 + 15 per started 0.5 kg: 1.2 kg → 0.5 + 2 steps = 75.
    ['global, nothing pending', activeLine, 'Vancouver', { current: 75, pending: null }],
    // Toronto 52 + 18.5 per 0.5 kg, divisor 6000: 1.2 kg → 89.
    ['exception city, nothing pending', activeLine, 'Toronto', { current: 89, pending: null }],
    [
      'global with a pending change',
      lineWithPendingPricing,
      'Ottawa',
      { current: 75, pending: { from: '2026-12-20', total: 80 } },
    ],
    [
      'exception city with a pending change (free from the 20th)',
      lineWithPendingPricing,
      '多伦多',
      { current: 89, pending: { from: '2026-12-20', total: 0 } },
    ],
  ])('%s', (_case, line, city, expected) => {
    expect(totals(line, city)).toEqual(expected);
  });

  it('a pending global change alone keeps the exception cities in force', () => {
    const line: ShippingLineDetail = {
      ...lineWithPendingPricing,
      pricingInfo: {
        ...lineWithPendingPricing.pricingInfo,
        exceptionPricingInformation: { exception_arr: [toronto], pending: null },
      },
    };
    expect(totals(line, 'Toronto')).toEqual({
      current: 89,
      pending: { from: '2026-12-20', total: 89 },
    });
  });

  it('two pending parts with different dates count from the later one', () => {
    const line: ShippingLineDetail = {
      ...lineWithPendingPricing,
      pricingInfo: {
        globalPricingInfomation: {
          ...globalPricing,
          pending: {
            ...globalPricing,
            additional_weight_price: 16,
            saved_at: '2026-11-01T02:00:00.000Z',
            effective_from: '2026-12-01T02:00:00.000Z',
          },
        },
        exceptionPricingInformation: {
          exception_arr: [toronto],
          pending: {
            saved_at: '2026-11-10T02:00:00.000Z',
            // 17:00 UTC is already the 11th in Beijing.
            effective_from: '2026-12-10T17:00:00.000Z',
            exception_arr: [],
          },
        },
      },
    };
    expect(totals(line, 'Toronto')).toEqual({
      current: 89,
      pending: { from: '2026-12-11', total: 77 },
    });
  });

  it('a change saved late on 22 November (Beijing) is quoted from 22 December, as the server dates it', () => {
    // 23:30 in Beijing; the server's effective_from is 00:00 Beijing time, 16:00 UTC the day before.
    const savedAt = new Date('2026-11-22T15:30:00Z');
    const effectiveFrom = pricingEffectiveFrom(savedAt).toISOString();
    expect(effectiveFrom).toBe('2026-12-21T16:00:00.000Z');
    const line: ShippingLineDetail = {
      ...activeLine,
      pricingInfo: {
        ...activeLine.pricingInfo,
        globalPricingInfomation: {
          ...globalPricing,
          pending: {
            currency: 'CNY',
            base_price: 48,
            unit: 0.5,
            additional_weight_price: 16,
            per_unit: 'per_half_kg',
            volumetric_divisor: 5000,
            saved_at: savedAt.toISOString(),
            effective_from: effectiveFrom,
          },
        },
      },
    };
    expect(totals(line, 'Ottawa').pending).toEqual({ from: '2026-12-22', total: 80 });
  });

  it('checks the parcel against the size constraints, and against none when there are none', () => {
    const heavy = { ...parcel, weight: '31' };
    expect(totals(activeLine, 'Ottawa', heavy).current).toBe('refused');
    expect(totals(lineWithoutSize, 'Ottawa', heavy).current).toBe(45 + 61 * 15);
  });

  it('has nothing to quote for a line stored without prices', () => {
    expect(pricedLineOf(lineWithoutPricing)).toBeNull();
  });
});

describe('calculatorCities', () => {
  it('offers the covered cities of the detail, named in the merchant language', () => {
    expect(calculatorCities(activeLine, 'zhHans').map((city) => city.label)).toEqual([
      '温哥华',
      '列治文',
      '本拿比',
      '多伦多',
      '渥太华',
    ]);
    expect(calculatorCities(activeLine, 'en').at(-1)).toEqual({
      id: 'CA-ON-OTTAWA',
      name: 'Ottawa',
      label: 'Ottawa',
      province: 'Ontario',
    });
  });
});

describe('formatting', () => {
  it.each([
    [formatYuan(1234.5, 'en'), '1,234.50'],
    [formatYuan(0, 'zhHans'), '0.00'],
    [formatKg(1.01, 'en'), '1.01'],
    [formatKg(2, 'en'), '2'],
    [formatKg(0.834, 'zhHans'), '0.834'],
    [formatMeasure(0.216, 'en'), '0.216'],
    [formatMeasure(0.000125, 'en'), '0.000125'],
    [formatMeasure(1000, 'zhHans'), '1,000'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });

  it.each([
    [55, 60, 5],
    [45.8, 45.1, -0.7],
    [0.3, 0.1, -0.2],
  ])('%s → %s differs by %s', (current, pending, difference) => {
    expect(totalDifference(current, pending)).toBe(difference);
  });
});
