import type { ApiFailure } from '../../api/api-error';

/** The login form's own words (keys of the `auth` namespace). */
export type LoginAlertKey =
  | 'errors.invalidCredentials'
  | 'errors.unableToProcess'
  | 'errors.sessionExpired'
  | 'errors.serverError'
  | 'errors.unexpected'
  | 'errors.rateLimited'
  | 'errors.serviceUnavailable';

/** The rate-limit text that names the wait (from `Retry-After`), with its `seconds`. */
type WaitAlertKey = 'errors.rateLimitedFor';

/**
 * What the login form says after a failed attempt:
 * - `silent`: nothing on the form (an inactive account gets the not-active notice instead);
 * - `translated`: our words, in the merchant's language (with the wait, when the server named it);
 * - `server`: the server's message as it is, only for codes we do not know (decisions.md A7).
 */
export type LoginAlert =
  | { kind: 'silent' }
  | { kind: 'translated'; key: LoginAlertKey }
  | { kind: 'translated'; key: WaitAlertKey; seconds: number }
  | { kind: 'server'; message: string };

type Failure = Pick<ApiFailure, 'status' | 'code' | 'message'> &
  Partial<Pick<ApiFailure, 'retryAfterSeconds'>>;

/** Codes whose meaning we know well enough to say in our own (translated) words. */
const TRANSLATED_CODES: Partial<Record<NonNullable<ApiFailure['code']>, LoginAlertKey>> = {
  INVALID_CREDENTIALS: 'errors.invalidCredentials',
  VALIDATION_FAILED: 'errors.unableToProcess',
  UNAUTHENTICATED: 'errors.sessionExpired',
  TOKEN_EXPIRED: 'errors.sessionExpired',
  INTERNAL: 'errors.serverError',
  UNAVAILABLE: 'errors.serviceUnavailable',
};

const BY_STATUS: Record<number, LoginAlertKey> = {
  400: 'errors.unableToProcess',
  404: 'errors.unableToProcess',
  401: 'errors.sessionExpired',
  403: 'errors.invalidCredentials',
  500: 'errors.serverError',
  503: 'errors.serviceUnavailable',
};

/**
 * The spec's login alert catalogue (section 8), with known error codes said in our words first
 * (decisions.md A7): a Chinese page never shows an English server sentence it could say itself.
 */
export function loginAlertFor(failure: Failure): LoginAlert {
  if (failure.code === 'ACCOUNT_NOT_ACTIVE') return { kind: 'silent' };
  if (failure.code === 'RATE_LIMITED' || failure.status === 429) {
    const wait = failure.retryAfterSeconds;
    return wait === null || wait === undefined
      ? { kind: 'translated', key: 'errors.rateLimited' }
      : { kind: 'translated', key: 'errors.rateLimitedFor', seconds: Math.ceil(wait) };
  }
  const known = failure.code ? TRANSLATED_CODES[failure.code] : undefined;
  if (known) return { kind: 'translated', key: known };
  if (failure.message) return { kind: 'server', message: failure.message };
  const byStatus = failure.status === null ? undefined : BY_STATUS[failure.status];
  return { kind: 'translated', key: byStatus ?? 'errors.unexpected' };
}
