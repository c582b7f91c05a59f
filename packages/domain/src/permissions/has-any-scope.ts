import type { Principal } from './principal.ts';
import { ADMIN_SCOPE, GUEST_SCOPE, USER_SCOPE, scopeMatches } from './scope-match.ts';

/** A guest is never admin, whatever its scope list says: admin needs a login. */
export function isAdmin(p: Principal): boolean {
  return !p.isGuest && (p.userType === 'admin' || p.scopes.includes(ADMIN_SCOPE));
}

/** A list that only guests satisfy (`/login`, `/register`): admin must fail it too. */
export function isGuestOnly(required: readonly string[] | undefined): boolean {
  return !!required && required.length > 0 && required.every((s) => s === GUEST_SCOPE);
}

/** Whether the principal satisfies one required entry, ignoring the admin pass. */
function satisfies(p: Principal, required: string): boolean {
  if (required === GUEST_SCOPE) return p.isGuest;
  if (required === USER_SCOPE) return !p.isGuest;
  if (required === ADMIN_SCOPE) return isAdmin(p);
  return p.scopes.some((granted) => scopeMatches(granted, required));
}

/**
 * SPEC §6: any one required scope suffices; an empty list is open to all; admin passes every
 * check except a guests-only list, since a logged-in admin has no business on a login page.
 */
export function hasAnyScope(p: Principal, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  if (isGuestOnly(required)) return p.isGuest;
  if (isAdmin(p)) return true;
  return required.some((r) => satisfies(p, r));
}
