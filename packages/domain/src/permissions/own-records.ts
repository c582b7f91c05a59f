import { isAdmin } from './has-any-scope.ts';
import type { Principal } from './principal.ts';
import { scopeMatches } from './scope-match.ts';

/** The owner references of a record: its agency, its customer, or the user it belongs to. */
export interface RecordOwner {
  agency?: string | null;
  customer?: string | null;
  userId?: string | null;
}

// Which reference of the principal each `.self` scope compares with the record's.
const OWN_REFERENCE: Record<string, (p: Principal, owner: RecordOwner) => boolean> = {
  'agencies.self': (p, o) => same(p.agency, o.agency),
  'customers.self': (p, o) => same(p.customer, o.customer),
  'users.self': (p, o) => same(p.id, o.userId),
};

// Two missing references are not "the same owner": null === null must never grant access.
function same(mine: string | null | undefined, theirs: string | null | undefined): boolean {
  return !!mine && !!theirs && mine === theirs;
}

/**
 * SPEC §6 `.self` scopes: `agencies.self` lets an agent act on records of its own agency,
 * `customers.self` a customer on its own customer record, `users.self` a user on its own user.
 * The scope may be granted through a wildcard (`agencies.*`). Admin passes, as everywhere; any
 * other `.self` scope has no owner reference to compare and grants nothing.
 */
export function canActOnOwn(p: Principal, verbScope: string, owner: RecordOwner): boolean {
  if (p.isGuest) return false;
  if (isAdmin(p)) return true;
  const isOwner = OWN_REFERENCE[verbScope];
  if (!isOwner) return false;
  if (!p.scopes.some((granted) => scopeMatches(granted, verbScope))) return false;
  return isOwner(p, owner);
}

/**
 * The agency an agent is limited to where `full` scopes would show everything: an agent
 * (agencies.self, none of `full`) sees the records of its own agency only — `null` when it is
 * linked to none, which then matches nothing; `undefined` means not limited.
 */
export function agentAgency(p: Principal, full: string[]): string | null | undefined {
  if (isAdmin(p) || full.some((scope) => p.scopes.some((granted) => scopeMatches(granted, scope))))
    return undefined;
  if (!p.scopes.some((granted) => scopeMatches(granted, 'agencies.self'))) return undefined;
  return p.agency ?? null;
}

/**
 * Whose allotments an availability answer counts as free: an agent's own agency always, for
 * staff the agency they book for (`?agency=`).
 */
export function availabilityAgency(principal: Principal, requested?: string): string | null {
  const own = agentAgency(principal, ['bookings.read', 'bookings.update']);
  return own === undefined ? (requested ?? null) : own;
}
