import { z } from 'zod';

/**
 * The mailbox (`/mail`, SPEC §7 `/api/mail`): an account's IMAP folders and mails, read live from
 * the server. Folders are named by their IMAP path (`INBOX`, `INBOX/Agencies`), URL-encoded in calls;
 * a mail is named by its IMAP UID in the folder.
 */
export interface MailboxAccount {
  id: string;
  name: string;
  email: string;
}

/** `GET /api/mail/folders`. */
export interface MailFolder {
  path: string;
  name: string;
  /** IMAP special use: `\Inbox`, `\Sent`, `\Trash`, `\Drafts`, `\Junk`, `\Archive`, or null. */
  specialUse: string | null;
  messages: number;
  unseen: number;
}

/** `GET /api/mail/{folder}/mail` rows: newest first. */
export interface MailSummary {
  uid: number;
  subject: string;
  from: string;
  fromAddress: string;
  to: string;
  date: string | null;
  seen: boolean;
  flagged: boolean;
  size: number;
  /** Bookings whose number the subject names. */
  bookings: LinkedBooking[];
}

export interface LinkedBooking {
  id: string;
  bookingNo: string;
  leadName: string;
}

export interface MailAttachmentInfo {
  index: number;
  filename: string;
  contentType: string;
  size: number;
}

/** `GET /api/mail/{folder}/mail/{mail}/body`: the mail to read, its HTML made safe on the server. */
export interface MailBody {
  uid: number;
  subject: string;
  from: string;
  fromAddress: string;
  to: string;
  cc: string;
  date: string | null;
  messageId: string | null;
  text: string;
  /** Sanitized HTML (no scripts, no remote images), or null for a text mail. */
  html: string | null;
  attachments: MailAttachmentInfo[];
  /** Bookings whose number the subject or the text names. */
  bookings: LinkedBooking[];
}

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

/**
 * Booking numbers (`2026-00042`) named in a text: a mail about a booking, a bank transfer's
 * remittance. Distinct, in the order found.
 */
export function bookingNumbersIn(text: string): string[] {
  const found = text.match(/\b(?:19|20)\d{2}-\d{5,6}\b/g) ?? [];
  return [...new Set(found)];
}
