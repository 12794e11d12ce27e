import { describe, expect, it } from 'vitest';
import { SUPPORTED_COUNTRIES, countriesOfDiallingCode } from '@jiyun/domain';
import { contactCodeOptions } from './dialling-codes';

describe('contactCodeOptions (A2)', () => {
  it('offers a code for every one of the supported countries', () => {
    const countries = contactCodeOptions('en').flatMap((option) =>
      countriesOfDiallingCode(option.value),
    );
    expect(new Set(countries)).toEqual(new Set(SUPPORTED_COUNTRIES));
    expect(SUPPORTED_COUNTRIES).toHaveLength(23);
  });

  it.each([
    ['en', '+1', '+1 Canada / United States'],
    ['zhHans', '+86', '+86 中国'],
  ] as const)('names the countries in %s: %s', (language, code, label) => {
    expect(contactCodeOptions(language).find((option) => option.value === code)?.label).toBe(label);
  });
});
