import {
  CLUB_DASHBOARD_PATH,
  type FeatureState,
  isNavVisible,
  type Principal,
  userKind,
  type ViewState,
} from '@seaberth/domain';
import type { AppRoute } from '../routes.tsx';
import { NAV_AREAS, type NavArea } from './nav-areas.ts';

export interface NavGroup {
  area: NavArea;
  routes: AppRoute[];
}

/** A drawer entry must be a place one can go to without further input. */
function isLinkable(route: AppRoute): boolean {
  return route.path !== '*' && !route.path.includes(':');
}

/**
 * The drawer's groups: only routes the principal may open, whose features and views are on and
 * which are not hidden; areas left empty disappear altogether.
 */
export function navGroups(
  routes: AppRoute[],
  principal: Principal,
  features: Partial<FeatureState>,
  views: Partial<ViewState>,
): NavGroup[] {
  const visible = routes.filter(
    (route) =>
      isLinkable(route) &&
      isNavVisible(route.meta, principal, features, views) &&
      // The member area is a guest's own: staff and agents have none (they print cards at /club/card).
      (route.path !== CLUB_DASHBOARD_PATH || userKind(principal) === 'customer'),
  );
  return NAV_AREAS.map((area) => ({ area, routes: visible.filter((route) => route.area === area) })).filter(
    (group) => group.routes.length > 0,
  );
}

/**
 * Pages whose path lies under a drawer entry without belonging to it: the own profile sits at
 * /users/profile but is the account menu's page, not part of the user administration.
 */
const NOT_UNDER_PARENT = new Set(['/users/profile']);

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * The drawer entry that stands for the page at `pathname`: the entry itself, else the most
 * specific entry the path lies under (/geo/port → /geo, /config/settings/general →
 * /config/settings rather than /config, /users/7 → /users). Compared by whole segments, so /book
 * is not the parent of /booking/7; the start page `/` only stands for itself.
 */
export function activeNavPath(pathname: string, groups: NavGroup[]): string | undefined {
  const clean = pathname.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const path = segments(clean);
  const exactOnly = NOT_UNDER_PARENT.has(clean);
  let best: { path: string; depth: number } | undefined;
  for (const route of groups.flatMap((group) => group.routes)) {
    const entry = segments(route.path);
    const within = entry.length <= path.length && entry.every((part, index) => part === path[index]);
    if (!within || (entry.length === 0 && path.length > 0)) continue;
    if (exactOnly && entry.length !== path.length) continue;
    if (!best || entry.length > best.depth) best = { path: route.path, depth: entry.length };
  }
  return best?.path;
}
