import { type FeatureState, isNavVisible, type Principal, type ViewState } from '@seaberth/domain';
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
    (route) => isLinkable(route) && isNavVisible(route.meta, principal, features, views),
  );
  return NAV_AREAS.map((area) => ({ area, routes: visible.filter((route) => route.area === area) })).filter(
    (group) => group.routes.length > 0,
  );
}
