import type { Permission, SessionUser } from '@jiyun/domain';
import { holdsPermission } from '@jiyun/domain';
import { urls } from '../../routes/urls';

export type NavAreaKey = 'warehouse' | 'shippingLines' | 'orders' | 'billing' | 'admin';

/** The navigation's own keys: the home page, then the areas. */
export type NavKey = 'home' | NavAreaKey;

export interface NavArea {
  key: NavAreaKey;
  href: string;
  permission: Permission;
}

/** The areas of the side navigation, in the order merchants see them. */
export const NAV_AREAS: readonly NavArea[] = [
  { key: 'warehouse', href: urls.warehouses.list(), permission: 'warehouse' },
  { key: 'shippingLines', href: urls.shippingLines.list(), permission: 'shipping_lines' },
  { key: 'orders', href: urls.orders.list(), permission: 'orders' },
  { key: 'billing', href: urls.billing.area(), permission: 'billing' },
  { key: 'admin', href: urls.admin.area(), permission: 'admin' },
];

/** The areas this user may open (a sub-account sees only those it holds). */
export function visibleNavAreas(user: SessionUser): NavArea[] {
  return NAV_AREAS.filter((area) => holdsPermission(user, area.permission));
}

/** The item the current page belongs to (`/orders/returnOrder/7` → orders, `/` → home), if any. */
export function activeNavArea(pathname: string): NavKey | undefined {
  if (pathname === urls.home()) return 'home';
  return NAV_AREAS.find((area) => pathname === area.href || pathname.startsWith(`${area.href}/`))
    ?.key;
}

/**
 * Whether `/` shows the user the dashboard (A34): the owner, who holds every area, lands there; a
 * team member lands on the first area their permissions allow (`homeFor`).
 */
export function landsOnDashboard(user: Pick<SessionUser, 'type'>): boolean {
  return user.type === 'root';
}

/**
 * Where `/` takes a team member: the first area their permissions allow, so one without the
 * warehouse permission lands on work they can do rather than on a no-access page; with no area
 * at all, their own settings.
 */
export function homeFor(user: SessionUser): string {
  return visibleNavAreas(user)[0]?.href ?? urls.settings();
}
