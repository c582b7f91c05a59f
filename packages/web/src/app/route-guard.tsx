import { decideNavigation, isSafeJumpTarget, type NavigationDecision } from '@seaberth/domain';
import { type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AppRoute } from '../routes.tsx';
import { screens } from '../screens.ts';
import { RouteLoading } from './loading-bar.tsx';
import { findRoute } from './route-match.ts';
import { previousRoute, rememberRoute } from './route-history.ts';
import type { SessionValue } from './session-context.ts';
import { useSession } from './session-context.ts';
import { useSnackbar } from './snackbar.tsx';

/** SPEC §4 for one path with the session as it is now. */
export function decideFor(route: AppRoute, path: string, session: SessionValue): NavigationDecision {
  const base = { principal: session.principal, features: session.features, views: session.views };
  const previousPath = previousRoute(path);
  const previous = previousPath ? findRoute(previousPath) : null;
  const previousAllowed =
    !!previous &&
    decideNavigation({ ...base, path: previousPath!, meta: previous.meta, previousPath: null }).kind ===
      'allow';
  return decideNavigation({ ...base, path, meta: route.meta, previousPath, previousAllowed });
}

/** A guest sent to log in comes back to where they wanted to go. */
function withReturnPath(decision: Extract<NavigationDecision, { kind: 'redirect' }>, path: string): string {
  if (decision.snackbar !== 'UNAUTHORIZED' || path === '/' || !isSafeJumpTarget(path)) return decision.to;
  return `${decision.to}?redirect=${encodeURIComponent(path)}`;
}

/**
 * Applies the route guard on every navigation. The verdict is taken once per navigation (and
 * again when the login expires under the open page), not on every session change: a login or
 * logout must not judge the page being left with the new user.
 */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { showError } = useSnackbar();
  const path = `${location.pathname}${location.search}`;
  const handled = useRef<NavigationDecision | null>(null);

  // A page that did not exist may exist once fresh bootstrap data (features after login) is in;
  // every other verdict stays, so a login on /login is not judged again before it navigates.
  const last = useRef<NavigationDecision | null>(null);
  const retryWith = last.current?.kind === 'notFound' ? session.bootstrap : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-judged per navigation, expiry and the retry above only.
  const decision = useMemo(
    () => (session.bootstrapped ? decideFor(route, path, session) : null),
    [location.key, path, session.bootstrapped, session.expiredCount, retryWith],
  );
  last.current = decision;

  useEffect(() => {
    // StrictMode runs effects twice; one verdict must produce one snackbar and one redirect.
    if (!decision || handled.current === decision) return;
    handled.current = decision;
    if (decision.kind === 'allow') {
      if (route.path !== '*') rememberRoute(path);
    } else if (decision.kind === 'redirect') {
      if (decision.snackbar) showError(decision.snackbar);
      navigate(withReturnPath(decision, path), { replace: true });
    } else if (decision.kind === 'back') {
      showError(decision.snackbar);
      navigate(previousRoute(path) ?? '/', { replace: true });
    }
  }, [decision, path, route.path, navigate, showError]);

  if (decision?.kind === 'allow') return <>{children}</>;
  if (decision?.kind === 'notFound') {
    const NotFound = screens.notFound;
    return (
      <Suspense fallback={<RouteLoading />}>
        <NotFound area={route.area} labelKey="routes.notFound" />
      </Suspense>
    );
  }
  return <RouteLoading />;
}
