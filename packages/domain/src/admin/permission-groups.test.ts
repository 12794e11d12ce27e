import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../auth/types.js';
import type { Permission } from '../auth/types.js';
import {
  inGroupOrder,
  offeredPermissionGroups,
  PERMISSION_GROUPS,
  permissionGroupOf,
} from './permission-groups.js';

describe('PERMISSION_GROUPS', () => {
  it('offers the six groups of spec §6 in order, numbered 1 to 6, with their i18n keys', () => {
    expect(
      PERMISSION_GROUPS.map((group) => [group.name, group.permission_id, group.labelKey]),
    ).toEqual(
      PERMISSIONS.map((name, index) => [name, index + 1, `permissionGroups.${name}.label`]),
    );
    expect(PERMISSION_GROUPS.every((group) => group.description.length > 10)).toBe(true);
  });

  it.each([
    ['billing', 4],
    ['root', undefined],
  ])('finds the group %s', (name, id) => {
    expect(permissionGroupOf(name)?.permission_id).toBe(id);
  });

  it.each<[string[], string[]]>([
    [
      ['admin', 'warehouse'],
      ['warehouse', 'admin'],
    ],
    [['orders', 'orders'], ['orders']],
    [[], []],
  ])('%j in group order → %j', (given, expected) => {
    expect(inGroupOrder(given as never)).toEqual(expected);
  });
});

describe('offeredPermissionGroups (A35)', () => {
  it.each<[string, Permission[], string[]]>([
    ['leaves out Customers', [], ['warehouse', 'shipping_lines', 'orders', 'billing', 'admin']],
    [
      'keeps it for a member who holds it, so a save does not drop it',
      ['customers'],
      ['warehouse', 'shipping_lines', 'orders', 'billing', 'customers', 'admin'],
    ],
  ])('%s', (_, held, names) => {
    expect(offeredPermissionGroups(held).map((group) => group.name)).toEqual(names);
  });
});
