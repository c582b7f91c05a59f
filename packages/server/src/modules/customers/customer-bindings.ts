import {
  agentAgency,
  CUSTOMER_STAFF_SCOPES,
  type CustomerData,
  customerFullName,
  customerResource,
  customerSortName,
} from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import { referenceConstraintMessages } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import { reachableCustomersCondition } from '../../db/customer-reach.ts';

// A guest keeps their bed in a booking; the foreign key refuses the delete, this names why.
referenceConstraintMessages.set(
  'booking_guests_customer_customers_id_fk',
  'This customer is a guest of a booking; take them off its rooms before deleting the customer (a cancelled booking keeps its guests)',
);

/** Customers through the generic layer; the server keeps the name columns lists search and sort on. */
export function customerBindings(): ResourceBinding[] {
  return [
    {
      definition: customerResource,
      table: t.customers,
      // What the domain's customerReach allows: an agent its agency's own clients, never more through a booking.
      condition: (request) => reachableCustomersCondition(request.principal),
      toRow: (input, request, existing) => {
        const master = input.masterData as CustomerData['masterData'];
        const row = { ...input, fullName: customerFullName(master), sortName: customerSortName(master) };
        // An agent's new client belongs to the agent's agency.
        const agency = existing ? undefined : agentAgency(request.principal, CUSTOMER_STAFF_SCOPES);
        return agency ? { ...row, agency } : row;
      },
    },
  ];
}
