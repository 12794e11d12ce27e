import { ACCOUNT_MESSAGES } from '@jiyun/domain';
import type { ApiFailure } from '../../../api/api-error';

/** What a forgot-password step says after a failed call. */
export type ForgotPasswordAlert =
  | {
      kind: 'translated';
      key: 'forgotPassword.errors.invalidCode' | 'forgotPassword.errors.failed';
    }
  | { kind: 'server'; message: string };

type Failure = Pick<ApiFailure, 'status' | 'message'>;

/**
 * Spec 8: a wrong code reads "Invalid verification code. Please try again." in the merchant's
 * language; any other failure shows the server's message (it names the wait of a 429, or the
 * expired flow) or, without one, our own words.
 */
export function forgotPasswordAlertFor(
  call: 'request' | 'resend' | 'verify' | 'reset',
  failure: Failure,
): ForgotPasswordAlert {
  if (
    call === 'verify' &&
    (failure.message === ACCOUNT_MESSAGES.invalidCode ||
      (failure.status === 400 && failure.message === null))
  ) {
    return { kind: 'translated', key: 'forgotPassword.errors.invalidCode' };
  }
  if (failure.message && failure.status !== null && failure.status < 500) {
    return { kind: 'server', message: failure.message };
  }
  return { kind: 'translated', key: 'forgotPassword.errors.failed' };
}
