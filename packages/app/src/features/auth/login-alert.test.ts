import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../api/api-error';
import { loginAlertFor, type LoginAlert } from './login-alert';

type Failure = Pick<ApiFailure, 'status' | 'code' | 'message' | 'retryAfterSeconds'>;
const failure = (
  status: number | null,
  code: Failure['code'] = null,
  message: string | null = null,
  retryAfterSeconds: number | null = null,
) => ({
  status,
  code,
  message,
  retryAfterSeconds,
});
const ours = (key: string): LoginAlert => ({ kind: 'translated', key }) as LoginAlert;
const theirs = (message: string): LoginAlert => ({ kind: 'server', message });

describe('loginAlertFor', () => {
  it.each<[string, Failure, LoginAlert]>([
    // Known codes: our words, whatever the server wrote.
    [
      'bad credentials',
      failure(403, 'INVALID_CREDENTIALS', 'Invalid username or password.'),
      ours('errors.invalidCredentials'),
    ],
    [
      'bad credentials, other wording',
      failure(403, 'INVALID_CREDENTIALS', 'Nope.'),
      ours('errors.invalidCredentials'),
    ],
    [
      'invalid body',
      failure(400, 'VALIDATION_FAILED', 'identifier is required.'),
      ours('errors.unableToProcess'),
    ],
    [
      'internal error',
      failure(500, 'INTERNAL', 'Internal Server Error'),
      ours('errors.serverError'),
    ],
    [
      'the database unreachable',
      failure(503, 'UNAVAILABLE', 'The service is unavailable for a moment.'),
      ours('errors.serviceUnavailable'),
    ],
    ['expired token', failure(401, 'TOKEN_EXPIRED', 'jwt expired'), ours('errors.sessionExpired')],
    // Rate limit: our words in the user's language (A7), with the wait from Retry-After.
    [
      'rate limited',
      failure(429, 'RATE_LIMITED', 'Too many attempts. Try again in 60 seconds.', 59.2),
      { kind: 'translated', key: 'errors.rateLimitedFor', seconds: 60 },
    ],
    [
      'rate limited, no Retry-After',
      failure(429, 'RATE_LIMITED', 'Too many attempts. Try again in 60 seconds.'),
      ours('errors.rateLimited'),
    ],
    [
      'rate limited, no code',
      failure(429, null, 'Slow down', 5),
      { kind: 'translated', key: 'errors.rateLimitedFor', seconds: 5 },
    ],
    // Inactive account: silent on the form.
    [
      'account not active',
      failure(403, 'ACCOUNT_NOT_ACTIVE', 'Account is not active.'),
      { kind: 'silent' },
    ],
    // Unknown code or none: the server message if present.
    [
      'a conflict with a message',
      failure(409, 'CONFLICT', 'Already signed in elsewhere.'),
      theirs('Already signed in elsewhere.'),
    ],
    ['a message without code', failure(418, null, 'I am a teapot.'), theirs('I am a teapot.')],
    // No message: by status.
    ['400 without message', failure(400), ours('errors.unableToProcess')],
    ['404 without message', failure(404), ours('errors.unableToProcess')],
    ['401 without message', failure(401), ours('errors.sessionExpired')],
    ['403 without message', failure(403), ours('errors.invalidCredentials')],
    ['500 without message', failure(500), ours('errors.serverError')],
    ['502 without message', failure(502), ours('errors.unexpected')],
    ['no answer at all', failure(null), ours('errors.unexpected')],
  ])('%s', (_name, input, expected) => {
    expect(loginAlertFor(input)).toEqual(expected);
  });
});
