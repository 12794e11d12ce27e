import { ACCOUNT_MESSAGES, CODE_MESSAGES } from '../account/types.js';
import { ADMIN_MESSAGES } from './messages.js';

/** What went wrong with an admin request, in the words the admin pages have a text for. */
export const ADMIN_FAILURES = [
  'phone_in_use',
  'email_in_use',
  'invalid_code',
  'code_expired',
  'code_required',
  'nothing_changed',
  'team_full',
  'cannot_remove_self',
  'own_groups',
  'admin_owner_only',
  'group_not_held',
  'member_not_found',
  'forbidden',
  'too_many_codes',
  'avatar_too_large',
  'avatar_type',
  'invalid_input',
  'failed',
] as const;
export type AdminFailure = (typeof ADMIN_FAILURES)[number];

/** The parts of an error answer the mapping reads (the app's HTTP error carries them). */
export interface AdminErrorAnswer {
  /** HTTP status; undefined when no answer came (network down). */
  status?: number;
  /** `ApiError.code`. */
  code?: string;
  /** `ApiError.message`. */
  message?: string;
}

const BY_MESSAGE: ReadonlyArray<readonly [string, AdminFailure]> = [
  [ACCOUNT_MESSAGES.phoneInUse, 'phone_in_use'],
  [ACCOUNT_MESSAGES.emailInUse, 'email_in_use'],
  [ACCOUNT_MESSAGES.invalidCode, 'invalid_code'],
  [CODE_MESSAGES.flowNotValid, 'code_expired'],
  [CODE_MESSAGES.expired, 'code_expired'],
  [CODE_MESSAGES.used, 'code_expired'],
  [CODE_MESSAGES.tooManyTries, 'code_expired'],
  [ADMIN_MESSAGES.codeRequired, 'code_required'],
  [ADMIN_MESSAGES.nothingChanged, 'nothing_changed'],
  [ADMIN_MESSAGES.teamFull, 'team_full'],
  [ADMIN_MESSAGES.cannotRemoveSelf, 'cannot_remove_self'],
  [ADMIN_MESSAGES.ownGroups, 'own_groups'],
  [ADMIN_MESSAGES.adminOwnerOnly, 'admin_owner_only'],
  [ADMIN_MESSAGES.groupNotHeld, 'group_not_held'],
];

/**
 * The failure an admin page shows for an error answer: the server's code first, then its message
 * where one code covers several refusals (a 400 `CONFLICT` is a phone or an email in use, ADR
 * 0034; a 400 `VALIDATION_FAILED` is a wrong code, a used-up code flow, nothing changed … or a
 * field, shown under the field). Anything unknown is `failed`: the page says it failed (A29).
 */
export function adminFailureOf(error: AdminErrorAnswer): AdminFailure {
  const known = BY_MESSAGE.find(([message]) => message === error.message)?.[1];
  switch (error.code) {
    case 'CONFLICT':
      return known ?? 'failed';
    case 'VALIDATION_FAILED':
      return known ?? 'invalid_input';
    case 'NOT_FOUND':
      return 'member_not_found';
    case 'FORBIDDEN':
      return known ?? 'forbidden';
    case 'RATE_LIMITED':
      return 'too_many_codes';
    case 'PAYLOAD_TOO_LARGE':
      return 'avatar_too_large';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'avatar_type';
    default:
      return 'failed';
  }
}

/** The i18n key (namespace `admin`) of a failure's text. */
export function adminFailureKey(failure: AdminFailure): `failures.${AdminFailure}` {
  return `failures.${failure}`;
}
