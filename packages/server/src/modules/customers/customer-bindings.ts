import {
  agentAgency,
  CUSTOMER_STAFF_SCOPES,
  type CustomerData,
  CUSTOMER_DATA_MESSAGES,
  customerDataGroupResource,
  type CustomerField,
  customerFullName,
  customerGroupResource,
  customerRelationResource,
  customerResource,
  customerSortName,
  loyaltyTierResource,
  crmComputedCriteria,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { referenceConstraintMessages, validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import { reachableCustomersCondition } from '../../db/customer-reach.ts';
import { CustomerDataRepository } from './customer-data.repository.ts';
import type { OperatorCalendar } from '../jobs/index.ts';
import { parseOrThrow } from '../../http/validate.ts';
import { crmCriteriaCondition } from './crm-criteria.repository.ts';
import { crmFilterBinding } from './crm-filter-binding.ts';

const CRM_CRITERIA = Object.keys(crmComputedCriteria.shape);

// A guest keeps their bed in a booking; the foreign key refuses the delete, this names why.
referenceConstraintMessages.set(
  'booking_guests_customer_customers_id_fk',
  'This customer is a guest of a booking; take them off its rooms before deleting the customer (a cancelled booking keeps its guests)',
);

/** Customers, their groups and relations through the generic layer; the server keeps the name columns lists search and sort on. */
export function customerBindings(db: Db, calendar: OperatorCalendar): ResourceBinding[] {
  const data = new CustomerDataRepository(db);
  return [
    {
      definition: customerResource,
      table: t.customers,
      // What the domain's customerReach allows: an agent its agency's own clients, never more through a booking.
      condition: (request) => reachableCustomersCondition(request.principal),
      // The customer's own data has its calls and scopes (`{id}/meta`): the record does not carry it.
      // The match keys are the database's own (generated), for the duplicates list only.
      hidden: ['meta', ...t.CUSTOMER_MATCH_COLUMNS],
      toRow: (input, request, existing) => {
        const master = input.masterData as CustomerData['masterData'];
        const row = { ...input, fullName: customerFullName(master), sortName: customerSortName(master) };
        // An agent's new client belongs to the agent's agency.
        const agency = existing ? undefined : agentAgency(request.principal, CUSTOMER_STAFF_SCOPES);
        return agency ? { ...row, agency } : row;
      },
      // The CRM list's criteria (`/crm/customer`): worked out in SQL beside the reach.
      criteria: {
        keys: CRM_CRITERIA,
        condition: async (values) =>
          crmCriteriaCondition(parseOrThrow(crmComputedCriteria, values), {
            today: await calendar.today(),
            timezone: await calendar.timezone(),
          }),
      },
    },
    crmFilterBinding(),
    { definition: customerGroupResource, table: t.customerGroups },
    { definition: customerRelationResource, table: t.customerRelations },
    { definition: loyaltyTierResource, table: t.loyaltyTiers },
    {
      definition: customerDataGroupResource,
      table: t.customerDataGroups,
      // A key names one field across all groups: the customers' values are kept by key.
      toRow: async (input, _request, existing) => {
        const taken = await data.keysOutside(existing?.id as string | undefined);
        const fields = (input.fields ?? []) as CustomerField[];
        const clashes = fields.flatMap((field, i) =>
          taken.has(field.key) ? [{ path: `fields.${i}.key`, message: CUSTOMER_DATA_MESSAGES.keyTaken }] : [],
        );
        if (clashes.length) throw validationError(clashes);
        return input;
      },
    },
  ];
}
