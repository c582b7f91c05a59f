import { matchRoutes } from 'react-router-dom';
import { type AppRoute, ROUTES } from '../routes.tsx';

const BY_ID = new Map(ROUTES.map((route) => [route.path, route]));
const ROUTE_OBJECTS = ROUTES.map((route) => ({ id: route.path, path: route.path }));

/**
 * The route-table entry React Router would render for a path (same ranking as `<Routes>`), so
 * the guard judges exactly the screen that is about to show. The catch-all matches the rest.
 */
export function findRoute(pathname: string, routes: AppRoute[] = ROUTES): AppRoute {
  const objects =
    routes === ROUTES ? ROUTE_OBJECTS : routes.map((route) => ({ id: route.path, path: route.path }));
  const lookup = routes === ROUTES ? BY_ID : new Map(routes.map((route) => [route.path, route]));
  const matches = matchRoutes(objects, pathname.split(/[?#]/)[0]) ?? [];
  const id = matches[matches.length - 1]?.route.id;
  return (id && lookup.get(id)) || lookup.get('*')!;
}
