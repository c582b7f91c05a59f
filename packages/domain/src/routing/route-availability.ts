import { anyFeatureOn, type FeatureState, type ViewState } from '../features/index.ts';
import type { Principal } from '../permissions/index.ts';
import { viewSwitchesFor } from '../permissions/index.ts';
import type { RouteMeta } from './route-meta.ts';

/**
 * Whether the route exists for this principal at all: one of its features is on and all of its
 * view switches are on for them. A route that does not exist answers "not found" rather than
 * "forbidden", so switched-off areas do not reveal themselves.
 */
export function isRouteAvailable(
  meta: RouteMeta,
  principal: Principal,
  features: Partial<FeatureState>,
  views: Partial<ViewState>,
): boolean {
  if (!anyFeatureOn(meta.feature, features)) return false;
  if (!meta.views || meta.views.length === 0) return true;
  const seen = viewSwitchesFor(principal, views);
  return meta.views.every((view) => seen[view]);
}
