import { matchRoutes } from 'react-router-dom';
import { type AppRoute, ROUTES } from '../routes.tsx';

const BY_ID = new Map(ROUTES.map((route) => [route.path, route]));
const ROUTE_OBJECTS = ROUTES.map((route) => ({ id: route.path, path: route.path }));
/**
 * The route table's answers by path: `matchRoutes` flattens and ranks the whole table on every
 * call, and the shell, the drawer and the guard ask on every page change (and the start page for
 * each of its tiles). Bounded, as the paths hold ids.
 */
const FOUND = new Map<string, AppRoute>();
const FOUND_MAX = 500;

/**
 * The route-table entry React Router would render for a path (same ranking as `<Routes>`), so
 * the guard judges exactly the screen that is about to show. The catch-all matches the rest.
 */
export function findRoute(pathname: string, routes: AppRoute[] = ROUTES): AppRoute {
  const path = pathname.split(/[?#]/)[0];
  if (routes !== ROUTES) return match(path, routes);
  let found = FOUND.get(path);
  if (!found) {
    if (FOUND.size >= FOUND_MAX) FOUND.clear();
    found = match(path, routes);
    FOUND.set(path, found);
  }
  return found;
}

function match(path: string, routes: AppRoute[]): AppRoute {
  const objects =
    routes === ROUTES ? ROUTE_OBJECTS : routes.map((route) => ({ id: route.path, path: route.path }));
  const lookup = routes === ROUTES ? BY_ID : new Map(routes.map((route) => [route.path, route]));
  const matches = matchRoutes(objects, path) ?? [];
  const id = matches[matches.length - 1]?.route.id;
  return (id && lookup.get(id)) || lookup.get('*')!;
}
