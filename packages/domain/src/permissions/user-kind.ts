import { isAdmin } from './has-any-scope.ts';
import type { Principal } from './principal.ts';

export type UserKind = 'admin' | 'agency' | 'customer' | 'customerUnassigned' | 'guest' | 'internal';

/**
 * SPEC §6 user kinds for the guard. A customer-type user is `customer` once linked to a customer
 * record and `customerUnassigned` before (self-registered, not yet matched); an agency reference
 * alone does not make it assigned, because a customer acts on its own customer record. Every
 * other type (employee, system, API, default, inactive, internal) is internal staff.
 */
export function userKind(p: Principal): UserKind {
  if (p.isGuest || p.userType === 'guest') return 'guest';
  if (isAdmin(p)) return 'admin';
  if (p.userType === 'agency') return 'agency';
  if (p.userType === 'customer') return p.customer ? 'customer' : 'customerUnassigned';
  return 'internal';
}

/** Staff kinds are sent to the start page when refused; the others to their login. */
export function isInternalKind(kind: UserKind): boolean {
  return kind === 'internal' || kind === 'admin';
}
