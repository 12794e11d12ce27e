import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, CODE_MESSAGES } from '../account/types.js';
import { adminFailureKey, adminFailureOf } from './failures.js';
import type { AdminErrorAnswer, AdminFailure } from './failures.js';
import { ADMIN_MESSAGES } from './messages.js';

describe('adminFailureOf', () => {
  it.each<[string, AdminErrorAnswer, AdminFailure]>([
    [
      'phone in use',
      { status: 400, code: 'CONFLICT', message: ACCOUNT_MESSAGES.phoneInUse },
      'phone_in_use',
    ],
    [
      'email in use',
      { status: 400, code: 'CONFLICT', message: ACCOUNT_MESSAGES.emailInUse },
      'email_in_use',
    ],
    [
      'a wrong code',
      { status: 400, code: 'VALIDATION_FAILED', message: ACCOUNT_MESSAGES.invalidCode },
      'invalid_code',
    ],
    [
      'an expired code',
      { status: 400, code: 'VALIDATION_FAILED', message: CODE_MESSAGES.expired },
      'code_expired',
    ],
    [
      'a flow token that is gone',
      { status: 400, code: 'VALIDATION_FAILED', message: CODE_MESSAGES.flowNotValid },
      'code_expired',
    ],
    [
      'a used code',
      { status: 400, code: 'VALIDATION_FAILED', message: CODE_MESSAGES.used },
      'code_expired',
    ],
    [
      'tries used up',
      { status: 400, code: 'VALIDATION_FAILED', message: CODE_MESSAGES.tooManyTries },
      'code_expired',
    ],
    [
      'a code missing',
      { status: 400, code: 'VALIDATION_FAILED', message: ADMIN_MESSAGES.codeRequired },
      'code_required',
    ],
    [
      'nothing changed',
      { status: 400, code: 'VALIDATION_FAILED', message: ADMIN_MESSAGES.nothingChanged },
      'nothing_changed',
    ],
    [
      'a field',
      { status: 400, code: 'VALIDATION_FAILED', message: 'email must be a valid e-mail address.' },
      'invalid_input',
    ],
    [
      'the team is full',
      { status: 409, code: 'CONFLICT', message: ADMIN_MESSAGES.teamFull },
      'team_full',
    ],
    [
      'removing oneself',
      { status: 403, code: 'FORBIDDEN', message: ADMIN_MESSAGES.cannotRemoveSelf },
      'cannot_remove_self',
    ],
    [
      'changing one’s own groups',
      { status: 403, code: 'FORBIDDEN', message: ADMIN_MESSAGES.ownGroups },
      'own_groups',
    ],
    [
      'granting admin as a member',
      { status: 403, code: 'FORBIDDEN', message: ADMIN_MESSAGES.adminOwnerOnly },
      'admin_owner_only',
    ],
    [
      'granting a group not held',
      { status: 403, code: 'FORBIDDEN', message: ADMIN_MESSAGES.groupNotHeld },
      'group_not_held',
    ],
    [
      'an unknown conflict',
      { status: 409, code: 'CONFLICT', message: 'Something else.' },
      'failed',
    ],
    [
      'another company’s member',
      { status: 404, code: 'NOT_FOUND', message: ADMIN_MESSAGES.memberNotFound },
      'member_not_found',
    ],
    [
      'no admin permission',
      { status: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
      'forbidden',
    ],
    [
      'too many codes',
      { status: 429, code: 'RATE_LIMITED', message: 'Please wait 20 seconds.' },
      'too_many_codes',
    ],
    [
      'an avatar too large',
      { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'x' },
      'avatar_too_large',
    ],
    [
      'an avatar of another type',
      { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'x' },
      'avatar_type',
    ],
    ['a server error', { status: 500, code: 'INTERNAL', message: 'x' }, 'failed'],
    ['no answer at all', {}, 'failed'],
  ])('%s', (_case, answer, expected) => {
    expect(adminFailureOf(answer)).toBe(expected);
  });

  it('names the i18n key of a failure', () => {
    expect(adminFailureKey('phone_in_use')).toBe('failures.phone_in_use');
  });
});
