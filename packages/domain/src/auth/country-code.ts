/**
 * Phone prefixes a merchant's team can sign in with, as shown in the dropdown (A2: sign-in and
 * forgot password keep +1 and +86; contacts take every supported country, contact-phone.ts).
 */
export const PHONE_COUNTRY_CODES = ['+1', '+86'] as const;
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];

/** The prefix the login screen starts on. */
export const DEFAULT_LOGIN_COUNTRY_CODE: PhoneCountryCode = '+1';

/**
 * Normalises a phone prefix typed with or without `+` (and stray spaces) to `+N`.
 * Answers null when it is not one of the prefixes we serve.
 */
export function normalizeCountryCode(value: string): PhoneCountryCode | null {
  const digits = value.trim().replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(digits)) return null;
  const code = `+${digits}`;
  return (PHONE_COUNTRY_CODES as readonly string[]).includes(code)
    ? (code as PhoneCountryCode)
    : null;
}
