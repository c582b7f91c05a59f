import {
  addDays,
  type Calculation,
  type MailSchedule,
  type ScheduledMail,
  type ScheduledMailStatus,
  scheduledDay,
} from '@seaberth/domain';
import { and, asc, between, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { bookings, mailSchedules, mailTemplates, scheduledMails } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { type Actor, SYSTEM_ACTOR } from '../bookings/booking-actor.ts';
import type { BookingService } from '../bookings/booking.service.ts';
import type { BookingMailService } from './booking-mail.service.ts';

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

  private get db() {
    return this.services.database.db;
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
    const schedules = (await this.db
      .select()
      .from(mailSchedules)
      .where(eq(mailSchedules.isActive, true))) as unknown as (MailSchedule & { id: string })[];
    let planned = 0;
    for (const schedule of schedules) {
      const rows = await this.db
        .select({
          id: bookings.id,
          from: bookings.from,
          to: bookings.to,
          bookingDate: bookings.bookingDate,
          calculation: bookings.calculation,
          total: bookings.total,
          paid: bookings.paid,
        })
        .from(bookings)
        .where(
          and(inArray(bookings.state, schedule.states), this.places(schedule), this.window(schedule, today)),
        )
        .limit(5_000);
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
      const inserted = await this.db
        .insert(scheduledMails)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: scheduledMails.id });
      planned += inserted.length;
    }
    return planned;
  }

  private places(schedule: MailSchedule): SQL | undefined {
    if (!schedule.resorts.length && !schedule.vessels.length) return undefined;
    return or(
      schedule.resorts.length ? inArray(bookings.resort, schedule.resorts) : undefined,
      schedule.vessels.length ? inArray(bookings.vessel, schedule.vessels) : undefined,
    );
  }

  /** Bookings whose day falls within the horizon (beforeDue: those not over yet, the dues decide). */
  private window(schedule: MailSchedule, today: string): SQL {
    const end = addDays(today, HORIZON_DAYS);
    switch (schedule.rule) {
      case 'beforeArrival':
        return between(bookings.from, addDays(today, schedule.days), addDays(end, schedule.days));
      case 'afterDeparture':
        return between(bookings.to, addDays(today, -schedule.days), addDays(end, -schedule.days));
      case 'afterBooking':
        return between(bookings.bookingDate, addDays(today, -schedule.days), addDays(end, -schedule.days));
      case 'beforeDue':
        return gte(bookings.to, today);
    }
  }

  /** Sends the planned mails due today or before; answers how many went out. */
  async sendDue(today: string): Promise<number> {
    const due = await this.db
      .select({ id: scheduledMails.id })
      .from(scheduledMails)
      .where(and(eq(scheduledMails.status, 'planned'), lte(scheduledMails.sendOn, today)))
      .orderBy(asc(scheduledMails.sendOn))
      .limit(BATCH);
    let sent = 0;
    for (const { id } of due) if (await this.sendOne(id)) sent++;
    return sent;
  }

  /** Claims one planned mail (nobody else sends it then) and sends it through the booking's mail. */
  private async sendOne(id: string): Promise<boolean> {
    const [claimed] = await this.db
      .update(scheduledMails)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(scheduledMails.id, id), eq(scheduledMails.status, 'planned')))
      .returning();
    if (!claimed) return false;
    const finish = (status: ScheduledMailStatus, note: string) =>
      this.db
        .update(scheduledMails)
        .set({ status, note: note.slice(0, 500), ...(status === 'sent' ? {} : { sentAt: null }) })
        .where(eq(scheduledMails.id, id));
    const [schedule] = await this.db
      .select()
      .from(mailSchedules)
      .where(eq(mailSchedules.id, claimed.schedule));
    const [booking] = await this.db
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, claimed.booking));
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
    const rows = await this.db
      .select({
        mail: scheduledMails,
        scheduleName: mailSchedules.name,
        templateName: mailTemplates.name,
        bookingNo: bookings.bookingNo,
        leadName: bookings.leadName,
      })
      .from(scheduledMails)
      .innerJoin(mailSchedules, eq(mailSchedules.id, scheduledMails.schedule))
      .innerJoin(mailTemplates, eq(mailTemplates.id, mailSchedules.template))
      .innerJoin(bookings, eq(bookings.id, scheduledMails.booking))
      .where(
        and(eq(scheduledMails.status, status), schedule ? eq(scheduledMails.schedule, schedule) : undefined),
      )
      .orderBy(
        status === 'planned' ? asc(scheduledMails.sendOn) : sql`${scheduledMails.sentAt} desc nulls last`,
        asc(bookings.bookingNo),
      )
      .limit(1_000);
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
    const [row] = await this.db
      .update(scheduledMails)
      .set({ status: 'cancelled' })
      .where(and(eq(scheduledMails.id, id), eq(scheduledMails.status, 'planned')))
      .returning({ id: scheduledMails.id });
    if (!row) throw notFound('Planned mail');
  }

  /** The schedule's mail for a booking (given, or its next planned one), to the requesting user. */
  async test(id: string, booking: string | undefined, actor: Actor, email: string) {
    const [schedule] = await this.db.select().from(mailSchedules).where(eq(mailSchedules.id, id));
    if (!schedule) throw notFound('Mail schedule');
    const target =
      booking ??
      (
        await this.db
          .select({ booking: scheduledMails.booking })
          .from(scheduledMails)
          .where(and(eq(scheduledMails.schedule, id), eq(scheduledMails.status, 'planned')))
          .orderBy(asc(scheduledMails.sendOn))
          .limit(1)
      )[0]?.booking;
    if (!target) throw notFound('A booking to test the schedule with');
    return this.mail.send(target, { template: schedule.template, to: email }, actor);
  }
}
