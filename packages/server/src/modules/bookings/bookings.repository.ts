import { allotmentRemainder, type Calculation, type Language, type Principal } from '@seaberth/domain';
import { and, asc, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { actingUser } from '../../db/acting-user.ts';
import {
  agencies,
  allotments,
  bookingGuests,
  bookingNumbers,
  bookingPayments,
  bookingRooms,
  bookings,
  customers,
  occupancies,
  priceLists,
  resorts,
  rooms,
  roomTypes,
  schedules,
  terms,
  users,
} from '../../db/schema/index.ts';
import { isUuid } from '../../db/resource-repository.ts';
import type {
  BookingAgencyAccounts,
  BookingCredits,
  BookingReferrals,
  BookingStores,
  BookingTodos,
} from './booking-stores.ts';
import { bedSleeps, capacityColumns, capacityOf, withoutCapacityColumns } from '../assets/index.ts';
import { BookingHistoryRepository } from './booking-history.repository.ts';
import { bookingsVisibleTo } from './booking-visibility.repository.ts';

import {
  type BookableRoom,
  type BookingRow,
  type CustomerRow,
  type GuestView,
  type NewBooking,
  type OccupancyInput,
  type PaymentRow,
  type RoomBookingRow,
  type RoomBookingView,
} from './booking-rows.ts';
import { readOncePerBatch } from '../../lib/read-batch.ts';

const _bookingColumns = getTableColumns(bookings);

/** A customer's loyalty tier, read with the customer for the quote (criterion LoyaltyTier). */
const customerTier = sql<
  string | null
>`(select m.tier from loyalty_members m where m.customer = ${customers.id})`;

/** The guest's stored previous stays (customer_stay_stats), which specials of LastStay, NoOfStays, StayRevenue ask about. */
const stayStat = <T>(column: string) =>
  sql<T>`(select s.${sql.identifier(column)} from customer_stay_stats s where s.customer = ${customers.id})`;
const guestStays = {
  noOfStays: stayStat<number | null>('no_of_stays'),
  lastStay: sql<string | null>`${stayStat('last_stay')}::text`,
  stayRevenue: stayStat<number | string | null>('stay_revenue'),
};

/**
 * Bookings, their rooms, guests, payments and the occupancy rows that hold their beds: the only
 * place in this area that speaks SQL. Each read is one statement, however big the booking.
 */
export class BookingsRepository {
  constructor(
    private readonly db: Db,
    /** The other areas a booking's transaction writes into (booking-stores.ts). */
    readonly stores: BookingStores,
  ) {}

  /** This repository over another connection (a transaction begun elsewhere), with the same stores. */
  within(db: Db): BookingsRepository {
    return new BookingsRepository(db, this.stores);
  }

  /** The versions of bookings, reading and writing through the same connection (or transaction). */
  get history(): BookingHistoryRepository {
    return new BookingHistoryRepository(this.db);
  }

  /** The customers' credit ledger, through the same connection (or transaction): an entry commits with its payment. */
  get credits(): BookingCredits {
    return this.stores.credits(this.db);
  }

  /** Agencies' accounts, through the same connection (or transaction): the credit limit holds the agency's row. */
  get agencyAccounts(): BookingAgencyAccounts {
    return this.stores.agencyAccounts(this.db);
  }

  /** Referral codes, through the same connection (or transaction): a use and a reward commit with the booking. */
  get referrals(): BookingReferrals {
    return this.stores.referrals(this.db);
  }

  /** The connection (or transaction) itself, for a hook of another area (booking-replaced.ts). */
  get connection(): Db {
    return this.db;
  }

  /** The booking's to-dos, through the same connection (or transaction). */
  get todos(): BookingTodos {
    return this.stores.todos(this.db);
  }

  /** Called after a transaction that freed beds committed: the waiting list may take them. */
  onBedsFreed?: () => Promise<void>;
  private freedBeds = false;

  /** Runs `work` in one transaction; the repository handed over writes through it. */
  async transaction<T>(work: (repository: BookingsRepository) => Promise<T>): Promise<T> {
    let freed = false;
    const user = actingUser();
    const result = await this.db.transaction(async (tx) => {
      // Who changes the booking, for the live events' `by` (migration 0074); local to this transaction.
      if (user) await tx.execute(sql`select set_config('seaberth.user', ${user}, true)`);
      const repository = this.within(tx as unknown as Db);
      const answer = await work(repository);
      freed = repository.freedBeds;
      return answer;
    });
    if (freed) await this.onBedsFreed?.();
    return result;
  }

  /** Locks the booking's row for the transaction; its version then, undefined for no booking. */
  async lockVersion(booking: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ version: bookings.version })
      .from(bookings)
      .where(eq(bookings.id, booking))
      .for('update');
    return row?.version;
  }

  /** The bookings a principal may see: users limited to some resorts or vessels, agents to their agency's. */
  visibleTo(principal: Principal): SQL | undefined {
    return bookingsVisibleTo(principal);
  }

  /** The agency's name, for the booking screen of users who may not read agencies. */
  async agencyName(id: string): Promise<string | null> {
    const [row] = await this.db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, id));
    return row?.name ?? null;
  }

  /** The language a user works in (their settings), for the bookings they make. */
  async userLanguage(id: string | null | undefined): Promise<Language | null> {
    if (!id || !isUuid(id)) return null;
    const [row] = await this.db.select({ settings: users.settings }).from(users).where(eq(users.id, id));
    return row?.settings?.language ?? null;
  }

  async booking(id: string, visible?: SQL): Promise<BookingRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id), visible));
    return row;
  }

  async schedule(id: string) {
    const [row] = await this.db.select().from(schedules).where(eq(schedules.id, id));
    return row;
  }

  async resortExists(id: string): Promise<boolean> {
    const rows = await readOncePerBatch(`resortExists:${id}`, () =>
      this.db.select({ id: resorts.id }).from(resorts).where(eq(resorts.id, id)),
    );
    return rows.length > 0;
  }

  /** Rooms a booking may take, with their places counted by the one capacity rule. */
  async rooms(ids: string[]): Promise<BookableRoom[]> {
    if (!ids.length) return [];
    const [sleepsOf, rows] = await Promise.all([
      bedSleeps(this.db),
      this.db
        .select({
          id: rooms.id,
          name: rooms.name,
          resort: rooms.resort,
          vessel: rooms.vessel,
          roomType: rooms.roomType,
          isActive: rooms.isActive,
          allowSharedRoom: rooms.allowSharedRoom,
          ...capacityColumns,
        })
        .from(rooms)
        .leftJoin(roomTypes, eq(roomTypes.id, rooms.roomType))
        .where(inArray(rooms.id, ids)),
    ]);
    return rows.map((row) => {
      const capacity = capacityOf(row, sleepsOf);
      return { ...withoutCapacityColumns(row), maxNoOfPax: capacity.max, activeBeds: capacity.places };
    });
  }

  async customers(ids: string[]): Promise<CustomerRow[]> {
    if (!ids.length) return [];
    return this.db
      .select({
        id: customers.id,
        fullName: customers.fullName,
        masterData: customers.masterData,
        contact: customers.contact,
        address: customers.address,
        passport: customers.passport,
        diver: customers.diver,
        customerType: customers.customerType,
        loyaltyTier: customerTier,
        ...guestStays,
      })
      .from(customers)
      .where(inArray(customers.id, ids));
  }

  /** The next booking number; a sequence, so numbers never repeat even across rollbacks. */
  async nextNumber(): Promise<number> {
    const result = await this.db.execute(
      sql`select nextval(${`"${bookingNumbers.seqName}"`}::regclass)::int as n`,
    );
    return Number((result.rows[0] as { n: number }).n);
  }

  async insertBooking(values: NewBooking): Promise<BookingRow> {
    const [row] = await this.db.insert(bookings).values(values).returning();
    return row!;
  }

  async insertRoomBookings(values: (typeof bookingRooms.$inferInsert)[]): Promise<RoomBookingRow[]> {
    return this.db.insert(bookingRooms).values(values).returning();
  }

  async insertGuests(values: (typeof bookingGuests.$inferInsert)[]): Promise<void> {
    if (values.length) await this.db.insert(bookingGuests).values(values);
  }

  /** Empties a bed of a booked room (the place stays booked and paid for). */
  async removeGuest(roomBooking: string, bed: number): Promise<void> {
    await this.db
      .delete(bookingGuests)
      .where(and(eq(bookingGuests.roomBooking, roomBooking), eq(bookingGuests.bed, bed)));
  }

  async setGuestVariant(roomBooking: string, customer: string, variant: string | null): Promise<void> {
    await this.db
      .update(bookingGuests)
      .set({ variant })
      .where(and(eq(bookingGuests.roomBooking, roomBooking), eq(bookingGuests.customer, customer)));
  }

  /** Holds the beds of one booked room; the exclusion constraint refuses any overlap. */
  async holdBeds(input: OccupancyInput): Promise<void> {
    await this.db.insert(occupancies).values(
      input.beds.map((beds) => ({
        room: input.room,
        beds,
        stay: [input.from, input.to] as [string, string],
        kind: 'booking',
        booking: input.booking,
        roomBooking: input.roomBooking,
        gender: input.gender ?? null,
        createdBy: input.createdBy ?? undefined,
      })),
    );
  }

  /**
   * A booking of an agency takes over what the agency's allotments hold of these beds and nights:
   * those rows end (kept, naming the booking) and what the booking does not need stays held.
   */
  async takeFromAllotments(input: OccupancyInput & { agency: string }): Promise<void> {
    const beds = sql.join(
      input.beds.map(([a, b]) => sql`o.beds && int4range(${a}::int, ${b}::int)`),
      sql` or `,
    );
    const result = await this.db.execute(sql`
      update ${occupancies} o set removed_at = now(), consumed_by = ${input.booking}
      from ${allotments} a
      where o.allotment = a.id and a.agency = ${input.agency} and a.released_at is null
        and o.room = ${input.room} and o.removed_at is null
        and o.stay && daterange(${input.from}::date, ${input.to}::date, '[)') and (${beds})
      returning o.allotment, o.beds::text as beds, o.stay::text as stay, o.created_by`);
    const rest = (
      result.rows as { allotment: string; beds: string; stay: string; created_by: string | null }[]
    ).flatMap((row) => {
      const [a, b] = row.beds.slice(1, -1).split(',').map(Number);
      const [from, to] = row.stay.slice(1, -1).split(',');
      return allotmentRemainder({ beds: [a!, b!], from: from!, to: to! }, input).map((piece) => ({
        room: input.room,
        beds: piece.beds,
        stay: [piece.from, piece.to] as [string, string],
        kind: 'allotment',
        allotment: row.allotment,
        createdBy: row.created_by ?? undefined,
      }));
    });
    if (rest.length) await this.db.insert(occupancies).values(rest);
  }

  /** A booked room's sharing rules and its guests' genders (one statement). */
  async sharedRoomOf(roomBooking: string): Promise<{
    room: { name: string; allowSharedRoom: boolean; allowMixedGender: boolean };
    guests: { fullName: string; gender: string | null }[];
  }> {
    const rows = await this.db
      .select({
        name: rooms.name,
        allowSharedRoom: rooms.allowSharedRoom,
        allowMixedGender: rooms.allowMixedGender,
        fullName: customers.fullName,
        gender: sql<string | null>`${customers.masterData}->>'gender'`,
      })
      .from(bookingRooms)
      .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
      .leftJoin(bookingGuests, eq(bookingGuests.roomBooking, bookingRooms.id))
      .leftJoin(customers, eq(customers.id, bookingGuests.customer))
      .where(eq(bookingRooms.id, roomBooking));
    const [first] = rows;
    return {
      room: {
        name: first?.name ?? '',
        allowSharedRoom: first?.allowSharedRoom ?? false,
        allowMixedGender: first?.allowMixedGender ?? true,
      },
      guests: rows.flatMap((r) => (r.fullName === null ? [] : [{ fullName: r.fullName, gender: r.gender }])),
    };
  }

  /** Frees the beds of a booking (or of one of its rooms); the rows stay, like removed blockers. */
  async releaseBeds(booking: string, roomBooking?: string): Promise<void> {
    this.freedBeds = true;
    await this.db
      .update(occupancies)
      .set({ removedAt: new Date() })
      .where(
        and(
          eq(occupancies.booking, booking),
          roomBooking ? eq(occupancies.roomBooking, roomBooking) : undefined,
          isNull(occupancies.removedAt),
        ),
      );
  }

  /**
   * Changes a booking only if it is still at `version`, bumping it: the first statement of every
   * action, so concurrent actions on one booking queue on its row and the later one finds it stale.
   */
  async claim(
    id: string,
    version: number,
    values: Partial<NewBooking> = {},
  ): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .update(bookings)
      .set({ ...values, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
      .where(and(eq(bookings.id, id), eq(bookings.version, version)))
      .returning();
    return row;
  }

  /** The bookings a booking was rebooked to or from or split from, and those split off it. */
  async related(booking: Pick<BookingRow, 'id' | 'rebookedTo' | 'rebookedFrom' | 'splitFrom'>) {
    const linked = [booking.rebookedTo, booking.rebookedFrom, booking.splitFrom].filter(
      (id): id is string => id !== null,
    );
    return this.db
      .select({
        id: bookings.id,
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        from: bookings.from,
        to: bookings.to,
        splitFrom: bookings.splitFrom,
      })
      .from(bookings)
      .where(or(linked.length ? inArray(bookings.id, linked) : undefined, eq(bookings.splitFrom, booking.id)))
      .orderBy(asc(bookings.bookingNo));
  }

  /** A booked room leaves the booking with its guests and its (released) bed holds. */
  async deleteRoomBooking(id: string): Promise<void> {
    await this.db.delete(bookingRooms).where(eq(bookingRooms.id, id));
  }

  /** Everyone out of a booked room's beds (before they are seated again). */
  async removeGuests(roomBooking: string): Promise<void> {
    await this.db.delete(bookingGuests).where(eq(bookingGuests.roomBooking, roomBooking));
  }

  async updateRoomBooking(id: string, values: Partial<typeof bookingRooms.$inferInsert>): Promise<void> {
    await this.db.update(bookingRooms).set(values).where(eq(bookingRooms.id, id));
  }

  async roomsOf(booking: string): Promise<RoomBookingView[]> {
    const rows = await this.db
      .select({ booked: bookingRooms, roomName: rooms.name, roomType: rooms.roomType, vessel: rooms.vessel })
      .from(bookingRooms)
      .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
      .where(eq(bookingRooms.booking, booking))
      .orderBy(asc(bookingRooms.sort), asc(bookingRooms.id));
    return rows.map((r) => ({ ...r.booked, roomName: r.roomName, roomType: r.roomType, vessel: r.vessel }));
  }

  async guestsOf(booking: string): Promise<GuestView[]> {
    const rows = await this.db
      .select({
        guest: bookingGuests,
        fullName: customers.fullName,
        masterData: customers.masterData,
        contact: customers.contact,
        address: customers.address,
        passport: customers.passport,
        diver: customers.diver,
        customerType: customers.customerType,
        loyaltyTier: customerTier,
        ...guestStays,
      })
      .from(bookingGuests)
      .innerJoin(customers, eq(customers.id, bookingGuests.customer))
      .where(eq(bookingGuests.booking, booking))
      .orderBy(asc(bookingGuests.roomBooking), asc(bookingGuests.bed));
    return rows.map(({ guest, ...customer }) => ({ ...guest, ...customer }));
  }

  async paymentsOf(booking: string): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.booking, booking))
      .orderBy(asc(bookingPayments.date), asc(bookingPayments.createdAt));
  }

  async insertPayment(values: typeof bookingPayments.$inferInsert): Promise<PaymentRow> {
    const [row] = await this.db.insert(bookingPayments).values(values).returning();
    return row!;
  }

  async deletePayment(booking: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db
      .delete(bookingPayments)
      .where(and(eq(bookingPayments.id, id), eq(bookingPayments.booking, booking)))
      .returning({ id: bookingPayments.id });
    return rows.length > 0;
  }

  /** The terms of payment the price list of a calculation's first priced line names by default. */
  async defaultTermsOf(calculation: Calculation): Promise<string | null> {
    const list = calculation.entries.find((e) => e.price)?.price;
    if (!list || !isUuid(list)) return null;
    const [row] = await this.db
      .select({ terms: priceLists.defaultTermsOfPayment })
      .from(priceLists)
      .where(eq(priceLists.id, list));
    return row?.terms ?? null;
  }

  /** The terms a cancellation charges by: their name and scale. */
  async cancellationTerms(
    termsId: string,
  ): Promise<{ id: string; name: string; scale: { daysBefore: number; percent: number }[] } | null> {
    const [row] = await this.db
      .select({ id: terms.id, name: terms.name, scale: terms.cancellation })
      .from(terms)
      .where(eq(terms.id, termsId));
    return row ?? null;
  }

  /** Moves payments (all, or the ones named) to another booking: they follow a rebooking or split. */
  async movePayments(from: string, to: string, ids?: string[]): Promise<void> {
    if (ids && !ids.length) return;
    await this.db
      .update(bookingPayments)
      .set({ booking: to })
      .where(and(eq(bookingPayments.booking, from), ids ? inArray(bookingPayments.id, ids) : undefined));
  }

  /** Sets `paid` to the sum of the booking's payments counted in its currency (the action claimed the version). */
  async recomputePaid(booking: string): Promise<void> {
    await this.db
      .update(bookings)
      .set({
        paid: sql`(select coalesce(sum(coalesce(p.booking_amount, p.amount)), 0) from ${bookingPayments} p where p.booking = ${bookings.id})`,
      })
      .where(eq(bookings.id, booking));
  }
}
