import { tripLoadReport } from '@seaberth/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { TourStatisticsPage } from './tour-statistics-page.tsx';

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
});

describe('TourStatisticsPage', () => {
  it('lists each departure with berths sold and the load factor, its date in the product’s format', async () => {
    mockFetch({
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
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['06.03.2027', 'Northern reefs', 'MV Manta', '7', '1', '7', '14', '49', '98', '50.0%'],
      ['13.03.2027', 'Northern reefs', 'MV Manta', '7', '1', '14', '14', '98', '98', '100.0%'],
    ]);
    expect(screen.getByTestId('report-chart-byVesselYear')).toBeInTheDocument();
  }, 20_000);
});
