import { PERMISSIONS } from '../auth/types.js';
import type { Permission } from '../auth/types.js';

/** One permission group as the add-member and member pages offer it. */
export interface PermissionGroup {
  /** The group's name as the API spells it (`permission[]` values, `SessionUser.permissions`). */
  name: Permission;
  /** A stable number for the spec's permission entity (`permission_id`), 1 to 6 in list order. */
  permission_id: number;
  /** i18n key (namespace `admin`) of the group's label, e.g. "Warehouse and Parcels". */
  labelKey: `permissionGroups.${Permission}.label`;
  /** i18n key (namespace `admin`) of the one line that says what the group allows. */
  descriptionKey: `permissionGroups.${Permission}.description`;
  /** The same line in English, answered by the API as the permission's `description`. */
  description: string;
}

/** What each group lets a team member do; the owner holds them all (spec §6). */
const DESCRIPTIONS: Record<Permission, string> = {
  warehouse: 'Warehouses they are assigned to and the parcels in them.',
  shipping_lines: 'Shipping lines, their prices and size limits.',
  orders: 'Customer orders and return parcels.',
  billing: 'Settlements, invoices and the bank account.',
  customers: 'Customer messages, reviews and support tickets.',
  admin: 'The company profile and the team: add, edit and remove members.',
};

/** The six groups in the order the checkboxes show them (spec §6). */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = Object.freeze(
  PERMISSIONS.map((name, index) => ({
    name,
    permission_id: index + 1,
    labelKey: `permissionGroups.${name}.label` as const,
    descriptionKey: `permissionGroups.${name}.description` as const,
    description: DESCRIPTIONS[name],
  })),
);

/**
 * The groups the member pages offer (A35: the Customers area stays out until it is specified). A
 * member who holds an unoffered group keeps it on screen, so saving the page does not drop it.
 */
export function offeredPermissionGroups(held: readonly Permission[] = []): PermissionGroup[] {
  return PERMISSION_GROUPS.filter(
    (group) => group.name !== 'customers' || held.includes(group.name),
  );
}

/** The group of a name; undefined for a name that is no group. */
export function permissionGroupOf(name: string): PermissionGroup | undefined {
  return PERMISSION_GROUPS.find((group) => group.name === name);
}

/** Permission names in the canonical order, each once, whatever order they were ticked in. */
export function inGroupOrder(permissions: readonly Permission[]): Permission[] {
  const held = new Set(permissions);
  return PERMISSIONS.filter((permission) => held.has(permission));
}
