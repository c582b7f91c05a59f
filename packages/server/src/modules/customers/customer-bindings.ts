import { type CustomerData, customerFullName, customerResource, customerSortName } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import { referenceConstraintMessages } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';

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
      toRow: (input) => {
        const master = input.masterData as CustomerData['masterData'];
        return { ...input, fullName: customerFullName(master), sortName: customerSortName(master) };
      },
    },
  ];
}
