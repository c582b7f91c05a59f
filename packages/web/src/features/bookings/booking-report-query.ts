import { addDays, addMonths, type BookingReport, type BookingState } from '@seaberth/domain';
import type { Query } from '../../api/client.ts';

export type PrintFormat = 'pdf' | 'html';

export interface BookingReportChoice {
  report: BookingReport;
  from: string;
  to: string;
  /** `resort:<id>` or `vessel:<id>`; empty for every place. */
  place: string;
  /** Empty for the server's default: the states that hold beds. */
  states: BookingState[];
  format: PrintFormat;
}

/** Arrivals and departures look at the coming week; the other reports at the current month. */
export function defaultPeriod(report: BookingReport, today: string): { from: string; to: string } {
  if (report === 'arrivals' || report === 'departures') return { from: today, to: addDays(today, 7) };
  const first = `${today.slice(0, 7)}-01`;
  return { from: first, to: addDays(addMonths(first, 1), -1) };
}

export const reportPath = (report: BookingReport) => `/api/bookings/report/${report}`;

/** The query of `GET /api/bookings/report/{report}`: states comma-separated, empty values left out. */
export function reportQuery(choice: BookingReportChoice): Query {
  const [kind, id] = choice.place.split(':');
  return {
    from: choice.from,
    to: choice.to,
    resort: kind === 'resort' ? id : undefined,
    vessel: kind === 'vessel' ? id : undefined,
    states: choice.states.length ? choice.states.join(',') : undefined,
    format: choice.format,
  };
}
