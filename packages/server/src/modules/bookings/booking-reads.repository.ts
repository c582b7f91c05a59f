import {
  type BookingEvent,
  type BookingState,
  type DueAmount,
  GONE_STATES,
  type FindMatch,
  type FoundBooking,
  type OPEN_PAYMENT_FILTERS,
  type OPEN_PAYMENT_SORTS,
  type OpenPaymentBooking,
  type Page,
} from '@seaberth/domain';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/resource-repository.ts';
import { bookingGuests, bookings, customers } from '../../db/schema/index.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';

const LIVE = ['draft', 'planned', 'confirmed', 'waiting'];
const HOLDING = ['draft', 'planned', 'confirmed'];

/** The reading calls of SPEC §7 over many bookings: find, years, etag, money open and due. */
export class BookingReadsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Up to `limit` bookings whose number, a guest's name, a guest's or the lead's e-mail address,
   * or an external reference contains the query (case-insensitive), newest arrival first.
   */
  async find(
    query: string,
    onlyActive: boolean,
    visible: SQL | undefined,
    limit = 20,
  ): Promise<FoundBooking[]> {
    const like = likePattern(query);
    // Columns named with their table: inside the subqueries a bare "id" would be ambiguous.
    const byNumber = sql<boolean>`"bookings"."booking_no" ilike ${like}`;
    const byReference = sql<boolean>`exists (select 1 from jsonb_array_elements("bookings"."references") r where r->>'value' ilike ${like})`;
    const byEmail = sql<boolean>`(exists (select 1 from ${bookingGuests} g join ${customers} c on c.id = g.customer where g.booking = "bookings"."id" and c.contact->>'email' ilike ${like})
      or exists (select 1 from ${customers} c where c.id = "bookings"."lead" and c.contact->>'email' ilike ${like}))`;
    const byGuest = sql<boolean>`("bookings"."lead_name" ilike ${like}
      or exists (select 1 from ${bookingGuests} g join ${customers} c on c.id = g.customer where g.booking = "bookings"."id" and c.full_name ilike ${like}))`;
    const rows = await this.db
      .select({
        id: bookings.id,
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        type: bookings.type,
        from: bookings.from,
        to: bookings.to,
        leadName: bookings.leadName,
        noOfPax: bookings.noOfPax,
        vessel: bookings.vessel,
        resort: bookings.resort,
        currency: bookings.currency,
        total: bookings.total,
        paid: bookings.paid,
        byNumber,
        byReference,
        byEmail,
      })
      .from(bookings)
      .where(
        and(
          visible,
          onlyActive ? inArray(bookings.state, LIVE) : undefined,
          or(byNumber, byGuest, byEmail, byReference),
        ),
      )
      .orderBy(desc(bookings.from), desc(bookings.bookingNo))
      .limit(limit);
    return rows.map(({ byNumber, byReference, byEmail, ...row }) => ({
      ...row,
      type: row.type as FoundBooking['type'],
      matched: (byNumber
        ? 'bookingNo'
        : byReference
          ? 'reference'
          : byEmail
            ? 'email'
            : 'guest') as FindMatch,
    }));
  }

  async years(visible: SQL | undefined): Promise<number[]> {
    const year = sql<number>`extract(year from ${bookings.from})::int`;
    const rows = await this.db.selectDistinct({ year }).from(bookings).where(visible).orderBy(asc(year));
    return rows.map((r) => Number(r.year));
  }

  async etag(id: string, visible: SQL | undefined) {
    const [row] = await this.db
      .select({ id: bookings.id, version: bookings.version, updatedAt: bookings.updatedAt })
      .from(bookings)
      .where(and(eq(bookings.id, id), visible));
    return row;
  }

  /** Bookings holding beds with money open, by arrival; their due amounts come with them. */
  /** `withOpenMoney` of one resort or vessel (or all). */
  withOpenMoneyAt(asset: string | undefined, visible: SQL | undefined) {
    const ofAsset = asset ? or(eq(bookings.resort, asset), eq(bookings.vessel, asset)) : undefined;
    return this.withOpenMoney(and(visible, ofAsset));
  }

  async withOpenMoney(visible: SQL | undefined) {
    const rows = await this.db
      .select({
        id: bookings.id,
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        leadName: bookings.leadName,
        from: bookings.from,
        to: bookings.to,
        currency: bookings.currency,
        total: bookings.total,
        paid: bookings.paid,
        due: sql<DueAmount[] | null>`${bookings.calculation}->'due'`,
      })
      .from(bookings)
      .where(and(visible, inArray(bookings.state, HOLDING), gt(bookings.total, bookings.paid)))
      .orderBy(asc(bookings.from), asc(bookings.bookingNo));
    return rows.map((r) => ({ ...r, due: r.due ?? [] }));
  }

  /**
   * `withOpenMoney` as a list page: `size` 0 answers all rows; `search` looks in the number and
   * the lead's name; each filter field keeps the rows whose value is one of those given.
   */
  async openMoneyPage(
    visible: SQL | undefined,
    query: {
      page: number;
      size: number;
      sort: (typeof OPEN_PAYMENT_SORTS)[number];
      order: 1 | -1;
      search?: string;
      filter: Partial<Record<(typeof OPEN_PAYMENT_FILTERS)[number], string[]>>;
    },
  ): Promise<Page<OpenPaymentBooking>> {
    const open = sql<number>`(${bookings.total} - ${bookings.paid})`;
    const where = and(
      visible,
      inArray(bookings.state, HOLDING),
      gt(bookings.total, bookings.paid),
      query.search
        ? or(
            sql`${bookings.bookingNo} ilike ${likePattern(query.search)}`,
            sql`${bookings.leadName} ilike ${likePattern(query.search)}`,
          )
        : undefined,
      ...Object.entries(query.filter).map(([field, values]) =>
        inArray(bookings[field as (typeof OPEN_PAYMENT_FILTERS)[number]], values),
      ),
    );
    const sortColumn = query.sort === 'open' ? open : bookings[query.sort];
    const ordered = this.db
      .select({
        id: bookings.id,
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        leadName: bookings.leadName,
        from: bookings.from,
        to: bookings.to,
        currency: bookings.currency,
        total: bookings.total,
        paid: bookings.paid,
        open,
      })
      .from(bookings)
      .where(where)
      .orderBy(query.order === -1 ? desc(sortColumn) : asc(sortColumn), asc(bookings.bookingNo))
      .$dynamic();
    const rows =
      query.size === 0
        ? allRows(await ordered.limit(ALL_ROWS_READ))
        : await ordered.limit(query.size).offset(query.page * query.size);
    const total =
      query.size === 0 || (query.page === 0 && rows.length < query.size)
        ? rows.length
        : Number((await this.db.select({ n: count() }).from(bookings).where(where))[0]?.n ?? 0);
    return {
      data: rows.map((r) => ({ ...r, open: Number(r.open) })),
      total,
      page: query.page,
      size: query.size,
    };
  }

  /** Bookings whose stay overlaps [from, to), by arrival (at most 5,000: a year of a large resort). */
  async events(from: string, to: string, states: BookingState[] | undefined, visible: SQL | undefined) {
    const rows = await this.db
      .select({
        id: bookings.id,
        bookingNo: bookings.bookingNo,
        leadName: bookings.leadName,
        from: bookings.from,
        to: bookings.to,
        state: bookings.state,
        type: bookings.type,
        vessel: bookings.vessel,
        resort: bookings.resort,
        schedule: bookings.schedule,
        noOfPax: bookings.noOfPax,
      })
      .from(bookings)
      .where(
        and(
          lt(bookings.from, to),
          gt(bookings.to, from),
          states ? inArray(bookings.state, states) : notInArray(bookings.state, [...GONE_STATES]),
          visible,
        ),
      )
      .orderBy(asc(bookings.from), asc(bookings.bookingNo))
      .limit(5000);
    return rows.map(
      ({ leadName, ...row }): BookingEvent => ({
        ...row,
        title: leadName || row.bookingNo,
        state: row.state as BookingState,
        type: row.type as BookingEvent['type'],
      }),
    );
  }

  /** A page of the ids of bookings arriving in [from, to), by arrival, with their number. */
  async arriving(from: string, to: string, page: number, size: number, visible: SQL | undefined) {
    const where = and(gte(bookings.from, from), lt(bookings.from, to), visible);
    const [ids, [total]] = await Promise.all([
      this.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(where)
        .orderBy(asc(bookings.from), asc(bookings.bookingNo))
        .limit(size)
        .offset(page * size),
      this.db.select({ n: count() }).from(bookings).where(where),
    ]);
    return { ids: ids.map((r) => r.id), total: Number(total?.n ?? 0) };
  }
}
