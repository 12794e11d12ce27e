import { phoneUpdateSchema, type ApiErrorCode } from '@jiyun/domain';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '../../forms/form-errors';
import {
  canChangeEmail,
  canSendPhoneCode,
  offersForgotPassword,
  settingsAlertFor,
  type SettingsAction,
} from './rules';

const current = { country_code: '+1', phone_number: '6045550123' };

describe('canSendPhoneCode', () => {
  it.each([
    ['+1', '', false],
    ['+1', '---', false],
    ['+1', '6045550123', false],
    ['+1', '604-555-0123', false],
    ['+1', '6045550199', true],
    ['+86', '6045550123', true],
    ['+86', '13800000009', true],
  ])('%s %j → %s', (countryCode, phone, enabled) => {
    expect(canSendPhoneCode(countryCode, phone, current)).toBe(enabled);
  });
});

// Change phone is enabled when the domain schema of the request accepts what is typed.
describe('the phone change form (phoneUpdateSchema)', () => {
  it.each([
    ['6045550199', '123456', true],
    ['', '123456', false],
    ['6045550199', '', false],
    ['6045550199', '12345', false],
    ['-', '123456', false],
  ])('phone %j, code %j → %s', (phone, code, enabled) => {
    const body = { country_code: '+1', phone_number: phone.trim(), otpCode: code };
    expect(Object.keys(schemaFieldErrors(phoneUpdateSchema, body)).length === 0).toBe(enabled);
  });
});

describe('canChangeEmail', () => {
  it.each([
    ['new@example.com', 'old@example.com', true],
    ['new@example.com', null, true],
    ['', 'old@example.com', false],
    ['   ', null, false],
    ['old@example.com', 'old@example.com', false],
    [' old@example.com ', 'old@example.com', false],
  ])('%j (now %j) → %s', (email, now, enabled) => {
    expect(canChangeEmail(email, now)).toBe(enabled);
  });
});

describe('settingsAlertFor', () => {
  const IN_USE_PHONE = 'This phone number is already in use.';
  it.each<
    [SettingsAction, number | null, ApiErrorCode | null, string | null, number | null, object]
  >([
    ['phoneCode', 400, 'CONFLICT', IN_USE_PHONE, null, { key: 'settings.phone.inUse' }],
    ['phone', 400, 'CONFLICT', IN_USE_PHONE, null, { key: 'settings.phone.inUse' }],
    [
      'phone',
      400,
      'VALIDATION_FAILED',
      'Invalid verification code. Please try again.',
      null,
      { key: 'settings.phone.invalidCode' },
    ],
    [
      'phoneCode',
      400,
      'VALIDATION_FAILED',
      'This is already your phone number. Enter a different one.',
      null,
      { key: 'settings.errors.generic' },
    ],
    [
      'email',
      400,
      'CONFLICT',
      'This email is already in use.',
      null,
      { key: 'settings.email.inUse' },
    ],
    // The bug of issue 11: an address the server refuses is not "in use".
    [
      'email',
      400,
      'VALIDATION_FAILED',
      'email must be a valid e-mail address.',
      null,
      { key: 'settings.email.invalid' },
    ],
    [
      'password',
      400,
      'VALIDATION_FAILED',
      'Invalid previous password.',
      null,
      { key: 'settings.password.invalidPrevious' },
    ],
    ['password', 400, 'CONFLICT', 'Conflict', null, { key: 'settings.errors.generic' }],
    [
      'phoneCode',
      429,
      'RATE_LIMITED',
      'Wait',
      12.2,
      { key: 'settings.errors.rateLimited', seconds: 13 },
    ],
    ['phoneCode', 429, 'RATE_LIMITED', 'Wait', null, { key: 'settings.errors.generic' }],
    ['email', 400, null, null, null, { key: 'settings.errors.generic' }],
    ['email', 500, 'INTERNAL', null, null, { key: 'settings.errors.generic' }],
    ['password', null, null, null, null, { key: 'settings.errors.generic' }],
    ['phone', 403, 'FORBIDDEN', 'Forbidden', null, { key: 'settings.errors.generic' }],
  ])('%s answered %s %s %j', (action, status, code, message, retryAfterSeconds, alert) => {
    expect(settingsAlertFor(action, { status, code, message, retryAfterSeconds })).toEqual(alert);
  });
});

describe('offersForgotPassword (A41)', () => {
  it.each([
    ['root', true],
    ['sub', false],
  ] as const)('%s → %s', (type, offered) => {
    expect(offersForgotPassword({ type })).toBe(offered);
  });
});
