import { z } from 'zod';
import { customerStaySchema } from '../booking/index.ts';
import { CONTEST_STATES, contestResource } from '../contests/index.ts';
import { customerResource } from '../customers/index.ts';
import { INVOICE_KINDS } from '../invoices/index.ts';

/**
 * The club's member area (SPEC §2 Club, issue 37): a customer's own login sees its own record and
 * nothing else, through `/api/club/*`. Each answer is shaped for the member, never the staff's
 * record: no notes, no agency, no permanent-age override.
 */

/** `GET /api/club/member`: who is logged in and which parts of the club the operator runs. */
export const clubMemberSchema = z.object({
  customer: z.string(),
  name: z.string(),
  email: z.string(),
  /** When the record was made: "member since". */
  memberSince: z.string(),
  parts: z.object({
    loyalty: z.boolean(),
    referral: z.boolean(),
    contests: z.boolean(),
    dives: z.boolean(),
  }),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;

const customerShape = customerResource.schema.shape;

/** What a member may change on their own record: name, contact, address and passport. */
export const clubDataSchema = z.object({
  masterData: customerShape.masterData.omit({ permanentAge: true }),
  contact: customerShape.contact,
  address: customerShape.address,
  passport: customerShape.passport,
});
export type ClubData = z.output<typeof clubDataSchema>;
export type ClubDataInput = z.input<typeof clubDataSchema>;

/** `GET /api/club/data` and the body of `POST /api/club/data`: the data with the record's version. */
export const clubDataAnswerSchema = clubDataSchema.extend({ version: z.number().int() });
export const clubDataUpdateSchema = clubDataSchema.extend({ version: z.number().int().min(0) });

/** One booking of the member's, as booker or guest, newest first: a customer's stay line and its money. */
export const clubBookingSchema = customerStaySchema.omit({ schedule: true, roomName: true }).extend({
  /** Whether the member booked it (then the money is theirs to see) or travels on it as a guest. */
  booker: z.boolean(),
  /** Minor units; zero for a guest who did not book. */
  total: z.number(),
  open: z.number(),
});
export type ClubBooking = z.infer<typeof clubBookingSchema>;

/** One invoice addressed to the member or issued for a booking they made. */
export const clubInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issueDate: z.string(),
  dueDate: z.string(),
  bookingNo: z.string(),
  currency: z.string(),
  gross: z.number(),
  open: z.number(),
});
export type ClubInvoice = z.infer<typeof clubInvoiceSchema>;

/** One logged dive of the member's. */
export const clubDiveSchema = z.object({
  id: z.string(),
  date: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  depth: z.number().nullable(),
  site: z.string(),
  kind: z.string(),
});
export type ClubDive = z.infer<typeof clubDiveSchema>;

/** A contest a member can see: open ones to enter, and those they entered. */
export const clubContestSchema = z.object({
  id: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  prize: contestResource.schema.shape.prize,
  terms: contestResource.schema.shape.terms,
  state: z.enum(CONTEST_STATES),
  entered: z.boolean(),
});
export type ClubContest = z.infer<typeof clubContestSchema>;
