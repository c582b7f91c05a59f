import type { DueAmount, todayWindow } from '@seaberth/domain';
import { and, asc, count, eq, gt, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bankEntries,
  bookingTodos,
  bookings,
  customerBirthdayMd,
  customers,
  resorts,
  vessels,
} from '../../db/schema/index.ts';

/** The states that hold beds: the stays a desk works with and the bookings money is owed on. */
const HOLDING = ['draft', 'planned', 'confirmed'];
/** The states an option runs out in (the option job's partial index). */
const OPTION_STATES = ['draft', 'planned'];

type Window = ReturnType<typeof todayWindow>;

/** The birthday's month and day, as the expression index `customers_birthday_md_idx` holds it. */
const birthdayMd = customerBirthdayMd(customers.masterData);

/**
 * The counts of the Today page, each one statement on an index (docs/performance.md): `where` is
 * the reader's visible bookings narrowed to the chosen asset.
 */
/** The bookings of `where` at one resort or vessel. */
export function atAsset(where: SQL | undefined, type: 'resort' | 'vessel', id: string): SQL | undefined {
  return and(where, eq(type === 'resort' ? bookings.resort : bookings.vessel, id));
}

export class TodayRepository {
  constructor(private readonly db: Db) {}

  /** Whether an id names a resort or a vessel (or neither). */
  async assetType(id: string): Promise<'resort' | 'vessel' | null> {
    const [resort] = await this.db.select({ id: resorts.id }).from(resorts).where(eq(resorts.id, id));
    if (resort) return 'resort';
    const [vessel] = await this.db.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, id));
    return vessel ? 'vessel' : null;
  }

  /**
   * Arrivals, departures, guests in house and check-ins due in one pass over the stays that touch
   * today or tomorrow: the `from` and `to` indexes and the date-range index, combined.
   */
  async stays(where: SQL | undefined, w: Window) {
    const inHouse = sql`daterange(${bookings.from}, ${bookings.to}) @> ${w.today}::date`;
    const [row] = await this.db
      .select({
        arrivalsToday: sql<number>`count(*) filter (where ${bookings.from} = ${w.today})`.mapWith(Number),
        arrivalsTomorrow: sql<number>`count(*) filter (where ${bookings.from} = ${w.tomorrow})`.mapWith(
          Number,
        ),
        departuresToday: sql<number>`count(*) filter (where ${bookings.to} = ${w.today})`.mapWith(Number),
        departuresTomorrow: sql<number>`count(*) filter (where ${bookings.to} = ${w.tomorrow})`.mapWith(
          Number,
        ),
        guestsInHouse: sql<number>`coalesce(sum(${bookings.noOfPax}) filter (where ${inHouse}), 0)`.mapWith(
          Number,
        ),
        checkInsDue: sql<number>`count(*) filter (where ${inHouse} and ${bookings.checkIn} is null)`.mapWith(
          Number,
        ),
      })
      .from(bookings)
      .where(
        and(
          where,
          inArray(bookings.state, HOLDING),
          or(
            inArray(bookings.from, [w.today, w.tomorrow]),
            inArray(bookings.to, [w.today, w.tomorrow]),
            inHouse,
          ),
        ),
      );
    return row!;
  }

  /** Guests per night from today on: the stays overlapping the window, spread over its nights. */
  async nights(where: SQL | undefined, w: Window): Promise<{ date: string; guests: number }[]> {
    const end = sql`${w.occupancyUntil}::date + 1`;
    const cond = and(
      where,
      inArray(bookings.state, HOLDING),
      sql`daterange(${bookings.from}, ${bookings.to}) && daterange(${w.today}::date, ${end})`,
    );
    const result = await this.db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as date, coalesce(sum(b.pax), 0) as guests
      from generate_series(${w.today}::date, ${w.occupancyUntil}::date, interval '1 day') as d
      left join (
        select ${bookings.from} as f, ${bookings.to} as t, ${bookings.noOfPax} as pax
        from ${bookings} where ${cond}
      ) as b on b.f <= d and b.t > d
      group by d order by d`);
    return (result.rows as { date: string; guests: string | number }[]).map((r) => ({
      date: r.date,
      guests: Number(r.guests),
    }));
  }

  /** The bookings with money open and their due amounts (the partial index `bookings_open_money_idx`). */
  async openMoney(where: SQL | undefined) {
    const rows = await this.db
      .select({ paid: bookings.paid, due: sql<DueAmount[] | null>`${bookings.calculation}->'due'` })
      .from(bookings)
      .where(and(where, inArray(bookings.state, HOLDING), gt(bookings.total, bookings.paid)));
    return rows.map((r) => ({ paid: r.paid, due: r.due ?? [] }));
  }

  async expiringOptions(where: SQL | undefined, w: Window): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          where,
          inArray(bookings.state, OPTION_STATES),
          gte(bookings.optionUntil, w.today),
          lte(bookings.optionUntil, w.optionsUntil),
        ),
      );
    return row!.n;
  }

  /** Online bookings made yesterday or today, whatever became of them since. */
  async recentOnline(where: SQL | undefined, w: Window): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(bookings)
      .where(and(where, eq(bookings.source, 'online'), gte(bookings.bookingDate, w.yesterday)));
    return row!.n;
  }

  /** Bank entries not yet fully assigned to bookings. */
  async unmatchedBankEntries(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(bankEntries)
      .where(ne(bankEntries.state, 'assigned'));
    return row!.n;
  }

  /** Open to-dos due before today of the bookings the reader sees. */
  async overdueTodos(where: SQL | undefined, w: Window): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(bookingTodos)
      .innerJoin(bookings, eq(bookings.id, bookingTodos.booking))
      .where(and(where, eq(bookingTodos.open, true), lt(bookingTodos.due, w.today)));
    return row!.n;
  }

  /** How many customers have a birthday on these month-days, and the first few from today on. */
  async birthdays(monthDays: string[], today: string, first: number, reachable: SQL | undefined) {
    const on = and(reachable, inArray(birthdayMd, monthDays));
    const [total] = await this.db.select({ n: count() }).from(customers).where(on);
    // This year's days first (from today's month-day on), then those after the year end.
    const next = await this.db
      .select({
        id: customers.id,
        fullName: customers.fullName,
        birthday: sql<string>`${customers.masterData}->>'birthday'`,
      })
      .from(customers)
      .where(on)
      .orderBy(sql`${birthdayMd} < ${today.slice(5)}`, asc(birthdayMd), asc(customers.sortName))
      .limit(first);
    return { count: total!.n, next };
  }
}
