import type { Permission } from '@jiyun/domain';
import type { UIMatch } from 'react-router-dom';
import type areas from '../i18n/locales/en/areas.json';

/** The title of an area or page, as a key of the `areas` namespace. */
export type AreaTitleKey = keyof typeof areas;

/** What a route tells the layout about itself. */
export interface RouteHandle {
  /** The crumb shown for this route (a key of the `areas` namespace). */
  breadcrumb?: AreaTitleKey;
  /** The permission a sub-account needs to open this route and everything under it. */
  permission?: Permission;
}

function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The permission the current page needs: the deepest route that names one decides. */
export function requiredPermission(matches: readonly UIMatch[]): Permission | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const permission = match ? handleOf(match).permission : undefined;
    if (permission) return permission;
  }
  return undefined;
}

/** Crumbs of the current page, outermost first. */
export function breadcrumbsOf(matches: readonly UIMatch[]): { key: AreaTitleKey; path: string }[] {
  return matches.flatMap((match) => {
    const key = handleOf(match).breadcrumb;
    return key ? [{ key, path: match.pathname }] : [];
  });
}

/** The page's own title: its innermost crumb, or none outside the titled areas (login). */
export function pageTitleKey(matches: readonly UIMatch[]): AreaTitleKey | undefined {
  return breadcrumbsOf(matches).at(-1)?.key;
}
