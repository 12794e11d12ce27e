import { describe, expect, it } from 'vitest';
import type { Permission, UserType } from '../auth/types.js';
import { runsEveryWarehouse } from './access.js';

describe('runsEveryWarehouse', () => {
  it.each<[UserType, Permission[], boolean]>([
    ['root', [], true],
    ['sub', ['warehouse', 'admin'], true],
    ['sub', ['admin'], true],
    ['sub', ['warehouse'], false],
    ['sub', ['warehouse', 'orders', 'shipping_lines'], false],
    ['sub', [], false],
  ])('%s with %j → %s', (type, permissions, expected) => {
    expect(runsEveryWarehouse({ type, permissions })).toBe(expected);
  });
});
