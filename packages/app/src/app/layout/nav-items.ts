import type { Permission, SessionUser } from '@jiyun/domain';
import { holdsPermission } from '@jiyun/domain';

export type NavAreaKey = 'warehouse' | 'shippingLines' | 'orders' | 'billing' | 'admin';

export interface NavArea {
  key: NavAreaKey;
  href: string;
  permission: Permission;
}

/** The areas of the side navigation, in the order merchants see them. */
export const NAV_AREAS: readonly NavArea[] = [
  { key: 'warehouse', href: '/warehouse', permission: 'warehouse' },
  { key: 'shippingLines', href: '/shippingLines', permission: 'shipping_lines' },
  { key: 'orders', href: '/orders', permission: 'orders' },
  { key: 'billing', href: '/billing', permission: 'billing' },
  { key: 'admin', href: '/admin', permission: 'admin' },
];

/** The areas this user may open (a sub-account sees only those it holds). */
export function visibleNavAreas(user: SessionUser): NavArea[] {
  return NAV_AREAS.filter((area) => holdsPermission(user, area.permission));
}

/** The area the current page belongs to (`/orders/returnOrder/7` → orders), if any. */
export function activeNavArea(pathname: string): NavAreaKey | undefined {
  return NAV_AREAS.find((area) => pathname === area.href || pathname.startsWith(`${area.href}/`))
    ?.key;
}
