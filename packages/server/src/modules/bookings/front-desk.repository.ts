import type {
  BedRange,
  BlockReason,
  BookingState,
  ChartBar,
  ChartBlocker,
  ChartRoom,
} from '@seaberth/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agencies,
  allotments,
  arrivalDepartures,
  bookingCategories,
  bookingGuests,
  bookingRooms,
  bookings,
  customers,
  occupancies,
  resorts,
  rooms,
  roomTypes,
} from '../../db/schema/index.ts';
import { bedSleeps, capacityColumns, capacityOf, withoutCapacityColumns } from '../assets/index.ts';

/** States whose rooms hold beds: the chart and the desk's lists show these. */
const HOLDING = sql`(${bookings.state} in ('draft', 'planned', 'confirmed'))`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A booked room with its booking, as the desk's lists read it. */
export interface DeskRoomRow {
  roomBooking: string;
  booking: string;
  bookingNo: string;
  version: number;
  state: BookingState;
  leadName: string;
  bookingFrom: string;
  bookingTo: string;
  noOfPax: number;
  currency: string;
  total: number;
  paid: number;
  room: string;
  roomName: string;
  from: string;
  to: string;
  places: number;
  checkIn: string | null;
  checkOut: string | null;
  locked: boolean;
}

export interface DeskGuestRow {
  roomBooking: string;
  customer: string;
  fullName: string;
  bed: number;
  masterData: { birthday?: string | null; permanentAge?: number | null; nationality?: string };
  passport: { number?: string } | null;
}

/**
 * What the front desk reads: the occupancy chart of a resort, arrivals and departures, counts per
 * day and guests in house. Each method is a fixed number of statements, whatever the range.
 */
export class FrontDeskRepository {
  constructor(private readonly db: Db) {}

  async resort(id: string): Promise<{ id: string; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: resorts.id, name: resorts.name })
      .from(resorts)
      .where(eq(resorts.id, id));
    return row;
  }

  roomTypesOf(resort: string): Promise<{ id: string; name: string }[]> {
    return this.db
      .select({ id: roomTypes.id, name: roomTypes.name })
      .from(roomTypes)
      .where(eq(roomTypes.resort, resort))
      .orderBy(asc(roomTypes.name));
  }

  /** The chart's rooms with their places counted by the one capacity rule (roomCapacity). */
  async roomsOf(resort: string, visible: SQL | undefined): Promise<ChartRoom[]> {
    const [sleepsOf, rows] = await Promise.all([
      bedSleeps(this.db),
      this.db
        .select({
          id: rooms.id,
          name: rooms.name,
          roomType: rooms.roomType,
          allowSharedRoom: rooms.allowSharedRoom,
          isActive: rooms.isActive,
          ...capacityColumns,
        })
        .from(rooms)
        .leftJoin(roomTypes, eq(roomTypes.id, rooms.roomType))
        .where(and(eq(rooms.resort, resort), visible)),
    ]);
    return rows.map((row) => {
      const capacity = capacityOf(row, sleepsOf);
      return { ...withoutCapacityColumns(row), availableBeds: capacity.max, places: capacity.places };
    });
  }

  /**
   * Every booked room of the resort overlapping [from, to), guests' names included: one statement.
   * The names are aggregated once for the range's bookings and joined by hash (a subquery per bar
   * was a third of the chart's time at 200 rooms × 90 days).
   */
  async bars(resort: string, from: string, to: string): Promise<ChartBar[]> {
    const result = await this.db.execute(sql`
      with b as (
        select id, booking_no, version, state, lead_name, no_of_pax, currency, total, paid, category, has_foc,
          option_until
        from ${bookings}
        where resort = ${resort}::uuid and state in ('draft', 'planned', 'confirmed')
          and "from" < ${to}::date and "to" > ${from}::date
      ), names as (
        select g.room_booking, json_agg(c.full_name order by g.bed) as guests
        from ${bookingGuests} g join ${customers} c on c.id = g.customer
        where g.booking in (select id from b)
        group by g.room_booking
      )
      select br.id as room_booking, br.booking, br.room, br.beds, br.from::text as "from", br.to::text as "to",
        br.places, br.check_in, br.check_out, br.locked,
        b.booking_no, b.version, b.state, b.lead_name, b.no_of_pax, b.currency, b.total, b.paid, b.category,
        b.has_foc, b.option_until::text as option_until, coalesce(names.guests, '[]'::json) as guests
      from ${bookingRooms} br
        join b on b.id = br.booking
        left join names on names.room_booking = br.id
      where br.from < ${to}::date and br.to > ${from}::date
        -- A booking with a trip too: only its rooms at this resort, not the cabins of its cruise.
        and br.room in (select id from ${rooms} where resort = ${resort}::uuid)
      order by br.from, br.id`);
    return (result.rows as Record<string, unknown>[]).map((r) => {
      const guests = parseJson<string[]>(r.guests) ?? [];
      return {
        roomBooking: r.room_booking as string,
        booking: r.booking as string,
        bookingNo: r.booking_no as string,
        version: Number(r.version),
        state: r.state as BookingState,
        room: r.room as string,
        beds: parseJson<number[] | null>(r.beds),
        from: r.from as string,
        to: r.to as string,
        leadName: r.lead_name as string,
        guests,
        pax: Math.max(Number(r.places), guests.length),
        noOfPax: Number(r.no_of_pax),
        currency: r.currency as string,
        total: Number(r.total),
        paid: Number(r.paid),
        category: (r.category as string | null) ?? null,
        checkIn: iso(r.check_in as string | null),
        checkOut: iso(r.check_out as string | null),
        locked: Boolean(r.locked),
        hasFoc: Boolean(r.has_foc),
        optionUntil: (r.option_until as string | null) ?? null,
      };
    });
  }

  async blockers(resort: string, from: string, to: string): Promise<ChartBlocker[]> {
    const result = await this.db.execute(sql`
      select o.id, o.room, o.beds::text as beds, lower(o.stay)::text as "from", upper(o.stay)::text as "to",
        o.reason, o.note, o.kind,
        (select g.name from ${allotments} a join ${agencies} g on g.id = a.agency where a.id = o.allotment) as agency,
        (select a.release_date::text from ${allotments} a where a.id = o.allotment) as release_date
      from ${occupancies} o
      where o.kind in ('blocker', 'allotment') and o.removed_at is null
        and o.stay && daterange(${from}::date, ${to}::date, '[)')
        and o.room in (select id from ${rooms} where resort = ${resort}::uuid)
      order by o.stay`);
    return (result.rows as Record<string, string>[]).map((r) => ({
      id: r.id!,
      room: r.room!,
      beds: r.beds!.slice(1, -1).split(',').map(Number) as BedRange,
      from: r.from!,
      to: r.to!,
      reason: (r.reason ?? null) as BlockReason | null,
      // An allotment's line says whose it is and until when.
      note: r.kind === 'allotment' ? (r.agency ?? '') : (r.note ?? ''),
      kind: r.kind as ChartBlocker['kind'],
      releaseDate: r.release_date ?? null,
    }));
  }

  categories(): Promise<{ id: string; name: string; color: string }[]> {
    return this.db
      .select({ id: bookingCategories.id, name: bookingCategories.name, color: bookingCategories.color })
      .from(bookingCategories)
      .orderBy(asc(bookingCategories.sort), asc(bookingCategories.name));
  }

  /** Booked rooms of a resort arriving or departing on a day of [from, to] (both ends included). */
  async arrivalsAndDepartures(resort: string, from: string, to: string): Promise<DeskRoomRow[]> {
    const rows = await this.db
      .select({
        roomBooking: bookingRooms.id,
        booking: bookings.id,
        bookingNo: bookings.bookingNo,
        version: bookings.version,
        state: bookings.state,
        leadName: bookings.leadName,
        bookingFrom: bookings.from,
        bookingTo: bookings.to,
        noOfPax: bookings.noOfPax,
        currency: bookings.currency,
        total: bookings.total,
        paid: bookings.paid,
        room: bookingRooms.room,
        roomName: rooms.name,
        from: bookingRooms.from,
        to: bookingRooms.to,
        places: bookingRooms.places,
        checkIn: bookingRooms.checkIn,
        checkOut: bookingRooms.checkOut,
        locked: bookingRooms.locked,
      })
      .from(bookingRooms)
      .innerJoin(bookings, eq(bookings.id, bookingRooms.booking))
      .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
      .where(
        and(
          eq(bookings.resort, resort),
          // A booking with a trip too: only its rooms at this resort.
          eq(rooms.resort, resort),
          HOLDING,
          sql`${bookings.from} <= ${to}::date and ${bookings.to} >= ${from}::date`,
          sql`(${bookingRooms.from} between ${from}::date and ${to}::date or ${bookingRooms.to} between ${from}::date and ${to}::date)`,
        ),
      )
      .orderBy(asc(bookings.leadName), asc(rooms.name));
    return rows.map((r) => ({
      ...r,
      state: r.state as BookingState,
      checkIn: iso(r.checkIn),
      checkOut: iso(r.checkOut),
    }));
  }

  async guestsOfRooms(roomBookings: string[]): Promise<DeskGuestRow[]> {
    if (!roomBookings.length) return [];
    const rows = await this.db
      .select({
        roomBooking: bookingGuests.roomBooking,
        customer: bookingGuests.customer,
        bed: bookingGuests.bed,
        fullName: customers.fullName,
        masterData: customers.masterData,
        passport: customers.passport,
      })
      .from(bookingGuests)
      .innerJoin(customers, eq(customers.id, bookingGuests.customer))
      .where(inArray(bookingGuests.roomBooking, roomBookings))
      .orderBy(asc(bookingGuests.bed));
    return rows as DeskGuestRow[];
  }

  async transfers(bookingIds: string[]) {
    if (!bookingIds.length) return [];
    return this.db
      .select({
        booking: arrivalDepartures.booking,
        kind: arrivalDepartures.kind,
        date: arrivalDepartures.date,
        time: arrivalDepartures.time,
        flight: arrivalDepartures.flight,
        note: arrivalDepartures.note,
      })
      .from(arrivalDepartures)
      .where(inArray(arrivalDepartures.booking, bookingIds))
      .orderBy(asc(arrivalDepartures.date), asc(arrivalDepartures.time));
  }

  /** Bookings arriving or departing within [from, to] that a principal may see. */
  async arrivingOrDeparting(from: string, to: string, visible: SQL | undefined) {
    return this.db
      .select({ from: bookings.from, to: bookings.to, noOfPax: bookings.noOfPax })
      .from(bookings)
      .where(
        and(
          HOLDING,
          sql`(${bookings.from} between ${from}::date and ${to}::date or ${bookings.to} between ${from}::date and ${to}::date)`,
          visible,
        ),
      );
  }

  /** Guests whose booked room overlaps [from, to), of one asset or every visible one. */
  async guestsInHouse(from: string, to: string, asset: string | undefined, visible: SQL | undefined) {
    const rows = await this.db
      .select({
        customer: bookingGuests.customer,
        fullName: customers.fullName,
        booking: bookings.id,
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        room: bookingRooms.room,
        roomName: rooms.name,
        from: bookingRooms.from,
        to: bookingRooms.to,
        checkIn: bookingRooms.checkIn,
        checkOut: bookingRooms.checkOut,
        resort: bookings.resort,
        vessel: bookings.vessel,
      })
      .from(bookingGuests)
      .innerJoin(bookingRooms, eq(bookingRooms.id, bookingGuests.roomBooking))
      .innerJoin(bookings, eq(bookings.id, bookingGuests.booking))
      .innerJoin(customers, eq(customers.id, bookingGuests.customer))
      .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
      .where(
        and(
          HOLDING,
          sql`${bookings.from} < ${to}::date and ${bookings.to} > ${from}::date`,
          sql`${bookingRooms.from} < ${to}::date and ${bookingRooms.to} > ${from}::date`,
          asset
            ? sql`(${bookings.resort} = ${asset}::uuid or ${bookings.vessel} = ${asset}::uuid) and (${rooms.resort} = ${asset}::uuid or ${rooms.vessel} = ${asset}::uuid)`
            : undefined,
          visible,
        ),
      )
      .orderBy(asc(rooms.name), asc(bookingGuests.bed));
    return rows.map((r) => ({
      ...r,
      state: r.state as BookingState,
      checkIn: iso(r.checkIn),
      checkOut: iso(r.checkOut),
    }));
  }

  /** What already holds some of these beds on these nights, other than the booking itself. */
  async firstClash(input: {
    room: string;
    beds: BedRange[];
    from: string;
    to: string;
    excludeBooking: string;
  }): Promise<{ from: string; to: string; bookingNo: string | null } | undefined> {
    const beds = sql.join(
      input.beds.map(([a, b]) => sql`o.beds && int4range(${a}, ${b})`),
      sql` or `,
    );
    const result = await this.db.execute(sql`
      select lower(o.stay)::text as "from", upper(o.stay)::text as "to",
        (select b.booking_no from ${bookings} b where b.id = o.booking) as booking_no
      from ${occupancies} o
      where o.room = ${input.room}::uuid and o.removed_at is null
        and o.stay && daterange(${input.from}::date, ${input.to}::date, '[)')
        and (${beds})
        and o.booking is distinct from ${input.excludeBooking}::uuid
      order by o.stay limit 1`);
    const row = result.rows[0] as { from: string; to: string; booking_no: string | null } | undefined;
    return row && { from: row.from, to: row.to, bookingNo: row.booking_no };
  }
}

/** jsonb and json arrive parsed from node-postgres and as text from some PGlite paths. */
function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
