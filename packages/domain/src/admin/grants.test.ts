import { describe, expect, it } from 'vitest';
import type { Permission } from '../auth/types.js';
import { groupChangeable, groupChangeRefusal, type Granter } from './grants.js';

const owner: Granter = { id: 'owner', isOwner: true, permissions: [] };
/** Min Zhao: billing and admin. */
const admin: Granter = { id: 'min', isOwner: false, permissions: ['billing', 'admin'] };

describe('groupChangeRefusal (A47)', () => {
  it.each<[string, Granter, string | null, Permission[], Permission[], string | null]>([
    ['the owner grants admin', owner, 'lin', ['warehouse'], ['warehouse', 'admin'], null],
    ['the owner removes admin', owner, 'min', ['billing', 'admin'], ['billing'], null],
    ['the owner gives a new member every group', owner, null, [], ['orders', 'admin'], null],
    [
      'an admin ticks Orders on her own record',
      admin,
      'min',
      ['billing', 'admin'],
      ['billing', 'admin', 'orders'],
      'own_groups',
    ],
    [
      'an admin grants a group she holds',
      admin,
      'lin',
      ['warehouse'],
      ['warehouse', 'billing'],
      null,
    ],
    [
      'an admin removes a group she does not hold',
      admin,
      'lin',
      ['warehouse', 'orders'],
      ['warehouse'],
      null,
    ],
    [
      'an admin grants a group she does not hold',
      admin,
      'lin',
      ['warehouse'],
      ['warehouse', 'orders'],
      'group_not_held',
    ],
    [
      'an admin gives a new member a group she does not hold',
      admin,
      null,
      [],
      ['orders'],
      'group_not_held',
    ],
    ['an admin grants admin', admin, 'lin', ['billing'], ['billing', 'admin'], 'admin_owner_only'],
    [
      'an admin removes admin from another',
      admin,
      'wei',
      ['admin'],
      ['billing'],
      'admin_owner_only',
    ],
  ])('%s → %s', (_case, granter, memberId, before, after, refusal) => {
    expect(groupChangeRefusal(granter, memberId, before, after)).toBe(refusal);
  });
});

describe('groupChangeable', () => {
  it.each<[string, Granter, Permission, boolean, boolean]>([
    ['the owner, admin', owner, 'admin', false, true],
    ['an admin, admin for a member who has it', admin, 'admin', true, false],
    ['an admin, a group she holds', admin, 'billing', false, true],
    ['an admin, a group she lacks that the member has', admin, 'orders', true, true],
    ['an admin, a group she lacks that the member lacks', admin, 'orders', false, false],
  ])('%s → %s', (_case, granter, group, has, changeable) => {
    expect(groupChangeable(granter, group, has)).toBe(changeable);
  });
});
