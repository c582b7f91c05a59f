import { z } from 'zod';
import { pageSchemaOf } from '../paging/index.ts';

/**
 * What a rule did, per booking and occurrence (issue 38): fired, planned for a later day (a
 * catch-up on the next working day), skipped and why, a to-do it made closed by itself, or that
 * to-do open again because its condition came back.
 */
export const TODO_RULE_OUTCOMES = ['fired', 'planned', 'skipped', 'closed', 'reopened'] as const;
export type TodoRuleOutcome = (typeof TODO_RULE_OUTCOMES)[number];

/**
 * Why: the condition did not hold; the booking came after the moment and the policy skips it (or
 * it is too late to help); another sweep had decided it already; no address to mail to; the
 * action failed; the condition of its to-do stopped holding; it holds again.
 */
export const TODO_RULE_REASONS = [
  'conditionFalse',
  'caughtUp',
  'alreadyFired',
  'noRecipient',
  'failed',
  'resolved',
  'returned',
  'cancelled',
] as const;
export type TodoRuleReason = (typeof TODO_RULE_REASONS)[number];

/** One line of a rule's log. */
export const todoRuleLogEntrySchema = z.object({
  id: z.string(),
  at: z.string().meta({ format: 'date-time' }),
  booking: z.string(),
  bookingNo: z.string(),
  leadName: z.string(),
  /** The moment's key: its day, `created`, or `changed:<version>`. */
  occurrence: z.string(),
  /** The day it fired or is planned for. */
  day: z.string(),
  outcome: z.enum(TODO_RULE_OUTCOMES),
  reason: z.enum(TODO_RULE_REASONS).nullable(),
  /** Said in the operator's words: the recipient, the error. */
  detail: z.string(),
  /** The mails it queued, as the queue has them now: queued until they left, then sent (or failed). */
  mailStatus: z.string().nullable(),
});
export type TodoRuleLogEntry = z.infer<typeof todoRuleLogEntrySchema>;

/** `GET /api/todo/rules/{id}/log`: newest first. */
export const todoRuleLogPageSchema = pageSchemaOf(todoRuleLogEntrySchema);

export const todoRuleLogQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
  outcome: z.enum(TODO_RULE_OUTCOMES).optional(),
});

/**
 * The automation's one log (`GET /api/todo/log`): what every rule did and what every mail
 * schedule sent, skipped or planned, newest first. A scheduled mail reads as a rule's line: sent
 * is `fired`, planned `planned`, skipped, failed and cancelled `skipped` with the reason.
 */
export const AUTOMATION_SOURCES = ['rule', 'schedule'] as const;
export type AutomationSource = (typeof AUTOMATION_SOURCES)[number];

export const automationLogEntrySchema = todoRuleLogEntrySchema.extend({
  source: z.enum(AUTOMATION_SOURCES),
  /** The rule or the mail schedule. */
  sourceId: z.string(),
  sourceName: z.string(),
});
export type AutomationLogEntry = z.infer<typeof automationLogEntrySchema>;
export const automationLogPageSchema = pageSchemaOf(automationLogEntrySchema);

export const automationLogQuerySchema = todoRuleLogQuerySchema.extend({
  source: z.enum(AUTOMATION_SOURCES).optional(),
  booking: z.uuid().optional(),
});
export type AutomationLogQuery = z.output<typeof automationLogQuerySchema>;

/** A notification a rule wrote for a user (`GET /api/todo/notifications`: the reader's unread). */
export const todoNotificationSchema = z.object({
  id: z.string(),
  at: z.string().meta({ format: 'date-time' }),
  text: z.string(),
  booking: z.string().nullable(),
  bookingNo: z.string().nullable(),
  rule: z.string().nullable(),
});
export type TodoNotification = z.infer<typeof todoNotificationSchema>;
