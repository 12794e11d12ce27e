import { describe, expect, it } from 'vitest';
import { cityKey } from './city.js';
import { convertMinorUnits, priceFor, pricingForCity } from './price.js';
import type { ExchangeRate } from './price.js';
import { applyPricingChange, newPricingSchedule } from './schedule.js';
import type {
  ExceptionCityPricing,
  LinePricing,
  PackageMeasures,
  PricedLine,
  PricingSet,
} from './types.js';

const globalPricing: LinePricing = {
  currency: 'CNY',
  base_price: 30,
  additional_weight_price: 12.5,
  unit: 0.5,
  per_unit: 'per_half_kg',
  volumetric_divisor: 6000,
};
const toronto: ExceptionCityPricing = {
  city_name: 'Toronto',
  city_zh_name: '多伦多',
  currency: 'CNY',
  base_price: 0,
  additional_weight_price: 0,
  unit: 1,
  per_unit: 'per_kg',
  volumetric_divisor: 5000,
};
const vancouver: ExceptionCityPricing = {
  city_name: 'Vancouver',
  city_zh_name: '温哥华',
  currency: 'CNY',
  base_price: 45.8,
  additional_weight_price: 20.05,
  unit: 1,
  per_unit: 'per_kg',
  volumetric_divisor: 5000,
};
const montreal: ExceptionCityPricing = {
  ...vancouver,
  city_name: 'Montreal',
  city_zh_name: '蒙特利尔',
  base_price: 50,
};
const pricingSet: PricingSet = {
  global: globalPricing,
  exceptions: [toronto, vancouver, montreal],
};

const line: PricedLine = {
  schedule: newPricingSchedule(pricingSet, new Date('2026-10-01T02:00:00Z')),
  size: null,
};
const today = new Date('2026-11-22T10:00:00Z');
const parcel = (weight: number, length = 10, width = 10, height = 10): PackageMeasures => ({
  weight,
  length,
  width,
  height,
});
const cad = (rate: number): ExchangeRate => ({ currency: 'CAD', rate, date: '2026-11-22' });

function breakdown(
  measures: PackageMeasures,
  city: string | null,
  at = today,
  rate?: ExchangeRate,
  on: PricedLine = line,
) {
  const result = priceFor(on, measures, city, at, rate);
  if (!result.ok) throw new Error(`refused: ${result.refusals.map((r) => r.rule).join(', ')}`);
  return result.breakdown;
}

describe('priceFor: weights and totals', () => {
  it.each([
    // case, parcel, city, chargeable, additional units, total CNY
    ['exactly the first unit', parcel(0.5), 'Ottawa', 0.5, 0, 30],
    ['exactly on a unit (1.0 kg)', parcel(1), 'Ottawa', 1, 1, 42.5],
    ['just above a unit (1.01 kg)', parcel(1.01), 'Ottawa', 1.5, 2, 55],
    ['exactly 1.5 kg', parcel(1.5), 'Ottawa', 1.5, 2, 55],
    ['volumetric 50×40×30 / 6000 = 10 kg', parcel(2.3, 50, 40, 30), 'Ottawa', 10, 19, 267.5],
    ['no city: global', parcel(1), null, 1, 1, 42.5],
    ['exception city prices 0 (free city)', parcel(3.2), 'Toronto', 4, 3, 0],
    ['exception city, no float drift (45.8 + 3 × 20.05)', parcel(3.2), 'Vancouver', 4, 3, 105.95],
    [
      'exception city divisor 5000: 50×40×30 = 12 kg',
      parcel(2.3, 50, 40, 30),
      'Vancouver',
      12,
      11,
      266.35,
    ],
  ])('%s', (_case, measures, city, chargeable, additionalUnits, total) => {
    const result = breakdown(measures, city);
    expect(result.chargeableWeight).toBe(chargeable);
    expect(result.additional.units).toBe(additionalUnits);
    expect(result.total).toBe(total);
    expect(result.currency).toBe('CNY');
  });

  it('tells every part of the price', () => {
    expect(breakdown(parcel(1.01, 30.5, 20, 10), 'Ottawa')).toEqual({
      actualWeight: 1.01,
      volumetricWeight: 1.017,
      chargeableWeight: 1.5,
      firstUnit: { weight: 0.5, price: 30 },
      additional: { units: 2, unitWeight: 0.5, unitPrice: 12.5, amount: 25 },
      currency: 'CNY',
      total: 55,
      pricingUsed: 'global',
      pricesInForceSince: '2026-10-01',
      converted: null,
    });
  });
});

describe('priceFor: exception cities', () => {
  it.each([
    ['Toronto', 'exception:Toronto'],
    ['toronto', 'exception:Toronto'],
    ['  TORONTO ', 'exception:Toronto'],
    ['多伦多', 'exception:Toronto'],
    ['Montréal', 'exception:Montreal'],
    ['Ottawa', 'global'],
    ['Toronto East', 'global'],
    ['', 'global'],
  ])('%j prices with %s', (city, used) => {
    expect(breakdown(parcel(1), city).pricingUsed).toBe(used);
    expect(pricingForCity(pricingSet, city).used).toBe(used);
  });

  it('compares city names trimmed, without case or accents', () => {
    expect(cityKey(' Montréal ')).toBe('montreal');
  });
});

describe('priceFor: the prices in force on the day', () => {
  const changed = applyPricingChange(
    line.schedule,
    { global: { ...globalPricing, base_price: 35 }, exceptions: [{ ...toronto, base_price: 5 }] },
    new Date('2026-11-22T10:00:00Z'),
  );
  const withChange: PricedLine = { ...line, schedule: changed };

  it.each([
    ['before the effective date', '2026-12-21T15:59:59Z', 'Ottawa', 42.5, '2026-10-01'],
    ['on the effective date (Beijing)', '2026-12-21T16:00:00Z', 'Ottawa', 47.5, '2026-12-22'],
    ['exception before', '2026-12-21T15:59:59Z', 'Toronto', 0, '2026-10-01'],
    ['exception after', '2026-12-22T08:00:00Z', 'Toronto', 5, '2026-12-22'],
  ])('%s', (_case, at, city, total, since) => {
    const result = breakdown(parcel(1), city, new Date(at), undefined, withChange);
    expect(result.total).toBe(total);
    expect(result.pricesInForceSince).toBe(since);
  });
});

describe('priceFor: settlement currency', () => {
  it.each([
    // case, parcel, city, rate, CAD
    ['105.95 CNY × 0.1932 = 20.46954 → 20.47', parcel(3.2), 'Vancouver', 0.1932, 20.47],
    ['42.50 CNY × 0.194 = 8.245 → half up 8.25', parcel(1), 'Ottawa', 0.194, 8.25],
    ['42.50 CNY × 0.1939 = 8.24075 → 8.24', parcel(1), 'Ottawa', 0.1939, 8.24],
    ['a free city stays 0', parcel(3.2), 'Toronto', 0.1932, 0],
  ])('%s', (_case, measures, city, rate, total) => {
    expect(breakdown(measures, city, today, cad(rate)).converted).toEqual({
      currency: 'CAD',
      rate,
      rateDate: '2026-11-22',
      total,
    });
  });

  it('rounds half up to the cent once, after the exact product', () => {
    expect(convertMinorUnits(4250, 0.194)).toBe(825);
    // 3.00 CNY × 0.205 = 0.615: in floating point 300 × 0.205 is 61.499999…
    expect(convertMinorUnits(300, 0.205)).toBe(62);
    expect(convertMinorUnits(1, 0.5)).toBe(1);
    expect(convertMinorUnits(1, 0.4999)).toBe(0);
  });

  it('refuses a rate of 0', () => {
    expect(() => convertMinorUnits(4250, 0)).toThrow(/exchange rate must be greater than 0/);
  });
});

describe('priceFor: size constraints', () => {
  const sized: PricedLine = {
    ...line,
    size: {
      min_weight: 0.1,
      max_weight: 30,
      max_volume: 0.1,
      max_volume_unit: 'cubic_m',
      max_single_length: 1.2,
      max_single_length_unit: 'm',
      max_sum_three_side: 300,
      max_sum_three_side_unit: 'cm',
    },
  };

  it('prices a parcel exactly on every limit', () => {
    const result = priceFor(sized, parcel(30, 50, 40, 50), 'Ottawa', today);
    expect(result.ok).toBe(true);
  });

  it('refuses with every broken limit and no price', () => {
    const result = priceFor(sized, parcel(0.05, 125, 40, 50), 'Ottawa', today);
    expect(result).toEqual({
      ok: false,
      refusals: [
        expect.objectContaining({ rule: 'min_weight', limit: 0.1, actual: 0.05 }),
        expect.objectContaining({ rule: 'max_volume', limit: 0.1, actual: 0.25 }),
        expect.objectContaining({ rule: 'max_single_length', limit: 1.2, actual: 1.25 }),
        expect.objectContaining({ rule: 'max_sum_three_side', limit: 300, actual: 305 }),
      ],
    });
  });
});

describe('priceFor: measures', () => {
  it.each([
    [parcel(0), 'weight'],
    [parcel(1, -10), 'length'],
    [parcel(1, 10, Number.NaN), 'width'],
  ])('throws on %o naming %s', (measures, name) => {
    expect(() => priceFor(line, measures, 'Ottawa', today)).toThrow(
      new RangeError(
        `${name} must be a number greater than 0 (got ${Object.values(measures).find((v) => !(v > 0))}).`,
      ),
    );
  });
});
