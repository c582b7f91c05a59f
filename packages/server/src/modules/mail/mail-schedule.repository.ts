import { addDays, type MailSchedule, type ScheduledMailStatus } from '@seaberth/domain';
import { and, asc, between, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, mailSchedules, mailTemplates, scheduledMails } from '../../db/schema/index.ts';

export type MailScheduleRow = typeof mailSchedules.$inferSelect;
export type ScheduledMailRow = typeof scheduledMails.$inferSelect;

/** Bookings at the schedule's resorts or vessels (all when it names none). */
function places(schedule: MailSchedule): SQL | undefined {
  if (!schedule.resorts.length && !schedule.vessels.length) return undefined;
  return or(
    schedule.resorts.length ? inArray(bookings.resort, schedule.resorts) : undefined,
    schedule.vessels.length ? inArray(bookings.vessel, schedule.vessels) : undefined,
  );
}

/** Bookings whose day falls within the horizon (beforeDue: those not over yet, the dues decide). */
function window(schedule: MailSchedule, today: string, horizonDays: number): SQL {
  const end = addDays(today, horizonDays);
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

/** Mail schedules and the mails they plan: what is due, claimed, finished, listed. */
export class MailScheduleRepository {
  constructor(private readonly db: Db) {}

  active(): Promise<MailScheduleRow[]> {
    return this.db.select().from(mailSchedules).where(eq(mailSchedules.isActive, true));
  }

  async schedule(id: string): Promise<MailScheduleRow | undefined> {
    const [schedule] = await this.db.select().from(mailSchedules).where(eq(mailSchedules.id, id));
    return schedule;
  }

  /** The bookings a schedule writes to within `horizonDays` from today (5,000 at most). */
  bookingsFor(schedule: MailSchedule, today: string, horizonDays: number) {
    return this.db
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
        and(inArray(bookings.state, schedule.states), places(schedule), window(schedule, today, horizonDays)),
      )
      .limit(5_000);
  }

  /** Plans mails not planned yet (once per schedule, booking and occasion); answers how many. */
  async plan(
    values: { schedule: string; booking: string; occasion: string; sendOn: string }[],
  ): Promise<number> {
    const inserted = await this.db
      .insert(scheduledMails)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: scheduledMails.id });
    return inserted.length;
  }

  /** Planned mails due on `today` or before, the earliest first. */
  due(today: string, limit: number): Promise<{ id: string }[]> {
    return this.db
      .select({ id: scheduledMails.id })
      .from(scheduledMails)
      .where(and(eq(scheduledMails.status, 'planned'), lte(scheduledMails.sendOn, today)))
      .orderBy(asc(scheduledMails.sendOn))
      .limit(limit);
  }

  /** Marks a planned mail sent, if it still is planned: the caller then is the one to send it. */
  async claim(id: string): Promise<ScheduledMailRow | undefined> {
    const [claimed] = await this.db
      .update(scheduledMails)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(scheduledMails.id, id), eq(scheduledMails.status, 'planned')))
      .returning();
    return claimed;
  }

  async finish(id: string, status: ScheduledMailStatus, note: string): Promise<void> {
    await this.db
      .update(scheduledMails)
      .set({ status, note, ...(status === 'sent' ? {} : { sentAt: null }) })
      .where(eq(scheduledMails.id, id));
  }

  async bookingState(id: string): Promise<{ state: string } | undefined> {
    const [booking] = await this.db
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, id));
    return booking;
  }

  /** Scheduled mails in a state (of one schedule), with the names a list shows (1,000 at most). */
  list(status: ScheduledMailStatus, schedule?: string) {
    return this.db
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
  }

  /** Cancels a planned mail; false when it is not planned (any more). */
  async cancel(id: string): Promise<boolean> {
    const [row] = await this.db
      .update(scheduledMails)
      .set({ status: 'cancelled' })
      .where(and(eq(scheduledMails.id, id), eq(scheduledMails.status, 'planned')))
      .returning({ id: scheduledMails.id });
    return Boolean(row);
  }

  /** The booking of the schedule's next planned mail. */
  async nextPlannedBooking(schedule: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ booking: scheduledMails.booking })
      .from(scheduledMails)
      .where(and(eq(scheduledMails.schedule, schedule), eq(scheduledMails.status, 'planned')))
      .orderBy(asc(scheduledMails.sendOn))
      .limit(1);
    return row?.booking;
  }
}
