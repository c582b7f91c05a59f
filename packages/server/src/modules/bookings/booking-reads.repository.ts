import type { DueAmount, FindMatch, FoundBooking } from '@seaberth/domain';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingGuests, bookings, customers } from '../../db/schema/index.ts';

const LIVE = ['draft', 'planned', 'confirmed', 'waiting'];
const HOLDING = ['draft', 'planned', 'confirmed'];

/** The reading calls of SPEC §7 over many bookings: find, years, etag, money open and due. */
export class BookingReadsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Up to `limit` bookings whose number, a guest's name, a guest's or the booker's e-mail address,
   * or an external reference contains the query (case-insensitive), newest arrival first.
   */
  async find(
    query: string,
    onlyActive: boolean,
    visible: SQL | undefined,
    limit = 20,
  ): Promise<FoundBooking[]> {
    const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const people = this.db
      .select({ booking: bookingGuests.booking })
      .from(bookingGuests)
      .innerJoin(customers, eq(customers.id, bookingGuests.customer))
      .where(sql`${customers.fullName} ilike ${like} or ${customers.contact}->>'email' ilike ${like}`);
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
        currency: bookings.currency,
        total: bookings.total,
        paid: bookings.paid,
        // Columns named with their table: inside the subqueries a bare "id" would be ambiguous.
        byNumber: sql<boolean>`"bookings"."booking_no" ilike ${like}`,
        byReference: sql<boolean>`exists (select 1 from jsonb_array_elements("bookings"."references") r where r->>'value' ilike ${like})`,
        byEmail: sql<boolean>`exists (select 1 from ${bookingGuests} g join ${customers} c on c.id = g.customer where g.booking = "bookings"."id" and c.contact->>'email' ilike ${like})`,
      })
      .from(bookings)
      .where(
        and(
          visible,
          onlyActive ? inArray(bookings.state, LIVE) : undefined,
          sql`("bookings"."booking_no" ilike ${like} or "bookings"."lead_name" ilike ${like}
            or "bookings"."id" in (${people})
            or exists (select 1 from jsonb_array_elements("bookings"."references") r where r->>'value' ilike ${like}))`,
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
}
