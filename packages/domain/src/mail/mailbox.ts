import { z } from 'zod';
import { pageSchemaOf } from '../paging/index.ts';

/**
 * The mailbox (`/mail`, SPEC §7 `/api/mail`): an account's IMAP folders and mails, read live from
 * the server. Folders are named by their IMAP path (`INBOX`, `INBOX/Agencies`), URL-encoded in calls;
 * a mail is named by its IMAP UID in the folder.
 */
export const mailboxAccountSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type MailboxAccount = z.infer<typeof mailboxAccountSchema>;

/** `GET /api/mail/folders`. */
export const mailFolderSchema = z.object({
  path: z.string(),
  name: z.string(),
  /** IMAP special use: `\Inbox`, `\Sent`, `\Trash`, `\Drafts`, `\Junk`, `\Archive`, or null. */
  specialUse: z.string().nullable(),
  messages: z.number(),
  unseen: z.number(),
});
export type MailFolder = z.infer<typeof mailFolderSchema>;

export const linkedBookingSchema = z.object({ id: z.string(), bookingNo: z.string(), leadName: z.string() });
export type LinkedBooking = z.infer<typeof linkedBookingSchema>;

/** `GET /api/mail/{folder}/mail` rows: newest first. */
export const mailSummarySchema = z.object({
  uid: z.number(),
  subject: z.string(),
  from: z.string(),
  fromAddress: z.string(),
  to: z.string(),
  date: z.string().nullable(),
  seen: z.boolean(),
  flagged: z.boolean(),
  size: z.number(),
  /** Bookings whose number the subject names. */
  bookings: z.array(linkedBookingSchema),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** `GET /api/mail/{folder}/mail`: one page of the folder. */
export const mailSummaryPageSchema = pageSchemaOf(mailSummarySchema);

export const mailAttachmentInfoSchema = z.object({
  index: z.number(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type MailAttachmentInfo = z.infer<typeof mailAttachmentInfoSchema>;

/** `GET /api/mail/{folder}/mail/{mail}/body`: the mail to read, its HTML made safe on the server. */
export const mailBodySchema = z.object({
  uid: z.number(),
  subject: z.string(),
  from: z.string(),
  fromAddress: z.string(),
  to: z.string(),
  cc: z.string(),
  date: z.string().nullable(),
  messageId: z.string().nullable(),
  text: z.string(),
  /** Sanitized HTML (no scripts, no remote images), or null for a text mail. */
  html: z.string().nullable(),
  attachments: z.array(mailAttachmentInfoSchema),
  /** Bookings whose number the subject or the text names. */
  bookings: z.array(linkedBookingSchema),
});
export type MailBody = z.infer<typeof mailBodySchema>;

/** `POST /api/mail/{folder}/mail/{mail}/reply`: the answer's mail in the queue. */
export const mailReplyAnswerSchema = z.object({ id: z.string() });

/** Every call names the account (`?account=`); without it, the user's first account is used. */
export const mailboxQuerySchema = z.object({ account: z.uuid().optional() });

export const mailListQuerySchema = mailboxQuerySchema.extend({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
  search: z.string().trim().max(200).optional(),
  unseen: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** `POST /api/mail/{folder}/mail/{mail}/reply`: an answer from a template, through the account. */
export const mailReplySchema = z.object({
  template: z.uuid().optional(),
  /** The booking the answer speaks about (fills the template's placeholders). */
  booking: z.uuid().optional(),
  language: z.enum(['de', 'en']).optional(),
  subject: z.string().trim().max(300).optional(),
  text: z.string().max(100_000).optional(),
});
export type MailReplyInput = z.input<typeof mailReplySchema>;

/** `POST /api/mailfolder`: a new folder under the account's root, or under `parent`. */
export const mailFolderCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^/.*%"\\]+$/, 'A folder name cannot hold / . * % " or \\'),
  parent: z.string().max(500).optional(),
});

/** `POST /api/mailfolder/{folder}`: the folder renamed in place (under the same parent). */
export const mailFolderRenameSchema = mailFolderCreateSchema.pick({ name: true });

/**
 * Booking numbers (`2026-00042`) named in a text: a mail about a booking, a bank transfer's
 * remittance. Distinct, in the order found.
 */
export function bookingNumbersIn(text: string): string[] {
  const found = text.match(/\b(?:19|20)\d{2}-\d{5,6}\b/g) ?? [];
  return [...new Set(found)];
}
