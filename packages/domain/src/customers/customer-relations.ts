import { z } from 'zod';
import { defineGroupResource, defineResource } from '../resources/index.ts';

/** Who may file customers under groups: those who create customers (SPEC §2 /customer/group). */
const GROUP_EDIT = ['customers.create'];

/**
 * Customer groups (`/api/customergroup`, `/customer/group`): how the operator files guests —
 * club members, instructors, a dive school's students, staff — for lists, filters and mails.
 */
export const customerGroupResource = defineGroupResource({
  name: 'customergroup',
  scope: 'customers',
  scopes: {
    read: ['customers.read', ...GROUP_EDIT],
    create: GROUP_EDIT,
    update: GROUP_EDIT,
    delete: GROUP_EDIT,
  },
});

/** How two guests belong together; each reads the same both ways. */
export const CUSTOMER_RELATION_KINDS = ['family', 'partner', 'buddy', 'travelsWith'] as const;
export type CustomerRelationKind = (typeof CUSTOMER_RELATION_KINDS)[number];

export const RELATION_MESSAGES = {
  self: 'A customer cannot be related to themselves',
} as const;

/**
 * Relations between customers (`/api/customerrelation`, `/customer/relation`): family, partner,
 * dive buddy, travels with. One record per pair, shown on both customers' records
 * (`GET /api/customer/{id}/relations`) and offered in the wizard when one of them books.
 */
export const customerRelationResource = defineResource({
  name: 'customerrelation',
  scope: 'customers',
  scopes: {
    read: ['customers.read'],
    create: ['customers.update'],
    update: ['customers.update'],
    delete: ['customers.update'],
  },
  schema: z
    .object({
      customer: z.uuid().meta({ ui: { widget: 'customer' } }),
      related: z.uuid().meta({ ui: { widget: 'customer' } }),
      kind: z.enum(CUSTOMER_RELATION_KINDS).default('travelsWith'),
      note: z.string().trim().max(500).default(''),
    })
    .refine((relation) => relation.customer !== relation.related, {
      message: RELATION_MESSAGES.self,
      path: ['related'],
    }),
  search: ['note'],
  columns: ['customer', 'related', 'kind', 'note'],
  sort: { field: 'createdAt', order: -1 },
  titleField: 'kind',
});

/** A customer's relation as their record shows it: the other person and how they belong together. */
export const customerRelationViewSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  kind: z.enum(CUSTOMER_RELATION_KINDS),
  note: z.string(),
  /** The other customer of the pair. */
  other: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
});
export type CustomerRelationView = z.infer<typeof customerRelationViewSchema>;
