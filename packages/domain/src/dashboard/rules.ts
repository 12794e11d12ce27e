import { holdsPermission } from '../auth/permissions.js';
import type { Permission, UserType } from '../auth/types.js';
import { GET_STARTED_STEPS, type GetStartedStep } from './types.js';

/** How many of the latest notifications the dashboard shows. */
export const DASHBOARD_NOTIFICATIONS = 5;

/** The area each first step is taken in: only a user who may use it is prompted. */
export const GET_STARTED_PERMISSION = {
  warehouse: 'warehouse',
  shipping_line: 'shipping_lines',
  team_member: 'admin',
} as const satisfies Record<GetStartedStep, Permission>;

type Caller = { type: UserType; permissions: readonly Permission[] };

/** The dashboard's sections the caller may see, by the permission of their area. */
export function dashboardSectionsFor(caller: Caller) {
  return {
    billing: holdsPermission(caller, 'billing'),
    shipping_lines: holdsPermission(caller, 'shipping_lines'),
    orders: holdsPermission(caller, 'orders'),
    warehouses: holdsPermission(caller, 'warehouse'),
  };
}

/**
 * The first steps still to take, in the order a new company takes them: each disappears once the
 * company has one (a warehouse, a shipping line, a team member), and a step of an area the caller
 * may not use is never offered.
 */
export function pendingGetStartedSteps(
  caller: Caller,
  done: Record<GetStartedStep, boolean>,
): GetStartedStep[] {
  return GET_STARTED_STEPS.filter(
    (step) => !done[step] && holdsPermission(caller, GET_STARTED_PERMISSION[step]),
  );
}
