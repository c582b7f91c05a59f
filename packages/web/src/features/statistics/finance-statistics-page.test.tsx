import { incomeByMonthReport, type ReportAnswer } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { FinanceStatisticsPage } from './finance-statistics-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const month = (m: string, revenue: number, paid: number) => ({
  month: m,
  currency: 'EUR',
  bookings: revenue ? 2 : 0,
  guests: revenue ? 3 : 0,
  revenue,
  paid,
  open: revenue - paid,
});
const income = (basis: 'stay' | 'booking'): ReportAnswer<typeof incomeByMonthReport> =>
  incomeByMonthReport.answer.parse({
    from: '2027-01-01',
    to: '2027-03-31',
    basis,
    definition: `Per month. Counted by ${basis} date.`,
    rows: [month('2027-01', 0, 0), month('2027-02', 250_000, 100_000), month('2027-03', 48_000, 48_000)],
  });

describe('FinanceStatisticsPage', () => {
  it('shows each month’s revenue, paid and open with the chart, for the period and basis in the address', async () => {
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/incomeByMonth': (call) => ({
        body: income(call.url.includes('basis=booking') ? 'booking' : 'stay'),
      }),
    });
    renderWithApp(<FinanceStatisticsPage />, { path: '/stats/base?from=2027-01-01&to=2027-03-31' });
    const table = await screen.findByRole('table', { name: 'Income by month: the figures' });
    expect(screen.getByTestId('report-chart-incomeByMonth')).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2027-01', '0', '0', '€0.00', '€0.00', '€0.00'],
      ['2027-02', '2', '3', '€2,500.00', '€1,000.00', '€1,500.00'],
      ['2027-03', '2', '3', '€480.00', '€480.00', '€0.00'],
    ]);
    expect(screen.getByText('Per month. Counted by stay date.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Booking date' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('incomeByMonth') && c.url.includes('basis=booking'))).toBe(
        true,
      ),
    );
  }, 20_000);
});
