import { describe, expect, it } from 'vitest';
import type { LocationProvince } from '@jiyun/domain';
import type { CoverageForm } from './draft';
import {
  provincesWithoutCity,
  searchProvinces,
  toggleAllCities,
  toggleAllProvinces,
  toggleCity,
  toggleProvince,
} from './coverage';

const bc: LocationProvince = {
  id: 'CA-BC',
  name: 'British Columbia',
  zh_name: '不列颠哥伦比亚省',
  cities: [
    { id: 'CA-BC-VANCOUVER', name: 'Vancouver', zh_name: '温哥华' },
    { id: 'CA-BC-RICHMOND', name: 'Richmond', zh_name: '列治文' },
  ],
};
const on: LocationProvince = {
  id: 'CA-ON',
  name: 'Ontario',
  zh_name: '安大略省',
  cities: [{ id: 'CA-ON-TORONTO', name: 'Toronto', zh_name: '多伦多' }],
};
const all = [bc, on];
const none: CoverageForm = { all_provinces: false, provinces: [] };
const ids = (coverage: CoverageForm) =>
  coverage.provinces.map(
    (p) => `${p.id}:${p.cities.map((c) => c.name).join('+')}${p.all_cities ? '*' : ''}`,
  );

describe('coverage choices', () => {
  it('select all takes every province with every city, and again drops them all', () => {
    const everything = toggleAllProvinces(none, all);
    expect(everything.all_provinces).toBe(true);
    expect(ids(everything)).toEqual(['CA-BC:Vancouver+Richmond*', 'CA-ON:Toronto*']);
    expect(toggleAllProvinces(everything, all)).toEqual(none);
  });

  it.each([
    [
      'a province comes with all its cities',
      () => toggleProvince(none, on, all),
      ['CA-ON:Toronto*'],
      false,
    ],
    [
      'deselecting a province drops its cities',
      () => toggleProvince(toggleAllProvinces(none, all), bc, all),
      ['CA-ON:Toronto*'],
      false,
    ],
    [
      'one city less is no longer all cities, nor all provinces',
      () => toggleCity(toggleAllProvinces(none, all), bc, bc.cities[1] ?? bc, all),
      ['CA-BC:Vancouver', 'CA-ON:Toronto*'],
      false,
    ],
    [
      'a city of an unchosen province chooses the province',
      () => toggleCity(none, bc, bc.cities[1] ?? bc, all),
      ['CA-BC:Richmond'],
      false,
    ],
    [
      'every city chosen one by one is all cities again, and all provinces',
      () =>
        toggleCity(
          toggleCity(toggleProvince(none, on, all), bc, bc.cities[0] ?? bc, all),
          bc,
          bc.cities[1] ?? bc,
          all,
        ),
      ['CA-BC:Vancouver+Richmond*', 'CA-ON:Toronto*'],
      true,
    ],
    [
      '"all cities" off keeps the province, with no city',
      () => toggleAllCities(toggleProvince(none, bc, all), bc, all),
      ['CA-BC:'],
      false,
    ],
  ])('%s', (_what, act, expected, allProvinces) => {
    const coverage = act();
    expect(ids(coverage)).toEqual(expected);
    expect(coverage.all_provinces).toBe(allProvinces);
  });

  it('names the provinces still without a city', () => {
    const empty = toggleAllCities(toggleProvince(none, bc, all), bc, all);
    expect(provincesWithoutCity(empty).map((p) => p.id)).toEqual(['CA-BC']);
    expect(provincesWithoutCity(toggleProvince(none, on, all))).toEqual([]);
  });
});

describe('searchProvinces', () => {
  it.each([
    ['', ['CA-BC:2', 'CA-ON:1']],
    ['ontario', ['CA-ON:1']],
    ['列治', ['CA-BC:1']],
    ['RICH', ['CA-BC:1']],
    ['nowhere', []],
  ])('%j → %j', (search, expected) => {
    expect(searchProvinces(all, search).map((p) => `${p.id}:${String(p.cities.length)}`)).toEqual(
      expected,
    );
  });
});
