import { z } from 'zod';
import { BOOKING_STATES } from '../booking-states/index.ts';
import { addDays } from '../dates/index.ts';
import { defineResource } from '../resources/index.ts';
import { MAIL_RECIPIENTS } from './mail-template.ts';

/**
 * Scheduled mail (feature mailScheduler, SPEC §7 `/api/mailschedule`): a rule that sends a template
 * N days before arrival, after departure, after booking or before a due amount, to bookings in
 * given states at given places. Planned mails are listed before they go and can be cancelled.
 */
export const MAIL_SCHEDULE_RULES = ['beforeArrival', 'afterDeparture', 'afterBooking', 'beforeDue'] as const;
export type MailScheduleRule = (typeof MAIL_SCHEDULE_RULES)[number];

export const mailScheduleResource = defineResource({
  name: 'mailschedule',
  scope: 'mailschedule',
  scopes: {
    read: ['mailschedule.read', 'mailschedule.update'],
    create: ['mailschedule.update'],
    update: ['mailschedule.update'],
    delete: ['mailschedule.update'],
  },
  features: ['mailScheduler'],
  schema: z.object({
    name: z.string().trim().min(1).max(120),
    template: z.uuid().meta({ ui: { widget: 'reference', ref: 'mail/template' } }),
    rule: z.enum(MAIL_SCHEDULE_RULES).default('beforeArrival'),
    days: z.number().int().min(0).max(365).default(7),
    states: z.array(z.enum(BOOKING_STATES)).min(1).default(['confirmed']),
    /** Resorts and vessels whose bookings get it; none means all. */
    resorts: z
      .array(z.uuid())
      .max(200)
      .default([])
      .meta({ ui: { widget: 'reference', ref: 'resort', hideInList: true } }),
    vessels: z
      .array(z.uuid())
      .max(200)
      .default([])
      .meta({ ui: { widget: 'reference', ref: 'vessel', hideInList: true } }),
    recipients: z.enum(MAIL_RECIPIENTS).default('booker'),
    isActive: z.boolean().default(true),
  }),
  search: ['name'],
  columns: ['name', 'rule', 'days', 'template', 'states', 'recipients', 'isActive'],
  filters: ['rule', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
export type MailSchedule = z.output<typeof mailScheduleResource.schema> & { id: string };

/** The day a schedule's mail goes out for a booking (`due`: the due amount's day, for beforeDue). */
export function scheduledDay(
  schedule: Pick<MailSchedule, 'rule' | 'days'>,
  booking: { from: string; to: string; bookingDate: string },
  due?: string,
): string | null {
  switch (schedule.rule) {
    case 'beforeArrival':
      return addDays(booking.from, -schedule.days);
    case 'afterDeparture':
      return addDays(booking.to, schedule.days);
    case 'afterBooking':
      return addDays(booking.bookingDate, schedule.days);
    case 'beforeDue':
      return due ? addDays(due, -schedule.days) : null;
  }
}

export const SCHEDULED_MAIL_STATUSES = ['planned', 'sent', 'skipped', 'cancelled', 'failed'] as const;
export type ScheduledMailStatus = (typeof SCHEDULED_MAIL_STATUSES)[number];

/** `GET /api/mailschedule/scheduled`: one planned (or past) mail of a schedule for a booking. */
export const scheduledMailSchema = z.object({
  id: z.string(),
  schedule: z.string(),
  scheduleName: z.string(),
  templateName: z.string(),
  booking: z.string(),
  bookingNo: z.string(),
  leadName: z.string(),
  sendOn: z.string(),
  status: z.enum(SCHEDULED_MAIL_STATUSES),
  note: z.string(),
  sentAt: z.string().nullable(),
});
export type ScheduledMail = z.infer<typeof scheduledMailSchema>;

export const scheduledMailQuerySchema = z.object({
  status: z.enum(SCHEDULED_MAIL_STATUSES).default('planned'),
  schedule: z.uuid().optional(),
});

/** `POST /api/mailschedule/{id}/test`: the schedule's mail for a booking, to the requesting user. */
export const testScheduleSchema = z.object({ booking: z.uuid().optional() });
