import { paceReport, type ReportAnswer, occupancyPerYearReport, utilizationReport } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { OccupancyStatisticsPage } from './occupancy-statistics-page.tsx';
import { tableRows } from '../../../test/table-rows.ts';

afterEach(() => vi.unstubAllGlobals());

const answer: ReportAnswer<typeof utilizationReport> = utilizationReport.answer.parse({
  from: '2027-01-01',
  to: '2027-02-28',
  basis: null,
  definition: 'Room-nights sold ÷ available; rooms out of order stay in the count.',
  groupBy: 'month',
  rows: [
    {
      period: '2027-01',
      resort: 'r1',
      resortName: 'Coral Bay',
      label: '2027-01',
      available: 124,
      sold: 93,
      occupancy: 0.75,
      currency: 'EUR',
      roomRevenue: 1_023_000,
      adr: 11_000,
      revpar: 8_250,
    },
    {
      period: '2027-02',
      resort: 'r1',
      resortName: 'Coral Bay',
      label: '2027-02',
      available: 112,
      sold: 28,
      occupancy: 0.25,
      currency: 'EUR',
      roomRevenue: 280_000,
      adr: 10_000,
      revpar: 2_500,
    },
  ],
});

const years: ReportAnswer<typeof occupancyPerYearReport> = occupancyPerYearReport.answer.parse({
  from: '2018-01-01',
  to: '2027-12-31',
  basis: null,
  definition: 'Per year and resort.',
  rows: [
    {
      year: '2027',
      resort: 'r1',
      resortName: 'Coral Bay',
      label: '2027',
      available: 1460,
      sold: 730,
      occupancy: 0.5,
      currency: 'EUR',
      roomRevenue: 7_300_000,
      adr: 10_000,
      revpar: 5_000,
    },
  ],
});

const pace: ReportAnswer<typeof paceReport> = paceReport.answer.parse({
  from: '2027-01-01',
  to: '2027-02-28',
  basis: null,
  definition: 'On the books per month of arrival, as of the end of the as-of day.',
  rows: [
    {
      month: '2027-01',
      bookings: 30,
      roomNights: 93,
      lastYearBookings: 25,
      lastYearRoomNights: 62,
      lastYearFinalRoomNights: 100,
      roomNightsChange: 0.5,
      currency: 'EUR',
      revenue: 1_023_000,
      lastYearRevenue: 682_000,
      lastYearFinalRevenue: 1_100_000,
      revenueChange: 0.5,
    },
  ],
});

describe('OccupancyStatisticsPage', () => {
  it('shows occupancy per month with its definition and no date basis to switch; pages by year', async () => {
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/utilization': () => ({ body: answer }),
      'GET /api/bookings/statistics/occupancyPerYear': () => ({ body: years }),
      'GET /api/bookings/statistics/pace': () => ({ body: pace }),
    });
    renderWithApp(<OccupancyStatisticsPage />, { path: '/stats/occupancy?from=2027-01-01&to=2027-02-28' });
    const table = await screen.findByRole('table', { name: 'Occupancy: the figures' });
    const rows = tableRows(table);
    expect(rows).toEqual([
      ['01.2027', 'Coral Bay', '124', '93', '75.0%', '€10,230.00', '€110.00', '€82.50'],
      ['02.2027', 'Coral Bay', '112', '28', '25.0%', '€2,800.00', '€100.00', '€25.00'],
    ]);
    const ahead = await screen.findByRole('table', { name: 'Pace against last year: the figures' });
    expect(within(ahead).getAllByRole('row')[1]!.textContent).toContain('50.0%');
    const tenYears = await screen.findByRole('table', { name: 'Occupancy per year: the figures' });
    expect(within(tenYears).getAllByRole('row')[1]!.textContent).toContain('€100.00');
    // The ten years do not follow the period.
    const asked = new URL(calls.find((c) => c.url.includes('occupancyPerYear'))!.url, 'http://x');
    expect([...asked.searchParams.keys()]).toEqual([]);
    expect(screen.getByText(/rooms out of order stay in the count/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Booking date' })).toBeNull();
    const period = new URL(calls.find((c) => c.url.includes('utilization'))!.url, 'http://x');
    expect(Object.fromEntries(period.searchParams)).toEqual({
      from: '2027-01-01',
      to: '2027-02-28',
      groupBy: 'month',
    });
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Page by' })).getByRole('button', { name: 'Year' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('from=2027-01-01&to=2027-12-31'))).toBe(true),
    );
  }, 20_000);

  it('asks by ISO week from the address and names the weeks as German readers do (KW 09 2027), beside the resort', async () => {
    const weekly = utilizationReport.answer.parse({
      ...answer,
      from: '2027-03-01',
      to: '2027-03-14',
      groupBy: 'week',
      rows: answer.rows.map((row, index) => ({
        ...row,
        period: ['2027-W09', '2027-W10'][index],
        // Two resorts counted: the bar's name holds the resort after the unit.
        label: `${['2027-W09', '2027-W10'][index]} Coral Bay`,
      })),
    });
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/utilization': () => ({ body: weekly }),
      'GET /api/bookings/statistics/occupancyPerYear': () => ({ body: years }),
      'GET /api/bookings/statistics/pace': () => ({ body: pace }),
    });
    renderWithApp(<OccupancyStatisticsPage />, {
      path: '/stats/occupancy?from=2027-03-01&to=2027-03-14&groupBy=week',
      language: 'de',
    });
    const table = await screen.findByRole('table', { name: 'Auslastung: die Zahlen' });
    expect(within(table).getByRole('columnheader', { name: 'Woche' })).toBeVisible();
    expect(tableRows(table).map((row) => row[0])).toEqual(['KW 09 2027 Coral Bay', 'KW 10 2027 Coral Bay']);
    const asked = new URL(calls.find((c) => c.url.includes('utilization'))!.url, 'http://x');
    expect(asked.searchParams.get('groupBy')).toBe('week');
    const group = screen.getByRole('group', { name: 'Gruppieren nach' });
    expect(within(group).getByRole('button', { name: 'Woche' })).toHaveAttribute('aria-pressed', 'true');
  }, 20_000);
});
