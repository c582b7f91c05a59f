import {
  agentAgency,
  type CustomerData,
  customerFullName,
  customerResource,
  customerSortName,
  type Principal,
} from '@seaberth/domain';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { referenceConstraintMessages } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';

// A guest keeps their bed in a booking; the foreign key refuses the delete, this names why.
referenceConstraintMessages.set(
  'booking_guests_customer_customers_id_fk',
  'This customer is a guest of a booking; take them off its rooms before deleting the customer (a cancelled booking keeps its guests)',
);

const CUSTOMER_STAFF = ['customers.read', 'customers.create', 'customers.update'];

/**
 * An agent (agencies.self without customer scopes) reaches its agency's clients only: those made
 * by its agents, and the bookers and guests of its bookings.
 */
function agentCustomers(principal: Principal): SQL | undefined {
  const agency = agentAgency(principal, CUSTOMER_STAFF);
  if (agency === undefined) return undefined;
  if (agency === null) return sql`false`;
  return or(
    eq(t.customers.agency, agency),
    sql`exists (select 1 from ${t.bookings} b where b.lead = ${t.customers.id} and b.agency = ${agency})`,
    sql`exists (select 1 from ${t.bookingGuests} g join ${t.bookings} b on b.id = g.booking
      where g.customer = ${t.customers.id} and b.agency = ${agency})`,
  );
}

/** Customers through the generic layer; the server keeps the name columns lists search and sort on. */
export function customerBindings(): ResourceBinding[] {
  return [
    {
      definition: customerResource,
      table: t.customers,
      condition: (request) => agentCustomers(request.principal),
      toRow: (input, request, existing) => {
        const master = input.masterData as CustomerData['masterData'];
        const row = { ...input, fullName: customerFullName(master), sortName: customerSortName(master) };
        // An agent's new client belongs to the agent's agency.
        const agency = existing ? undefined : agentAgency(request.principal, CUSTOMER_STAFF);
        return agency ? { ...row, agency } : row;
      },
    },
  ];
}
