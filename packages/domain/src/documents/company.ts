import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { webUrlSchema } from '../validation/index.ts';

/**
 * The operator's letterhead (`/config/company`): what every document prints at its head and foot,
 * and the accounts invoices ask to be paid into. German invoices must name the company, its
 * address, tax number or VAT id, and (for a registered company) its register entry.
 */

const text = (max: number) => z.string().trim().max(max).default('');

/** An IBAN in its electronic form (no spaces, capitals), refused unless its checksum holds. */
export const ibanSchema = z
  .string()
  .trim()
  .transform((value) => electronicFormatIBAN(value) ?? value)
  .refine((value) => isValidIBAN(value), { message: 'Not a valid IBAN' });

export const bicSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => value === '' || isValidBIC(value), { message: 'Not a valid BIC' });

export const bankAccountSchema = z.object({
  bank: text(100),
  holder: text(140),
  iban: ibanSchema,
  bic: bicSchema.default(''),
  currency: currencyCode.default('EUR'),
});
export type BankAccount = z.output<typeof bankAccountSchema>;

export const companySchema = z.object({
  name: z.string().trim().min(1, 'The company needs a name').max(200),
  address: z
    .object({ street: text(200), zip: text(20), city: text(100), country: text(2) })
    .default({ street: '', zip: '', city: '', country: '' }),
  /** A picture of the media library printed at the head of documents. */
  logo: z.uuid().nullable().default(null),
  phone: text(50),
  email: z.union([z.literal(''), z.email('Not an e-mail address')]).default(''),
  website: webUrlSchema({ max: 200 }),
  taxNumber: text(50),
  vatId: text(30),
  /** E.g. "Amtsgericht München, HRB 123456". */
  register: text(200),
  managingDirector: text(200),
  bankAccounts: z.array(bankAccountSchema).max(5).default([]),
  /** A line of its own under everything else (opening hours, a greeting). */
  footer: text(1000),
  /** The general terms guests accept when they book online (shown on the public booking pages). */
  terms: text(20000),
});
export type Company = z.output<typeof companySchema>;

/** `POST /api/company`: the whole letterhead, with the version the operator saw. */
export const saveCompanySchema = companySchema.extend({ version: z.number().int().min(0).optional() });

/** `GET/POST /api/company`: the letterhead as stored, at its version (0 before the first save). */
export const companyAnswerSchema = z.object({
  name: z.string(),
  address: z.object({ street: z.string(), zip: z.string(), city: z.string(), country: z.string() }),
  logo: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  taxNumber: z.string(),
  vatId: z.string(),
  register: z.string(),
  managingDirector: z.string(),
  bankAccounts: z.array(
    z.object({
      bank: z.string(),
      holder: z.string(),
      iban: z.string(),
      bic: z.string(),
      currency: z.string(),
    }),
  ),
  footer: z.string(),
  terms: z.string(),
  version: z.number(),
});

const ownTexts = z.object({
  intro: z.object({
    offer: z.string(),
    confirmation: z.string(),
    voucher: z.string(),
    cancellation: z.string(),
  }),
  closing: z.string(),
  voucherNote: z.string(),
});

/** `GET/POST /api/company/texts`: the operator's own words on documents per language (empty: built-in). */
export const documentTextsAnswerSchema = z.object({ de: ownTexts, en: ownTexts });

/** What `GET /api/company` answers before anything was saved. */
export const EMPTY_COMPANY: Company & { version: number } = {
  name: '',
  address: { street: '', zip: '', city: '', country: '' },
  logo: null,
  phone: '',
  email: '',
  website: '',
  taxNumber: '',
  vatId: '',
  register: '',
  managingDirector: '',
  bankAccounts: [],
  footer: '',
  terms: '',
  version: 0,
};
