import {
  type BookingActivity,
  bookingInfoStatsReport,
  type ReportAnswer,
  statsByAgeReport,
  statsByRepeaterReport,
  topAgenciesReport,
  topCountriesReport,
  topBookingsReport,
  topCustomersReport,
  topProductCategoriesReport,
  topProductsReport,
  topRoomsReport,
  topSalesAgentsReport,
  topSupplementsReport,
  topUsersReport,
} from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingStatisticsPage } from './booking-statistics-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Fixtures through the definitions' own answer schemas, so they cannot drift from the server's. */
const countries = (basis: 'stay' | 'booking'): ReportAnswer<typeof topCountriesReport> =>
  topCountriesReport.answer.parse({
    from: '2027-01-01',
    to: '2027-12-31',
    basis,
    definition: `Sales per country of the lead guest. Counted by ${basis} date.`,
    rows: [
      {
        rank: 1,
        country: 'DE',
        countryName: 'Germany',
        currency: 'EUR',
        bookings: 2,
        guests: 2,
        revenue: 302_000,
      },
      {
        rank: 1,
        country: 'DE',
        countryName: 'Germany',
        currency: 'USD',
        bookings: 1,
        guests: 3,
        revenue: 90_000,
      },
      {
        rank: 2,
        country: 'GB',
        countryName: 'United Kingdom',
        currency: 'EUR',
        bookings: 1,
        guests: 1,
        revenue: 30_000,
      },
    ],
  });
const agencies = (rows: unknown[] = []): ReportAnswer<typeof topAgenciesReport> =>
  topAgenciesReport.answer.parse({
    from: '2027-01-01',
    to: '2027-12-31',
    basis: 'stay',
    definition: 'Per agency.',
    rows,
  });

const customers: ReportAnswer<typeof topCustomersReport> = topCustomersReport.answer.parse({
  from: '2027-01-01',
  to: '2027-12-31',
  basis: 'stay',
  definition: 'Sales per lead guest.',
  rows: [
    {
      rank: 1,
      customer: 'c1',
      customerName: 'Anna Berg',
      currency: 'EUR',
      bookings: 3,
      guests: 5,
      revenue: 420_000,
    },
  ],
});

const repeaters: ReportAnswer<typeof statsByRepeaterReport> = statsByRepeaterReport.answer.parse({
  from: '2027-01-01',
  to: '2027-12-31',
  basis: 'stay',
  definition: 'First or returning.',
  rows: [
    { kind: 'first', label: 'First stay', currency: 'EUR', bookings: 7, guests: 12, revenue: 900_000 },
    { kind: 'repeat', label: 'Returning', currency: 'EUR', bookings: 3, guests: 5, revenue: 420_000 },
  ],
});

const ages: ReportAnswer<typeof statsByAgeReport> = statsByAgeReport.answer.parse({
  from: '2027-01-01',
  to: '2027-12-31',
  basis: 'stay',
  definition: 'By age on arrival.',
  rows: [{ group: '30-44', label: '30–44', guests: 4, bookings: 2, share: 1 }],
});

const period = { from: '2027-01-01', to: '2027-12-31', basis: 'stay' };

const largest: ReportAnswer<typeof topBookingsReport> = topBookingsReport.answer.parse({
  ...period,
  definition: 'The largest single sales.',
  rows: [
    {
      rank: 1,
      booking: 'b1',
      bookingNo: 'B-1001',
      leadName: 'Anna Berg',
      currency: 'EUR',
      guests: 2,
      revenue: 300_000,
    },
  ],
});
const byUser: ReportAnswer<typeof topUsersReport> = topUsersReport.answer.parse({
  ...period,
  definition: 'Sales per user who created the booking.',
  rows: [
    { rank: 1, user: '', userName: 'Online', currency: 'EUR', bookings: 4, guests: 6, revenue: 500_000 },
  ],
});
const byAgent: ReportAnswer<typeof topSalesAgentsReport> = topSalesAgentsReport.answer.parse({
  ...period,
  definition: 'Sales made through a sales agent.',
  rows: [],
});
const byRoom: ReportAnswer<typeof topRoomsReport> = topRoomsReport.answer.parse({
  ...period,
  definition: 'Sales per room or cabin booked.',
  rows: [
    {
      rank: 1,
      room: 'r1',
      roomName: 'R1 · Coral Bay',
      currency: 'EUR',
      bookings: 2,
      guests: 2,
      revenue: 37_500,
    },
  ],
});
const item = (key: string, name: string) => ({
  ...period,
  definition: `Per ${key}.`,
  rows: [
    { rank: 1, [key]: name, [`${key}Name`]: name, currency: 'EUR', sales: 3, quantity: 4, revenue: 6_000 },
  ],
});
const byProduct: ReportAnswer<typeof topProductsReport> = topProductsReport.answer.parse(
  item('product', 'Nitrox'),
);
const bySupplement: ReportAnswer<typeof topSupplementsReport> = topSupplementsReport.answer.parse(
  item('supplement', 'Airport transfer'),
);
const byCategory: ReportAnswer<typeof topProductCategoriesReport> = topProductCategoriesReport.answer.parse(
  item('category', 'Gas'),
);

const byInfo: ReportAnswer<typeof bookingInfoStatsReport> = bookingInfoStatsReport.answer.parse({
  ...period,
  definition: 'The period’s bookings in every state but deleted. Counted by stay date.',
  rows: [
    {
      dimension: 'state',
      value: 'confirmed',
      label: 'confirmed',
      currency: 'EUR',
      bookings: 2,
      guests: 4,
      revenue: 32_500,
    },
    {
      dimension: 'type',
      value: 'vessel',
      label: 'Vessel trip',
      currency: 'EUR',
      bookings: 3,
      guests: 4,
      revenue: 449_000,
    },
  ],
});

/** The desk's activity for the window asked (`?days=`). */
const activity = (days: number): BookingActivity => ({
  days,
  current: { from: '2027-05-02', to: '2027-05-31' },
  previous: { from: '2027-04-02', to: '2027-05-01' },
  definition: 'The last N days beside the N days before.',
  made: { current: days === 7 ? 2 : 12, previous: 9 },
  cancelled: { current: 1, previous: 1 },
  arriving: { current: 30, previous: 41 },
  revenue: [{ currency: 'EUR', current: 1_234_500, previous: 987_600 }],
});

/** The answers of the further top lists, the same whatever is asked. */
const furtherLists = {
  'GET /api/bookings/statistics': (call: RecordedCall) => ({
    body: activity(Number(new URL(call.url, 'http://x').searchParams.get('days'))),
  }),
  'GET /api/bookings/statistics/bookingInfoStats': () => ({ body: byInfo }),
  'GET /api/bookings/statistics/topBookings': () => ({ body: largest }),
  'GET /api/bookings/statistics/topUsers': () => ({ body: byUser }),
  'GET /api/bookings/statistics/topSalesAgents': () => ({ body: byAgent }),
  'GET /api/bookings/statistics/topRooms': () => ({ body: byRoom }),
  'GET /api/bookings/statistics/topProducts': () => ({ body: byProduct }),
  'GET /api/bookings/statistics/topSupplements': () => ({ body: bySupplement }),
  'GET /api/bookings/statistics/topProductCategories': () => ({ body: byCategory }),
};

/** Every report of the page answering, the countries counted by `basis`. */
const everyList = (basis: 'stay' | 'booking' = 'stay') => ({
  'GET /api/bookings/statistics/topCountries': () => ({ body: countries(basis) }),
  'GET /api/bookings/statistics/topAgencies': () => ({ body: agencies() }),
  'GET /api/bookings/statistics/topCustomers': () => ({ body: customers }),
  'GET /api/bookings/statistics/statsByRepeater': () => ({ body: repeaters }),
  'GET /api/bookings/statistics/statsByAge': () => ({ body: ages }),
  ...furtherLists,
});

const query = (calls: RecordedCall[], kind: string) =>
  calls
    .filter((c) => c.url.startsWith(`/api/bookings/statistics/${kind}`))
    .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('BookingStatisticsPage', () => {
  it('shows each report with its chart, its table and its definition, for the period in the address', async () => {
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/topCountries': (call) => ({
        body: countries(call.url.includes('basis=booking') ? 'booking' : 'stay'),
      }),
      'GET /api/bookings/statistics/topAgencies': () => ({ body: agencies() }),
      'GET /api/bookings/statistics/topCustomers': () => ({ body: customers }),
      'GET /api/bookings/statistics/statsByRepeater': () => ({ body: repeaters }),
      'GET /api/bookings/statistics/statsByAge': () => ({ body: ages }),
      ...furtherLists,
    });
    renderWithApp(<BookingStatisticsPage />, { path: '/stats/booking?from=2027-01-01&to=2027-12-31' });
    const table = await screen.findByRole('table', { name: 'Top countries: the figures' });
    expect(query(calls, 'topCountries')[0]).toEqual({ from: '2027-01-01', to: '2027-12-31', basis: 'stay' });
    expect(screen.getByRole('heading', { name: '2027' })).toBeVisible();
    expect(screen.getByTestId('report-chart-topCountries')).toBeInTheDocument();
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['1', 'Germany', '2', '2', '€3,020.00', 'EUR'],
      ['1', 'Germany', '1', '3', '$900.00', 'USD'],
      ['2', 'United Kingdom', '1', '1', '€300.00', 'EUR'],
    ]);
    expect(screen.getByText('Sales per country of the lead guest. Counted by stay date.')).toBeVisible();
    // An empty period says so, and there is nothing to download.
    const agencyReport = screen.getByTestId('report-topAgencies');
    expect(within(agencyReport).getByText('No sales in this period.')).toBeVisible();
    expect(within(agencyReport).getByRole('button', { name: 'CSV: Top agencies' })).toBeDisabled();
    const customerTable = await screen.findByRole('table', { name: 'Top customers: the figures' });
    expect(within(customerTable).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['1', 'Anna Berg', '3', '5', '€4,200.00'],
    ]);
    const returning = await screen.findByRole('table', { name: 'New and returning guests: the figures' });
    expect(within(returning).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['First stay', '7', '12', '€9,000.00'],
      ['Returning', '3', '5', '€4,200.00'],
    ]);
    expect(screen.getByTestId('report-chart-statsByRepeater')).toBeInTheDocument();
    const byAge = await screen.findByRole('table', { name: 'Guests by age: the figures' });
    expect(within(byAge).getAllByRole('row').slice(1).map(cells)).toEqual([['30–44', '4', '2', '100.0%']]);
    const largestTable = await screen.findByRole('table', { name: 'Top bookings: the figures' });
    expect(within(largestTable).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['1', 'B-1001', 'Anna Berg', '2', '€3,000.00'],
    ]);
    const userTable = await screen.findByRole('table', { name: 'Top users: the figures' });
    expect(within(userTable).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['1', 'Online', '4', '6', '€5,000.00'],
    ]);
    expect(
      within(screen.getByTestId('report-topSalesAgents')).getByText('No sales in this period.'),
    ).toBeVisible();
    const roomTable = await screen.findByRole('table', { name: 'Top rooms: the figures' });
    expect(within(roomTable).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['1', 'R1 · Coral Bay', '2', '2', '€375.00'],
    ]);
    for (const [title, name] of [
      ['Top products', 'Nitrox'],
      ['Top supplements', 'Airport transfer'],
      ['Top product categories', 'Gas'],
    ]) {
      const items = await screen.findByRole('table', { name: `${title}: the figures` });
      expect(within(items).getAllByRole('row').slice(1).map(cells)).toEqual([
        ['1', name, '4', '3', '€60.00'],
      ]);
    }
    expect(screen.getByTestId('report-chart-topProducts')).toBeInTheDocument();
    const info = await screen.findByRole('table', {
      name: 'Bookings by state, source, category and type: the figures',
    });
    expect(within(info).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['state', 'confirmed', '2', '4', '€325.00'],
      ['type', 'Vessel trip', '3', '4', '€4,490.00'],
    ]);
    expect(
      screen.getByText('The period’s bookings in every state but deleted. Counted by stay date.'),
    ).toBeVisible();

    // Sorted by guests, most first; a third click restores the ranking.
    const guests = within(table).getByRole('button', { name: 'Guests' });
    await userEvent.click(guests);
    const order = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cells(r)[3]);
    expect(order()).toEqual(['3', '2', '1']);
    await userEvent.click(guests);
    expect(order()).toEqual(['1', '2', '3']);
    await userEvent.click(guests);
    expect(order()).toEqual(['2', '3', '1']);
  }, 40_000);

  it('keeps the basis and the period in the address: switch, page by years and months', async () => {
    const { calls } = mockFetch(everyList('booking'));
    renderWithApp(<BookingStatisticsPage />, { path: '/stats/booking?from=2027-01-01&to=2027-12-31' });
    await screen.findByRole('table', { name: 'Top countries: the figures' });
    await userEvent.click(screen.getByRole('button', { name: 'Booking date' }));
    await waitFor(() => expect(query(calls, 'topAgencies').at(-1)).toMatchObject({ basis: 'booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    await waitFor(() =>
      expect(query(calls, 'topCountries').at(-1)).toEqual({
        from: '2028-01-01',
        to: '2028-12-31',
        basis: 'booking',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() =>
      expect(query(calls, 'topCountries').at(-1)).toMatchObject({ from: '2028-01-01', to: '2028-01-31' }),
    );
    expect(screen.getByRole('heading', { name: 'January 2028' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() =>
      expect(query(calls, 'topCountries').at(-1)).toMatchObject({ from: '2027-12-01', to: '2027-12-31' }),
    );
  }, 40_000);

  it('opens with the last 30 days beside the 30 before, and switches to 7 in the address', async () => {
    const { calls } = mockFetch(everyList('stay'));
    renderWithApp(<BookingStatisticsPage />, { path: '/stats/booking?from=2027-01-01&to=2027-12-31' });
    const panel = await screen.findByTestId('booking-activity');
    expect(within(panel).getByRole('heading', { name: 'The last 30 days' })).toBeVisible();
    expect(
      await within(panel).findByText('02.05.2027 – 31.05.2027, beside 02.04.2027 – 01.05.2027'),
    ).toBeVisible();
    expect(within(panel).getByText('Bookings made').parentElement).toHaveTextContent('12');
    expect(within(panel).getByText('€12,345.00')).toBeVisible();
    expect(within(panel).getByText('before: €9,876.00')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(within(panel).getByText('Bookings made').parentElement).toHaveTextContent('2'),
    );
    expect(calls.filter((c) => c.url.startsWith('/api/bookings/statistics?')).map((c) => c.url)).toEqual([
      '/api/bookings/statistics?days=30',
      '/api/bookings/statistics?days=7',
    ]);
  }, 40_000);

  it('narrows every report by category, channel and state, kept in the address', async () => {
    const { calls } = mockFetch({
      ...everyList(),
      'GET /api/bookingcategory': () => ({ body: { data: [{ id: 'cat-1', name: 'Groups' }], total: 1 } }),
    });
    renderWithApp(<BookingStatisticsPage />, {
      path: '/stats/booking?from=2027-01-01&to=2027-12-31&states=confirmed',
    });
    await screen.findByRole('table', { name: 'Top countries: the figures' });
    expect(query(calls, 'topCountries')[0]).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
      basis: 'stay',
      states: 'confirmed',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Which bookings the figures count' });
    expect(within(panel).getByRole('button', { name: 'Confirmed' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Channel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Agency' }));
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Booking category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Groups' }));
    await waitFor(() =>
      expect(query(calls, 'topAgencies').at(-1)).toMatchObject({
        sources: 'agency',
        categories: 'cat-1',
        states: 'confirmed',
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(query(calls, 'topAgencies').at(-1)).toEqual({
        from: '2027-01-01',
        to: '2027-12-31',
        basis: 'stay',
      }),
    );
  }, 40_000);

  it('downloads the server’s XLSX of a report, and explains a report that failed with a retry', async () => {
    let fail = true;
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/topCountries': (call) =>
        call.url.includes('export=xlsx')
          ? new Response(new Blob(['xlsx']), {
              headers: {
                'Content-Disposition': 'attachment; filename="top-countries-2027-01-01-2027-12-31.xlsx"',
              },
            })
          : { body: countries('stay') },
      'GET /api/bookings/statistics/topAgencies': () =>
        fail
          ? { status: 500, body: { message: 'Database down', description: 'INTERNAL' } }
          : { body: agencies() },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithApp(<BookingStatisticsPage />, {
      path: '/stats/booking?from=2027-01-01&to=2027-12-31&basis=stay',
    });
    await screen.findByRole('table', { name: 'Top countries: the figures' });
    await userEvent.click(screen.getByRole('button', { name: 'XLSX: Top countries as an Excel workbook' }));
    await waitFor(() => expect(saved).toEqual(['top-countries-2027-01-01-2027-12-31.xlsx']));
    expect(query(calls, 'topCountries').at(-1)).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
      basis: 'stay',
      export: 'xlsx',
    });

    const agencyReport = screen.getByTestId('report-topAgencies');
    expect(await within(agencyReport).findByRole('alert')).toHaveTextContent('Database down');
    fail = false;
    await userEvent.click(within(agencyReport).getByRole('button', { name: 'Try again' }));
    expect(await within(agencyReport).findByText('No sales in this period.')).toBeVisible();
  }, 40_000);

  it('asks for a sound period before asking the server', async () => {
    const { calls } = mockFetch({});
    renderWithApp(<BookingStatisticsPage />, { path: '/stats/booking?from=2027-03-01&to=2027-02-01' });
    expect(
      await screen.findByText('The last day lies before the first.', { selector: '.MuiAlert-message' }),
    ).toBeVisible();
    expect(calls.filter((c) => c.url.includes('/statistics/'))).toEqual([]);
  });
});
