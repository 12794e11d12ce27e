import { describe, expect, it } from 'vitest';
import { countryName, placeName } from './place-names';

const richmond = { name: 'Richmond', zh_name: '列治文' };

describe('placeName', () => {
  it.each([
    [richmond, 'zhHans', '列治文'],
    [richmond, 'en', 'Richmond'],
    [{ name: 'Delta', zh_name: '' }, 'zhHans', 'Delta'],
    [null, 'en', null],
  ] as const)('%j in %s → %j', (place, language, expected) => {
    expect(placeName(place, language)).toBe(expected);
  });
});

describe('countryName', () => {
  it.each([
    ['CA', 'en', 'Canada'],
    ['CA', 'zhHans', '加拿大'],
    ['GB', 'en', 'United Kingdom'],
    ['CN', 'zhHans', '中国'],
    ['XX', 'en', 'XX'],
  ] as const)('%s in %s → %s', (code, language, expected) => {
    expect(countryName(code, language)).toBe(expected);
  });
});
