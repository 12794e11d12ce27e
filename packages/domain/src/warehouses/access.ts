import type { Permission, UserType } from '../auth/types.js';

/**
 * Whether a user runs every warehouse of the company: the owner and team members with `admin`.
 * They create warehouses and choose their operators; any other team member (with `warehouse`)
 * acts only on the warehouses they are assigned to (decisions: operators).
 */
export function runsEveryWarehouse(user: {
  type: UserType;
  permissions: readonly Permission[];
}): boolean {
  return user.type === 'root' || user.permissions.includes('admin');
}
