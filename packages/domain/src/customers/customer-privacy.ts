import { z } from 'zod';
import { customerDataSchema } from './customer-data.ts';
import { CUSTOMER_RELATION_KINDS } from './customer-relations.ts';

/** What a privacy request asked for: access (GDPR Art. 15), erasure (Art. 17). */
export const PRIVACY_REQUEST_KINDS = ['export', 'erase'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** A privacy request as the customer's record lists it: what, when and by whom. */
export const privacyRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  at: z.string(),
  byName: z.string(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

const money = { amount: z.number().int().describe('Minor units of currency'), currency: z.string() };

/**
 * `GET /api/customer/{id}/privacy/export` (GDPR Art. 15): everything the operator holds about one
 * person, in one file — the record and the operator's own fields, relations, every stay and trip,
 * payments of the bookings they led, credit entries, guest forms as filled in, logged dives and
 * the mails sent to them (subject and date; a mail's text is the operator's, not personal data).
 */
export const customerPrivacyExportSchema = z.object({
  exportedAt: z.string(),
  operator: z.string().describe('Who holds the data: the company name'),
  customer: z.object({
    id: z.string(),
    fullName: z.string(),
    masterData: z.record(z.string(), z.unknown()),
    contact: z.record(z.string(), z.unknown()),
    address: z.record(z.string(), z.unknown()),
    passport: z.record(z.string(), z.unknown()),
    diver: z.record(z.string(), z.unknown()),
    gear: z.record(z.string(), z.unknown()),
    customerType: z.string(),
    group: z.string().nullable(),
    note: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  data: customerDataSchema,
  relations: z.array(
    z.object({ kind: z.enum(CUSTOMER_RELATION_KINDS), note: z.string(), other: z.string() }),
  ),
  stays: z.array(
    z.object({
      bookingNo: z.string(),
      state: z.string(),
      from: z.string(),
      to: z.string(),
      place: z.string(),
      room: z.string(),
      lead: z.boolean(),
    }),
  ),
  payments: z.array(z.object({ bookingNo: z.string(), date: z.string(), method: z.string(), ...money })),
  credits: z.array(z.object({ date: z.string(), kind: z.string(), note: z.string(), ...money })),
  guestForms: z.array(
    z.object({
      bookingNo: z.string(),
      state: z.string(),
      submittedAt: z.string().nullable(),
      answers: z.record(z.string(), z.unknown()),
    }),
  ),
  dives: z.array(
    z.object({
      date: z.string(),
      start: z.string(),
      site: z.string(),
      depth: z.number().nullable(),
      airMix: z.number(),
      comment: z.string(),
    }),
  ),
  /** The contests they entered: which, when, how, and whether they won (winner 1, 2, …). */
  contests: z.array(
    z.object({
      contest: z.string(),
      enteredAt: z.string(),
      source: z.string(),
      winnerRank: z.number().int().nullable(),
    }),
  ),
  /** Their loyalty points: earned, spent and corrected. */
  points: z.array(
    z.object({ date: z.string(), kind: z.string(), points: z.number().int(), note: z.string() }),
  ),
  /** The referral codes they share with friends. */
  referralCodes: z.array(
    z.object({ code: z.string(), active: z.boolean(), validUntil: z.string().nullable() }),
  ),
  /** Their ids in connected systems (accounting, channel managers). */
  references: z.array(z.object({ system: z.string(), external: z.string() })),
  mails: z.array(z.object({ subject: z.string(), status: z.string(), sentAt: z.string().nullable() })),
  requests: z.array(privacyRequestSchema),
});
export type CustomerPrivacyExport = z.infer<typeof customerPrivacyExportSchema>;
