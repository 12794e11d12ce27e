import { describe, expect, it } from 'vitest';
import {
  canSendNewMemberCode,
  codePhoneOf,
  codeStillValid,
  emptyAddMemberForm,
  registrationOf,
  type AddMemberForm,
} from './add-member';

const form = (change: Partial<AddMemberForm>): AddMemberForm => ({
  ...emptyAddMemberForm('+1'),
  ...change,
});

describe('canSendNewMemberCode', () => {
  it.each<[string, Partial<AddMemberForm>, boolean]>([
    ['no phone yet', {}, false],
    ['a Canadian number', { identifier: '604-555-0124' }, true],
    ['too short for +1', { identifier: '60455501' }, false],
    ['a Chinese mobile', { country_code: '+86', identifier: '139 1234 5678' }, true],
    ['a Chinese mobile under +1', { identifier: '13912345678' }, false],
    ['letters', { identifier: '604555O124' }, false],
    [
      'a prefix members cannot sign in with',
      { country_code: '+44', identifier: '7700900123' },
      false,
    ],
  ])('%s → %s', (_case, change, expected) => {
    expect(canSendNewMemberCode(form(change))).toBe(expected);
  });
});

describe('codeStillValid', () => {
  const sent = codePhoneOf(form({ identifier: '604-555-0124' }));
  it.each<[string, string | null, Partial<AddMemberForm>, boolean]>([
    ['no code sent', null, { identifier: '6045550124' }, false],
    ['the same phone typed alike', sent, { identifier: '604-555-0124' }, true],
    ['the same phone without hyphens', sent, { identifier: '6045550124' }, true],
    ['another number', sent, { identifier: '6045550199' }, false],
    ['another prefix', sent, { country_code: '+86', identifier: '6045550124' }, false],
  ])('%s → %s', (_case, sentTo, change, expected) => {
    expect(codeStillValid(sentTo, form(change))).toBe(expected);
  });
});

describe('registrationOf', () => {
  it('trims the text, keeps the digits of the phone and the password as typed', () => {
    expect(
      registrationOf(
        form({
          first_name: ' 晓梅 ',
          last_name: '张 ',
          email: ' zhang.xiaomei@maple-forwarding.example ',
          country_code: '86',
          identifier: '139-1234-5678',
          password: ' Operator#2027',
          verification_code: '246810',
          permission: ['billing', 'customers'],
        }),
      ),
    ).toEqual({
      country_code: '+86',
      identifier: '13912345678',
      first_name: '晓梅',
      last_name: '张',
      email: 'zhang.xiaomei@maple-forwarding.example',
      password: ' Operator#2027',
      verification_code: '246810',
      permission: ['billing', 'customers'],
    });
  });
});
