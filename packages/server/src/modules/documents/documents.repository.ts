import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { BookingReport, BookingReportQuery, Principal } from '@seaberth/domain';
import { bookingResource } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import {
  bookingDocuments,
  bookingGuests,
  bookingRooms,
  bookings,
  customers,
  resorts,
  rooms,
  roomTypes,
  tours,
  users,
  vessels,
} from '../../db/schema/index.ts';
import { assetCondition } from '../../db/asset-condition.ts';

type NewBookingDocument = typeof bookingDocuments.$inferInsert;

const bookingColumns = getTableColumns(bookings);

// ---- what reports may show ----

/** The bookings of the resorts and vessels a user is limited to, and, for an agent, of the own agency. */
export function reportBookingsCondition(
  principal: Principal,
  agentBookings: SQL | undefined,
): SQL | undefined {
  return and(assetCondition(bookingResource, bookingColumns, principal), agentBookings);
}

// ---- reports across bookings ----

type ReportFilter = { query: BookingReportQuery } | { ids: string[] };

/** The bookings' rows of a report: by period (per report kind) or by the ids chosen, in the scope. */
function reportWhere(
  report: BookingReport,
  filter: ReportFilter,
  visible: SQL | undefined,
  holding: readonly string[],
): SQL | undefined {
  if ('ids' in filter) return and(inArray(bookings.id, filter.ids), visible);
  const { from, to, resort, vessel, states } = filter.query;
  const period =
    report === 'arrivals'
      ? and(gte(bookings.from, from), lte(bookings.from, to))
      : report === 'departures'
        ? and(gte(bookings.to, from), lte(bookings.to, to))
        : and(lte(bookings.from, to), sql`${bookings.to} > ${from}`);
  return and(
    period,
    inArray(bookings.state, states?.length ? states : [...holding]),
    resort ? eq(bookings.resort, resort) : undefined,
    vessel ? eq(bookings.vessel, vessel) : undefined,
    report === 'open' ? sql`${bookings.total} > ${bookings.paid}` : undefined,
    visible,
  );
}

/** A report's bookings with their place (5,000 at most); without chosen states those in `holding`. */
export function reportBookings(
  db: Db,
  report: BookingReport,
  filter: ReportFilter,
  visible: SQL | undefined,
  holding: readonly string[],
) {
  return db
    .select({
      id: bookings.id,
      bookingNo: bookings.bookingNo,
      state: bookings.state,
      from: bookings.from,
      to: bookings.to,
      leadName: bookings.leadName,
      noOfPax: bookings.noOfPax,
      total: bookings.total,
      paid: bookings.paid,
      currency: bookings.currency,
      note: bookings.note,
      place: sql<string>`coalesce(${vessels.name}, ${resorts.name}, '')`,
    })
    .from(bookings)
    .leftJoin(vessels, eq(vessels.id, bookings.vessel))
    .leftJoin(resorts, eq(resorts.id, bookings.resort))
    .where(reportWhere(report, filter, visible, holding))
    .orderBy(asc(report === 'departures' ? bookings.to : bookings.from), asc(bookings.bookingNo))
    .limit(5000);
}

/** The guests in beds of bookings, by room and bed. */
export function reportGuests(db: Db, ids: string[]) {
  return db
    .select({
      booking: bookingGuests.booking,
      room: rooms.name,
      bed: bookingGuests.bed,
      name: customers.fullName,
      data: customers.masterData,
    })
    .from(bookingGuests)
    .innerJoin(bookingRooms, eq(bookingRooms.id, bookingGuests.roomBooking))
    .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
    .innerJoin(customers, eq(customers.id, bookingGuests.customer))
    .where(inArray(bookingGuests.booking, ids))
    .orderBy(asc(rooms.name), asc(bookingGuests.bed));
}

// ---- a booking's documents ----

export async function insertBookingDocument(db: Db, values: NewBookingDocument): Promise<void> {
  await db.insert(bookingDocuments).values(values);
}

/** A booking's documents, newest first, with who made them. */
export function bookingDocumentsOf(db: Db, booking: string) {
  return db
    .select({ document: bookingDocuments, createdByName: users.name })
    .from(bookingDocuments)
    .leftJoin(users, eq(users.id, bookingDocuments.createdBy))
    .where(eq(bookingDocuments.booking, booking))
    .orderBy(desc(bookingDocuments.createdAt));
}

export async function bookingDocument(db: Db, booking: string, id: string) {
  const [row] = await db
    .select()
    .from(bookingDocuments)
    .where(and(eq(bookingDocuments.id, id), eq(bookingDocuments.booking, booking)));
  return row;
}

export async function deleteBookingDocument(db: Db, id: string): Promise<void> {
  await db.delete(bookingDocuments).where(eq(bookingDocuments.id, id));
}

export async function customerNameAndAddress(db: Db, id: string) {
  const [row] = await db
    .select({ fullName: customers.fullName, address: customers.address })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

export function roomTypePublicNames(db: Db, ids: string[]) {
  return db
    .select({ id: roomTypes.id, name: roomTypes.name, publicName: roomTypes.publicName })
    .from(roomTypes)
    .where(inArray(roomTypes.id, ids));
}

export async function tourName(db: Db, id: string): Promise<{ name: string } | undefined> {
  const [row] = await db.select({ name: tours.name }).from(tours).where(eq(tours.id, id));
  return row;
}

export async function vesselName(db: Db, id: string): Promise<{ name: string } | undefined> {
  const [row] = await db.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, id));
  return row;
}

export async function resortName(db: Db, id: string): Promise<{ name: string } | undefined> {
  const [row] = await db.select({ name: resorts.name }).from(resorts).where(eq(resorts.id, id));
  return row;
}
