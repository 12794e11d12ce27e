import type { Permission, UserType } from './types.js';

/**
 * Whether a user may use an area: the owner holds every permission; a team member only the
 * ones given to them. No required permission means everyone signed in may.
 */
export function holdsPermission(
  user: { type: UserType; permissions: readonly Permission[] },
  permission: Permission | undefined,
): boolean {
  if (!permission || user.type === 'root') return true;
  return user.permissions.includes(permission);
}
