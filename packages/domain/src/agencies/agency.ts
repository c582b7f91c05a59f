import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { countryCode } from '../pricing/index.ts';
import { defineGroupResource, defineResource } from '../resources/index.ts';
import { webUrlSchema } from '../validation/index.ts';

/** SPEC §3 agency types: a travel agency, a reseller (tour operator buying net), an employee agency. */
export const AGENCY_TYPES = ['travel', 'resell', 'employee'] as const;
export type AgencyType = (typeof AGENCY_TYPES)[number];

/**
 * How the contract's percentage meets the price list (docs/pricing.md, "Agency commission"):
 * `included` — the list price is what the guest pays and the agency keeps the percentage of it;
 * `onTop` — the list price is the operator's net, the agency adds its commission on top, so the
 * percentage of the guest's price is earned on the net as p / (100 − p) (12 % → 13.64 % of the net).
 */
export const COMMISSION_MODES = ['included', 'onTop'] as const;
export type CommissionMode = (typeof COMMISSION_MODES)[number];

/** Gross: the agency sells at the guest's price and is paid its commission; net: it is invoiced without it. */
export const RATE_MODES = ['gross', 'net'] as const;
/** Who pays the operator: the agency (invoices to the agency) or the guest directly. */
export const AGENCY_PAYERS = ['agency', 'guest'] as const;

const line = (max = 200) => z.string().trim().max(max).default('');
const optionalCountry = z.union([z.literal(''), countryCode]).default('');
const hidden = { ui: { hideInList: true } };

/** Agents (agencies.self) read their own agency and its contacts; the server narrows the rows. */
const AGENCY_READ = ['agencies.read', 'agencies.self'];

export const agencyResource = defineResource({
  name: 'agency',
  scope: 'agencies',
  scopes: { read: AGENCY_READ },
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    type: z.enum(AGENCY_TYPES).default('travel'),
    group: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'agencygroup' } }),
    address: z
      .object({ street: line(), zip: line(20), city: line(100), country: optionalCountry })
      .default({ street: '', zip: '', city: '', country: '' })
      .meta(hidden),
    email: z.union([z.literal(''), z.email('Not an e-mail address')]).default(''),
    phone: line(50).meta(hidden),
    website: webUrlSchema({ max: 200 }).meta(hidden),
    taxNumber: line(50).meta(hidden),
    vatId: line(50).meta(hidden),
    currency: currencyCode.default('EUR'),
    termsOfPayment: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'terms', hideInList: true } }),
    commissionPercent: z.number().min(0).max(50).default(10),
    commissionMode: z.enum(COMMISSION_MODES).default('included'),
    rateMode: z.enum(RATE_MODES).default('gross').meta(hidden),
    payer: z.enum(AGENCY_PAYERS).default('guest'),
    /** In whole units of the agency's currency; none means no limit. */
    creditLimit: z.number().int().min(0).max(100_000_000).nullable().default(null),
    notes: z
      .string()
      .max(4000)
      .default('')
      .meta({ ui: { widget: 'textarea', hideInList: true } }),
    isActive: z.boolean().default(true),
  }),
  search: ['name', 'email'],
  columns: [
    'name',
    'type',
    'group',
    'commissionPercent',
    'commissionMode',
    'payer',
    'creditLimit',
    'isActive',
  ],
  filters: ['type', 'group', 'payer', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
export type AgencyInput = z.input<typeof agencyResource.schema>;
export type Agency = z.output<typeof agencyResource.schema> & { id: string };

/** Agency groups (`/agency/group`): for lists, filters, and specials' rules by agency. */
export const agencyGroupResource = defineGroupResource({
  name: 'agencygroup',
  scope: 'agencies',
  scopes: {
    read: ['agencies.read', 'agencies.create'],
    create: ['agencies.create'],
    update: ['agencies.create'],
    delete: ['agencies.create'],
  },
});

/** The people of an agency (`GET /api/agency/contacts` lists them across agencies). */
export const agencyContactResource = defineResource({
  name: 'agencycontact',
  scope: 'agencies',
  scopes: { read: AGENCY_READ },
  schema: z.object({
    agency: z.uuid().meta({ ui: { widget: 'reference', ref: 'agency' } }),
    name: z.string().trim().min(1).max(200),
    /** Bookings, accounting, manager, … */
    role: line(100),
    email: z.union([z.literal(''), z.email('Not an e-mail address')]).default(''),
    phone: line(50),
    /** Gets the agency's booking mails. */
    receivesBookingMail: z.boolean().default(false),
  }),
  search: ['name', 'email', 'role'],
  columns: ['name', 'agency', 'role', 'email', 'phone', 'receivesBookingMail'],
  filters: ['agency'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
});

/**
 * The percentage of the commissionable price (the list price) the agency earns under its contract:
 * the contract's own when the commission is included, p / (100 − p) × 100 when it comes on top.
 * Four decimals, enough for cents on any booking.
 */
export function effectiveCommissionPercent(
  contract: Pick<Agency, 'commissionPercent' | 'commissionMode'>,
): number {
  const p = contract.commissionPercent;
  if (contract.commissionMode === 'included' || p === 0) return p;
  return Math.round((p / (100 - p)) * 100 * 10_000) / 10_000;
}

/** `GET/POST/DELETE /api/agency/{agency}/link/{system}`: the agency's id in another connected system. */
export const agencyLinkSchema = z.object({ external: z.string().trim().min(1).max(200) });
export const agencyLinkAnswerSchema = z.object({ system: z.string(), external: z.string() });
export type AgencyLink = z.infer<typeof agencyLinkAnswerSchema>;

/** `GET /api/agency/contacts`: the people of the agencies, with their agency's name. */
export const agencyContactRowSchema = z.object({
  id: z.string(),
  agency: z.string(),
  agencyName: z.string(),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
  receivesBookingMail: z.boolean(),
});
export type AgencyContactRow = z.infer<typeof agencyContactRowSchema>;
