import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { ExportStatisticsPage } from './export-statistics-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ExportStatisticsPage', () => {
  it('offers every kind as CSV and XLSX for the period and basis in the address, each with its definition', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
    );
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/topAgencies': () =>
        new Response('x', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="topAgencies.xlsx"',
          },
        }),
    });
    renderWithApp(<ExportStatisticsPage />, { path: '/stats/export?from=2027-01-01&to=2027-12-31' });
    for (const name of [
      'incomeByMonth',
      'utilization',
      'topCountries',
      'topAgencies',
      'topCustomers',
      'statsByRepeater',
      'topBookings',
      'topUsers',
      'topSalesAgents',
      'topRooms',
      'topProducts',
      'topSupplements',
      'topProductCategories',
      'bookingInfoStats',
      'bookingCalculationStats',
      'finance',
      'csvExport',
    ])
      expect(screen.getByTestId(`export-${name}`)).toBeInTheDocument();
    expect(within(screen.getByTestId('export-csvExport')).getByText(/One row per booking/)).toBeVisible();
    const agencies = screen.getByTestId('export-topAgencies');
    expect(within(agencies).getByText(/Sales made through an agency/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Booking date' }));
    await userEvent.click(
      within(agencies).getByRole('button', { name: 'XLSX: Top agencies as an Excel workbook' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/bookings/statistics/topAgencies'))).toBe(true),
    );
    const asked = new URL(calls.find((c) => c.url.includes('topAgencies'))!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
      basis: 'booking',
      export: 'xlsx',
    });
  }, 20_000);

  it('downloads the bookings export as CSV for German Excel', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
    );
    const { calls } = mockFetch({
      'GET /api/bookings/csvExport': () =>
        new Response('\ufeffBuchung;Status', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="csv-export-2027-01-01-2027-12-31.csv"',
          },
        }),
    });
    renderWithApp(<ExportStatisticsPage />, { path: '/stats/export?from=2027-01-01&to=2027-12-31' });
    const bookings = screen.getByTestId('export-csvExport');
    await userEvent.click(within(bookings).getByRole('button', { name: /^CSV: Bookings export/ }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/bookings/csvExport'))).toBe(true));
    const asked = new URL(calls.find((c) => c.url.startsWith('/api/bookings/csvExport'))!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
      basis: 'stay',
      export: 'csv',
    });
  }, 20_000);
});
