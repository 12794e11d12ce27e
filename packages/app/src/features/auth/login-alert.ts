import type { ApiFailure } from '../../api/api-error';

/** The login form's own words (keys of the `auth` namespace). */
export type LoginAlertKey =
  | 'errors.invalidCredentials'
  | 'errors.unableToProcess'
  | 'errors.sessionExpired'
  | 'errors.serverError'
  | 'errors.unexpected'
  | 'errors.rateLimited';

/**
 * What the login form says after a failed attempt:
 * - `silent`: nothing on the form (an inactive account gets the not-active notice instead);
 * - `translated`: our words, in the merchant's language;
 * - `server`: the server's message as it is (it carries details we do not have, like the wait).
 */
export type LoginAlert =
  | { kind: 'silent' }
  | { kind: 'translated'; key: LoginAlertKey }
  | { kind: 'server'; message: string };

type Failure = Pick<ApiFailure, 'status' | 'code' | 'message'>;

/** Codes whose meaning we know well enough to say in our own (translated) words. */
const TRANSLATED_CODES: Partial<Record<NonNullable<ApiFailure['code']>, LoginAlertKey>> = {
  INVALID_CREDENTIALS: 'errors.invalidCredentials',
  VALIDATION_FAILED: 'errors.unableToProcess',
  UNAUTHENTICATED: 'errors.sessionExpired',
  TOKEN_EXPIRED: 'errors.sessionExpired',
  INTERNAL: 'errors.serverError',
};

const BY_STATUS: Record<number, LoginAlertKey> = {
  400: 'errors.unableToProcess',
  404: 'errors.unableToProcess',
  401: 'errors.sessionExpired',
  403: 'errors.invalidCredentials',
  500: 'errors.serverError',
};

/** The spec's login alert catalogue (section 8), with known error codes said in our words. */
export function loginAlertFor(failure: Failure): LoginAlert {
  if (failure.code === 'ACCOUNT_NOT_ACTIVE') return { kind: 'silent' };
  if (failure.code === 'RATE_LIMITED') {
    return failure.message
      ? { kind: 'server', message: failure.message }
      : { kind: 'translated', key: 'errors.rateLimited' };
  }
  const known = failure.code ? TRANSLATED_CODES[failure.code] : undefined;
  if (known) return { kind: 'translated', key: known };
  if (failure.message) return { kind: 'server', message: failure.message };
  const byStatus = failure.status === null ? undefined : BY_STATUS[failure.status];
  return { kind: 'translated', key: byStatus ?? 'errors.unexpected' };
}
