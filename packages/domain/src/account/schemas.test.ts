import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import {
  emailUpdateSchema,
  notificationListQuerySchema,
  passwordResetRequestSchema,
  passwordResetVerifySchema,
  passwordUpdateSchema,
  phoneOtpSendSchema,
  phoneUpdateSchema,
  resendOtpSchema,
  resetPasswordSchema,
} from './schemas.js';
import { weakPasswordMessage } from './password-rule.js';

function errorsOf(schema: Schema, body: unknown): string[] {
  try {
    schema.validateSync(body, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

const phone = { country_code: '+1', phone_number: '604-555-0123' };

describe.each([
  ['passwordResetRequestSchema', passwordResetRequestSchema],
  ['phoneOtpSendSchema', phoneOtpSendSchema],
])('%s', (_name, schema) => {
  it.each([
    ['a valid body', phone, []],
    ['country code without +', { ...phone, country_code: '86' }, []],
    ['missing country code', { phone_number: '6045550123' }, ['country_code is required.']],
    [
      'unknown country code',
      { ...phone, country_code: '+44' },
      ['country_code must be +1 or +86.'],
    ],
    ['missing phone', { country_code: '+1' }, ['phone_number is required.']],
    [
      'letters in the phone',
      { ...phone, phone_number: '604-555-abcd' },
      ['phone_number must contain only digits and hyphens.'],
    ],
    [
      'too few digits',
      { ...phone, phone_number: '1234' },
      ['phone_number must have 5 to 15 digits.'],
    ],
    ['an unknown field', { ...phone, password: 'x' }, ['Unknown field: password.']],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(schema, body)).toEqual(expected);
  });
});

describe('resendOtpSchema', () => {
  it.each([
    ['the reset action', { action: 'password_reset_requested' }, []],
    ['missing action', {}, ['action is required.']],
    ['another action', { action: 'login' }, ['action must be password_reset_requested.']],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(resendOtpSchema, body)).toEqual(expected);
  });
});

describe('passwordResetVerifySchema', () => {
  it.each([
    ['six digits', { otpCode: '012345' }, []],
    ['missing code', {}, ['otpCode is required.']],
    ['five digits', { otpCode: '12345' }, ['otpCode must be exactly 6 digits.']],
    ['seven digits', { otpCode: '1234567' }, ['otpCode must be exactly 6 digits.']],
    ['letters', { otpCode: '12a456' }, ['otpCode must be exactly 6 digits.']],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(passwordResetVerifySchema, body)).toEqual(expected);
  });
});

describe('weakPasswordMessage', () => {
  it.each([
    ['Merchant#2026', null],
    ['Ab1#', 'Password must be 8 to 25 characters.'],
    [`Ab1#${'x'.repeat(22)}`, 'Password must be 8 to 25 characters.'],
    ['merchant#2026', 'Password must contain at least 1 uppercase letter.'],
    ['Merchant#abcd', 'Password must contain at least 1 number.'],
    ['Merchant2026', 'Password must contain at least 1 special character.'],
  ])('%j → %j', (password, expected) => {
    expect(weakPasswordMessage(password)).toBe(expected);
  });
});

describe('resetPasswordSchema', () => {
  const valid = { resetPasswordToken: 'token', password: 'Newpass#2026' };
  it.each([
    ['a valid body', valid, []],
    ['missing token', { password: valid.password }, ['resetPasswordToken is required.']],
    [
      'weak password',
      { ...valid, password: 'newpass#2026' },
      ['Password must contain at least 1 uppercase letter.'],
    ],
    ['missing password', { resetPasswordToken: 't' }, ['password is required.']],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(resetPasswordSchema, body)).toEqual(expected);
  });
});

describe('phoneUpdateSchema', () => {
  it.each([
    ['a valid body', { ...phone, otpCode: '123456' }, []],
    ['missing code', phone, ['otpCode is required.']],
    ['short code', { ...phone, otpCode: '123' }, ['otpCode must be exactly 6 digits.']],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(phoneUpdateSchema, body)).toEqual(expected);
  });
});

describe('emailUpdateSchema', () => {
  it.each([
    ['a valid address', { email: 'owner@maple.example' }, []],
    ['missing', {}, ['email is required.']],
    ['empty', { email: '' }, ['email is required.']],
    ['not an address', { email: 'owner-at-maple' }, ['email must be a valid e-mail address.']],
    [
      'padded',
      { email: ' owner@maple.example ' },
      ['email must not start or end with spaces.', 'email must be a valid e-mail address.'],
    ],
    ['too long', { email: `${'a'.repeat(250)}@x.io` }, ['email must be at most 254 characters.']],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(emailUpdateSchema, body)).toEqual(expected);
  });
});

describe('passwordUpdateSchema', () => {
  const valid = { old_password: 'Merchant#2026', password: 'Newpass#2026' };
  it.each([
    ['a valid body', valid, []],
    ['missing old password', { password: valid.password }, ['old_password is required.']],
    [
      'weak new password',
      { ...valid, password: 'Newpass2026' },
      ['Password must contain at least 1 special character.'],
    ],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(passwordUpdateSchema, body)).toEqual(expected);
  });
});

describe('notificationListQuerySchema', () => {
  it.each([
    [{}, { page: 1, limit: 10, lang: 'zhHans' }],
    [
      { page: '3', limit: '20', lang: 'en' },
      { page: 3, limit: 20, lang: 'en' },
    ],
  ])('%j → %j', (query, expected) => {
    expect(notificationListQuerySchema.validateSync(query)).toEqual(expected);
  });

  it.each([
    [{ page: '0' }, ['page must be at least 1.']],
    [{ page: 'x' }, ['page must be a whole number.']],
    [{ limit: '51' }, ['limit must be at most 50.']],
    [{ lang: 'fr' }, ['lang must be zhHans or en.']],
  ])('%j is refused', (query, expected) => {
    expect(errorsOf(notificationListQuerySchema, query)).toEqual(expected);
  });
});
