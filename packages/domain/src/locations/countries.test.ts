import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, SUPPORTED_COUNTRIES, isSupportedCountry } from './countries.js';

describe('supported countries', () => {
  it.each(SUPPORTED_COUNTRIES)('%s has an English and a Chinese name', (code) => {
    const { name, zh_name } = COUNTRY_NAMES[code];
    expect(name).toMatch(/^[A-Z][A-Za-z ]+$/);
    expect(zh_name).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it('names exactly the supported countries, each once', () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...SUPPORTED_COUNTRIES].sort());
    const zhNames = SUPPORTED_COUNTRIES.map((code) => COUNTRY_NAMES[code].zh_name);
    expect(new Set(zhNames).size).toBe(SUPPORTED_COUNTRIES.length);
  });

  it.each([
    ['CA', true],
    ['GB', true],
    ['ca', false],
    ['UK', false],
    ['JP', false],
    ['', false],
  ])('isSupportedCountry(%j) is %s', (code, supported) => {
    expect(isSupportedCountry(code)).toBe(supported);
  });
});
