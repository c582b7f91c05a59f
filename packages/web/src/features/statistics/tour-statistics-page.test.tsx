import { itineraryLoadReport, tripLoadReport } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { TourStatisticsPage } from './tour-statistics-page.tsx';
import { tableRows } from '../../../test/table-rows.ts';

afterEach(() => vi.unstubAllGlobals());

const trip = (start: string, sold: number) => ({
  trip: `t-${start}`,
  start,
  end: start.replace(/-(\d\d)$/, (_m, d) => `-${String(Number(d) + 7).padStart(2, '0')}`),
  vessel: 'v1',
  vesselName: 'MV Manta',
  tourName: 'Northern reefs',
  nights: 7,
  bookings: sold ? 1 : 0,
  berths: 14,
  sold,
  berthNights: 98,
  soldBerthNights: sold * 7,
  loadFactor: Math.round((sold / 14) * 10000) / 10000,
  currency: 'EUR',
  revenue: sold * 150_000,
  revenuePerBerthNight: Math.round((sold * 150_000) / 98),
});

describe('TourStatisticsPage', () => {
  it('lists each departure with berths sold and the load factor, its date in the product’s format', async () => {
    mockFetch({
      'GET /api/bookings/statistics/byItinerary': () => ({
        body: itineraryLoadReport.answer.parse({
          from: '2027-01-01',
          to: '2027-12-31',
          basis: null,
          definition: 'Per tour and vessel beside the year before.',
          rows: [
            {
              tour: 't1',
              vessel: 'v1',
              label: 'Northern reefs · MV Manta',
              trips: 2,
              berthNights: 196,
              soldBerthNights: 147,
              loadFactor: 0.75,
              currency: 'EUR',
              revenue: 3_150_000,
              revenuePerBerthNight: 16_071,
              lastYearTrips: 2,
              lastYearLoadFactor: 0.5,
              lastYearRevenuePerBerthNight: 10_714,
            },
          ],
        }),
      }),
      'GET /api/bookings/statistics/byVesselYear': () => ({
        body: tripLoadReport.answer.parse({
          from: '2027-01-01',
          to: '2027-12-31',
          basis: null,
          definition: 'Each trip departing in the period.',
          rows: [trip('2027-03-06', 7), trip('2027-03-13', 14)],
        }),
      }),
    });
    renderWithApp(<TourStatisticsPage />, { path: '/stats/tour?from=2027-01-01&to=2027-12-31' });
    const table = await screen.findByRole('table', { name: 'Load per departure: the figures' });
    const rows = tableRows(table);
    expect(rows).toEqual([
      [
        '06.03.2027',
        'Northern reefs',
        'MV Manta',
        '7',
        '1',
        '7',
        '14',
        '49',
        '98',
        '50.0%',
        '€10,500.00',
        '€107.14',
      ],
      [
        '13.03.2027',
        'Northern reefs',
        'MV Manta',
        '7',
        '1',
        '14',
        '14',
        '98',
        '98',
        '100.0%',
        '€21,000.00',
        '€214.29',
      ],
    ]);
    expect(screen.getByTestId('report-chart-byVesselYear')).toBeInTheDocument();
    const itineraries = screen.getByRole('table', { name: 'Load per itinerary: the figures' });
    expect(within(itineraries).getAllByRole('row')[1]!.textContent).toBe(
      'Northern reefs · MV Manta275.0%250.0%€31,500.00€160.71€107.14',
    );
  }, 20_000);

  it('narrows to one vessel from the address and the picker, resorts not offered', async () => {
    const empty = (report: typeof tripLoadReport | typeof itineraryLoadReport) => () => ({
      body: report.answer.parse({
        from: '2027-01-01',
        to: '2027-12-31',
        basis: null,
        definition: '',
        rows: [],
      }),
    });
    const { calls } = mockFetch({
      'GET /api/bookings/statistics/byItinerary': empty(itineraryLoadReport),
      'GET /api/bookings/statistics/byVesselYear': empty(tripLoadReport),
    });
    const bootstrap = {
      assets: [
        { id: 'v1', name: 'MV Manta', type: 'vessel' },
        { id: 'v2', name: 'MV Dugong', type: 'vessel' },
        { id: 'r1', name: 'Coral Bay', type: 'resort' },
      ],
    };
    renderWithApp(<TourStatisticsPage />, {
      path: '/stats/tour?from=2027-01-01&to=2027-12-31&asset=v2',
      session: { bootstrap } as never,
    });
    const picker = await screen.findByRole('combobox', { name: 'Resort or vessel' });
    expect(picker).toHaveTextContent('MV Dugong');
    await waitFor(() => expect(calls.some((c) => c.url.includes('assets=v2'))).toBe(true));
    await userEvent.click(picker);
    expect(screen.queryByRole('option', { name: 'Coral Bay' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'MV Manta' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('byVesselYear') && c.url.includes('assets=v1'))).toBe(true),
    );
  }, 20_000);
});
