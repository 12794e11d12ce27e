import { array, mixed, object, string } from 'yup';
import { EMAIL_MAX_LENGTH, OTP_CODE_LENGTH } from '../account/constants.js';
import { weakPasswordMessage } from '../account/password-rule.js';
import {
  CONTACT_PHONE_COUNTRY_CODES,
  isContactPhoneNumber,
  normalizeContactCountryCode,
} from '../auth/contact-phone.js';
import { normalizeCountryCode, PHONE_COUNTRY_CODES } from '../auth/country-code.js';
import { normalizePhoneNumber, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from '../auth/phone.js';
import { LOGIN_PASSWORD_MAX } from '../auth/schemas.js';
import { PERMISSIONS } from '../auth/types.js';
import type { Permission } from '../auth/types.js';
import { contactPhoneLengthMessage } from '../warehouses/schemas.js';
import {
  AVATAR_EXTENSIONS,
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  DISPLAY_NAME_MAX,
  MEMBER_NAME_MAX,
} from './constants.js';
import { ADMIN_MESSAGES } from './messages.js';

/**
 * Request schemas of the admin area, shared by the server (multipart fields and JSON bodies) and
 * the app's forms. Each rule has a stable name for the app's failure → i18n map: yup's own
 * (`required`, `max`, `min`, `matches`, `email`, `oneOf`) and ours (`not-blank`,
 * `known-country-code`, `phone-length`, `strong-password`, `unique`, `avatar-type`,
 * `avatar-size`, `phone-together`, `code-required`, `nothing-changed`).
 */

const UNKNOWN_FIELD = 'Unknown field: ${unknown}.';

function filledText(max: number) {
  return (
    string()
      .required('${path} is required.')
      // An empty value is `required`'s to report; this catches one made of spaces.
      .test('not-blank', '${path} is required.', (value) => !value || value.trim() !== '')
      .max(max, `\${path} must be at most ${max} characters.`)
  );
}

const email = () =>
  string()
    .required('email is required.')
    .trim('email must not start or end with spaces.')
    .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters.`)
    .email('email must be a valid e-mail address.');

/** A member signs in with this prefix: +1 or +86, like every sign-in (A2). */
const memberCountryCode = () =>
  string()
    .required('country_code is required.')
    .test(
      'known-country-code',
      `country_code must be ${PHONE_COUNTRY_CODES.join(' or ')}.`,
      (value) => (value == null ? true : normalizeCountryCode(value) !== null),
    );

/**
 * A phone number checked against the prefix beside it (`country_code` of the same object): the
 * national length of that country (A2), else the general E.164 range.
 */
function phoneOfPrefix(field: string) {
  return string()
    .required(`${field} is required.`)
    .max(32, `${field} must be at most 32 characters.`)
    .matches(/^[\d\s-]+$/, `${field} must contain only digits and hyphens.`)
    .test('phone-length', (value, context) => {
      if (value == null) return true;
      const prefix: unknown = (context.parent as { country_code?: unknown } | undefined)
        ?.country_code;
      const code = typeof prefix === 'string' ? normalizeContactCountryCode(prefix) : null;
      if (code) {
        return isContactPhoneNumber(code, value)
          ? true
          : context.createError({
              message: contactPhoneLengthMessage(code).replace(/^phone_number/, field),
            });
      }
      const digits = normalizePhoneNumber(value).length;
      return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX
        ? true
        : context.createError({
            message: `${field} must have ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits.`,
          });
    });
}

const code = (field: string) =>
  string()
    .required(`${field} is required.`)
    .matches(
      new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`),
      `${field} must be exactly ${OTP_CODE_LENGTH} digits.`,
    );

/** A new password: required, then the first rule of the live checklist it breaks (spec §5). */
const newPassword = () =>
  string()
    .required('password is required.')
    .max(LOGIN_PASSWORD_MAX, `password must be at most ${LOGIN_PASSWORD_MAX} characters.`)
    .test('strong-password', (value, context) => {
      if (value == null) return true;
      const message = weakPasswordMessage(value);
      return message === null ? true : context.createError({ message });
    });

/** At least one of the six groups, each once. */
const permissions = () =>
  array()
    .of(
      string<Permission>()
        .required()
        .oneOf(PERMISSIONS, `permission must be one of ${PERMISSIONS.join(', ')}.`),
    )
    .required(ADMIN_MESSAGES.permissionRequired)
    .min(1, ADMIN_MESSAGES.permissionRequired)
    .test(
      'unique',
      'Each permission may be sent once.',
      (value) => value == null || new Set(value).size === value.length,
    );

/** Something a browser's file input gives: a name, a size and a type. */
interface PickedFile {
  name: string;
  size: number;
  type: string;
}

function isPickedFile(value: unknown): value is PickedFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.name === 'string' && typeof file.size === 'number' && typeof file.type === 'string'
  );
}

/** Whether a picked file is a JPG or PNG by its type or, when the browser gave none, its name. */
export function isAvatarType(file: { name: string; type: string }): boolean {
  if (file.type !== '') return (AVATAR_TYPES as readonly string[]).includes(file.type);
  const name = file.name.toLowerCase();
  return AVATAR_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * An optional avatar as a form holds it (a File). The server reads the file part itself and
 * checks its first bytes; a text field named `avatar` is refused here.
 */
const avatarFile = () =>
  mixed<PickedFile>()
    .nullable()
    .optional()
    .test('avatar-type', ADMIN_MESSAGES.avatarType, (value) =>
      value == null ? true : isPickedFile(value) && isAvatarType(value),
    )
    .test('avatar-size', ADMIN_MESSAGES.avatarTooLarge, (value) =>
      isPickedFile(value) ? value.size <= AVATAR_MAX_BYTES : true,
    );

/**
 * `POST /merchants/auth/register/sub-account` (multipart text fields; the avatar is a file part)
 * and the add-member form (which also holds the picked `avatar`).
 */
export const subAccountRegistrationSchema = object({
  first_name: filledText(MEMBER_NAME_MAX),
  last_name: filledText(MEMBER_NAME_MAX),
  email: email(),
  country_code: memberCountryCode(),
  identifier: phoneOfPrefix('identifier'),
  password: newPassword(),
  verification_code: code('verification_code'),
  permission: permissions(),
  avatar: avatarFile(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `POST /merchants/auth/sub/send-otp`: the new member's phone, as `phone_number` or `identifier`. */
export const subAccountCodeSchema = object({
  country_code: memberCountryCode(),
  phone_number: phoneOfPrefix('phone_number').optional(),
  identifier: phoneOfPrefix('identifier').optional(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict()
  .test('one-phone', (value, context) => {
    if (value === undefined) return true;
    const sent = [value.phone_number, value.identifier].filter((one) => one !== undefined);
    if (sent.length === 1) return true;
    return context.createError({
      path: 'phone_number',
      message: sent.length === 0 ? 'phone_number is required.' : ADMIN_MESSAGES.onePhone,
    });
  });

/** `POST /merchants/team/{id}/phone/otp-send`: the member's new phone, or their own for a password. */
export const memberCodeSchema = object({
  country_code: memberCountryCode(),
  phone_number: phoneOfPrefix('phone_number'),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/**
 * `PATCH /merchants/team/{id}` (multipart text fields; the avatar is a file part): only the
 * fields that changed. The phone travels as `country_code` + `identifier`; a new phone or a new
 * password needs `otpCode` (A30). Whether anything at all changed is `isEmptyMemberPatch`.
 */
export const memberPatchSchema = object({
  first_name: filledText(MEMBER_NAME_MAX).optional(),
  last_name: filledText(MEMBER_NAME_MAX).optional(),
  email: email().optional(),
  country_code: memberCountryCode().optional(),
  identifier: phoneOfPrefix('identifier').optional(),
  password: newPassword().optional(),
  permission: permissions().optional().default(undefined),
  otpCode: code('otpCode').optional(),
  avatar: avatarFile(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict()
  .test('phone-together', (value, context) => {
    if (value === undefined) return true;
    if ((value.country_code === undefined) === (value.identifier === undefined)) return true;
    const missing = value.country_code === undefined ? 'country_code' : 'identifier';
    return context.createError({ path: missing, message: ADMIN_MESSAGES.phoneTogether });
  })
  .test('code-required', (value, context) => {
    if (value === undefined) return true;
    const needsCode = value.identifier !== undefined || value.password !== undefined;
    if (!needsCode || value.otpCode !== undefined) return true;
    return context.createError({ path: 'otpCode', message: ADMIN_MESSAGES.codeRequired });
  });

/** The edit-display form: a name (not blank) and an optional new avatar. */
export const displayInfoSchema = object({
  display_name: filledText(DISPLAY_NAME_MAX),
  avatar: avatarFile(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `PATCH /merchants/display-info` text fields: the new name, when it changed. */
export const displayInfoPatchSchema = object({
  display_name: filledText(DISPLAY_NAME_MAX).optional(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

const contactCountryCode = () =>
  string()
    .required('country_code is required.')
    .test(
      'known-country-code',
      'country_code must be the dialling code of a supported country.',
      (value) => (value == null ? true : normalizeContactCountryCode(value) !== null),
    );

/** The edit-legal form: the contact's phone (any of the 23 dialling codes, A2) and email. */
export const legalContactSchema = object({
  country_code: contactCountryCode(),
  phone_number: phoneOfPrefix('phone_number'),
  email: email(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `PATCH /merchants/profile`: only what changed; the prefix and the number travel together. */
export const legalContactPatchSchema = object({
  country_code: contactCountryCode().optional(),
  phone_number: phoneOfPrefix('phone_number').optional(),
  email: email().optional(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict()
  .test('phone-together', (value, context) => {
    if (value === undefined) return true;
    if ((value.country_code === undefined) === (value.phone_number === undefined)) return true;
    const missing = value.country_code === undefined ? 'country_code' : 'phone_number';
    return context.createError({ path: missing, message: ADMIN_MESSAGES.phoneTogether });
  })
  .test('nothing-changed', ADMIN_MESSAGES.nothingChanged, (value) =>
    value === undefined ? true : Object.values(value).some((one) => one !== undefined),
  );

/** Every dialling code the legal contact may have (A2), for the form's dropdown. */
export const LEGAL_CONTACT_COUNTRY_CODES = CONTACT_PHONE_COUNTRY_CODES;
