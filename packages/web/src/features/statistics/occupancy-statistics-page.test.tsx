import { type ReportAnswer, utilizationReport } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { OccupancyStatisticsPage } from './occupancy-statistics-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const answer: ReportAnswer<typeof utilizationReport> = utilizationReport.answer.parse({
  from: '2027-01-01',
  to: '2027-02-28',
  basis: null,
  definition: 'Room-nights sold ÷ available; rooms out of order stay in the count.',
  rows: [
    {
      month: '2027-01',
      resort: 'r1',
      resortName: 'Coral Bay',
      label: '2027-01',
      available: 124,
      sold: 93,
      occupancy: 0.75,
    },
    {
      month: '2027-02',
      resort: 'r1',
      resortName: 'Coral Bay',
      label: '2027-02',
      available: 112,
      sold: 28,
      occupancy: 0.25,
    },
  ],
});

describe('OccupancyStatisticsPage', () => {
  it('shows occupancy per month with its definition and no date basis to switch; pages by year', async () => {
    const { calls } = mockFetch({ 'GET /api/bookings/statistics/utilization': () => ({ body: answer }) });
    renderWithApp(<OccupancyStatisticsPage />, { path: '/stats/occupancy?from=2027-01-01&to=2027-02-28' });
    const table = await screen.findByRole('table', { name: 'Occupancy: the figures' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2027-01', 'Coral Bay', '124', '93', '75.0%'],
      ['2027-02', 'Coral Bay', '112', '28', '25.0%'],
    ]);
    expect(screen.getByText(/rooms out of order stay in the count/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Booking date' })).toBeNull();
    const asked = new URL(calls.find((c) => c.url.includes('utilization'))!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ from: '2027-01-01', to: '2027-02-28' });
    await userEvent.click(screen.getByRole('button', { name: 'Year' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('from=2027-01-01&to=2027-12-31'))).toBe(true),
    );
  }, 20_000);
});
