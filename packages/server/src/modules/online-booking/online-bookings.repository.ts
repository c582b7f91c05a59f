import { and, asc, eq, gt, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRooms, bookings, customers, jobs, onlineBookings } from '../../db/schema/index.ts';

export type OnlineRow = typeof onlineBookings.$inferSelect;
type NewOnlineRow = typeof onlineBookings.$inferInsert;

/**
 * An online booking still holding its beds unpaid: hold not over, not paid, not confirmed (an
 * offer waiting for a card payment, or a reservation waiting for a transfer until its option date).
 */
function unpaidHold(now: Date): SQL {
  return and(
    gt(onlineBookings.holdUntil, now),
    inArray(bookings.state, ['draft', 'planned']),
    lte(bookings.paid, 0),
  ) as SQL;
}

/** Online bookings (the public token, the idempotency key, the hold) and the holds they count. */
export class OnlineBookingsRepository {
  constructor(private readonly db: Db) {}

  /** Claims an idempotency key; undefined when another request holds it already. */
  async claim(values: NewOnlineRow): Promise<OnlineRow | undefined> {
    const [claim] = await this.db.insert(onlineBookings).values(values).onConflictDoNothing().returning();
    return claim;
  }

  /** The claim gets its booking and the end of its hold. */
  async attach(id: string, booking: string, holdUntil: Date): Promise<OnlineRow | undefined> {
    const [made] = await this.db
      .update(onlineBookings)
      .set({ booking, holdUntil })
      .where(eq(onlineBookings.id, id))
      .returning();
    return made;
  }

  async byBooking(booking: string): Promise<OnlineRow | undefined> {
    const [row] = await this.db.select().from(onlineBookings).where(eq(onlineBookings.booking, booking));
    return row;
  }

  async byKey(key: string): Promise<OnlineRow | undefined> {
    const [row] = await this.db.select().from(onlineBookings).where(eq(onlineBookings.idempotencyKey, key));
    return row;
  }

  /** The first online row of a booking, made with this token when it has none yet. */
  async ensureForBooking(booking: string, token: string): Promise<OnlineRow | undefined> {
    await this.db
      .insert(onlineBookings)
      .values({ idempotencyKey: `booking:${booking}`, booking, token })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(onlineBookings)
      .where(eq(onlineBookings.booking, booking))
      .orderBy(asc(onlineBookings.createdAt))
      .limit(1);
    return row;
  }

  async endHold(id: string): Promise<void> {
    await this.db.update(onlineBookings).set({ holdUntil: null }).where(eq(onlineBookings.id, id));
  }

  /** The booking of this number whose lead's e-mail is `email` (already normalised). */
  async byNumberAndLeadEmail(bookingNo: string, email: string): Promise<{ id: string } | undefined> {
    const [found] = await this.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.lead))
      .where(
        and(
          eq(bookings.bookingNo, bookingNo),
          // Both sides normalised alike; only who may read the booker can change this address.
          sql`lower(btrim(${customers.contact}->>'email')) = ${email}`,
        ),
      );
    return found;
  }

  // ---- the hold's extension ----

  async lock(id: string): Promise<OnlineRow | undefined> {
    const [locked] = await this.db
      .select()
      .from(onlineBookings)
      .where(eq(onlineBookings.id, id))
      .for('update');
    return locked;
  }

  async bookingPayState(id: string) {
    const [booking] = await this.db
      .select({ state: bookings.state, paid: bookings.paid })
      .from(bookings)
      .where(eq(bookings.id, id));
    return booking;
  }

  /**
   * The release job (one per booking: kind and key are unique) moves to `runAt`, unless the runner
   * has claimed it at `now`; false then.
   */
  async moveReleaseJob(kind: string, key: string, runAt: Date, now: Date): Promise<boolean> {
    const moved = await this.db
      .insert(jobs)
      .values({ kind, key, runAt, payload: {} })
      .onConflictDoUpdate({
        target: [jobs.kind, jobs.key],
        set: { runAt },
        setWhere: sql`${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ id: jobs.id });
    return moved.length > 0;
  }

  /** The hold ends at `holdUntil` now, one extension more. */
  async extendHold(id: string, holdUntil: Date) {
    const [made] = await this.db
      .update(onlineBookings)
      .set({ holdUntil, holdExtensions: sql`${onlineBookings.holdExtensions} + 1` })
      .where(eq(onlineBookings.id, id))
      .returning({ holdUntil: onlineBookings.holdUntil, holdExtensions: onlineBookings.holdExtensions });
    return made;
  }

  // ---- the holds' limits ----

  /**
   * Waits for other public bookings of the same visitor and the same place (transaction locks).
   * One statement, locks in hash order: two bookings never wait for each other the other way round.
   */
  async lockVisitorAndPlace(visitor: { ip: string; email: string }, asset: string): Promise<void> {
    await this.db.execute(sql`
      select pg_advisory_xact_lock(k) from (
        select distinct hashtextextended(v, 0) as k
        from unnest(array[${`online-ip:${visitor.ip}`}, ${`online-email:${visitor.email}`}, ${`online-asset:${asset}`}]::text[]) v
      ) locks order by k`);
  }

  /** How many unpaid holds a visitor (by address or e-mail) has at `now`. */
  async unpaidHoldsOf(visitor: { ip: string; email: string }, now: Date): Promise<number> {
    const [mine] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(onlineBookings)
      .innerJoin(bookings, eq(bookings.id, onlineBookings.booking))
      .where(
        and(
          unpaidHold(now),
          or(eq(onlineBookings.visitorIp, visitor.ip), eq(onlineBookings.visitorEmail, visitor.email)),
        ),
      );
    return Number(mine?.n ?? 0);
  }

  /** The rooms of an asset unpaid holds take at `now` for nights in [from, to). */
  heldRooms(asset: string, from: string, to: string, now: Date) {
    return this.db
      .selectDistinct({ room: bookingRooms.room })
      .from(onlineBookings)
      .innerJoin(bookings, eq(bookings.id, onlineBookings.booking))
      .innerJoin(bookingRooms, eq(bookingRooms.booking, bookings.id))
      .where(
        and(
          unpaidHold(now),
          or(eq(bookings.vessel, asset), eq(bookings.resort, asset)),
          lt(bookingRooms.from, to),
          gt(bookingRooms.to, from),
        ),
      );
  }
}
