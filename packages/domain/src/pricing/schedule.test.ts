import { describe, expect, it } from 'vitest';
import {
  applyPricingChange,
  newPricingSchedule,
  pendingUntil,
  pricesInForce,
  pricingDay,
  pricingDayStart,
  settlePricingSchedule,
} from './schedule.js';
import type { ExceptionCityPricing, LinePricing, PricingSchedule, PricingSet } from './types.js';

const global = (base_price: number): LinePricing => ({
  currency: 'CNY',
  base_price,
  additional_weight_price: 12.5,
  unit: 0.5,
  per_unit: 'per_half_kg',
  volumetric_divisor: 6000,
});
const toronto = (base_price: number): ExceptionCityPricing => ({
  ...global(base_price),
  city_name: 'Toronto',
  city_zh_name: '多伦多',
});
const set = (base: number, exceptions: ExceptionCityPricing[] = []): PricingSet => ({
  global: global(base),
  exceptions,
});

const created = newPricingSchedule(set(30), new Date('2026-10-01T02:00:00Z'));

describe('pricing days (Asia/Shanghai)', () => {
  it.each([
    ['2026-11-22T15:59:59Z', '2026-11-22'],
    ['2026-11-22T16:00:00Z', '2026-11-23'],
    ['2026-12-31T17:00:00Z', '2027-01-01'],
  ])('%s is %s in Beijing', (at, day) => {
    expect(pricingDay(new Date(at))).toBe(day);
  });

  it('a day starts at 00:00 Beijing time', () => {
    expect(pricingDayStart('2026-12-22').toISOString()).toBe('2026-12-21T16:00:00.000Z');
  });
});

describe('pendingUntil', () => {
  it.each([
    ['10:00 UTC on 22 Nov', '2026-11-22T10:00:00Z', '2026-12-22'],
    ['00:30 Beijing on 23 Nov (still 22 Nov in UTC)', '2026-11-22T16:30:00Z', '2026-12-23'],
    ['across the year', '2026-12-15T03:00:00Z', '2027-01-14'],
    ['across February', '2027-02-01T03:00:00Z', '2027-03-03'],
  ])('saved %s → in force from %s', (_case, savedAt, effective) => {
    expect(pendingUntil(new Date(savedAt))).toBe(effective);
  });
});

describe('pricesInForce', () => {
  const scheduled = applyPricingChange(
    created,
    { global: global(35) },
    new Date('2026-11-22T10:00:00Z'),
  );

  it.each([
    ['the day of the save', '2026-11-22T11:00:00Z', 30, '2026-10-01', true],
    ['the last pending second', '2026-12-21T15:59:59Z', 30, '2026-10-01', true],
    ['the effective day, 00:00 Beijing', '2026-12-21T16:00:00Z', 35, '2026-12-22', false],
    ['months later', '2027-03-01T00:00:00Z', 35, '2026-12-22', false],
  ])('on %s', (_case, at, basePrice, since, stillPending) => {
    const inForce = pricesInForce(scheduled, new Date(at));
    expect(inForce.pricing.global.base_price).toBe(basePrice);
    expect(inForce.since).toBe(since);
    expect(inForce.pending !== null).toBe(stillPending);
  });
});

describe('applyPricingChange', () => {
  it('a change waits 30 days; the prices in force stay', () => {
    const next = applyPricingChange(
      created,
      { global: global(35) },
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(next.current).toEqual(set(30));
    expect(next.pending).toEqual({
      pricing: set(35),
      saved_at: '2026-11-22T10:00:00.000Z',
      effective_date: '2026-12-22',
    });
  });

  it('a new change replaces the pending one and waits 30 days from its own save', () => {
    const first = applyPricingChange(
      created,
      { global: global(35) },
      new Date('2026-11-22T10:00:00Z'),
    );
    const second = applyPricingChange(
      first,
      { global: global(40) },
      new Date('2026-11-25T10:00:00Z'),
    );
    expect(second.current).toEqual(set(30));
    expect(second.pending?.pricing).toEqual(set(40));
    expect(second.pending?.effective_date).toBe('2026-12-25');
  });

  it('an exception-city change keeps the pending global change, now waiting for the new date', () => {
    const first = applyPricingChange(
      created,
      { global: global(35) },
      new Date('2026-11-22T10:00:00Z'),
    );
    const second = applyPricingChange(
      first,
      { exceptions: [toronto(0)] },
      new Date('2026-11-26T10:00:00Z'),
    );
    expect(second.pending?.pricing).toEqual(set(35, [toronto(0)]));
    expect(second.pending?.effective_date).toBe('2026-12-26');
  });

  it('a change back to the prices in force leaves nothing pending', () => {
    const first = applyPricingChange(
      created,
      { global: global(35) },
      new Date('2026-11-22T10:00:00Z'),
    );
    const back = applyPricingChange(
      first,
      { global: global(30) },
      new Date('2026-11-23T10:00:00Z'),
    );
    expect(back.pending).toBeNull();
    expect(back.current).toEqual(set(30));
  });

  it('a change saved after the pending one took effect builds on it', () => {
    const first = applyPricingChange(
      created,
      { global: global(35) },
      new Date('2026-11-22T10:00:00Z'),
    );
    const later = applyPricingChange(
      first,
      { exceptions: [toronto(8)] },
      new Date('2027-01-05T10:00:00Z'),
    );
    expect(later.current).toEqual(set(35));
    expect(later.current_since).toBe('2026-12-22');
    expect(later.pending?.pricing).toEqual(set(35, [toronto(8)]));
    expect(later.pending?.effective_date).toBe('2027-02-04');
  });
});

describe('settlePricingSchedule', () => {
  it('leaves a schedule alone while its change is pending', () => {
    const scheduled: PricingSchedule = applyPricingChange(
      created,
      { global: global(35) },
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(settlePricingSchedule(scheduled, new Date('2026-12-01T00:00:00Z'))).toBe(scheduled);
  });
});

describe('applyPricingChange: what counts as a change', () => {
  it('the same exception cities in another order are no change', () => {
    const ottawa: ExceptionCityPricing = {
      ...toronto(5),
      city_name: 'Ottawa',
      city_zh_name: '渥太华',
    };
    const withCities = newPricingSchedule(
      set(30, [toronto(0), ottawa]),
      new Date('2026-10-01T02:00:00Z'),
    );
    const reordered = applyPricingChange(
      withCities,
      { exceptions: [ottawa, toronto(0)] },
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(reordered.pending).toBeNull();
  });
});
