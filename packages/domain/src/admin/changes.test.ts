import { describe, expect, it } from 'vitest';
import type { LegalRep } from '../merchant/types.js';
import {
  displayInfoChanges,
  isEmptyMemberPatch,
  legalContactChanges,
  memberChanges,
  memberCodeTarget,
  memberFormOf,
  shownDisplayInfo,
} from './changes.js';
import type { MemberForm } from './changes.js';
import type { SubAccount } from './types.js';

const linChen: SubAccount = {
  id: '6f1c2f0e-8c1a-4e55-9a43-1b7f0c3d2e11',
  first_name: 'Lin',
  last_name: 'Chen',
  email: 'lin.chen@maple-forwarding.example',
  country_code: '+1',
  phone_number: '6045550124',
  avatar_url: null,
  permissions: (['warehouse', 'orders'] as const).map((name, index) => ({
    id: `6f1c2f0e-8c1a-4e55-9a43-1b7f0c3d2e11:${name}`,
    name,
    description: name,
    permission_id: index + 1,
    subaccount_id: '6f1c2f0e-8c1a-4e55-9a43-1b7f0c3d2e11',
  })),
  warehouses: [],
  created_at: '2026-11-01T08:00:00.000Z',
};

const form = (change: Partial<MemberForm>): MemberForm => ({ ...memberFormOf(linChen), ...change });

describe('memberChanges', () => {
  it.each<[string, Partial<MemberForm>, object]>([
    ['nothing touched', {}, {}],
    ['spaces around the same name', { first_name: ' Lin ' }, {}],
    ['a new last name', { last_name: '陈' }, { last_name: '陈' }],
    ['the same groups ticked in another order', { permission: ['orders', 'warehouse'] }, {}],
    ['a group removed', { permission: ['orders'] }, { permission: ['orders'] }],
    [
      'groups in canonical order',
      { permission: ['admin', 'billing', 'warehouse'] },
      { permission: ['warehouse', 'billing', 'admin'] },
    ],
    ['the same phone typed with hyphens', { identifier: '604-555-0124' }, {}],
    [
      'a new phone: both parts and the code',
      { identifier: '604-555-0199', otpCode: '123456' },
      { country_code: '+1', identifier: '6045550199', otpCode: '123456' },
    ],
    [
      'a new prefix alone still sends both parts',
      { country_code: '86', identifier: '6045550124', otpCode: '654321' },
      { country_code: '+86', identifier: '6045550124', otpCode: '654321' },
    ],
    [
      'a new password and its code',
      { password: 'Operator#2027', otpCode: '111222' },
      { password: 'Operator#2027', otpCode: '111222' },
    ],
    ['a code typed without a change is not sent', { otpCode: '111222' }, {}],
    ['a cleared email', { email: '' }, { email: '' }],
  ])('%s', (_case, change, expected) => {
    expect(memberChanges(linChen, form(change))).toEqual(expected);
  });
});

describe('isEmptyMemberPatch', () => {
  it.each<[string, object, boolean, boolean]>([
    ['no field', {}, false, true],
    ['only a code', { otpCode: '123456' }, false, true],
    ['a new avatar alone', {}, true, false],
    ['a field', { first_name: 'Lin' }, false, false],
  ])('%s', (_case, patch, avatar, expected) => {
    expect(isEmptyMemberPatch(patch, avatar)).toBe(expected);
  });
});

describe('memberCodeTarget (A30)', () => {
  it.each<[string, object, object | null]>([
    ['no code needed', { last_name: 'Chen' }, null],
    [
      'a password: the member’s own phone',
      { password: 'X#1aaaaa' },
      { country_code: '+1', phone_number: '6045550124' },
    ],
    [
      'a phone: the new phone',
      { country_code: '+86', identifier: '13912345678' },
      { country_code: '+86', phone_number: '13912345678' },
    ],
    [
      'both: the new phone',
      { country_code: '+86', identifier: '13912345678', password: 'X#1aaaaa' },
      { country_code: '+86', phone_number: '13912345678' },
    ],
  ])('%s', (_case, patch, expected) => {
    expect(memberCodeTarget(linChen, patch)).toEqual(expected);
  });
});

describe('shownDisplayInfo', () => {
  const profile = { display_name: 'Maple Forwarding', avatar_url: 'avatars/maple.png' };
  const update = { id: 'u1', submitted_at: '2026-11-20T10:00:00.000Z' };
  it.each<[string, object[], object]>([
    [
      'nothing pending',
      [],
      { display_name: 'Maple Forwarding', avatar_url: 'avatars/maple.png', pending: false },
    ],
    [
      'a pending name',
      [{ ...update, display_name: '枫叶国际转运 Maple Forwarding', avatar_url: null }],
      {
        display_name: '枫叶国际转运 Maple Forwarding',
        avatar_url: 'avatars/maple.png',
        pending: true,
      },
    ],
    [
      'a pending avatar',
      [{ ...update, display_name: null, avatar_url: 'avatars/new.png' }],
      { display_name: 'Maple Forwarding', avatar_url: 'avatars/new.png', pending: true },
    ],
  ])('%s', (_case, updates, expected) => {
    expect(shownDisplayInfo({ ...profile, updates: updates as never })).toEqual(expected);
  });
});

describe('displayInfoChanges', () => {
  it.each<[string, string, object]>([
    ['the same name', 'Maple Forwarding', {}],
    ['the same name with spaces', '  Maple Forwarding ', {}],
    ['a new name, trimmed', ' 枫叶国际转运 ', { display_name: '枫叶国际转运' }],
  ])('%s', (_case, name, expected) => {
    expect(
      displayInfoChanges({ display_name: 'Maple Forwarding' }, { display_name: name }),
    ).toEqual(expected);
  });
});

describe('legalContactChanges', () => {
  const rep: LegalRep = {
    name: '王建国',
    contact_name: 'Grace Wang',
    is_contact_legal_rep: false,
    contact_position: 'director',
    country_code: '+1',
    phone_number: '6045550100',
    email: 'legal@maple-forwarding.example',
    pending_review: false,
  };
  const same = {
    country_code: '+1',
    phone_number: '6045550100',
    email: 'legal@maple-forwarding.example',
  };
  it.each<[string, LegalRep | null, typeof same, object]>([
    ['nothing changed', rep, same, {}],
    ['the number typed with hyphens', rep, { ...same, phone_number: '604-555-0100' }, {}],
    [
      'a new email',
      rep,
      { ...same, email: 'grace@maple.example' },
      { email: 'grace@maple.example' },
    ],
    [
      'a new prefix sends the number too',
      rep,
      { ...same, country_code: '44' },
      { country_code: '+44', phone_number: '6045550100' },
    ],
    [
      'no legal representative yet',
      null,
      same,
      { country_code: '+1', phone_number: '6045550100', email: 'legal@maple-forwarding.example' },
    ],
  ])('%s', (_case, legalRep, contact, expected) => {
    expect(legalContactChanges(legalRep, contact)).toEqual(expected);
  });
});
