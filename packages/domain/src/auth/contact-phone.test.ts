import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, DIALLING_CODES, SUPPORTED_COUNTRIES } from '../locations/countries.js';
import {
  CONTACT_PHONE_COUNTRY_CODES,
  CONTACT_PHONE_RULES,
  countriesOfDiallingCode,
  isContactPhoneNumber,
  normalizeContactCountryCode,
} from './contact-phone.js';
import { PHONE_COUNTRY_CODES } from './country-code.js';

describe('contact phone prefixes (A2)', () => {
  it('offers the dialling code of every supported country once, +1 for Canada and the US', () => {
    expect(CONTACT_PHONE_COUNTRY_CODES).toHaveLength(22);
    expect(new Set(CONTACT_PHONE_COUNTRY_CODES).size).toBe(22);
    for (const country of SUPPORTED_COUNTRIES) {
      expect(CONTACT_PHONE_COUNTRY_CODES).toContain(DIALLING_CODES[country]);
    }
    expect(countriesOfDiallingCode('+1')).toEqual(['CA', 'US']);
  });

  it('lists them in numeric order, from +1 to +358', () => {
    expect(CONTACT_PHONE_COUNTRY_CODES.slice(0, 4)).toEqual(['+1', '+31', '+32', '+33']);
    expect(CONTACT_PHONE_COUNTRY_CODES.at(-1)).toBe('+358');
  });

  it('keeps sign-in on +1 and +86, both of them contact prefixes', () => {
    expect(PHONE_COUNTRY_CODES).toEqual(['+1', '+86']);
    for (const code of PHONE_COUNTRY_CODES) expect(CONTACT_PHONE_COUNTRY_CODES).toContain(code);
  });

  it('has a digit rule for exactly the contact prefixes', () => {
    expect(Object.keys(CONTACT_PHONE_RULES).sort()).toEqual(
      [...CONTACT_PHONE_COUNTRY_CODES].sort(),
    );
  });

  it.each([
    ['+44', '+44'],
    ['44', '+44'],
    [' +353 ', '+353'],
    ['+81', null],
    ['+', null],
    ['+44a', null],
    ['', null],
  ])('normalizeContactCountryCode(%j) is %j', (input, expected) => {
    expect(normalizeContactCountryCode(input)).toBe(expected);
  });

  it.each(SUPPORTED_COUNTRIES.map((code) => [code, COUNTRY_NAMES[code].name] as const))(
    '%s (%s) is found by its dialling code',
    (code) => {
      expect(countriesOfDiallingCode(DIALLING_CODES[code])).toContain(code);
    },
  );
});

describe('isContactPhoneNumber', () => {
  it.each([
    // country code, number as typed, accepted
    ['+1', '604-555-0199', true],
    ['+1', '604-555-019', false],
    ['+1', '1-604-555-0199', false],
    ['+86', '138-0013-8000', true],
    ['+86', '0755-8888-1234', true],
    ['+86', '010-12345678', true],
    ['+86', '1380013800', true],
    ['+86', '138001380001', false],
    ['+44', '020 7946 0958', true],
    ['+44', '7700 900123', true],
    ['+44', '07700 9001', false],
    ['+49', '0151-23456789', true],
    ['+49', '030 901820', true],
    ['+49', '0301', false],
    ['+33', '06 12 34 56 78', true],
    ['+33', '6 12 34 56 7', false],
    ['+39', '06 6982 1234', true],
    ['+39', '347 123 4567', true],
    ['+61', '0412 345 678', true],
    ['+61', '412 345 67', false],
    ['+45', '32 12 34 56', true],
    ['+45', '032 12 34 56', false],
    ['+47', '412 34 567', true],
    ['+354', '551 2345', true],
    ['+353', '087 123 4567', true],
    ['+52', '55 1234 5678', true],
    ['+52', '044 55 1234 5678', false],
    ['+41', '044 668 18 00', true],
    ['+358', '040 1234567', true],
    ['+81', '03-1234-5678', false],
  ])('%s %s → %s', (code, number, accepted) => {
    expect(isContactPhoneNumber(code, number)).toBe(accepted);
  });
});
