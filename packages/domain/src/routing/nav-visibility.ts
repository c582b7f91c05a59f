import type { FeatureState, ViewState } from '../features/index.ts';
import type { Principal } from '../permissions/index.ts';
import { mayOpenRoute } from './may-open.ts';
import { isRouteAvailable } from './route-availability.ts';
import type { RouteMeta } from './route-meta.ts';

/**
 * Whether the drawer lists the route: not hidden, available (features and views on) and one the
 * principal may open. Guests-only routes therefore vanish from the drawer of a logged-in admin.
 */
export function isNavVisible(
  meta: RouteMeta,
  principal: Principal,
  features: Partial<FeatureState>,
  views: Partial<ViewState>,
): boolean {
  if (meta.visible === false) return false;
  if (!isRouteAvailable(meta, principal, features, views)) return false;
  return mayOpenRoute(meta, principal);
}
