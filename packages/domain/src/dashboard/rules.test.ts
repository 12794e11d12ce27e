import { describe, expect, it } from 'vitest';
import type { Permission, UserType } from '../auth/types.js';
import { dashboardSectionsFor, pendingGetStartedSteps } from './rules.js';

const owner = { type: 'root' as UserType, permissions: [] as Permission[] };
const member = (...permissions: Permission[]) => ({ type: 'sub' as UserType, permissions });
const nothingDone = { warehouse: false, shipping_line: false, team_member: false };

describe('pendingGetStartedSteps', () => {
  it.each([
    ['a new company, the owner', owner, nothingDone, ['warehouse', 'shipping_line', 'team_member']],
    [
      'a warehouse added',
      owner,
      { ...nothingDone, warehouse: true },
      ['shipping_line', 'team_member'],
    ],
    ['everything done', owner, { warehouse: true, shipping_line: true, team_member: true }, []],
    ['a member with warehouses only', member('warehouse'), nothingDone, ['warehouse']],
    ['a member with admin only', member('admin'), nothingDone, ['team_member']],
    ['a member with orders only', member('orders'), nothingDone, []],
  ])('%s', (_, caller, done, expected) => {
    expect(pendingGetStartedSteps(caller, done)).toEqual(expected);
  });
});

describe('dashboardSectionsFor', () => {
  it.each([
    ['the owner', owner, { billing: true, shipping_lines: true, orders: true, warehouses: true }],
    [
      'a member with orders',
      member('orders'),
      { billing: false, shipping_lines: false, orders: true, warehouses: false },
    ],
    [
      'a member with billing and warehouses',
      member('billing', 'warehouse'),
      { billing: true, shipping_lines: false, orders: false, warehouses: true },
    ],
  ])('%s', (_, caller, expected) => {
    expect(dashboardSectionsFor(caller)).toEqual(expected);
  });
});
