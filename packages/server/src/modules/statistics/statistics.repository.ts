import {
  type Principal,
  SALE_STATES,
  type StatisticsParams,
  TIME_UNIT_FORMATS,
  type TimeUnit,
  type TopGroup,
  vesselResource,
} from '@seaberth/domain';
import { and, eq, getTableColumns, gte, inArray, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agencies,
  bookingGuests,
  bookings,
  countries,
  customers,
  rooms,
  schedules,
  tours,
  users,
  vessels,
} from '../../db/schema/index.ts';
import { assetCondition } from '../../db/asset-condition.ts';

/** What a statistics query counts: the kind's parameters over a period, within what the user may see. */
export interface StatisticsFilter extends Omit<StatisticsParams, 'from' | 'to' | 'amount'> {
  from: string;
  to: string;
  /** The user's limits (bookingsVisibleTo): a user limited to a vessel counts only its bookings. */
  visible: SQL | undefined;
  /** For the departures: the vessels the user may see. */
  visibleVessels?: SQL | undefined;
  /** For a kind over time: the unit it groups by (month when left out). */
  unit?: TimeUnit;
}

/** A top list's entry in one currency, with the name the query found for it. */
export interface NamedGroup extends TopGroup {
  name: string;
}

/** The lead guest's country: where they live, else their nationality, else the passport's. */
const leadCountry = sql<string>`upper(coalesce(
  nullif(${customers.address}->>'country', ''),
  nullif(${customers.masterData}->>'nationality', ''),
  nullif(${customers.passport}->>'nationality', ''),
  ''))`;

/**
 * The sales a statistic counts: arriving (stay date) or made (booking date) in the period, in the
 * states asked for (a sale's by default), a cancelled booking only when it charged a fee.
 */
export function saleCondition(filter: StatisticsFilter): SQL | undefined {
  const day = filter.basis === 'booking' ? bookings.bookingDate : bookings.from;
  const { assets, categories, sources } = filter;
  return and(
    gte(day, filter.from),
    lte(day, filter.to),
    inArray(bookings.state, filter.states ?? [...SALE_STATES]),
    or(
      ne(bookings.state, 'aborted'),
      sql`${bookings.calculation}->'entries' @> '[{"kind":"cancellationFee"}]'::jsonb`,
    ),
    assets?.length ? or(inArray(bookings.resort, assets), inArray(bookings.vessel, assets)) : undefined,
    categories?.length ? inArray(bookings.category, categories) : undefined,
    sources?.length ? inArray(bookings.source, sources) : undefined,
    filter.visible,
  );
}

/** Bookings, guests (none for a cancellation's fee) and revenue of a group, in its currency. */
export function saleFigures() {
  return {
    currency: bookings.currency,
    bookings: sql<number>`count(*)::int`,
    guests: sql<number>`coalesce(sum(case when ${bookings.state} = 'aborted' then 0 else ${bookings.noOfPax} end), 0)::int`,
    // node-postgres reads a bigint as text, PGlite as a number: Number() below makes them agree.
    revenue: sql<number | string>`coalesce(sum(${bookings.total}), 0)::bigint`,
  };
}

/** The reads of the statistics kinds (`GET /api/bookings/statistics/{kind}`). */
export class StatisticsRepository {
  constructor(private readonly db: Db) {}

  /** The sales per lead guest's country and currency; the name is the country code ('' for none). */
  async perCountry(filter: StatisticsFilter): Promise<NamedGroup[]> {
    const rows = await this.db
      .select({ key: leadCountry, ...saleFigures() })
      .from(bookings)
      .leftJoin(customers, eq(customers.id, bookings.lead))
      .where(saleCondition(filter))
      .groupBy(leadCountry, bookings.currency);
    return rows.map((row) => ({ ...row, name: row.key, revenue: Number(row.revenue) }));
  }

  /** The sales through an agency per agency and currency; direct bookings are not among them. */
  async perAgency(filter: StatisticsFilter): Promise<NamedGroup[]> {
    const rows = await this.db
      .select({ key: agencies.id, name: agencies.name, ...saleFigures() })
      .from(bookings)
      .innerJoin(agencies, eq(agencies.id, bookings.agency))
      .where(saleCondition(filter))
      .groupBy(agencies.id, agencies.name, bookings.currency);
    return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
  }

  /** The sales per user who created the booking and currency; '' for none (online, imported). */
  async perUser(filter: StatisticsFilter): Promise<NamedGroup[]> {
    const user = sql<string>`coalesce(${bookings.createdBy}::text, '')`;
    const rows = await this.db
      .select({ key: user, name: sql<string>`coalesce(max(${users.name}), '')`, ...saleFigures() })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.createdBy))
      .where(saleCondition(filter))
      .groupBy(user, bookings.currency);
    return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
  }

  /** The sales through the operator's own sales agents (agencies of type employee) per agent and currency. */
  async perSalesAgent(filter: StatisticsFilter): Promise<NamedGroup[]> {
    const rows = await this.db
      .select({ key: agencies.id, name: agencies.name, ...saleFigures() })
      .from(bookings)
      .innerJoin(agencies, and(eq(agencies.id, bookings.agency), eq(agencies.type, 'employee')))
      .where(saleCondition(filter))
      .groupBy(agencies.id, agencies.name, bookings.currency);
    return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
  }

  /**
   * The `amount` largest sales of each currency by revenue (ties by booking number): one row per
   * booking, ranked within its currency in the database.
   */
  async largestSales(filter: StatisticsFilter & { amount: number }) {
    const ranked = this.db
      .select({
        booking: sql<string>`${bookings.id}`.as('booking'),
        bookingNo: sql<string>`${bookings.bookingNo}`.as('booking_no'),
        leadName: sql<string>`${bookings.leadName}`.as('lead_name'),
        currency: sql<string>`${bookings.currency}`.as('currency'),
        guests: sql<number>`case when ${bookings.state} = 'aborted' then 0 else ${bookings.noOfPax} end`.as(
          'guests',
        ),
        revenue: sql<number | string>`${bookings.total}`.as('revenue'),
        rank: sql<number>`row_number() over (partition by ${bookings.currency} order by ${bookings.total} desc, ${bookings.bookingNo})::int`.as(
          'rank',
        ),
      })
      .from(bookings)
      .where(saleCondition(filter))
      .as('ranked');
    const rows = await this.db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, filter.amount))
      .orderBy(ranked.currency, ranked.rank);
    return rows.map((row) => ({ ...row, rank: Number(row.rank), revenue: Number(row.revenue) }));
  }

  /**
   * The sales per lead guest and currency, of the leads that can rank among the first `amount` (by
   * bookings, then guests: ties at the last place all come, `topGroups` decides among them). A
   * year has thousands of leads: they are ranked in the database rather than sent to be ranked,
   * and only the ranked ones are named from their customer (`customerNames`); the name here is the
   * lead's as the booking keeps it.
   */
  async perCustomer(filter: StatisticsFilter & { amount?: number }): Promise<NamedGroup[]> {
    const guests = sql`case when ${bookings.state} = 'aborted' then 0 else ${bookings.noOfPax} end`;
    const groups = this.db
      .select({
        key: sql<string>`${bookings.lead}`.as('key'),
        name: sql<string>`coalesce(max(${bookings.leadName}), '')`.as('name'),
        currency: sql<string>`${bookings.currency}`.as('currency'),
        bookings: sql<number>`count(*)::int`.as('bookings'),
        guests: sql<number>`coalesce(sum(${guests}), 0)::int`.as('guests'),
        revenue: sql<number | string>`coalesce(sum(${bookings.total}), 0)::bigint`.as('revenue'),
        leadBookings: sql`sum(count(*)) over (partition by ${bookings.lead})`.as('lead_bookings'),
        leadGuests: sql`sum(coalesce(sum(${guests}), 0)) over (partition by ${bookings.lead})`.as(
          'lead_guests',
        ),
      })
      .from(bookings)
      .where(and(saleCondition(filter), isNotNull(bookings.lead)))
      .groupBy(bookings.lead, bookings.currency)
      .as('groups');
    const ranked = this.db
      .select({
        key: groups.key,
        name: groups.name,
        currency: groups.currency,
        bookings: groups.bookings,
        guests: groups.guests,
        revenue: groups.revenue,
        place: sql<number>`rank() over (order by ${groups.leadBookings} desc, ${groups.leadGuests} desc)`.as(
          'place',
        ),
      })
      .from(groups)
      .as('ranked');
    const rows = await this.db
      .select({
        key: ranked.key,
        name: ranked.name,
        currency: ranked.currency,
        bookings: ranked.bookings,
        guests: ranked.guests,
        revenue: ranked.revenue,
      })
      .from(ranked)
      .where(filter.amount === undefined ? undefined : lte(ranked.place, filter.amount));
    return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
  }

  /** The customers' names, by id. */
  async customerNames(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)].filter(Boolean);
    if (!wanted.length) return new Map();
    const rows = await this.db
      .select({ id: customers.id, name: customers.fullName })
      .from(customers)
      .where(inArray(customers.id, wanted));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The sales per unit (month, day, ISO week, year) of the basis day and currency: bookings, guests, revenue, paid. */
  async perPeriod(filter: StatisticsFilter) {
    const day = filter.basis === 'booking' ? bookings.bookingDate : bookings.from;
    // The pattern written into the statement, not bound: GROUP BY must repeat the select's expression.
    const format = sql.raw(`'${TIME_UNIT_FORMATS[filter.unit ?? 'month']}'`);
    const period = sql<string>`to_char(${day}, ${format})`;
    const rows = await this.db
      .select({
        period,
        ...saleFigures(),
        paid: sql<number | string>`coalesce(sum(${bookings.paid}), 0)::bigint`,
      })
      .from(bookings)
      .where(saleCondition(filter))
      .groupBy(period, bookings.currency)
      .orderBy(period, bookings.currency);
    return rows.map((row) => {
      const revenue = Number(row.revenue);
      const paid = Number(row.paid);
      return { ...row, revenue, paid, open: revenue - paid };
    });
  }

  /**
   * The sales split by whether their lead guest had an earlier sale (an arrival before this one's):
   * per kind and currency. A booking without a lead counts as a first stay. One statement: whether
   * an earlier sale exists is a look-up by lead (`bookings_lead_idx`) per sale of the period.
   */
  async perRepeater(filter: StatisticsFilter) {
    // Spelled out: in a query of one table Drizzle writes a selected column without its table,
    // which inside the sub-select would name the earlier booking's.
    const sale = (column: string) => sql`${sql.identifier('bookings')}.${sql.identifier(column)}`;
    const kind = sql<'first' | 'repeat'>`case when exists (
      select 1 from ${bookings} as earlier
      where earlier.lead = ${sale('lead')} and earlier.state in ('planned', 'confirmed', 'resolved')
        and earlier."from" < ${sale('from')}
    ) then 'repeat' else 'first' end`;
    const rows = await this.db
      .select({ kind, ...saleFigures() })
      .from(bookings)
      .where(saleCondition(filter))
      .groupBy(sql`1`, bookings.currency);
    return rows
      .map((row) => ({ ...row, revenue: Number(row.revenue) }))
      .sort((x, y) => x.kind.localeCompare(y.kind) || x.currency.localeCompare(y.currency));
  }

  /**
   * The departures of the period with their vessel's berths (the active cabins' beds) and what the
   * trip's sales hold: bookings and guests (a cancellation's fee holds no place).
   */
  async tripLoads(filter: StatisticsFilter) {
    const berths = this.db
      .select({ vessel: rooms.vessel, berths: sql<number>`sum(${rooms.availableBeds})::int`.as('berths') })
      .from(rooms)
      .where(and(eq(rooms.isActive, true), isNotNull(rooms.vessel)))
      .groupBy(rooms.vessel)
      .as('berths');
    const held = this.db
      .select({
        schedule: bookings.schedule,
        bookings: sql<number>`count(*)::int`.as('bookings'),
        sold: sql<number>`coalesce(sum(${bookings.noOfPax}), 0)::int`.as('sold'),
      })
      .from(bookings)
      .where(
        and(
          isNotNull(bookings.schedule),
          // Only the period's departures: without it every trip of the decade was summed (~400 ms).
          inArray(
            bookings.schedule,
            this.db
              .select({ id: schedules.id })
              .from(schedules)
              .where(and(gte(schedules.from, filter.from), lte(schedules.from, filter.to))),
          ),
          inArray(bookings.state, filter.states ?? ['planned', 'confirmed', 'resolved']),
          ne(bookings.state, 'aborted'),
          filter.categories?.length ? inArray(bookings.category, filter.categories) : undefined,
          filter.sources?.length ? inArray(bookings.source, filter.sources) : undefined,
          filter.visible,
        ),
      )
      .groupBy(bookings.schedule)
      .as('held');
    return this.db
      .select({
        trip: schedules.id,
        start: schedules.from,
        end: schedules.to,
        vessel: vessels.id,
        vesselName: vessels.name,
        tour: tours.id,
        tourName: tours.name,
        berths: sql<number>`coalesce(${berths.berths}, 0)::int`,
        bookings: sql<number>`coalesce(${held.bookings}, 0)::int`,
        sold: sql<number>`coalesce(${held.sold}, 0)::int`,
      })
      .from(schedules)
      .innerJoin(vessels, eq(vessels.id, schedules.vessel))
      .innerJoin(tours, eq(tours.id, schedules.tour))
      .leftJoin(berths, eq(berths.vessel, schedules.vessel))
      .leftJoin(held, eq(held.schedule, schedules.id))
      .where(
        and(
          gte(schedules.from, filter.from),
          lte(schedules.from, filter.to),
          filter.assets?.length ? inArray(schedules.vessel, filter.assets) : undefined,
          filter.visibleVessels,
        ),
      )
      .orderBy(schedules.from, vessels.name);
  }

  /** Vessels a user limited to some resorts or vessels may count (a resort's user: none). */
  static vesselsVisibleTo(principal: Principal): SQL | undefined {
    return assetCondition(vesselResource, getTableColumns(vessels), principal);
  }

  /** The guests named on the period's sales (not a cancellation's fee), with what tells their age. */
  guestsOfSales(filter: StatisticsFilter) {
    return this.db
      .select({
        booking: bookings.id,
        arrival: bookings.from,
        birthday: sql<string | null>`nullif(${customers.masterData}->>'birthday', '')`,
        permanentAge: sql<number | null>`(${customers.masterData}->>'permanentAge')::int`,
      })
      .from(bookingGuests)
      .innerJoin(bookings, eq(bookings.id, bookingGuests.booking))
      .innerJoin(customers, eq(customers.id, bookingGuests.customer))
      .where(and(saleCondition(filter), ne(bookings.state, 'aborted')));
  }

  /** The operator's names of these countries (their own and translated), by code. */
  async countryNames(
    codes: readonly string[],
  ): Promise<Map<string, { name: string; de: string; en: string }>> {
    const wanted = [...new Set(codes)].filter(Boolean);
    if (!wanted.length) return new Map();
    const rows = await this.db
      .select({ code: countries.code, name: countries.name, translations: countries.translations })
      .from(countries)
      .where(inArray(countries.code, wanted));
    return new Map(rows.map((row) => [row.code, { name: row.name, ...row.translations }]));
  }
}
