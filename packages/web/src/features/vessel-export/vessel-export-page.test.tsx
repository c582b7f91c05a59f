import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { VesselExportPage } from './vessel-export-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MANTA = '00000000-0000-4000-8000-000000000001';
const DELUXE = '00000000-0000-4000-8000-000000000002';
const SUITE = '00000000-0000-4000-8000-000000000003';
const TRIP = '00000000-0000-4000-8000-000000000004';
const PUSH = {
  id: '00000000-0000-4000-8000-000000000005',
  kind: 'availability',
  roomTypes: [DELUXE],
  from: '2027-03-01',
  to: '2027-12-31',
  values: 12,
  state: 'failed',
  answer: 'Rate limit',
  attempts: 2,
  at: '2027-03-01T09:30:00.000Z',
};

/** The two lists as the server answers them, switches kept like the server keeps them. */
function serve() {
  let vesselOn = false;
  let tripOwn: boolean | null = null;
  const vessel = () => ({
    id: MANTA,
    name: 'MV Manta',
    isActive: true,
    onChannel: vesselOn,
    upcomingTrips: 4,
    tripsOnChannel: vesselOn ? 4 : 0,
    cabinTypes: [
      {
        roomType: DELUXE,
        name: 'Deluxe',
        cabins: 4,
        availableToOTA: true,
        channelRoomType: 'ch-deluxe',
        lastPush: PUSH,
      },
      {
        roomType: SUITE,
        name: 'Suite',
        cabins: 1,
        availableToOTA: false,
        channelRoomType: null,
        lastPush: null,
      },
    ],
    lastPush: PUSH,
  });
  const trip = () => ({
    id: TRIP,
    tour: '00000000-0000-4000-8000-000000000006',
    tourName: 'Northern reefs',
    vessel: MANTA,
    vesselName: 'MV Manta',
    from: '2027-03-06',
    to: '2027-03-13',
    nights: 7,
    status: 'open',
    vesselOnChannel: vesselOn,
    tripOnChannel: tripOwn,
    onChannel: tripOwn ?? vesselOn,
    freeCabins: 4,
    freeBerths: 8,
    priceFrom: { amount: 75000, currency: 'EUR' },
    cabinTypes: [
      {
        roomType: DELUXE,
        name: 'Deluxe',
        cabins: 4,
        freeCabins: 3,
        freeBerths: 6,
        priceFrom: { amount: 75000, currency: 'EUR' },
        onChannel: true,
      },
      {
        roomType: SUITE,
        name: 'Suite',
        cabins: 1,
        freeCabins: 1,
        freeBerths: 2,
        priceFrom: null,
        onChannel: false,
      },
    ],
  });
  return mockFetch({
    'GET /api/export/vessels': () => ({ body: { data: [vessel()], total: 1, page: 0, size: 25 } }),
    'GET /api/export/trips': () => ({ body: { data: [trip()], total: 1, page: 0, size: 25 } }),
    [`PUT /api/export/vessels/${MANTA}`]: (call) => {
      vesselOn = (call.body as { onChannel: boolean }).onChannel;
      return { status: 204 };
    },
    [`PUT /api/export/trips/${TRIP}`]: (call) => {
      tripOwn = (call.body as { onChannel: boolean | null }).onChannel;
      return { status: 204 };
    },
  });
}

describe('the channel manager view of vessels', () => {
  it('shows each vessel with its cabin types as the channel knows them and the last push', async () => {
    serve();
    renderWithApp(<VesselExportPage />);
    const row = await screen.findByTestId('export-vessel-MV Manta');
    expect(within(row).getByText('Deluxe · 4 cabins · on the channel')).toBeVisible();
    expect(within(row).getByText('Suite · 1 cabin · not mapped')).toBeVisible();
    expect(within(row).getByText('Failed')).toBeVisible();
    expect(within(row).getByText('0 of 4 trips on the channel')).toBeVisible();
  });

  it('sells a vessel on the channel, and its trips follow until one is taken off', async () => {
    const fetch = serve();
    renderWithApp(<VesselExportPage />);
    const tripRow = await screen.findByTestId(`export-trip-${TRIP}`);
    expect(within(tripRow).getByText('06.03.2027 – 13.03.2027')).toBeVisible();
    expect(within(tripRow).getByText(/^Deluxe: 3 of 4 cabins free, 6 berths, from €750\.00/)).toBeVisible();
    expect(within(tripRow).getByText('(not mapped)')).toBeVisible();
    const vesselRow = screen.getByTestId('export-vessel-MV Manta');
    await userEvent.click(within(vesselRow).getByRole('switch', { name: 'Sell MV Manta on the channel' }));
    await waitFor(() => expect(within(vesselRow).getByText('4 of 4 trips on the channel')).toBeVisible());
    expect(fetch.calls.find((c) => c.method === 'PUT')?.body).toEqual({ onChannel: true });
    const picker = within(screen.getByTestId(`export-trip-${TRIP}`)).getByRole('combobox', {
      name: 'Sell Northern reefs of 06.03.2027 on the channel',
    });
    await waitFor(() => expect(picker).toHaveTextContent('As the vessel: on'));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Not on the channel' }));
    await waitFor(() =>
      expect(fetch.calls.filter((c) => c.url.endsWith(`/api/export/trips/${TRIP}`)).at(-1)?.body).toEqual({
        onChannel: false,
      }),
    );
  });

  it('asks the server for another order, a search and one vessel’s trips', async () => {
    const fetch = serve();
    renderWithApp(<VesselExportPage />);
    await screen.findByTestId(`export-trip-${TRIP}`);
    const trips = () => fetch.calls.filter((c) => c.url.startsWith('/api/export/trips')).at(-1)!.url;
    await userEvent.click(screen.getByRole('button', { name: 'Dates' }));
    await waitFor(() => expect(trips()).toContain('order=-1'));
    expect(trips()).toContain('sort=from');
    await userEvent.click(screen.getByRole('button', { name: 'Show trips' }));
    await waitFor(() => expect(trips()).toContain(`vessel=${MANTA}`));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tour or vessel' }), 'reef');
    await waitFor(() => expect(trips()).toContain('search=reef'));
  });
});
