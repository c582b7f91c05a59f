import type { FeatureState, ViewState } from '../features/index.ts';
import { isAdmin, isGuestOnly } from '../permissions/index.ts';
import type { Principal } from '../permissions/index.ts';
import { isInternalKind, userKind } from '../permissions/index.ts';
import { homePathFor, loginPathFor } from './route-areas.ts';
import { mayOpenRoute } from './may-open.ts';
import { isRouteAvailable } from './route-availability.ts';
import type { RouteMeta } from './route-meta.ts';

export interface NavigationInput {
  path: string;
  meta: RouteMeta;
  principal: Principal;
  features: Partial<FeatureState>;
  views: Partial<ViewState>;
  /** The page the user comes from, if any, and whether they were allowed there. */
  previousPath?: string | null;
  previousAllowed?: boolean;
}

export type NavigationDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; snackbar?: 'UNAUTHORIZED' | 'FORBIDDEN' }
  | { kind: 'back'; snackbar: 'FORBIDDEN' }
  | { kind: 'notFound' };

const ALLOW: NavigationDecision = { kind: 'allow' };

/** SPEC §4 route guard, run on every navigation in the web app. */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { path, meta, principal } = input;
  if (!isRouteAvailable(meta, principal, input.features, input.views)) return { kind: 'notFound' };

  const scope = meta.scope ?? [];
  if (scope.length === 0) return ALLOW;

  // Logged-in users (admin included) have nothing to do on /login or /register: send them home.
  if (isGuestOnly(scope)) return principal.isGuest ? ALLOW : { kind: 'redirect', to: homePathFor(path) };

  if (isAdmin(principal) || mayOpenRoute(meta, principal)) return ALLOW;

  if (principal.isGuest) return { kind: 'redirect', to: loginPathFor(path), snackbar: 'UNAUTHORIZED' };

  // Going back to the same path would loop, so that counts as having no allowed previous page.
  if (input.previousPath && input.previousAllowed && input.previousPath !== path) {
    return { kind: 'back', snackbar: 'FORBIDDEN' };
  }
  const to = isInternalKind(userKind(principal)) ? homePathFor(path) : loginPathFor(path);
  return { kind: 'redirect', to, snackbar: 'FORBIDDEN' };
}
