import { describe, expect, it } from 'vitest';
import type { Permission } from '@jiyun/domain';
import { memberGroups, memberName, phoneOf } from './member-view';

describe('memberName', () => {
  it.each([
    ['Lin', 'Chen', 'Lin Chen'],
    [' 晨 ', '林', '林晨'],
    ['Alexandra-Marie', '', 'Alexandra-Marie'],
  ])('%j %j → %j', (first_name, last_name, expected) => {
    expect(memberName({ first_name, last_name })).toBe(expected);
  });
});

describe('memberGroups', () => {
  const held = (names: Permission[]) => ({
    permissions: names.map((name, index) => ({
      id: `m1:${name}`,
      name,
      description: name,
      permission_id: index + 1,
      subaccount_id: 'm1',
    })),
  });
  it.each<[Permission[], Permission[]]>([
    [[], []],
    [
      ['admin', 'warehouse', 'orders'],
      ['warehouse', 'orders', 'admin'],
    ],
    [['billing'], ['billing']],
  ])('%j in group order → %j', (names, expected) => {
    expect(memberGroups(held(names))).toEqual(expected);
  });
});

describe('phoneOf', () => {
  it('joins the prefix and the number', () => {
    expect(phoneOf({ country_code: '+86', phone_number: '13912345678' })).toBe('+86 13912345678');
  });
});
