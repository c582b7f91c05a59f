import {
  bookingCalculationStatsReport,
  financeReport,
  incomeByMonthReport,
  type ReportAnswer,
} from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { FinanceStatisticsPage } from './finance-statistics-page.tsx';
import { tableRows } from '../../../test/table-rows.ts';
import { stubNewTab } from '../../../test/new-tab.ts';

afterEach(() => vi.unstubAllGlobals());

/** The address's query as the screen left it, so a test can read what a bookmark would keep. */
function AddressProbe() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const month = (m: string, revenue: number, paid: number) => ({
  period: m,
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
    groupBy: 'month',
    rows: [month('2027-01', 0, 0), month('2027-02', 250_000, 100_000), month('2027-03', 48_000, 48_000)],
  });

const methods = { cash: 0, bankTransfer: 0, card: 0, online: 0, other: 0, credit: 0 };
const finance: ReportAnswer<typeof financeReport> = financeReport.answer.parse({
  from: '2027-01-01',
  to: '2027-03-31',
  basis: 'stay',
  definition: 'Per month and currency: the payments. Counted by stay date.',
  rows: [
    {
      month: '2027-02',
      currency: 'EUR',
      revenue: 250_000,
      received: 140_000,
      ...methods,
      card: 100_000,
      cash: 40_000,
      refunds: 8_000,
      open: 150_000,
    },
  ],
});
const split: ReportAnswer<typeof bookingCalculationStatsReport> = bookingCalculationStatsReport.answer.parse({
  from: '2027-01-01',
  to: '2027-03-31',
  basis: 'stay',
  definition: 'The lines of the sales’ calculations. Counted by stay date.',
  rows: [
    { line: 'accommodation', label: 'Rooms and trips', currency: 'EUR', bookings: 3, amount: 480_000 },
    { line: 'specials', label: 'Specials and discounts', currency: 'EUR', bookings: 1, amount: -5_000 },
  ],
});

describe('FinanceStatisticsPage', () => {
  it('shows each month’s revenue, paid and open with the chart, for the period and basis in the address', async () => {
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/incomeByMonth': (call) => ({
        body: income(call.url.includes('basis=booking') ? 'booking' : 'stay'),
      }),
      'GET /api/bookings/report/finance': () => ({ body: finance }),
      'GET /api/bookings/statistics/bookingCalculationStats': () => ({ body: split }),
    });
    renderWithApp(<FinanceStatisticsPage />, { path: '/stats/base?from=2027-01-01&to=2027-03-31' });
    const table = await screen.findByRole('table', { name: 'Income by month: the figures' });
    expect(screen.getByTestId('report-chart-incomeByMonth')).toBeInTheDocument();
    const rows = tableRows(table);
    // Months as the product writes them (SPEC §9 MM.YYYY).
    expect(rows).toEqual([
      ['01.2027', '0', '0', '€0.00', '€0.00', '€0.00'],
      ['02.2027', '2', '3', '€2,500.00', '€1,000.00', '€1,500.00'],
      ['03.2027', '2', '3', '€480.00', '€480.00', '€0.00'],
    ]);
    expect(screen.getByText('Per month. Counted by stay date.')).toBeVisible();
    // The payments by method and the refunds (the test user holds every scope), and the split by line.
    const money = await screen.findByRole('table', { name: 'Finance by month: the figures' });
    // Its months as the product writes them too; the files keep 2027-02, which sorts.
    expect(tableRows(money)).toEqual([
      [
        '02.2027',
        '€2,500.00',
        '€1,400.00',
        '€400.00',
        '€0.00',
        '€1,000.00',
        '€0.00',
        '€0.00',
        '€0.00',
        '€80.00',
        '€1,500.00',
      ],
    ]);
    const lines = await screen.findByRole('table', { name: 'Revenue by calculation line: the figures' });
    expect(tableRows(lines)).toEqual([
      ['Rooms and trips', '3', '€4,800.00'],
      ['Specials and discounts', '1', '-€50.00'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Booking date' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('incomeByMonth') && c.url.includes('basis=booking'))).toBe(
        true,
      ),
    );
  }, 20_000);

  it('groups the income by week when asked: the address and the query carry it, the first column is headed Week and reads W05 2027', async () => {
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/incomeByMonth': (call) => {
        const unit = new URL(call.url, 'http://x').searchParams.get('groupBy');
        return {
          body: {
            ...income('stay'),
            groupBy: unit,
            rows: unit === 'week' ? [month('2027-W05', 250_000, 0)] : income('stay').rows,
          },
        };
      },
      'GET /api/bookings/statistics/bookingCalculationStats': () => ({ body: split }),
    });
    renderWithApp(
      <>
        <FinanceStatisticsPage />
        <AddressProbe />
      </>,
      {
        path: '/stats/base?from=2027-01-01&to=2027-03-31',
        principal: principalWith(['bookings.read']),
      },
    );
    const table = await screen.findByRole('table', { name: 'Income by month: the figures' });
    expect(within(table).getByRole('columnheader', { name: 'Month' })).toBeVisible();
    expect(screen.getByTestId('address').textContent).not.toContain('groupBy');
    const group = screen.getByRole('group', { name: 'Group by' });
    expect(within(group).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Week' }));
    await waitFor(() =>
      // The ISO week as people write it (in German KW 05 2027); the chart's bars are named the same.
      expect(tableRows(table)).toEqual([['W05 2027', '2', '3', '€2,500.00', '€0.00', '€2,500.00']]),
    );
    expect(new URLSearchParams(screen.getByTestId('address').textContent!).get('groupBy')).toBe('week');
    expect(within(table).getByRole('columnheader', { name: 'Week' })).toBeVisible();
    // Titled by the unit the rows are, the table and its actions too.
    expect(screen.getByRole('heading', { name: 'Income by week' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Income by month' })).not.toBeInTheDocument();
    expect(table).toHaveAccessibleName('Income by week: the figures');
    expect(
      screen.getByRole('button', { name: 'PDF: Income by week printed in the letterhead' }),
    ).toBeVisible();
    const asked = calls.filter((c) => c.url.includes('incomeByMonth'));
    expect(new URL(asked.at(-1)!.url, 'http://x').searchParams.get('groupBy')).toBe('week');
    // The other reports of the screen do not group by time and are not asked with a unit.
    expect(
      calls.filter((c) => c.url.includes('bookingCalculationStats')).every((c) => !c.url.includes('groupBy')),
    ).toBe(true);
  }, 20_000);

  it('prints a report of the view on screen through the statistics template, as a PDF in a new tab', async () => {
    const tab = stubNewTab('blob:income');
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/incomeByMonth': () => ({
        body: { ...income('stay'), groupBy: 'week', rows: [month('2027-W05', 250_000, 0)] },
      }),
      'GET /api/bookings/statistics/bookingCalculationStats': () => ({ body: split }),
      'GET /api/bookings/report/statistics': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderWithApp(<FinanceStatisticsPage />, {
      path: '/stats/base?from=2027-01-01&to=2027-03-31&groupBy=week',
      principal: principalWith(['bookings.read']),
    });
    await screen.findByRole('table', { name: 'Income by week: the figures' });
    await userEvent.click(
      screen.getByRole('button', { name: 'PDF: Income by week printed in the letterhead' }),
    );
    await waitFor(() => expect(tab.location.href).toBe('blob:income'));
    const printed = new URL(calls.find((c) => c.url.includes('/report/statistics'))!.url, 'http://x');
    expect(Object.fromEntries(printed.searchParams)).toEqual({
      from: '2027-01-01',
      to: '2027-03-31',
      basis: 'stay',
      groupBy: 'week',
      kind: 'incomeByMonth',
      format: 'pdf',
    });
  }, 20_000);

  it('offers no row per day over a period of more than three years, and asks by month instead', async () => {
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/incomeByMonth': () => ({ body: income('stay') }),
      'GET /api/bookings/statistics/bookingCalculationStats': () => ({ body: split }),
    });
    renderWithApp(<FinanceStatisticsPage />, {
      path: '/stats/base?from=2020-01-01&to=2027-12-31&groupBy=day',
      principal: principalWith(['bookings.read']),
    });
    await screen.findByRole('table', { name: 'Income by month: the figures' });
    const group = screen.getByRole('group', { name: 'Group by' });
    expect(within(group).getByRole('button', { name: 'Day' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Week' })).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    const asked = calls.filter((c) => c.url.includes('incomeByMonth'));
    expect(asked.every((c) => new URL(c.url, 'http://x').searchParams.get('groupBy') === 'month')).toBe(true);
  }, 20_000);

  it('leaves the payments out for a user who may not read them', async () => {
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/incomeByMonth': () => ({ body: income('stay') }),
      'GET /api/bookings/statistics/bookingCalculationStats': () => ({ body: split }),
    });
    renderWithApp(<FinanceStatisticsPage />, {
      path: '/stats/base?from=2027-01-01&to=2027-03-31',
      principal: principalWith(['bookings.read']),
    });
    await screen.findByRole('table', { name: 'Revenue by calculation line: the figures' });
    expect(screen.queryByTestId('report-finance')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/report/finance'))).toBe(false);
  }, 20_000);
});
