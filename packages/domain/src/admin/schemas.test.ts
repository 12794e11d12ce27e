import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import { ADMIN_MESSAGES } from './messages.js';
import {
  displayInfoPatchSchema,
  displayInfoSchema,
  legalContactPatchSchema,
  legalContactSchema,
  memberCodeSchema,
  memberPatchSchema,
  subAccountCodeSchema,
  subAccountRegistrationSchema,
} from './schemas.js';

function errorsOf(schema: Schema, body: unknown): string[] {
  try {
    schema.validateSync(body, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

const registration = {
  first_name: '美玲',
  last_name: 'Wong-Richardson',
  email: 'meiling.wong@maple-forwarding.example',
  country_code: '+1',
  identifier: '604-555-0125',
  password: 'Warehouse#2026',
  verification_code: '048213',
  permission: ['warehouse', 'shipping_lines'],
};

const picked = (name: string, type: string, size: number) => ({ name, type, size });

describe('subAccountRegistrationSchema', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a complete member', registration, []],
    ['a +86 mobile', { ...registration, country_code: '+86', identifier: '13912345678' }, []],
    ['a PNG avatar', { ...registration, avatar: picked('陈琳.png', 'image/png', 120_000) }, []],
    [
      'a JPEG named .jpeg with no type',
      { ...registration, avatar: picked('lin.jpeg', '', 5000) },
      [],
    ],
    ['blank first name', { ...registration, first_name: '   ' }, ['first_name is required.']],
    [
      'a name too long',
      { ...registration, last_name: 'x'.repeat(51) },
      ['last_name must be at most 50 characters.'],
    ],
    ['no email', { ...registration, email: undefined }, ['email is required.']],
    [
      'a sign-in prefix only (+44 is no sign-in prefix)',
      { ...registration, country_code: '+44' },
      ['country_code must be +1 or +86.'],
    ],
    [
      'a Canadian number one digit short',
      { ...registration, identifier: '604555012' },
      ['identifier must have 10 digits for +1.'],
    ],
    [
      'a weak password',
      { ...registration, password: 'warehouse#2026' },
      ['Password must contain at least 1 uppercase letter.'],
    ],
    [
      'a five-digit code',
      { ...registration, verification_code: '04821' },
      ['verification_code must be exactly 6 digits.'],
    ],
    ['no permission', { ...registration, permission: [] }, [ADMIN_MESSAGES.permissionRequired]],
    [
      'an unknown group',
      { ...registration, permission: ['warehouse', 'root'] },
      ['permission must be one of warehouse, shipping_lines, orders, billing, customers, admin.'],
    ],
    [
      'a group twice',
      { ...registration, permission: ['orders', 'orders'] },
      ['Each permission may be sent once.'],
    ],
    [
      'a GIF avatar',
      { ...registration, avatar: picked('cat.gif', 'image/gif', 1000) },
      [ADMIN_MESSAGES.avatarType],
    ],
    [
      'an avatar over 4 MB',
      { ...registration, avatar: picked('big.png', 'image/png', 4 * 1024 * 1024 + 1) },
      [ADMIN_MESSAGES.avatarTooLarge],
    ],
    [
      'an avatar sent as text',
      { ...registration, avatar: 'avatars/x.png' },
      [ADMIN_MESSAGES.avatarType],
    ],
    ['an unknown field', { ...registration, role: 'owner' }, ['Unknown field: role.']],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(subAccountRegistrationSchema, body)).toEqual(expected);
  });
});

describe('subAccountCodeSchema', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['phone_number', { country_code: '+1', phone_number: '6045550125' }, []],
    ['identifier', { country_code: '86', identifier: '139-1234-5678' }, []],
    ['neither', { country_code: '+1' }, ['phone_number is required.']],
    [
      'both',
      { country_code: '+1', phone_number: '6045550125', identifier: '6045550125' },
      [ADMIN_MESSAGES.onePhone],
    ],
    [
      'a short Chinese mobile',
      { country_code: '+86', identifier: '139123' },
      ['identifier must have 10 to 11 digits (not counting a leading 0) for +86.'],
    ],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(subAccountCodeSchema, body)).toEqual(expected);
  });
});

describe('memberCodeSchema', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a phone', { country_code: '+1', phone_number: '6045550124' }, []],
    ['no phone', { country_code: '+1' }, ['phone_number is required.']],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(memberCodeSchema, body)).toEqual(expected);
  });
});

describe('memberPatchSchema', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a new last name', { last_name: '陈' }, []],
    ['new groups', { permission: ['orders'] }, []],
    [
      'a new phone with its code',
      { country_code: '+1', identifier: '6045550199', otpCode: '123456' },
      [],
    ],
    ['a new password with its code', { password: 'Operator#2027', otpCode: '123456' }, []],
    [
      'a new phone without a code',
      { country_code: '+1', identifier: '6045550199' },
      [ADMIN_MESSAGES.codeRequired],
    ],
    ['a new password without a code', { password: 'Operator#2027' }, [ADMIN_MESSAGES.codeRequired]],
    [
      'the number without its prefix',
      { identifier: '6045550199', otpCode: '123456' },
      [ADMIN_MESSAGES.phoneTogether],
    ],
    ['an empty group list', { permission: [] }, [ADMIN_MESSAGES.permissionRequired]],
    ['a blank first name', { first_name: ' ' }, ['first_name is required.']],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(memberPatchSchema, body)).toEqual(expected);
  });
});

describe('display info', () => {
  it.each<[string, Schema, Record<string, unknown>, string[]]>([
    ['a name', displayInfoSchema, { display_name: '枫叶国际转运 Maple Forwarding' }, []],
    ['a blank name', displayInfoSchema, { display_name: '  ' }, ['display_name is required.']],
    ['an avatar alone (patch)', displayInfoPatchSchema, {}, []],
    [
      'a blank name (patch)',
      displayInfoPatchSchema,
      { display_name: '' },
      ['display_name is required.'],
    ],
    [
      'a name too long (patch)',
      displayInfoPatchSchema,
      { display_name: '枫'.repeat(101) },
      ['display_name must be at most 100 characters.'],
    ],
  ])('%s', (_case, schema, body, expected) => {
    expect(errorsOf(schema, body)).toEqual(expected);
  });
});

describe('legal contact', () => {
  const contact = {
    country_code: '+44',
    phone_number: '020 7946 0958',
    email: 'legal@maple.example',
  };
  it.each<[string, Schema, Record<string, unknown>, string[]]>([
    ['a UK contact', legalContactSchema, contact, []],
    [
      'a Swiss prefix',
      legalContactSchema,
      { ...contact, country_code: '+41', phone_number: '044 668 18 00' },
      [],
    ],
    [
      'an unsupported prefix',
      legalContactSchema,
      { ...contact, country_code: '+7' },
      ['country_code must be the dialling code of a supported country.'],
    ],
    ['no email', legalContactSchema, { ...contact, email: '' }, ['email is required.']],
    ['only the email (patch)', legalContactPatchSchema, { email: 'ceo@maple.example' }, []],
    [
      'the number alone (patch)',
      legalContactPatchSchema,
      { phone_number: '6045550100' },
      [ADMIN_MESSAGES.phoneTogether],
    ],
    ['nothing (patch)', legalContactPatchSchema, {}, [ADMIN_MESSAGES.nothingChanged]],
    [
      'a number too long for its prefix (patch)',
      legalContactPatchSchema,
      { country_code: '+1', phone_number: '60455501000' },
      ['phone_number must have 10 digits for +1.'],
    ],
  ])('%s', (_case, schema, body, expected) => {
    expect(errorsOf(schema, body)).toEqual(expected);
  });
});
