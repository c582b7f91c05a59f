import {
  BOOKING_STATES,
  type BookingReport,
  type BookingReportQuery,
  holdsBeds,
  moneyFormat,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { reportBookings, reportGuests } from './documents.repository.ts';
import { type PrintTable, printTable } from '../print/index.ts';
import type { ReportScope } from './report-scope.ts';

type Filter = { query: BookingReportQuery } | { ids: string[] };

const HOLDING = BOOKING_STATES.filter(holdsBeds);
const amount = (minor: number, currency: string) => moneyFormat('en', currency)(minor);

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
    const rows = await reportBookings(this.db, report, filter, scope.bookings, HOLDING);
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
    const people = ids.length ? await reportGuests(this.db, ids) : [];
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
