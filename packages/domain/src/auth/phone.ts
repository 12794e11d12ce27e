/** Keeps only what a phone field accepts while typing: digits and hyphens. */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^\d-]/g, '');
}

/** The phone number as stored and compared: digits only. */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/\D/g, '');
}

/** A phone number has 5 to 15 digits (E.164 allows at most 15 with the prefix). */
export const PHONE_DIGITS_MIN = 5;
export const PHONE_DIGITS_MAX = 15;
