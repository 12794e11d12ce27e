import type { Permission, SessionUser } from '@jiyun/domain';
import { describe, expect, it } from 'vitest';
import { activeNavArea, homeFor, landsOnDashboard, visibleNavAreas } from './nav-items';

const member = (type: SessionUser['type'], permissions: Permission[]): SessionUser => ({
  id: 'u1',
  type,
  merchant_id: 'm1',
  display_name: 'Maple Forwarding',
  first_name: 'Ann',
  last_name: 'Lee',
  avatar_url: null,
  status: 'active',
  country_code: '+1',
  phone_number: '6045550123',
  email: null,
  permissions,
});

describe('visibleNavAreas', () => {
  it.each<[string, SessionUser, string[]]>([
    [
      'the owner sees every area',
      member('root', []),
      ['warehouse', 'shippingLines', 'orders', 'billing', 'admin'],
    ],
    [
      'a sub-account with all permissions',
      member('sub', ['warehouse', 'shipping_lines', 'orders', 'billing', 'customers', 'admin']),
      ['warehouse', 'shippingLines', 'orders', 'billing', 'admin'],
    ],
    [
      'a sub-account with orders and billing',
      member('sub', ['billing', 'orders']),
      ['orders', 'billing'],
    ],
    ['a sub-account with only customers', member('sub', ['customers']), []],
  ])('%s', (_name, user, keys) => {
    expect(visibleNavAreas(user).map((area) => area.key)).toEqual(keys);
  });
});

describe('activeNavArea', () => {
  it.each([
    ['/warehouse', 'warehouse'],
    ['/warehouse/w1/settings', 'warehouse'],
    ['/warehouses', undefined],
    ['/shippingLines/new-shipping-line/main', 'shippingLines'],
    ['/orders/returnOrder/7', 'orders'],
    ['/billing/overview', 'billing'],
    ['/admin/team-member/3', 'admin'],
    ['/settings', undefined],
    ['/', 'home'],
  ])('%s → %s', (pathname, key) => {
    expect(activeNavArea(pathname)).toBe(key);
  });
});

describe('homeFor', () => {
  it.each<[string, SessionUser, string]>([
    ['the owner', member('root', []), '/warehouse'],
    ['a warehouse team member', member('sub', ['orders', 'warehouse']), '/warehouse'],
    ['a team member with orders and billing', member('sub', ['billing', 'orders']), '/orders'],
    ['a team member with shipping lines only', member('sub', ['shipping_lines']), '/shippingLines'],
    ['a team member with no area', member('sub', ['customers']), '/settings'],
  ])('%s', (_name, user, href) => {
    expect(homeFor(user)).toBe(href);
  });
});

describe('landsOnDashboard', () => {
  it.each<[string, SessionUser, boolean]>([
    ['the owner', member('root', []), true],
    [
      'a team member with every area',
      member('sub', ['warehouse', 'orders', 'billing', 'admin']),
      false,
    ],
    ['a team member with no area', member('sub', []), false],
  ])('%s', (_name, user, expected) => {
    expect(landsOnDashboard(user)).toBe(expected);
  });
});
