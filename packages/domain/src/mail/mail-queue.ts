import { z } from 'zod';
import { defineResource } from '../resources/index.ts';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Outgoing mail as the queue holds it; written by the server, read by operators. */
export const mailQueueResource = defineResource({
  name: 'mailqueue',
  scope: 'mailqueue',
  readOnly: true,
  schema: z.object({
    to: z.string(),
    subject: z.string(),
    status: z.enum(MAIL_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    // Instants, so lists and the mail's view show them as dates (DD.MM.YYYY HH:mm), not raw ISO.
    sendAfter: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
    text: z.string().meta({ ui: { widget: 'textarea', hideInList: true } }),
  }),
  search: ['to', 'subject'],
  columns: ['createdAt', 'to', 'subject', 'status', 'attempts', 'sentAt', 'lastError'],
  sort: { field: 'createdAt', order: -1 },
  titleField: 'subject',
});

/** What the queue shows in place of a sealed mail's text (a reset or confirmation link inside). */
export const SEALED_MAIL_TEXT = 'This mail holds a personal sign-in link; its text is not shown.';

/** A queued mail as the queue's screens may see it: a sealed one without its text. */
export function queuedMailView<T extends Record<string, unknown>>(row: T): T {
  return row.sealed ? { ...row, text: SEALED_MAIL_TEXT, html: null } : row;
}

/** Counts per status and whether the server can send at all. */
export const mailQueueStatisticsSchema = z.object({
  counts: z.object({ queued: z.number(), sending: z.number(), sent: z.number(), failed: z.number() }),
  transport: z.enum(['configured', 'none']),
});
export type MailQueueStatistics = z.infer<typeof mailQueueStatisticsSchema>;

/** What the queue's writes say when they refuse (MESSAGE_CODES names each for the web). */
export const MAIL_QUEUE_MESSAGES = {
  notWaiting: 'Only a mail still waiting in the queue changes or is withdrawn',
  sealed: 'This mail holds a personal sign-in link: it is not changed or copied',
  nothingToChange: 'Name at least one field to change',
} as const;

const mailAddress = z.email().max(320);
const mailSubject = z.string().trim().min(1).max(300);
const mailText = z.string().trim().min(1).max(100_000);
const sendAfter = z.iso.datetime({ offset: true });

/**
 * `POST /api/mailqueue`: a mail written by hand, queued to go out (at `sendAfter`, else at once),
 * signed like every mail; about a booking it is a version of that booking.
 */
export const mailQueueCreateSchema = z.object({
  to: mailAddress,
  subject: mailSubject,
  text: mailText,
  sendAfter: sendAfter.optional(),
  booking: z.uuid().optional(),
});
export type MailQueueCreate = z.output<typeof mailQueueCreateSchema>;

/** `POST /api/mailqueue/{id}`: a mail still waiting, corrected before it goes. */
export const mailQueueChangeSchema = z
  .object({
    to: mailAddress.optional(),
    subject: mailSubject.optional(),
    text: mailText.optional(),
    sendAfter: sendAfter.optional(),
    version: z.number().int().min(1),
  })
  .refine((change) => Object.keys(change).some((key) => key !== 'version'), {
    message: MAIL_QUEUE_MESSAGES.nothingToChange,
    path: ['text'],
  });
export type MailQueueChange = z.output<typeof mailQueueChangeSchema>;

/** `POST /api/mailqueue/{id}/copy`: the same mail once more, to the same or another address. */
export const mailQueueCopySchema = z.object({ to: mailAddress.optional(), sendAfter: sendAfter.optional() });
export type MailQueueCopy = z.output<typeof mailQueueCopySchema>;
