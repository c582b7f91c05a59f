import { describe, expect, it } from 'vitest';
import { chartPoints } from './report-chart.tsx';
import { sortReportRows } from './report-format.ts';

const rows = [
  { name: 'Germany', currency: 'EUR', bookings: 2, guests: 2 },
  { name: 'Germany', currency: 'USD', bookings: 1, guests: 3 },
  { name: 'Austria', currency: 'EUR', bookings: 1, guests: 1 },
];

describe('chartPoints', () => {
  it('adds up the lines of one entry (one per currency) into one point of counts', () => {
    const points = chartPoints({ kind: 'bar', x: 'name', series: ['bookings', 'guests'] }, rows, (r) =>
      String(r.name),
    );
    expect(points).toEqual([
      { x: 'Germany', bookings: 3, guests: 5 },
      { x: 'Austria', bookings: 1, guests: 1 },
    ]);
  });
});

describe('sortReportRows', () => {
  it('sorts numbers as numbers and names by the language, keeping the server’s order in ties', () => {
    expect(sortReportRows(rows, { key: 'bookings', direction: 'desc' }, 'en').map((r) => r.currency)).toEqual(
      ['EUR', 'USD', 'EUR'],
    );
    expect(sortReportRows(rows, { key: 'name', direction: 'asc' }, 'de').map((r) => r.name)).toEqual([
      'Austria',
      'Germany',
      'Germany',
    ]);
    expect(sortReportRows(rows, null, 'en')).toEqual(rows);
  });
});
