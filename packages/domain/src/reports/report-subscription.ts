import { z } from 'zod';
import { BOOKING_STATES } from '../booking-states/index.ts';
import { addDays, addMonths, isoWeekday, TIME_UNITS } from '../dates/index.ts';
import { defineResource } from '../resources/index.ts';
import { LANGUAGES } from '../users/index.ts';
import { REPORT_BASES } from './report-definition.ts';

/**
 * A report by mail (issue 36): a saved view of a report kind sent on a schedule to chosen users.
 * A weekly mail of a fixed period would repeat the same figures, so the view keeps its period as a
 * span relative to the day it is sent ("last month", "this year", "the next 90 days").
 */
export const REPORT_SPANS = [
  'thisMonth',
  'lastMonth',
  'thisYear',
  'lastYear',
  'last30Days',
  'next90Days',
] as const;
export type ReportSpan = (typeof REPORT_SPANS)[number];

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const lastOfMonth = (day: string) => addDays(addMonths(firstOfMonth(day), 1), -1);

/** The days a span covers when the mail goes out on `today` (both ends included). */
export function spanPeriod(span: ReportSpan, today: string): { from: string; to: string } {
  const year = today.slice(0, 4);
  switch (span) {
    case 'thisMonth':
      return { from: firstOfMonth(today), to: lastOfMonth(today) };
    case 'lastMonth': {
      const month = addMonths(firstOfMonth(today), -1);
      return { from: month, to: lastOfMonth(month) };
    }
    case 'thisYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'lastYear':
      return { from: `${Number(year) - 1}-01-01`, to: `${Number(year) - 1}-12-31` };
    case 'last30Days':
      return { from: addDays(today, -30), to: addDays(today, -1) };
    case 'next90Days':
      return { from: today, to: addDays(today, 89) };
  }
}

/** The span a period on screen is, seen from `today`; null for a period that is none of them. */
export function spanOfPeriod(period: { from: string; to: string }, today: string): ReportSpan | null {
  return (
    REPORT_SPANS.find((span) => {
      const candidate = spanPeriod(span, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}

export interface ReportSchedule {
  frequency: ReportFrequency;
  /** For weekly: ISO weekday, Monday 1 … Sunday 7. */
  weekday: number;
  /** For monthly: the day of the month, 1 to 28 so every month has it. */
  dayOfMonth: number;
}

/** The first day after `day` (never `day` itself) on which the schedule sends. */
export function nextSendDay(schedule: ReportSchedule, day: string): string {
  if (schedule.frequency === 'weekly') {
    const ahead = (schedule.weekday - isoWeekday(day) + 7) % 7 || 7;
    return addDays(day, ahead);
  }
  const dd = String(schedule.dayOfMonth).padStart(2, '0');
  const thisMonth = `${day.slice(0, 7)}-${dd}`;
  return thisMonth > day ? thisMonth : `${addMonths(firstOfMonth(day), 1).slice(0, 7)}-${dd}`;
}

/** The filters a statistics view keeps besides its period and basis (SPEC §7's parameters). */
export const reportFiltersSchema = z.object({
  amount: z.number().int().min(1).max(100).optional(),
  assets: z.array(z.uuid()).max(200).optional(),
  categories: z.array(z.uuid()).max(200).optional(),
  sources: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
  states: z.array(z.enum(BOOKING_STATES)).max(20).optional(),
  /** For a report over time: the unit its rows are (day, ISO week, month, year). */
  groupBy: z.enum(TIME_UNITS).optional(),
});
export type ReportFilters = z.output<typeof reportFiltersSchema>;

/** The refusals the server words when it checks a subscription against the data (codes in message-codes). */
export const REPORT_SUBSCRIPTION_MESSAGES = {
  recipients: 'Choose at least one recipient',
  unknownKind: 'There is no report of this kind',
  unknownRecipient: 'Not a user who can receive mail',
  recipientScope: 'This user may not read this report',
} as const;

/**
 * `/api/reportsubscription`: a user's report mails. Subscribing needs no more than reading the
 * statistics (bookings.read); each user sees and changes their own, an administrator all.
 */
export const reportSubscriptionResource = defineResource({
  name: 'reportsubscription',
  scope: 'reportsubscription',
  scopes: {
    read: ['bookings.read'],
    create: ['bookings.read'],
    update: ['bookings.read'],
    delete: ['bookings.read'],
  },
  schema: z.object({
    /** The report kind, as its path ends (`topAgencies`). */
    kind: z.string().trim().min(1).max(60),
    span: z.enum(REPORT_SPANS).default('lastMonth'),
    basis: z.enum(REPORT_BASES).default('stay'),
    filters: reportFiltersSchema.default({}),
    frequency: z.enum(REPORT_FREQUENCIES).default('weekly'),
    weekday: z.number().int().min(1).max(7).default(1),
    dayOfMonth: z.number().int().min(1).max(28).default(1),
    recipients: z
      .array(z.uuid())
      .min(1, REPORT_SUBSCRIPTION_MESSAGES.recipients)
      .max(50)
      .meta({ ui: { widget: 'reference', ref: 'users' } }),
    language: z.enum(LANGUAGES).default('en'),
  }),
  search: ['kind'],
  columns: ['kind', 'span', 'frequency', 'recipients', 'language'],
  filters: ['kind', 'frequency'],
  sort: { field: 'kind', order: 1 },
  titleField: 'kind',
});
export type ReportSubscriptionInput = z.input<typeof reportSubscriptionResource.schema>;

/** `POST /api/reportsubscription/{id}/send`: who got the mail and who did not, and why. */
export const reportMailResultSchema = z.object({
  queued: z.array(z.object({ user: z.string(), to: z.string() })),
  skipped: z.array(z.object({ user: z.string(), reason: z.string() })),
});
export type ReportMailResult = z.output<typeof reportMailResultSchema>;
