import { describe, expect, it } from 'vitest';
import {
  exceptionPricingSchema,
  globalPricingSchema,
  routeTimesSchema,
  sizeConstraintsSchema,
} from '@jiyun/domain';
import { activeLine, canadaLocations, globalPricing, toronto } from '../stories/fixtures';
import {
  coveredCities,
  exceptionBodyOf,
  exceptionRowOf,
  exceptionsChanged,
  newExceptionRow,
  numberOfText,
  pricingBodyOf,
  pricingChanged,
  pricingFormOf,
  routeBodyOf,
  routeChanged,
  routeFormOf,
  sizeBodyOf,
  sizeChanged,
  sizeFormOf,
} from './section-forms';

const route = activeLine.basicInfo.routeInformation;
const pricing = globalPricing;

describe('numberOfText', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['12', 12],
    ['0.5', 0.5],
    ['007', 7],
    ['1.', 1],
  ])('%j → %s', (text, value) => {
    expect(numberOfText(text)).toBe(value);
  });
});

describe('route times', () => {
  it.each([
    ['unchanged', {}, false, true],
    ['a longer shortest time', { min_working_days: '8' }, true, true],
    ['units only', { max_days_unit: 'days' as const, max_working_days: '14' }, true, true],
    // A18: 7 days is not shorter than 1 week.
    ['7 days vs 1 week', { max_working_days: '1' }, true, false],
    ['a blank time', { min_working_days: '' }, true, false],
    ['zero', { min_working_days: '0' }, true, false],
  ])('%s → changed %s, valid %s', (_name, change, changed, valid) => {
    const form = { ...routeFormOf(route), ...change };
    expect(routeChanged(route, form)).toBe(changed);
    expect(routeTimesSchema.isValidSync(routeBodyOf(form))).toBe(valid);
  });
});

describe('global pricing', () => {
  it.each([
    ['unchanged', {}, false, true],
    ['a new base price', { base_price: '46.5' }, true, true],
    ['1 kg steps', { unit: '1', per_unit: 'per_kg' as const }, true, true],
    ['a zero base price', { base_price: '0' }, true, false],
    ['a blank divisor', { volumetric_divisor: '' }, true, false],
    ['three decimals', { additional_weight_price: '15.125' }, true, false],
  ])('%s → changed %s, valid %s', (_name, change, changed, valid) => {
    const form = { ...pricingFormOf(pricing), ...change };
    expect(pricingChanged(pricing, form)).toBe(changed);
    expect(globalPricingSchema.isValidSync(pricingBodyOf(form))).toBe(valid);
  });
});

describe('global pricing of a line stored without prices', () => {
  it.each([
    ['nothing typed', {}, false, false],
    ['all five typed', { base_price: '40', additional_weight_price: '12' }, true, true],
  ])('%s → changed %s, valid %s', (_name, change, changed, valid) => {
    const form = { ...pricingFormOf(null), ...change };
    expect(pricingChanged(null, form)).toBe(changed);
    expect(globalPricingSchema.isValidSync(pricingBodyOf(form))).toBe(valid);
  });
});

describe('exception cities', () => {
  const shown = [toronto];
  const ottawa = {
    id: 'CA-ON-OTTAWA',
    name: 'Ottawa',
    zh_name: '渥太华',
    province_id: 'CA-ON',
    province_name: 'Ontario',
    province_zh_name: '安大略省',
  };

  it('covered cities: every city of an all-cities province, the chosen ones of another', () => {
    const cities = coveredCities(activeLine.basicInfo.provinceAndCityInformation, canadaLocations);
    expect(cities.map((city) => city.id)).toEqual([
      'CA-BC-VANCOUVER',
      'CA-BC-RICHMOND',
      'CA-BC-BURNABY',
      'CA-ON-TORONTO',
      'CA-ON-OTTAWA',
    ]);
  });

  it.each([
    ['unchanged', shown.map(exceptionRowOf), false, true],
    ['a free city (A19)', [{ ...exceptionRowOf(toronto), base_price: '0' }], true, true],
    ['a city added', [...shown.map(exceptionRowOf), newExceptionRow(ottawa)], true, true],
    ['every city removed', [], true, true],
    ['a zero divisor', [{ ...exceptionRowOf(toronto), volumetric_divisor: '0' }], true, false],
    ['a negative price', [{ ...exceptionRowOf(toronto), base_price: '-1' }], true, false],
  ])('%s → changed %s, valid %s', (_name, rows, changed, valid) => {
    expect(exceptionsChanged(shown, rows)).toBe(changed);
    expect(exceptionPricingSchema.isValidSync(exceptionBodyOf(rows))).toBe(valid);
  });

  it('a new city starts at 0, 0, 1 kg per kg and 5000 (A19), sent by its ids', () => {
    expect(exceptionBodyOf([newExceptionRow(ottawa)])).toEqual({
      exception_arr: [
        {
          city_name: 'CA-ON-OTTAWA',
          province_name: 'CA-ON',
          base_price: 0,
          unit: 1,
          additional_weight_price: 0,
          per_unit: 'per_kg',
          volumetric_divisor: 5000,
        },
      ],
    });
  });
});

describe('size constraints', () => {
  const parcel = activeLine.parcelInfo;
  it.each([
    ['unchanged', parcel, {}, false, true],
    ['a new largest weight', parcel, { max_weight: '25' }, true, true],
    ['another unit', parcel, { max_single_length_unit: 'm' as const }, true, true],
    ['a zero', parcel, { max_volume: '0' }, true, false],
    ['a blank', parcel, { max_sum_three_side: '' }, true, false],
    ['none yet, nothing typed', null, {}, false, false],
    [
      'none yet, all eight typed',
      null,
      {
        min_weight: '0.5',
        max_weight: '30',
        max_volume: '200000',
        max_single_length: '120',
        max_sum_three_side: '300',
      },
      true,
      true,
    ],
  ])('%s → changed %s, valid %s', (_name, shown, change, changed, valid) => {
    const form = { ...sizeFormOf(shown), ...change };
    expect(sizeChanged(shown, form)).toBe(changed);
    expect(sizeConstraintsSchema.isValidSync(sizeBodyOf(form))).toBe(valid);
  });
});
