import { describe, expect, it } from 'vitest';
import { holdsPermission } from './permissions.js';
import type { Permission, UserType } from './types.js';

describe('holdsPermission', () => {
  it.each<[UserType, Permission[], Permission | undefined, boolean]>([
    ['root', [], 'billing', true],
    ['root', [], undefined, true],
    ['sub', ['warehouse', 'orders'], 'warehouse', true],
    ['sub', ['warehouse', 'orders'], 'billing', false],
    ['sub', [], 'admin', false],
    ['sub', [], undefined, true],
  ])('%s with %j asking for %s → %s', (type, permissions, permission, expected) => {
    expect(holdsPermission({ type, permissions }, permission)).toBe(expected);
  });
});
