import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import { countryCode } from '../pricing/index.ts';
import { defineResource } from '../resources/index.ts';

/**
 * What the CRM list narrows customers by (`/crm/customer`), as it travels: the keys of the paging
 * object's `filter` on `GET /api/customer` and `GET /api/guestform`, and what a saved filter keeps.
 * Every criterion is a plain value, so a filter stays the flat JSON of SPEC §3's paging object.
 * `group` and `customerType` are the customer's own columns; the others the server works out.
 */
export const crmCriteriaSchema = z.object({
  /** Free text as the list's search: name, e-mail or phone. */
  search: z.string().trim().max(200).optional(),
  group: z.uuid().optional(),
  customerType: z.string().trim().max(100).optional(),
  /** The country of the customer's address. */
  country: countryCode.optional(),
  nationality: countryCode.optional(),
  /** Members of this tier of the loyalty programme. */
  tier: z.uuid().optional(),
  /** A guest of a booking (not cancelled) whose stay meets this period, both days inclusive. */
  bookedFrom: isoDateSchema.optional(),
  bookedTo: isoDateSchema.optional(),
  /** The last arrival before today fell on or after / before this day (never came: no match). */
  lastStayAfter: isoDateSchema.optional(),
  lastStayBefore: isoDateSchema.optional(),
  /** At least this many previous stays, as stored for the specials' NoOfStays (customer stay figures). */
  staysFrom: z.number().int().min(1).max(100_000).optional(),
  /** Previous stays worth at least this much, minor units of the base currency (StayRevenue). */
  stayRevenueFrom: z.number().int().min(0).max(1_000_000_000_000).optional(),
  /** Came more than once (true), or once at most (false). */
  returning: z.boolean().optional(),
  /** Born in this month (1–12), whatever the year. */
  birthdayMonth: z.number().int().min(1).max(12).optional(),
  /** Has an e-mail address (true) or none (false): who a mail reaches. */
  hasEmail: z.boolean().optional(),
  /** Added to the records on or after / on or before this day. */
  createdFrom: isoDateSchema.optional(),
  createdTo: isoDateSchema.optional(),
  /**
   * A field of the operator's customer data (`{id}/meta`) and the value it holds: newsletter
   * consent, a diet, how they heard of us — whatever the data groups define.
   */
  dataKey: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  dataValue: z.union([z.string().max(2000), z.number(), z.boolean()]).optional(),
});
export type CrmCriteria = z.input<typeof crmCriteriaSchema>;
export type CrmCriteriaOutput = z.output<typeof crmCriteriaSchema>;

/** Criteria the customers table holds as columns: the generic list filters them itself. */
export const CRM_COLUMN_CRITERIA = ['group', 'customerType'] as const;

/** The criteria that are worked out beside the columns (search is the paging object's own). */
export const crmComputedCriteria = crmCriteriaSchema.omit({ search: true, group: true, customerType: true });
export type CrmComputedCriteria = z.output<typeof crmComputedCriteria>;

/** The criteria set in a filter: empty texts and unset values left out. */
export function setCriteria(criteria: CrmCriteria): CrmCriteria {
  return Object.fromEntries(
    Object.entries(criteria).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as CrmCriteria;
}

/**
 * Saved CRM filters (`/api/crmfilter`): a name and the criteria, private to whoever saved it or
 * shared with the team (an agent's shared filter with its agency's agents). The author is the
 * server's to set; only they (or an administrator) change or delete a filter.
 */
const CRM_FILTER_SCOPES = ['customers.read', 'agencies.self'];
export const crmFilterResource = defineResource({
  name: 'crmfilter',
  scope: 'customers',
  scopes: {
    read: CRM_FILTER_SCOPES,
    create: CRM_FILTER_SCOPES,
    update: CRM_FILTER_SCOPES,
    delete: CRM_FILTER_SCOPES,
  },
  schema: z.object({
    name: z.string().trim().min(1).max(100),
    criteria: crmCriteriaSchema.prefault({}).meta({ ui: { hideInList: true } }),
    shared: z.boolean().default(false),
  }),
  search: ['name'],
  columns: ['name', 'shared', 'createdByName'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
});
