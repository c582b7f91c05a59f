import {
  addDays,
  type Calculation,
  type MailSchedule,
  type ScheduledMail,
  type ScheduledMailStatus,
  scheduledDay,
} from '@seaberth/domain';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { type Actor, SYSTEM_ACTOR } from '../../http/actor.ts';
import type { BookingService } from '../bookings/index.ts';
import type { BookingMailService } from './booking-mail.service.ts';
import { MailScheduleRepository } from './mail-schedule.repository.ts';

/** Recurring: plan the schedules' mails for the coming days and send what is due today. */
export const MAIL_SCHEDULE_JOB = 'mail.schedules';
const EVERY_MS = 10 * 60_000;
/** How far ahead planned mails are listed (and can be cancelled) before they go. */
const HORIZON_DAYS = 30;
const BATCH = 200;

/**
 * Scheduled mail as a job of the jobs table: whichever process claims the job plans and sends, and
 * each planned mail is claimed by a conditional update before it is sent, so it goes out once even
 * when two processes run the job at the same moment.
 */
export class MailScheduler {
  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
    private readonly mail: BookingMailService,
  ) {}

  private get schedules() {
    return new MailScheduleRepository(this.services.database.db);
  }

  async register(): Promise<void> {
    const { jobs } = this.services;
    jobs.handle(MAIL_SCHEDULE_JOB, async (_job, now) => {
      await this.run();
      return new Date(now.getTime() + EVERY_MS);
    });
    await jobs.schedule(MAIL_SCHEDULE_JOB);
  }

  async run(): Promise<{ planned: number; sent: number }> {
    const { today } = await this.bookings.operatorDay();
    const planned = await this.plan(today);
    return { planned, sent: await this.sendDue(today) };
  }

  /** Adds the mails the active schedules will send within the horizon (once per booking and occasion). */
  async plan(today: string): Promise<number> {
    const schedules = (await this.schedules.active()) as unknown as (MailSchedule & { id: string })[];
    let planned = 0;
    for (const schedule of schedules) {
      const rows = await this.schedules.bookingsFor(schedule, today, HORIZON_DAYS);
      const values = rows.flatMap((booking) => {
        const occasions: { occasion: string; sendOn: string | null }[] =
          schedule.rule === 'beforeDue'
            ? booking.total > booking.paid
              ? ((booking.calculation as Calculation | null)?.due ?? []).map((d) => ({
                  occasion: d.kind,
                  sendOn: scheduledDay(schedule, booking, d.due),
                }))
              : []
            : [{ occasion: '', sendOn: scheduledDay(schedule, booking) }];
        return occasions
          .filter((o): o is { occasion: string; sendOn: string } => o.sendOn !== null)
          .filter((o) => o.sendOn >= today && o.sendOn <= addDays(today, HORIZON_DAYS))
          .map((o) => ({ schedule: schedule.id, booking: booking.id, ...o }));
      });
      if (!values.length) continue;
      planned += await this.schedules.plan(values);
    }
    return planned;
  }

  /** Sends the planned mails due today or before; answers how many went out. */
  async sendDue(today: string): Promise<number> {
    const due = await this.schedules.due(today, BATCH);
    let sent = 0;
    for (const { id } of due) if (await this.sendOne(id)) sent++;
    return sent;
  }

  /** Claims one planned mail (nobody else sends it then) and sends it through the booking's mail. */
  private async sendOne(id: string): Promise<boolean> {
    const claimed = await this.schedules.claim(id);
    if (!claimed) return false;
    const finish = (status: ScheduledMailStatus, note: string) =>
      this.schedules.finish(id, status, note.slice(0, 500));
    const schedule = await this.schedules.schedule(claimed.schedule);
    const booking = await this.schedules.bookingState(claimed.booking);
    if (!schedule?.isActive || !booking) return finish('skipped', 'The schedule is off').then(() => false);
    if (!schedule.states.includes(booking.state))
      return finish('skipped', `The booking is ${booking.state} now`).then(() => false);
    try {
      const result = await this.mail.send(
        claimed.booking,
        { template: schedule.template, recipients: schedule.recipients as 'booker' | 'guests' },
        SYSTEM_ACTOR,
      );
      if (!result.queued.length) {
        await finish('skipped', 'No e-mail address');
        return false;
      }
      await finish('sent', result.queued.map((q) => q.to).join(', '));
      return true;
    } catch (error) {
      await finish('failed', (error as Error).message);
      return false;
    }
  }

  async list(status: ScheduledMailStatus, schedule?: string): Promise<ScheduledMail[]> {
    const rows = await this.schedules.list(status, schedule);
    return rows.map(({ mail, ...names }) => ({
      id: mail.id,
      schedule: mail.schedule,
      booking: mail.booking,
      sendOn: mail.sendOn,
      status: mail.status as ScheduledMailStatus,
      note: mail.note,
      sentAt: mail.sentAt?.toISOString() ?? null,
      ...names,
    }));
  }

  /** Cancels a planned mail; one already sent or cancelled is a 404. */
  async cancel(id: string): Promise<void> {
    if (!(await this.schedules.cancel(id))) throw notFound('Planned mail');
  }

  /** The schedule's mail for a booking (given, or its next planned one), to the requesting user. */
  async test(id: string, booking: string | undefined, actor: Actor, email: string) {
    const schedule = await this.schedules.schedule(id);
    if (!schedule) throw notFound('Mail schedule');
    const target = booking ?? (await this.schedules.nextPlannedBooking(id));
    if (!target) throw notFound('A booking to test the schedule with');
    return this.mail.send(target, { template: schedule.template, to: email }, actor);
  }
}
