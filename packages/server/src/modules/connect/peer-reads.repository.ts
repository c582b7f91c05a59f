import type {
  RemoteBooking,
  RemoteBookingDetail,
  RemoteCustomer,
  RemoteGuestForm,
  RemotePosItem,
} from '@seaberth/domain';
import { and, asc, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingGuests,
  bookingRooms,
  bookings,
  customers,
  guestForms,
  posLines,
  posTransactions,
  resorts,
  rooms,
  users,
  vessels,
} from '../../db/schema/index.ts';

/** What the other installation may sort the booking list by. */
export const REMOTE_BOOKING_SORTS = ['from', 'bookingNo', 'leadName', 'state', 'bookingDate'] as const;
export type RemoteBookingSort = (typeof REMOTE_BOOKING_SORTS)[number];

export interface RemoteBookingQuery {
  page: number;
  size: number;
  search?: string;
  sort: RemoteBookingSort;
  order: 1 | -1;
  customer?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a connected installation may read here, through a signed call: bookings of this
 * installation's assets, their guests and guest forms, users and customers by e-mail or id, a
 * customer's till sales. Never money details beyond totals, never secrets.
 */
export class PeerReadsRepository {
  constructor(private readonly db: Db) {}

  private readonly bookingColumns = {
    id: bookings.id,
    bookingNo: bookings.bookingNo,
    state: bookings.state,
    type: bookings.type,
    from: bookings.from,
    to: bookings.to,
    leadName: bookings.leadName,
    noOfPax: bookings.noOfPax,
    resortName: resorts.name,
    vesselName: vessels.name,
    currency: bookings.currency,
    total: bookings.total,
    paid: bookings.paid,
    bookingDate: bookings.bookingDate,
  };

  private toRemote(row: {
    id: string;
    bookingNo: string;
    state: string;
    type: string;
    from: string;
    to: string;
    leadName: string;
    noOfPax: number;
    resortName: string | null;
    vesselName: string | null;
    currency: string;
    total: number;
    paid: number;
    bookingDate: string;
  }): RemoteBooking {
    const { resortName, vesselName, ...rest } = row;
    return {
      ...rest,
      total: Number(rest.total),
      paid: Number(rest.paid),
      asset: resortName ?? vesselName ?? '',
      assetType: resortName ? 'resort' : vesselName ? 'vessel' : null,
    };
  }

  async bookings(query: RemoteBookingQuery): Promise<{ data: RemoteBooking[]; total: number }> {
    const conditions: SQL[] = [isNull(bookings.deletedDate)];
    const search = query.search?.trim();
    if (search) {
      const like = `%${escapeLike(search)}%`;
      conditions.push(or(ilike(bookings.bookingNo, like), ilike(bookings.leadName, like))!);
    }
    if (query.customer)
      conditions.push(
        sql`exists (select 1 from ${bookingGuests} where ${bookingGuests.booking} = ${bookings.id} and ${bookingGuests.customer} = ${query.customer})`,
      );
    const where = and(...conditions);
    const column = bookings[query.sort];
    const direction = query.order === -1 ? desc : asc;
    const base = this.db
      .select(this.bookingColumns)
      .from(bookings)
      .leftJoin(resorts, eq(resorts.id, bookings.resort))
      .leftJoin(vessels, eq(vessels.id, bookings.vessel))
      .where(where)
      .orderBy(direction(column), asc(bookings.id));
    const rows = query.size === 0 ? await base : await base.limit(query.size).offset(query.page * query.size);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where);
    return { data: rows.map((row) => this.toRemote(row)), total: Number(count?.n ?? 0) };
  }

  async booking(id: string): Promise<Omit<RemoteBookingDetail, 'system' | 'systemName'> | undefined> {
    const [row] = await this.db
      .select(this.bookingColumns)
      .from(bookings)
      .leftJoin(resorts, eq(resorts.id, bookings.resort))
      .leftJoin(vessels, eq(vessels.id, bookings.vessel))
      .where(and(eq(bookings.id, id), isNull(bookings.deletedDate)));
    if (!row) return undefined;
    const guests = await this.db
      .select({
        customer: customers.id,
        name: customers.fullName,
        email: sql<string>`coalesce(${customers.contact}->>'email', '')`,
        room: rooms.name,
      })
      .from(bookingGuests)
      .innerJoin(customers, eq(customers.id, bookingGuests.customer))
      .innerJoin(bookingRooms, eq(bookingRooms.id, bookingGuests.roomBooking))
      .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
      .where(eq(bookingGuests.booking, id))
      .orderBy(asc(rooms.name), asc(bookingGuests.bed));
    return { ...this.toRemote(row), guests };
  }

  async guestForms(booking: string): Promise<RemoteGuestForm[]> {
    const rows = await this.db
      .select({
        id: guestForms.id,
        customerName: sql<string>`coalesce(${customers.fullName}, '')`,
        state: guestForms.state,
        submittedAt: guestForms.submittedAt,
        data: guestForms.data,
      })
      .from(guestForms)
      .leftJoin(customers, eq(customers.id, guestForms.customer))
      .where(eq(guestForms.booking, booking))
      .orderBy(asc(guestForms.bed));
    return rows.map((row) => ({
      ...row,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      data: (row.data ?? {}) as Record<string, unknown>,
    }));
  }

  /** A user who may log in (not inactive, not a guest) by e-mail, for a link from over there. */
  async userByEmail(email: string): Promise<{ id: string; email: string; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
          ne(users.userType, 'inactive'),
          ne(users.userType, 'guest'),
        ),
      );
    return row;
  }

  async customer(by: { id?: string; email?: string }): Promise<RemoteCustomer | undefined> {
    const condition = by.id
      ? eq(customers.id, by.id)
      : sql`lower(${customers.contact}->>'email') = ${(by.email ?? '').trim().toLowerCase()}`;
    const [row] = await this.db
      .select({
        id: customers.id,
        name: customers.fullName,
        email: sql<string>`coalesce(${customers.contact}->>'email', '')`,
      })
      .from(customers)
      .where(condition)
      .orderBy(asc(customers.createdAt))
      .limit(1);
    return row;
  }

  /** A customer's till lines (voided sales left out), newest first. */
  async posItems(customer: string): Promise<RemotePosItem[]> {
    const rows = await this.db
      .select({
        id: posLines.id,
        name: posLines.name,
        quantity: posLines.quantity,
        amount: posLines.amount,
        currency: posLines.currency,
        createdAt: posLines.createdAt,
      })
      .from(posLines)
      .innerJoin(posTransactions, eq(posTransactions.id, posLines.transaction))
      .where(and(eq(posTransactions.customer, customer), ne(posTransactions.state, 'void')))
      .orderBy(desc(posLines.createdAt))
      .limit(500);
    return rows.map((row) => ({
      ...row,
      amount: Number(row.amount),
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
