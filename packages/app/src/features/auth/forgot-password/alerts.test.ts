import { describe, expect, it } from 'vitest';
import { forgotPasswordAlertFor } from './alerts';

const invalidCode = { kind: 'translated', key: 'forgotPassword.errors.invalidCode' };
const failed = { kind: 'translated', key: 'forgotPassword.errors.failed' };

describe('forgotPasswordAlertFor', () => {
  it.each([
    ['verify', 400, 'Invalid verification code. Please try again.', invalidCode],
    ['verify', 400, null, invalidCode],
    [
      'verify',
      401,
      'The verification session has expired.',
      { kind: 'server', message: 'The verification session has expired.' },
    ],
    [
      'resend',
      429,
      'Please wait 12 seconds.',
      { kind: 'server', message: 'Please wait 12 seconds.' },
    ],
    [
      'request',
      400,
      'phone_number is required.',
      { kind: 'server', message: 'phone_number is required.' },
    ],
    [
      'reset',
      400,
      'Password must contain at least 1 number.',
      { kind: 'server', message: 'Password must contain at least 1 number.' },
    ],
    ['reset', 500, 'Internal error', failed],
    ['reset', null, null, failed],
    ['request', 400, null, failed],
  ] as const)('%s answered %s %j', (call, status, message, alert) => {
    expect(forgotPasswordAlertFor(call, { status, message })).toEqual(alert);
  });
});
