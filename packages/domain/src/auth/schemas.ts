import { object, string } from 'yup';
import { normalizeCountryCode } from './country-code.js';
import { normalizePhoneNumber, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from './phone.js';

/** Longest password we accept at sign-in (longer ones are never valid, and hashing them costs). */
export const LOGIN_PASSWORD_MAX = 128;

/** Body of root-login and sub-login. Messages are the server's words; the form disables Login instead. */
export const loginSchema = object({
  country_code: string()
    .required('country_code is required.')
    .test('known-country-code', 'country_code must be +1 or +86.', (value) =>
      value == null ? true : normalizeCountryCode(value) !== null,
    ),
  identifier: string()
    .required('identifier (phone number) is required.')
    .max(32, 'identifier must be at most 32 characters.')
    .matches(/^[\d\s-]+$/, 'identifier must contain only digits and hyphens.')
    .test(
      'phone-length',
      `identifier must have ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits.`,
      (value) => {
        if (value == null) return true;
        const digits = normalizePhoneNumber(value).length;
        return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
      },
    ),
  password: string()
    .required('password is required.')
    .max(LOGIN_PASSWORD_MAX, `password must be at most ${LOGIN_PASSWORD_MAX} characters.`),
})
  .noUnknown('Unknown field: ${unknown}.')
  .strict();
