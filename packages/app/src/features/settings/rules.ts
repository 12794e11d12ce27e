import { ACCOUNT_MESSAGES, normalizePhoneNumber, type SessionUser } from '@jiyun/domain';
import type { ApiFailure } from '../../api/api-error';

/** The phone the account has now. */
export interface CurrentPhone {
  country_code: string;
  phone_number: string;
}

/**
 * Send-code (spec 5): a non-empty phone that differs from the current one. The third condition,
 * no countdown running, is kept by the SendCodeButton itself, which stays disabled while it counts.
 */
export function canSendPhoneCode(
  countryCode: string,
  phone: string,
  current: CurrentPhone,
): boolean {
  const digits = normalizePhoneNumber(phone);
  if (digits === '') return false;
  return (
    countryCode !== current.country_code || digits !== normalizePhoneNumber(current.phone_number)
  );
}

/** Change email (spec 5): non-empty; sending the address the account already has changes nothing. */
export function canChangeEmail(email: string, current: string | null): boolean {
  const next = email.trim();
  return next !== '' && next !== (current ?? '');
}

/** A41: forgot password is for owners; a team member's password is reset by their owner. */
export function offersForgotPassword(user: Pick<SessionUser, 'type'>): boolean {
  return user.type === 'root';
}

export type SettingsAction = 'phoneCode' | 'phone' | 'email' | 'password';

type SettingsAlertKey =
  | 'settings.phone.inUse'
  | 'settings.phone.invalidCode'
  | 'settings.email.inUse'
  | 'settings.email.invalid'
  | 'settings.password.invalidPrevious'
  | 'settings.errors.generic';

export type SettingsAlert =
  { key: SettingsAlertKey } | { key: 'settings.errors.rateLimited'; seconds: number };

const ON_CONFLICT: Record<SettingsAction, SettingsAlertKey> = {
  phoneCode: 'settings.phone.inUse',
  phone: 'settings.phone.inUse',
  email: 'settings.email.inUse',
  password: 'settings.errors.generic',
};

/**
 * Spec 8, read by the server's code (decisions.md A7): a phone or email someone else has answers
 * CONFLICT and says "in use"; a refused request (VALIDATION_FAILED) on the password update means
 * the previous password is wrong, on the email update that the address is not valid, on the phone
 * update that the code is wrong when the server says so. Anything else is the generic settings
 * error, and a 429 says how long to wait.
 */
export function settingsAlertFor(
  action: SettingsAction,
  failure: Pick<ApiFailure, 'status' | 'code' | 'message' | 'retryAfterSeconds'>,
): SettingsAlert {
  if (failure.status === 429 && failure.retryAfterSeconds !== null) {
    return { key: 'settings.errors.rateLimited', seconds: Math.ceil(failure.retryAfterSeconds) };
  }
  if (failure.code === 'CONFLICT') return { key: ON_CONFLICT[action] };
  if (failure.status !== 400 || failure.code !== 'VALIDATION_FAILED') {
    return { key: 'settings.errors.generic' };
  }
  if (action === 'password') return { key: 'settings.password.invalidPrevious' };
  if (action === 'email') return { key: 'settings.email.invalid' };
  if (action === 'phone' && failure.message === ACCOUNT_MESSAGES.invalidCode) {
    return { key: 'settings.phone.invalidCode' };
  }
  return { key: 'settings.errors.generic' };
}
