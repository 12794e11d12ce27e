import { number, object, string } from 'yup';
import { querySchema } from '../api/query.js';
import { normalizeCountryCode } from '../auth/country-code.js';
import { normalizePhoneNumber, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from '../auth/phone.js';
import { LOGIN_PASSWORD_MAX } from '../auth/schemas.js';
import {
  EMAIL_MAX_LENGTH,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE_MAX,
  OTP_CODE_LENGTH,
  PASSWORD_RESET_ACTION,
} from './constants.js';
import { NOTIFICATION_LANGUAGES } from './notifications.js';
import { weakPasswordMessage } from './password-rule.js';

/** Longest token we look up; ours are far shorter, longer ones are never valid. */
const TOKEN_MAX = 512;
const UNKNOWN_FIELD = 'Unknown field: ${unknown}.';

const countryCode = () =>
  string()
    .required('country_code is required.')
    .test('known-country-code', 'country_code must be +1 or +86.', (value) =>
      value == null ? true : normalizeCountryCode(value) !== null,
    );

const phoneNumber = () =>
  string()
    .required('phone_number is required.')
    .max(32, 'phone_number must be at most 32 characters.')
    .matches(/^[\d\s-]+$/, 'phone_number must contain only digits and hyphens.')
    .test(
      'phone-length',
      `phone_number must have ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits.`,
      (value) => {
        if (value == null) return true;
        const digits = normalizePhoneNumber(value).length;
        return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
      },
    );

/** A verification code as typed: exactly `OTP_CODE_LENGTH` digits. */
export const otpCode = () =>
  string()
    .required('otpCode is required.')
    .matches(
      new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`),
      `otpCode must be exactly ${OTP_CODE_LENGTH} digits.`,
    );

/** A new password: required, then the first broken rule of the checklist (spec 5). */
const newPassword = () =>
  string()
    .required('password is required.')
    .max(LOGIN_PASSWORD_MAX, `password must be at most ${LOGIN_PASSWORD_MAX} characters.`)
    .test('strong-password', (value, context) => {
      if (value == null) return true;
      const message = weakPasswordMessage(value);
      return message === null ? true : context.createError({ message });
    });

/** `POST /merchants/auth/phone/password-reset/request`. */
export const passwordResetRequestSchema = object({
  country_code: countryCode(),
  phone_number: phoneNumber(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `POST /merchants/auth/phone/resend-otp` (the flow comes in the X-Flow-Token header). */
export const resendOtpSchema = object({
  action: string()
    .required('action is required.')
    .oneOf([PASSWORD_RESET_ACTION], `action must be ${PASSWORD_RESET_ACTION}.`),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `POST /merchants/auth/phone/password-reset/verify` (with the X-Flow-Token header). */
export const passwordResetVerifySchema = object({ otpCode: otpCode() })
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `PATCH /merchants/auth/reset-password`. */
export const resetPasswordSchema = object({
  resetPasswordToken: string()
    .required('resetPasswordToken is required.')
    .max(TOKEN_MAX, `resetPasswordToken must be at most ${TOKEN_MAX} characters.`),
  password: newPassword(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `POST /merchants/auth/phone/otp-send`: a code to the new phone of the signed-in user. */
export const phoneOtpSendSchema = object({
  country_code: countryCode(),
  phone_number: phoneNumber(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `PATCH /merchants/auth/phone/update`. */
export const phoneUpdateSchema = object({
  country_code: countryCode(),
  phone_number: phoneNumber(),
  otpCode: otpCode(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `PATCH /merchants/auth/email/update`. */
export const emailUpdateSchema = object({
  email: string()
    .required('email is required.')
    .trim('email must not start or end with spaces.')
    .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters.`)
    .email('email must be a valid e-mail address.'),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `PATCH /merchants/auth/password/update`. */
export const passwordUpdateSchema = object({
  old_password: string()
    .required('old_password is required.')
    .max(LOGIN_PASSWORD_MAX, `old_password must be at most ${LOGIN_PASSWORD_MAX} characters.`),
  password: newPassword(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** Query of `GET /merchants/notifications`; query values arrive as text, so numbers are parsed. */
export const notificationListQuerySchema = querySchema({
  page: number()
    .typeError('page must be a whole number.')
    .integer('page must be a whole number.')
    .min(1, 'page must be at least 1.')
    .max(100_000, 'page must be at most 100000.')
    .default(1),
  limit: number()
    .typeError('limit must be a whole number.')
    .integer('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(NOTIFICATIONS_PAGE_SIZE_MAX, `limit must be at most ${NOTIFICATIONS_PAGE_SIZE_MAX}.`)
    .default(NOTIFICATIONS_PAGE_SIZE),
  lang: string()
    .oneOf([...NOTIFICATION_LANGUAGES], 'lang must be zhHans or en.')
    .default('zhHans'),
});

/** Query of `PATCH /merchants/notifications/{id}/read`: the language of the answered texts. */
export const notificationLanguageQuerySchema = querySchema({
  lang: string()
    .oneOf([...NOTIFICATION_LANGUAGES], 'lang must be zhHans or en.')
    .default('zhHans'),
});
