import type { Permission } from '../auth/types.js';
import { PERMISSIONS } from '../auth/types.js';

/** Who changes a team member's permission groups: the owner, or a member with `admin`. */
export interface Granter {
  id: string;
  isOwner: boolean;
  /** The groups the granter holds (the owner holds them all). */
  permissions: readonly Permission[];
}

/** Why a change of groups is refused (A47). */
export type GrantRefusal = 'own_groups' | 'admin_owner_only' | 'group_not_held';

/**
 * Whether `granter` may tick or untick `group` for another member who `has` it or not (A47): the
 * owner any group; a member with `admin` never `admin` itself, and only grants groups they hold
 * (taking one away the member has is allowed).
 */
export function groupChangeable(granter: Granter, group: Permission, has: boolean): boolean {
  if (granter.isOwner) return true;
  if (group === 'admin') return false;
  return has || granter.permissions.includes(group);
}

/**
 * Why `granter` may not change the groups of `memberId` (null for a new member) from `before` to
 * `after`, or null when they may (A47): nobody changes their own groups, and each group changed
 * must be one the granter may change (`groupChangeable`).
 */
export function groupChangeRefusal(
  granter: Granter,
  memberId: string | null,
  before: readonly Permission[],
  after: readonly Permission[],
): GrantRefusal | null {
  if (memberId === granter.id) return 'own_groups';
  const refused = PERMISSIONS.find(
    (group) =>
      before.includes(group) !== after.includes(group) &&
      !groupChangeable(granter, group, before.includes(group)),
  );
  if (refused === undefined) return null;
  return refused === 'admin' ? 'admin_owner_only' : 'group_not_held';
}
