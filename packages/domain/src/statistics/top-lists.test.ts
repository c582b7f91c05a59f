import { describe, expect, it } from 'vitest';
import { reportCsv } from '../reports/index.ts';
import {
  statisticsParamsSchema,
  statisticsSeriesParamsSchema,
  topAgenciesReport,
  topCountriesReport,
  topGroups,
} from './index.ts';

const group = (key: string, currency: string, bookings: number, guests: number, revenue: number) => ({
  key,
  currency,
  bookings,
  guests,
  revenue,
});

describe('topGroups', () => {
  it('ranks entries by bookings, then guests, keeping each entry’s lines per currency together', () => {
    const ranked = topGroups(
      [
        group('DE', 'EUR', 3, 6, 900_000),
        group('US', 'EUR', 2, 2, 100_000),
        group('US', 'USD', 2, 4, 500_000),
        group('GB', 'EUR', 3, 5, 800_000),
        group('FR', 'EUR', 1, 2, 50_000),
      ],
      2,
    );
    expect(ranked.map((r) => [r.rank, r.key, r.currency])).toEqual([
      [1, 'US', 'USD'],
      [1, 'US', 'EUR'],
      [2, 'DE', 'EUR'],
    ]);
  });

  it('orders ties by key so the list does not shuffle between calls', () => {
    const ranked = topGroups([group('b', 'EUR', 1, 1, 1), group('a', 'EUR', 1, 1, 1)], 10);
    expect(ranked.map((r) => r.key)).toEqual(['a', 'b']);
  });
});

describe('statistics parameters', () => {
  it('defaults to the stay date and ten entries, and reads filters from the query', () => {
    expect(statisticsParamsSchema.parse({})).toEqual({ basis: 'stay', amount: 10, mode: 'chart' });
    expect(
      statisticsParamsSchema.parse({
        from: '2027-01-01',
        to: '2027-06-30',
        basis: 'booking',
        amount: '3',
        states: 'confirmed,aborted',
        sources: ['online'],
      }),
    ).toMatchObject({ basis: 'booking', amount: 3, states: ['confirmed', 'aborted'], sources: ['online'] });
  });

  it('refuses a backwards period, an unknown state, a list of a thousand, a unit where there is no time axis and an unknown mode', () => {
    const issues = (query: object) =>
      statisticsParamsSchema.safeParse(query).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ from: '2027-02-01', to: '2027-01-01' })).toEqual([
      ['to', 'The end lies before the start'],
    ]);
    expect(issues({ states: 'sold' })?.[0]?.[0]).toBe('states.0');
    expect(issues({ amount: 1000 })?.[0]?.[0]).toBe('amount');
    // A kind without a time axis takes no unit; a kind over time takes the four.
    expect(issues({ groupBy: 'week' })).toEqual([['groupBy', 'This report is not grouped by time']]);
    expect(statisticsSeriesParamsSchema.parse({ groupBy: 'week' })).toMatchObject({ groupBy: 'week' });
    expect(statisticsSeriesParamsSchema.safeParse({ groupBy: 'hour' }).success).toBe(false);
    expect(issues({ mode: 'list' })?.[0]?.[0]).toBe('mode');
  });
});

describe('the top lists as CSV', () => {
  it('write a country’s lines with revenue in their currency’s decimals', () => {
    const csv = reportCsv(
      topCountriesReport,
      [
        {
          rank: 1,
          country: 'DE',
          countryName: 'Deutschland',
          currency: 'EUR',
          bookings: 3,
          guests: 6,
          revenue: 912_345,
        },
        {
          rank: 2,
          country: '',
          countryName: 'Unbekannt',
          currency: 'EUR',
          bookings: 1,
          guests: 2,
          revenue: 0,
        },
      ],
      { language: 'de', decimalsOf: () => 2 },
    );
    expect(csv.slice(1).split('\r\n').slice(0, 3)).toEqual([
      'Rang;Land;Buchungen;Gäste;Umsatz;Währung',
      '1;Deutschland;3;6;9123,45;EUR',
      '2;Unbekannt;1;2;0,00;EUR',
    ]);
    expect(topAgenciesReport.columns.map((c) => c.label.en)).toEqual([
      'Rank',
      'Agency',
      'Bookings',
      'Guests',
      'Revenue',
      'Currency',
    ]);
  });
});
