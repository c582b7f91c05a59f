import {
  BOOKING_STATES,
  type BookingReport,
  type BookingReportQuery,
  holdsBeds,
  moneyFormat,
} from '@seaberth/domain';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingGuests,
  bookingRooms,
  bookings,
  customers,
  resorts,
  rooms,
  vessels,
} from '../../db/schema/index.ts';
import { type PrintTable, printTable } from './print-table.ts';
import type { ReportScope } from './report-scope.ts';

type Filter = { query: BookingReportQuery } | { ids: string[] };

const HOLDING = BOOKING_STATES.filter(holdsBeds);
const amount = (minor: number, currency: string) => moneyFormat('en', currency)(minor);

/** The bookings' rows of a report: by period (per report kind) or by the ids chosen, in the scope. */
function where(report: BookingReport, filter: Filter, scope: ReportScope): SQL | undefined {
  if ('ids' in filter) return and(inArray(bookings.id, filter.ids), scope.bookings);
  const { from, to, resort, vessel, states } = filter.query;
  const period =
    report === 'arrivals'
      ? and(gte(bookings.from, from), lte(bookings.from, to))
      : report === 'departures'
        ? and(gte(bookings.to, from), lte(bookings.to, to))
        : and(lte(bookings.from, to), sql`${bookings.to} > ${from}`);
  return and(
    period,
    inArray(bookings.state, states?.length ? states : HOLDING),
    resort ? eq(bookings.resort, resort) : undefined,
    vessel ? eq(bookings.vessel, vessel) : undefined,
    report === 'open' ? sql`${bookings.total} > ${bookings.paid}` : undefined,
    scope.bookings,
  );
}

const TITLES: Record<BookingReport, string> = {
  list: 'Bookings',
  arrivals: 'Arrivals',
  departures: 'Departures',
  open: 'Open amounts',
  guests: 'Guests',
};

/** Reports across bookings as print tables (`/api/bookings/report/{templateId}`). */
export class BookingReports {
  constructor(private readonly db: Db) {}

  async table(report: BookingReport, filter: Filter, scope: ReportScope, today: string): Promise<PrintTable> {
    const period = 'query' in filter ? `${filter.query.from} – ${filter.query.to}` : 'chosen bookings';
    const rows = await this.db
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
      .where(where(report, filter, scope))
      .orderBy(asc(report === 'departures' ? bookings.to : bookings.from), asc(bookings.bookingNo))
      .limit(5000);
    const subtitle = (count: number, what: string) => `${period} · ${count} ${what} · printed ${today}`;
    const open = (row: (typeof rows)[number]) => amount(row.total - row.paid, row.currency);
    switch (report) {
      case 'list':
        return printTable(
          TITLES.list,
          subtitle(rows.length, 'bookings'),
          ['No.', 'State', 'Lead guest', 'Place', 'From', 'To', 'Pax', 'Total', 'Paid', 'Open'],
          rows.map((b) => [
            b.bookingNo,
            b.state,
            b.leadName,
            b.place,
            b.from,
            b.to,
            b.noOfPax,
            amount(b.total, b.currency),
            amount(b.paid, b.currency),
            open(b),
          ]),
        );
      case 'arrivals':
      case 'departures':
        return printTable(
          TITLES[report],
          subtitle(rows.length, 'bookings'),
          [
            report === 'arrivals' ? 'Arrival' : 'Departure',
            'No.',
            'Lead guest',
            'Place',
            'Pax',
            'Open',
            'Note',
          ],
          rows.map((b) => [
            report === 'arrivals' ? b.from : b.to,
            b.bookingNo,
            b.leadName,
            b.place,
            b.noOfPax,
            open(b),
            b.note,
          ]),
        );
      case 'open': {
        const sums = new Map<string, number>();
        for (const b of rows) sums.set(b.currency, (sums.get(b.currency) ?? 0) + b.total - b.paid);
        const totals = [...sums].map(([currency, minor]) => amount(minor, currency)).join(' + ');
        return printTable(
          TITLES.open,
          `${subtitle(rows.length, 'bookings')}${totals ? ` · open in all: ${totals}` : ''}`,
          ['No.', 'Lead guest', 'Place', 'From', 'State', 'Total', 'Paid', 'Open'],
          rows.map((b) => [
            b.bookingNo,
            b.leadName,
            b.place,
            b.from,
            b.state,
            amount(b.total, b.currency),
            amount(b.paid, b.currency),
            open(b),
          ]),
        );
      }
      case 'guests':
        return this.guests(rows, subtitle);
    }
  }

  /** One line per guest in a bed, by booking and room. */
  private async guests(
    list: { id: string; bookingNo: string; from: string; to: string; place: string }[],
    subtitle: (count: number, what: string) => string,
  ): Promise<PrintTable> {
    const ids = list.map((b) => b.id);
    const people = ids.length
      ? await this.db
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
          .orderBy(asc(rooms.name), asc(bookingGuests.bed))
      : [];
    const byBooking = new Map(list.map((b) => [b.id, b]));
    const lines = list.flatMap((b) =>
      people
        .filter((p) => p.booking === b.id)
        .map((p) => [
          b.bookingNo,
          b.place,
          p.room,
          p.name,
          p.data.nationality ?? '',
          p.data.birthday ?? '',
          byBooking.get(p.booking)?.from ?? '',
          byBooking.get(p.booking)?.to ?? '',
        ]),
    );
    return printTable(
      TITLES.guests,
      subtitle(lines.length, 'guests'),
      ['No.', 'Place', 'Room', 'Guest', 'Nationality', 'Birthday', 'From', 'To'],
      lines,
    );
  }
}
