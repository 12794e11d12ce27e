import { describe, expect, it } from 'vitest';
import type { MemberPatch, SubAccountRegistration } from '@jiyun/domain';
import { bodyEntries, displayInfoBody, memberPatchBody, registrationBody } from './bodies';

const avatar = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '头像-林晨.png', {
  type: 'image/png',
});

describe('displayInfoBody', () => {
  it.each<[string, { display_name?: string }, File | null, [string, string][]]>([
    ['a new name only', { display_name: '枫叶国际转运' }, null, [['display_name', '枫叶国际转运']]],
    ['a new avatar only', {}, avatar, [['avatar', 'file:头像-林晨.png']]],
    [
      'both',
      { display_name: 'Maple Forwarding 枫叶' },
      avatar,
      [
        ['display_name', 'Maple Forwarding 枫叶'],
        ['avatar', 'file:头像-林晨.png'],
      ],
    ],
  ])('%s', (_case, patch, file, expected) => {
    expect(bodyEntries(displayInfoBody(patch, file))).toEqual(expected);
  });
});

describe('registrationBody', () => {
  const registration: SubAccountRegistration = {
    country_code: '+86',
    identifier: '13912345678',
    first_name: '晨',
    last_name: '林',
    email: 'lin.chen@maple-forwarding.example',
    password: 'Operator#2027',
    verification_code: '246810',
    permission: ['warehouse', 'orders'],
  };
  it('sends every field and one permission part per group', () => {
    expect(bodyEntries(registrationBody(registration, null))).toEqual([
      ['country_code', '+86'],
      ['identifier', '13912345678'],
      ['first_name', '晨'],
      ['last_name', '林'],
      ['email', 'lin.chen@maple-forwarding.example'],
      ['password', 'Operator#2027'],
      ['verification_code', '246810'],
      ['permission', 'warehouse'],
      ['permission', 'orders'],
    ]);
  });
  it('adds the avatar as a file part when one was chosen', () => {
    expect(bodyEntries(registrationBody(registration, avatar)).at(-1)).toEqual([
      'avatar',
      'file:头像-林晨.png',
    ]);
  });
});

describe('memberPatchBody', () => {
  it.each<[string, MemberPatch, File | null, [string, string][]]>([
    ['nothing', {}, null, []],
    ['a new last name', { last_name: '陈' }, null, [['last_name', '陈']]],
    [
      'groups replaced, repeated in order',
      { permission: ['shipping_lines', 'billing'] },
      null,
      [
        ['permission', 'shipping_lines'],
        ['permission', 'billing'],
      ],
    ],
    [
      'a new phone with its code',
      { country_code: '+86', identifier: '13912345678', otpCode: '135790' },
      null,
      [
        ['country_code', '+86'],
        ['identifier', '13912345678'],
        ['otpCode', '135790'],
      ],
    ],
    ['an avatar alone', {}, avatar, [['avatar', 'file:头像-林晨.png']]],
  ])('%s', (_case, patch, file, expected) => {
    expect(bodyEntries(memberPatchBody(patch, file))).toEqual(expected);
  });
});
