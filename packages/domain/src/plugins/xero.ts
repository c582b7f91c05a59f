import { z } from 'zod';
import { pageSchemaOf } from '../paging/index.ts';
import { TAX_CATEGORIES } from '../invoices/index.ts';
import { requiredWebUrlSchema } from '../validation/index.ts';

/**
 * The Xero invoice plugin (`/plugins`, admin): a Xero "custom connection" (OAuth2 client
 * credentials) that pushes our issued invoices and credit notes to Xero's Accounting API as
 * authorised sales invoices (ACCREC) and sales credit notes (ACCRECCREDIT).
 */

/** Who becomes the contact at Xero: the invoice's payer, or the booking's agency when it has one. */
export const XERO_CONTACT_RULES = ['payer', 'agency'] as const;
export type XeroContactRule = (typeof XERO_CONTACT_RULES)[number];

const httpUrl = requiredWebUrlSchema();

/** One of our tax rates (category and percent, as invoice lines carry them) → a Xero TaxType. */
export const xeroTaxTypeSchema = z.object({
  category: z.enum(TAX_CATEGORIES),
  percent: z.number().min(0).max(100),
  taxType: z.string().trim().min(1).max(50),
});
export type XeroTaxType = z.output<typeof xeroTaxTypeSchema>;

/** `PUT /api/plugins/xero`: the connection. The client secret is write-only: left out, the stored one stays. */
export const xeroSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  apiUrl: httpUrl.default('https://api.xero.com'),
  tokenUrl: httpUrl.default('https://identity.xero.com/connect/token'),
  clientId: z.string().trim().max(200).default(''),
  clientSecret: z.string().trim().max(500).optional(),
  /** Sent as `xero-tenant-id`; a custom connection reaches one organisation and may leave it empty. */
  tenantId: z.string().trim().max(100).default(''),
  /** The revenue account of Xero's chart the lines are booked to ("200 Sales" in a new organisation). */
  salesAccountCode: z.string().trim().min(1).max(10).default('200'),
  /** Where the cent of rounding (EN 16931 BT-114) goes; Xero's default chart calls 860 "Rounding". */
  roundingAccountCode: z.string().trim().min(1).max(10).default('860'),
  /** Our rates by category and percent; a rate not listed takes the default (taxed) or zero type. */
  taxTypes: z.array(xeroTaxTypeSchema).max(50).default([]),
  defaultTaxType: z.string().trim().min(1).max(50).default('OUTPUT'),
  zeroTaxType: z.string().trim().min(1).max(50).default('NONE'),
  contactRule: z.enum(XERO_CONTACT_RULES).default('payer'),
  /** Push each invoice and credit note issued from now on without anyone asking (a job, within a minute). */
  autoPush: z.boolean().default(false),
});
export type XeroSettingsInput = z.input<typeof xeroSettingsSchema>;
export type XeroSettings = Omit<z.output<typeof xeroSettingsSchema>, 'clientSecret'>;

/** `GET /api/plugins/xero`: the settings without the secret, and whether one is stored. */
export const xeroSettingsViewSchema = z.object({
  enabled: z.boolean(),
  apiUrl: z.string(),
  tokenUrl: z.string(),
  clientId: z.string(),
  tenantId: z.string(),
  salesAccountCode: z.string(),
  roundingAccountCode: z.string(),
  taxTypes: z.array(z.object({ category: z.enum(TAX_CATEGORIES), percent: z.number(), taxType: z.string() })),
  defaultTaxType: z.string(),
  zeroTaxType: z.string(),
  contactRule: z.enum(XERO_CONTACT_RULES),
  autoPush: z.boolean(),
  clientSecretStored: z.boolean(),
  /** Since when issued documents are pushed by themselves (null: auto-push off). */
  autoPushSince: z.string().nullable(),
});
export type XeroSettingsView = z.infer<typeof xeroSettingsViewSchema>;

/** `POST /api/plugins/xero/test`: a token was granted and the organisation read. */
export const xeroTestResultSchema = z.object({
  organisation: z.string(),
  countryCode: z.string(),
  baseCurrency: z.string(),
});
export type XeroTestResult = z.infer<typeof xeroTestResultSchema>;

/**
 * Where one of our invoices stands at Xero: being pushed, there (`pushed`), refused (`error`,
 * with Xero's words; `externalId` set when an earlier push got through), or voided there.
 */
export const INVOICE_EXPORT_STATES = ['pushing', 'pushed', 'error', 'voided'] as const;
export type InvoiceExportState = (typeof INVOICE_EXPORT_STATES)[number];

const documentKind = z.enum(['invoice', 'creditNote']);

export const invoiceExportSchema = z.object({
  invoice: z.string(),
  number: z.string(),
  kind: documentKind,
  booking: z.string(),
  bookingNo: z.string(),
  payer: z.string(),
  currency: z.string(),
  total: z.number(),
  system: z.literal('xero'),
  state: z.enum(INVOICE_EXPORT_STATES),
  /** Xero's InvoiceID or CreditNoteID. */
  externalId: z.string().nullable(),
  pushedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type InvoiceExport = z.infer<typeof invoiceExportSchema>;

/** What Xero says about the document now (`GET /api/plugins/xero/invoice/{id}`). */
export const xeroRemoteStateSchema = z.object({
  status: z.string(),
  total: z.number(),
  amountDue: z.number(),
  amountPaid: z.number(),
  currency: z.string(),
  updatedAt: z.string().nullable(),
});
export type XeroRemoteState = z.infer<typeof xeroRemoteStateSchema>;

export const xeroInvoiceStateSchema = z.object({
  invoice: z.object({ id: z.string(), number: z.string(), kind: documentKind }),
  export: invoiceExportSchema.nullable(),
  remote: xeroRemoteStateSchema.nullable(),
  /** Why Xero could not be asked (the stored state above still holds). */
  remoteError: z.string().nullable(),
});
export type XeroInvoiceState = z.infer<typeof xeroInvoiceStateSchema>;

/** `GET /api/plugins/xero/exports`: the pushes, newest first, for a booking or all. */
export const invoiceExportQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(0).max(500).default(25),
  booking: z.uuid().optional(),
  state: z.enum(INVOICE_EXPORT_STATES).optional(),
});

export const invoiceExportListSchema = pageSchemaOf(invoiceExportSchema);
export type InvoiceExportList = z.infer<typeof invoiceExportListSchema>;

/** `PUT /api/widget/invoice/{booking}`: each of the booking's documents the push tried. */
export const widgetPushResultSchema = z.object({ results: z.array(invoiceExportSchema) });
export type WidgetPushResult = z.infer<typeof widgetPushResultSchema>;
