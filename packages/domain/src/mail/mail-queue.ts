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
