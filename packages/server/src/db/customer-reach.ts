import { customerReach, mayReachCustomer, type Principal } from '@seaberth/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { isUuid } from './resource-repository.ts';
import { bookingGuests, bookings, customers } from './schema/index.ts';
import { notFound, validationError } from '../http/errors.ts';

/** A customer id a write names, and the field it came in (for the answer). */
export interface NamedCustomer {
  id: string;
  path: string;
}

export interface ReachOptions {
  /**
   * The booking the write changes: its booker and guests are on it already, so moving them
   * between its beds or making one of them the booker or payer attaches nobody new.
   */
  attachedTo?: string;
}

/**
 * The customers a request may read (domain `customerReach`) as a condition on the customers table:
 * the customer lists and records through the generic layer use it, so reading never widens
 * through a booking.
 */
export function reachableCustomersCondition(principal: Principal): SQL | undefined {
  const reach = customerReach(principal);
  switch (reach.kind) {
    case 'all':
      return undefined;
    case 'agency':
      return eq(customers.agency, reach.agency);
    case 'self':
      return eq(customers.id, reach.customer);
    case 'none':
      return sql`false`;
  }
}

/**
 * Of these customer ids, those the principal may name: one statement loads each one's owner and
 * whether it is on the booking already; staff who reach every customer need none.
 */
export async function reachableCustomers(
  db: Db,
  principal: Principal,
  ids: string[],
  options: ReachOptions = {},
): Promise<Set<string>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (customerReach(principal).kind === 'all') return new Set(wanted);
  if (!wanted.length) return new Set();
  const booking = options.attachedTo && isUuid(options.attachedTo) ? options.attachedTo : null;
  const attached = booking
    ? sql<boolean>`(exists (select 1 from ${bookingGuests} g where g.booking = ${booking} and g.customer = ${customers.id})
        or exists (select 1 from ${bookings} b where b.id = ${booking} and b.lead = ${customers.id}))`
    : sql<boolean>`false`;
  const rows = await db
    .select({ id: customers.id, agency: customers.agency, attached })
    .from(customers)
    .where(inArray(customers.id, wanted));
  return new Set(rows.filter((c) => c.attached || mayReachCustomer(principal, c)).map((c) => c.id));
}

/**
 * THE check of every write that names a customer (issue 31, finding 3): a customer the caller
 * may not read is refused exactly like one that does not exist, so nobody learns that it does.
 * Named in a body: 400 "No such customer" on each field; in the path (`record`): 404.
 */
export async function refuseUnreachableCustomers(
  db: Db,
  principal: Principal,
  named: NamedCustomer[],
  options: ReachOptions & { as?: 'field' | 'record' } = {},
): Promise<void> {
  const reachable = await reachableCustomers(
    db,
    principal,
    named.map((n) => n.id),
    options,
  );
  const refused = named.filter((n) => !reachable.has(n.id));
  if (!refused.length) return;
  if (options.as === 'record') throw notFound('Customer');
  const fields = refused.map((n) => ({ path: n.path, message: 'No such customer' }));
  throw validationError(fields, fields.map((f) => `${f.path}: ${f.message}`).join('; '));
}
