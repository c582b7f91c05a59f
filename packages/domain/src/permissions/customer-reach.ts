import { hasAnyScope, isAdmin } from './has-any-scope.ts';
import { agentAgency, canActOnOwn } from './own-records.ts';
import type { Principal } from './principal.ts';

/** Scopes that reach every customer record (staff who keep the customer file). */
export const CUSTOMER_STAFF_SCOPES = ['customers.read', 'customers.create', 'customers.update'];

/**
 * Which customer records a principal may read, and therefore name in a write (a booking's booker
 * or guest, an invoice's payer, a form, a credit): every record, those its agency created, its own
 * record, or none. An agency owns only the customers its agents created, never those it merely has
 * a booking with: otherwise naming a rival's customer in a booking would hand over their passport
 * and e-mail (issue 31, finding 3).
 */
export type CustomerReach =
  | { kind: 'all' }
  | { kind: 'agency'; agency: string }
  | { kind: 'self'; customer: string }
  | { kind: 'none' };

export function customerReach(p: Principal): CustomerReach {
  if (p.isGuest) return { kind: 'none' };
  const agency = agentAgency(p, CUSTOMER_STAFF_SCOPES);
  if (agency !== undefined) return agency ? { kind: 'agency', agency } : { kind: 'none' };
  if (isAdmin(p) || hasAnyScope(p, CUSTOMER_STAFF_SCOPES)) return { kind: 'all' };
  if (p.customer && canActOnOwn(p, 'customers.self', { customer: p.customer }))
    return { kind: 'self', customer: p.customer };
  return { kind: 'none' };
}

/** A customer record as far as who owns it: the agency whose agent created it, if any. */
export interface CustomerOwnership {
  id: string;
  agency: string | null;
}

/** Whether the principal may read this customer and name it in a write. */
export function mayReachCustomer(p: Principal, customer: CustomerOwnership): boolean {
  const reach = customerReach(p);
  switch (reach.kind) {
    case 'all':
      return true;
    case 'agency':
      return customer.agency === reach.agency;
    case 'self':
      return customer.id === reach.customer;
    case 'none':
      return false;
  }
}
