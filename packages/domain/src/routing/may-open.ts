import { hasAnyScope } from '../permissions/index.ts';
import type { Principal } from '../permissions/index.ts';
import type { RouteMeta } from './route-meta.ts';

/**
 * Whether the principal may open a route: one of its scopes and, for each read its screen needs,
 * one of that read's scopes (admin passes all but guests-only lists). The drawer and the guard
 * both ask this, so no drawer entry leads to a refusal.
 */
export function mayOpenRoute(meta: RouteMeta, principal: Principal): boolean {
  if (!hasAnyScope(principal, meta.scope ?? [])) return false;
  return (meta.needs ?? []).every((read) => hasAnyScope(principal, read));
}
