import { DIALLING_CODES, SUPPORTED_COUNTRIES } from '../locations/countries.js';
import type { DiallingCode, SupportedCountry } from '../locations/countries.js';
import { normalizePhoneNumber } from './phone.js';

/**
 * A2: the prefixes a warehouse contact or the legal representative's contact may have: the
 * dialling codes of the 23 supported countries, each once (+1 serves Canada and the US), in
 * ascending numeric order. Kept apart from the sign-in prefixes (country-code.ts) so /login
 * does not load it.
 */
export const CONTACT_PHONE_COUNTRY_CODES: readonly DiallingCode[] = Object.freeze(
  [...new Set(SUPPORTED_COUNTRIES.map((country) => DIALLING_CODES[country]))].sort(
    (a, b) => Number(a.slice(1)) - Number(b.slice(1)),
  ),
);
export type ContactPhoneCountryCode = DiallingCode;

/**
 * Normalises a contact's prefix typed with or without `+` to `+N`; null when no supported
 * country dials it.
 */
export function normalizeContactCountryCode(value: string): ContactPhoneCountryCode | null {
  const digits = value.trim().replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(digits)) return null;
  const code = `+${digits}`;
  return (CONTACT_PHONE_COUNTRY_CODES as readonly string[]).includes(code)
    ? (code as ContactPhoneCountryCode)
    : null;
}

/** The supported countries that dial `code` (`+1` → CA, US), in list order. */
export function countriesOfDiallingCode(code: string): SupportedCountry[] {
  return SUPPORTED_COUNTRIES.filter((country) => DIALLING_CODES[country] === code);
}

/** How many digits a national number of a prefix has, after a domestic trunk `0`. */
export interface PhoneDigitsRule {
  min: number;
  max: number;
  /**
   * The country dials a trunk `0` before a national number at home (020 7946 0958 in the UK):
   * one leading 0 is allowed and not counted. Italy's leading 0 is part of the number.
   */
  trunkZero: boolean;
}

/**
 * The lengths of national significant numbers per prefix (ITU-T E.164 national plans, as
 * libphonenumber's metadata lists their possible lengths), narrowed to fixed and mobile lines.
 */
export const CONTACT_PHONE_RULES: Readonly<Record<ContactPhoneCountryCode, PhoneDigitsRule>> = {
  '+1': { min: 10, max: 10, trunkZero: false },
  '+31': { min: 9, max: 9, trunkZero: true },
  '+32': { min: 8, max: 9, trunkZero: true },
  '+33': { min: 9, max: 9, trunkZero: true },
  '+34': { min: 9, max: 9, trunkZero: false },
  '+39': { min: 6, max: 11, trunkZero: false },
  '+41': { min: 9, max: 9, trunkZero: true },
  '+43': { min: 4, max: 13, trunkZero: true },
  '+44': { min: 9, max: 10, trunkZero: true },
  '+45': { min: 8, max: 8, trunkZero: false },
  '+46': { min: 7, max: 10, trunkZero: true },
  '+47': { min: 8, max: 8, trunkZero: false },
  '+49': { min: 5, max: 15, trunkZero: true },
  '+52': { min: 10, max: 10, trunkZero: false },
  '+61': { min: 9, max: 9, trunkZero: true },
  '+64': { min: 8, max: 10, trunkZero: true },
  '+86': { min: 10, max: 11, trunkZero: true },
  '+351': { min: 9, max: 9, trunkZero: false },
  '+352': { min: 4, max: 11, trunkZero: false },
  '+353': { min: 7, max: 9, trunkZero: true },
  '+354': { min: 7, max: 9, trunkZero: false },
  '+358': { min: 5, max: 12, trunkZero: true },
};

/** The digit rule of a contact prefix (typed with or without `+`), if it is one. */
export function contactPhoneRule(countryCode: string): PhoneDigitsRule | undefined {
  const code = normalizeContactCountryCode(countryCode);
  return code ? CONTACT_PHONE_RULES[code] : undefined;
}

/**
 * Whether `phone` (digits, hyphens, spaces as typed) is a national number of the prefix: its
 * digits, less one trunk 0 where the country dials one, are within the prefix's range.
 * False for a prefix no supported country dials.
 */
export function isContactPhoneNumber(countryCode: string, phone: string): boolean {
  const rule = contactPhoneRule(countryCode);
  if (!rule) return false;
  const digits = normalizePhoneNumber(phone);
  const national = rule.trunkZero && digits.startsWith('0') ? digits.slice(1) : digits;
  return national.length >= rule.min && national.length <= rule.max;
}
