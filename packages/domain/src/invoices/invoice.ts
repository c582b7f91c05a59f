import { z } from 'zod';
import { invoiceLineSchema, invoiceTaxSubtotalSchema } from './invoice-amounts.ts';
import { checkDateRange, RANGE_SPANS, rangeFields } from '../dates/index.ts';

/**
 * Invoices (GoBD): issued from a booking, numbered from a gap-free sequence per year, never
 * changed or deleted; a credit note that references it cancels one. Amounts in minor units of the
 * booking's currency; the seller and payer are kept as they were at issue.
 */
export const INVOICE_KINDS = ['invoice', 'creditNote'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const invoicePartySchema = z.object({
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  email: z.string(),
  vatId: z.string(),
  /** The customer invoiced, when it is one. */
  customer: z.string().nullable(),
  /** The agency invoiced, for an agency booking its agency pays. */
  agency: z.string().nullable().optional(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

/** An address on one line, as a screen shows it: "Lindenweg 5, 80331 München". */
export const addressLine = (address: { street?: string; zip?: string; city?: string }) =>
  [address.street, `${address.zip ?? ''} ${address.city ?? ''}`.trim()].filter(Boolean).join(', ');

/**
 * Who reads invoices and credit notes (list, one, PDF, XML): staff with bookings.read, and an agent
 * (agencies.self) for its own agency's bookings only — the server reaches an invoice through its
 * booking (bookings' visibleTo), so another agency's invoice is a 404 like a missing one. The
 * server's routes, the drawer's entry and the booking page's panel all ask this one list.
 */
export const INVOICE_READ_SCOPES = ['bookings.read', 'agencies.self'];

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  year: z.number(),
  sequence: z.number(),
  kind: z.enum(INVOICE_KINDS),
  booking: z.string(),
  bookingNo: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  /** The nights invoiced (BG-14). */
  serviceFrom: z.string(),
  serviceTo: z.string(),
  currency: z.string(),
  language: z.enum(['de', 'en']),
  payer: invoicePartySchema,
  lines: z.array(invoiceLineSchema),
  taxes: z.array(invoiceTaxSubtotalSchema),
  net: z.number(),
  tax: z.number(),
  gross: z.number(),
  rounding: z.number(),
  /** What the invoice asks for: gross + rounding. */
  total: z.number(),
  /** A credit note's invoice. */
  refersTo: z.string().nullable(),
  refersToNumber: z.string().nullable(),
  /** The credit note that cancelled this invoice. */
  creditedBy: z.string().nullable(),
  creditedByNumber: z.string().nullable(),
  /** Of the booking's payments, what this invoice counts as paid (oldest invoice first). */
  paid: z.number(),
  open: z.number(),
  createdAt: z.string().meta({ format: 'date-time' }),
  createdByName: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Days to pay; left out, the booking's terms of payment set the date (invoiceDueDate). */
const dueDays = z.number().int().min(0).max(365).optional();

/** `POST /api/bookings/{id}/invoice`: the booking's lines not yet invoiced (or some) to one payer. */
export const issueInvoiceSchema = z.object({
  /** A customer to invoice instead of the booker (another guest, a company that pays). */
  payer: z.uuid().optional(),
  /** Calculation line ids; all not yet invoiced when left out. */
  lines: z.array(z.string().min(1)).min(1).optional(),
  dueDays,
});
export type IssueInvoice = z.input<typeof issueInvoiceSchema>;

/** `POST /api/bookings/{id}/splitInvoice`: several invoices at once, each to its payer with its lines. */
export const splitInvoiceSchema = z.object({
  parts: z
    .array(z.object({ payer: z.uuid().optional(), lines: z.array(z.string().min(1)).min(1) }))
    .min(2)
    .max(20),
  dueDays,
});

/** `POST /api/invoice/{id}/credit`: the credit note cancelling an invoice. */
export const creditInvoiceSchema = z.object({ reason: z.string().trim().max(300).default('') });

/** A calculation line that can go on an invoice, and the invoice it is on. */
export const invoiceableLineSchema = z.object({
  line: z.string(),
  text: z.string(),
  amount: z.number(),
  invoice: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type InvoiceableLine = z.infer<typeof invoiceableLineSchema>;

/** `GET /api/bookings/{id}/invoices`: the booking's invoices and its lines by invoice. */
export const bookingInvoicesSchema = z.object({
  invoices: z.array(invoiceSchema),
  lines: z.array(invoiceableLineSchema),
});
export type BookingInvoices = z.infer<typeof bookingInvoicesSchema>;

export const INVOICE_STATES = ['open', 'paid', 'credited'] as const;

/** `GET /api/invoice`: every invoice and credit note, paged, with the sums of the filtered ones. */
export const invoiceListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(0).max(1000).default(25),
    search: z.string().trim().max(200).optional(),
    ...rangeFields(true),
    kind: z.enum(INVOICE_KINDS).optional(),
    state: z.enum(INVOICE_STATES).optional(),
    sort: z.enum(['number', 'issueDate', 'total', 'payer']).default('number'),
    order: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(-1)]))
      .default(-1),
  })
  .superRefine(checkDateRange({ maxDays: RANGE_SPANS.months }));
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

export const invoiceListSchema = z.object({
  data: z.array(invoiceSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  /** Of every invoice the filter matched (credit notes count negative), per currency. */
  sums: z.array(
    z.object({ currency: z.string(), net: z.number(), tax: z.number(), total: z.number(), open: z.number() }),
  ),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** `POST /api/bookings/{id}/invoice/public`: a link to an invoice that opens without login. */
export const publicInvoiceLinkSchema = z.object({
  /** The invoice; the booking's newest one not cancelled when left out. */
  invoice: z.uuid().optional(),
  /** The payment provider (its id) the pay button uses; empty: the first that serves the booking. */
  provider: z.string().trim().max(50).default(''),
  level: z.string().trim().max(50).default(''),
});

/** What `POST /api/bookings/{id}/invoice/public` answers: the link to hand to the guest. */
export const publicInvoiceLinkAnswerSchema = z.object({
  invoice: z.string(),
  number: z.string(),
  url: z.string(),
});
export type PublicInvoiceLink = z.infer<typeof publicInvoiceLinkAnswerSchema>;

/** `GET /api/public/invoice/{id}?token=`: what the guest sees of an invoice. */
export const publicInvoiceSchema = invoiceSchema
  .pick({
    id: true,
    number: true,
    kind: true,
    issueDate: true,
    dueDate: true,
    serviceFrom: true,
    serviceTo: true,
    bookingNo: true,
    currency: true,
    language: true,
    lines: true,
    taxes: true,
    net: true,
    tax: true,
    gross: true,
    rounding: true,
    total: true,
    open: true,
    creditedByNumber: true,
  })
  .extend({
    seller: z.object({ name: z.string(), address: z.string(), email: z.string(), phone: z.string() }),
    /** Who the invoice goes to, with the address on one line. */
    payer: z.object({ name: z.string(), address: z.string() }),
    /** A payment provider takes this invoice's open amount online (the pay button). */
    canPayOnline: z.boolean(),
  });
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

export const publicInvoiceQuerySchema = z.object({ token: z.string().min(20).max(200) });
