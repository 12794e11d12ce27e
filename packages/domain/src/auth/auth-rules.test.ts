import { describe, expect, it } from 'vitest';
import { normalizeCountryCode } from './country-code.js';
import { keepPhoneCharacters, normalizePhoneNumber } from './phone.js';
import { isAdmittedStatus } from './status.js';
import { fullName, personName } from './full-name.js';
import { checkPassword, isStrongPassword } from './password.js';

describe('normalizeCountryCode', () => {
  it.each([
    ['+1', '+1'],
    ['1', '+1'],
    [' +86 ', '+86'],
    ['86', '+86'],
    ['+44', null],
    ['', null],
    ['++1', null],
    ['abc', null],
    ['+1 2', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCountryCode(input)).toBe(expected);
  });
});

describe('phone characters', () => {
  it.each([
    ['604-555-0123', '604-555-0123', '6045550123'],
    ['(604) 555 0123', '6045550123', '6045550123'],
    ['abc138x0000', '1380000', '1380000'],
    ['', '', ''],
  ])('%j keeps %j and normalises to %j', (input, kept, normalized) => {
    expect(keepPhoneCharacters(input)).toBe(kept);
    expect(normalizePhoneNumber(input)).toBe(normalized);
  });
});

describe('isAdmittedStatus', () => {
  it.each([
    ['active', true],
    ['updated', true],
    ['pending', false],
    ['inactive', false],
    ['suspended', false],
    [null, false],
    [undefined, false],
  ])('%j → %j', (status, admitted) => {
    expect(isAdmittedStatus(status)).toBe(admitted);
  });
});

describe('fullName', () => {
  it.each([
    [
      { type: 'root', display_name: 'Maple Forwarding', first_name: 'Ann', last_name: 'Lee' },
      'Maple Forwarding',
    ],
    [
      { type: 'sub', display_name: 'Maple Forwarding', first_name: 'Ann', last_name: 'Lee' },
      'Ann Lee',
    ],
    [{ type: 'sub', display_name: null, first_name: 'Ann', last_name: null }, 'Ann'],
    [{ type: 'root', display_name: null, first_name: null, last_name: null }, ''],
    // A50: both parts Chinese, family name first without a space.
    [{ type: 'sub', display_name: null, first_name: '小红', last_name: '李' }, '李小红'],
  ] as const)('%o → %j', (user, name) => {
    expect(fullName(user)).toBe(name);
  });
});

describe('personName (A50)', () => {
  it.each<[string | null, string | null, string]>([
    ['小红', '李', '李小红'],
    [' 思远 ', '欧阳', '欧阳思远'],
    ['Mei Ling', 'Wong', 'Mei Ling Wong'],
    ['小红', 'Li', '小红 Li'],
    ['Xiaohong', '李', 'Xiaohong 李'],
    ['小红', null, '小红'],
    [null, '李', '李'],
    [null, null, ''],
  ])('%j %j → %j', (first, last, name) => {
    expect(personName(first, last)).toBe(name);
  });
});

describe('checkPassword', () => {
  it.each([
    ['Merchant#2026', { length: true, uppercase: true, digit: true, special: true }],
    ['short#1A', { length: true, uppercase: true, digit: true, special: true }],
    ['Sh#1', { length: false, uppercase: true, digit: true, special: true }],
    ['alllowercase#1', { length: true, uppercase: false, digit: true, special: true }],
    ['NoDigits#here', { length: true, uppercase: true, digit: false, special: true }],
    ['NoSpecial123', { length: true, uppercase: true, digit: true, special: false }],
    ['A1#' + 'x'.repeat(23), { length: false, uppercase: true, digit: true, special: true }],
  ])('%j', (password, checks) => {
    expect(checkPassword(password)).toEqual(checks);
    expect(isStrongPassword(password)).toBe(Object.values(checks).every(Boolean));
  });
});
