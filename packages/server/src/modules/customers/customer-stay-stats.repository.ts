import { convertExact, Dec, type ExchangeRates, roundMinor } from '@seaberth/domain';
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingGuests, bookings, customerStayStats } from '../../db/schema/index.ts';

/** What counting a customer's stays needs to know: the operator's day and money. */
export interface StayCountDay {
  today: string;
  baseCurrency: string;
  rates: ExchangeRates;
}

/**
 * Minor units of a currency in the base currency. A currency without a rate (dropped from the
 * settings since) counts nothing rather than failing the booking's change that asked.
 */
function inBase(amount: number | string, currency: string, day: StayCountDay): Dec {
  try {
    return convertExact(new Dec(amount), currency, day.baseCurrency, day.rates);
  } catch {
    return new Dec(0);
  }
}

/** A customer's previous stays as stored (SPEC §3 LastStay, NoOfStays, StayRevenue). */
export interface CustomerStayStats {
  noOfStays: number;
  lastStay: string | null;
  stayRevenue: number;
  currency: string;
  countedOn: string;
}

/** The states of a booking that is (or will be, once over) a stay of its guests. */
const STAY_STATES = ['planned', 'confirmed', 'resolved'] as const;

// Inserts of many customers at once stay well below the statement's parameter limit.
const BATCH = 500;

/**
 * The stored stay figures of customers (`customer_stay_stats`). A stay is a booking the customer
 * is a guest of, not cancelled (planned, confirmed, resolved) and over: checked out, or departed by
 * the day counted. A booking being priced is not over yet, so a guest's figures are their
 * *previous* stays, as the specials' criteria mean them. Each booking counts once however many
 * beds the guest holds in it; its total is converted to the base currency at the day's rates.
 */
export class CustomerStayStatsRepository {
  constructor(private readonly db: Db) {}

  /** Counts the stays of these customers again and stores them (a customer without any: zero). */
  async refresh(customers: string[], day: StayCountDay): Promise<void> {
    const ids = [...new Set(customers)];
    for (let i = 0; i < ids.length; i += BATCH) await this.refreshBatch(ids.slice(i, i + BATCH), day);
  }

  /** Every customer who ever was a guest, counted again (the demo data, a repair). */
  async refreshAll(day: StayCountDay): Promise<number> {
    const rows = await this.db.selectDistinct({ customer: bookingGuests.customer }).from(bookingGuests);
    await this.refresh(
      rows.map((r) => r.customer),
      day,
    );
    return rows.length;
  }

  /**
   * Counts again up to `limit` customers whose stored figures miss a stay that has ended since
   * (the nightly job): a guest of a booking that is a stay and departed by today, counted before
   * that departure or never. Counted, their figures carry today's date, so they are not found
   * again. Customers are walked in id order from after `after`, so the rounds of a sweep read the
   * guests' index once between them, not again from its start each round. Answers how many were
   * counted and, when that is a full batch, the last one, where the next round goes on.
   */
  async refreshStale(
    day: StayCountDay,
    limit: number,
    after: string | null = null,
  ): Promise<{ counted: number; last: string | null }> {
    const rows = await this.db
      .selectDistinct({ customer: bookingGuests.customer })
      .from(bookingGuests)
      .innerJoin(bookings, eq(bookings.id, bookingGuests.booking))
      .leftJoin(customerStayStats, eq(customerStayStats.customer, bookingGuests.customer))
      .where(
        and(
          after ? gt(bookingGuests.customer, after) : undefined,
          inArray(bookings.state, [...STAY_STATES]),
          lte(bookings.to, day.today),
          or(isNull(customerStayStats.customer), lt(customerStayStats.countedOn, bookings.to)),
        ),
      )
      .orderBy(bookingGuests.customer)
      .limit(limit);
    await this.refresh(
      rows.map((r) => r.customer),
      day,
    );
    return { counted: rows.length, last: rows.length === limit ? rows.at(-1)!.customer : null };
  }

  async of(customer: string): Promise<CustomerStayStats | null> {
    const [row] = await this.db
      .select({
        noOfStays: customerStayStats.noOfStays,
        lastStay: customerStayStats.lastStay,
        stayRevenue: customerStayStats.stayRevenue,
        currency: customerStayStats.currency,
        countedOn: customerStayStats.countedOn,
      })
      .from(customerStayStats)
      .where(eq(customerStayStats.customer, customer));
    return row ? { ...row, stayRevenue: Number(row.stayRevenue) } : null;
  }

  private async refreshBatch(ids: string[], day: StayCountDay): Promise<void> {
    if (!ids.length) return;
    const stays = this.db
      .selectDistinct({
        customer: bookingGuests.customer,
        booking: bookings.id,
        to: bookings.to,
        currency: bookings.currency,
        total: bookings.total,
      })
      .from(bookingGuests)
      .innerJoin(bookings, eq(bookings.id, bookingGuests.booking))
      .where(
        and(
          inArray(bookingGuests.customer, ids),
          inArray(bookings.state, [...STAY_STATES]),
          or(eq(bookings.state, 'resolved'), sql`${bookings.to} <= ${day.today}::date`),
        ),
      )
      .as('s');
    // node-postgres reads a bigint as text, PGlite as a number: Number() below makes them agree.
    const rows = await this.db
      .select({
        customer: stays.customer,
        currency: stays.currency,
        stays: sql<number>`count(*)::int`,
        lastStay: sql<string | null>`max(${stays.to})::text`,
        revenue: sql<number | string>`coalesce(sum(${stays.total}), 0)::bigint`,
      })
      .from(stays)
      .groupBy(stays.customer, stays.currency);
    const counted = new Map(
      ids.map((id) => [id, { stays: 0, lastStay: null as string | null, revenue: new Dec(0) }]),
    );
    for (const row of rows) {
      const sum = counted.get(row.customer)!;
      sum.stays += Number(row.stays);
      if (row.lastStay && (!sum.lastStay || row.lastStay > sum.lastStay)) sum.lastStay = row.lastStay;
      sum.revenue = sum.revenue.plus(inBase(row.revenue, row.currency, day));
    }
    const values = [...counted].map(([customer, sum]) => ({
      customer,
      noOfStays: sum.stays,
      lastStay: sum.lastStay,
      stayRevenue: roundMinor(sum.revenue),
      currency: day.baseCurrency,
      countedOn: day.today,
    }));
    await this.db
      .insert(customerStayStats)
      .values(values)
      .onConflictDoUpdate({
        target: customerStayStats.customer,
        set: {
          noOfStays: sql`excluded.no_of_stays`,
          lastStay: sql`excluded.last_stay`,
          stayRevenue: sql`excluded.stay_revenue`,
          currency: sql`excluded.currency`,
          countedOn: sql`excluded.counted_on`,
        },
      });
  }
}
