import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import type { BookableTrip } from '../bookings/index.ts';
import { TourBookingPage } from './tour-booking-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function trip(over: Partial<BookableTrip>): BookableTrip {
  return {
    id: 's1',
    tour: 't1',
    tourName: 'Komodo North',
    vessel: 'v1',
    vesselName: 'MV Manta',
    from: '2027-01-02',
    to: '2027-01-09',
    status: 'open',
    nights: 7,
    diveDays: null,
    divesPerDay: 3,
    note: '',
    cabins: 12,
    freeCabins: 4,
    beds: 24,
    freeBeds: 9,
    version: 1,
    createdAt: '2026-06-01T08:00:00.000Z',
    updatedAt: '2026-06-01T08:00:00.000Z',
    ...over,
  };
}

const TRIPS = [
  trip({}),
  trip({
    id: 's2',
    tour: 't2',
    tourName: 'Raja Ampat',
    vessel: 'v2',
    vesselName: 'MV Nusa',
    from: '2027-01-16',
    to: '2027-01-26',
    nights: 10,
    cabins: 8,
    freeCabins: 0,
    freeBeds: 1,
  }),
];

const row = (id: string, name: string) => ({ id, version: 1, createdAt: '', updatedAt: '', name });

function mockTrips(
  answer: (call: RecordedCall) => { status?: number; body: unknown } = () => ({
    body: { ...page(TRIPS, 60), size: 25 },
  }),
) {
  return mockFetch({
    'GET /api/schedule/booking': answer,
    'GET /api/vessel': () => ({ body: page([row('v2', 'MV Nusa'), row('v1', 'MV Manta')]) }),
    'GET /api/tour': () => ({ body: page([row('t1', 'Komodo North'), row('t2', 'Raja Ampat')]) }),
    'GET /api/rooms/available/v1': () => ({
      body: [
        {
          id: 'c1',
          name: 'Cabin 1',
          type: 'Cabin',
          vessel: 'v1',
          resort: null,
          roomType: null,
          deck: null,
          availableBeds: 2,
          blocked: false,
          freeBeds: [0, 1],
          free: true,
        },
      ],
    }),
  });
}

/** The query of the last call for trips, as the server reads it. */
function lastTripQuery(calls: RecordedCall[]) {
  const call = calls.filter((c) => c.url.startsWith('/api/schedule/booking')).at(-1);
  return Object.fromEntries(new URL(call?.url ?? '', 'http://x').searchParams);
}

describe('TourBookingPage', () => {
  it('lists the bookable trips by departure with their free cabins', async () => {
    const { calls } = mockTrips();
    renderWithApp(<TourBookingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'New tour booking' })).toBeInTheDocument();
    const first = await screen.findByTestId('bookable-trip-s1');
    expect(first).toHaveTextContent('Saturday, 02.01.2027');
    expect(first).toHaveTextContent('Saturday, 09.01.2027');
    expect(first).toHaveTextContent('Komodo North');
    expect(first).toHaveTextContent('MV Manta');
    expect(within(first).getByTestId('bookable-trip-free-s1')).toHaveTextContent('4 of 12 cabins free');
    expect(within(first).getByTestId('bookable-trip-free-s1')).toHaveTextContent('9 beds free');
    expect(within(first).getByRole('link', { name: 'Open trip: Komodo North, 02.01.2027' })).toHaveAttribute(
      'href',
      '/schedule/s1',
    );
    const second = screen.getByTestId('bookable-trip-s2');
    expect(second).toHaveTextContent('0 of 8 cabins free');
    expect(second).toHaveTextContent('1 bed free');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    // Defaults: the first page of 25, by departure, upcoming trips with free places.
    expect(lastTripQuery(calls)).toEqual({
      page: '0',
      size: '25',
      sort: 'from',
      order: '1',
      new: 'true',
      available: 'true',
    });
  });

  it('sends the filters and the page as query parameters', async () => {
    const user = userEvent.setup();
    const { calls } = mockTrips();
    renderWithApp(<TourBookingPage />);
    await screen.findByTestId('bookable-trip-s1');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastTripQuery(calls).page).toBe('1'));

    await user.click(await screen.findByRole('combobox', { name: 'Vessel' }));
    await user.click(await screen.findByRole('option', { name: 'MV Nusa' }));
    await user.click(screen.getByRole('combobox', { name: 'Tour' }));
    await user.click(await screen.findByRole('option', { name: 'Raja Ampat' }));
    await user.click(screen.getByRole('switch', { name: 'Only trips with free places' }));
    await user.click(screen.getByRole('switch', { name: 'Only departures from today on' }));

    await waitFor(() =>
      expect(lastTripQuery(calls)).toEqual({
        page: '0',
        size: '25',
        sort: 'from',
        order: '1',
        filter: JSON.stringify({ vessel: 'v2', tour: 't2' }),
      }),
    );
  });

  it('opens the book dialog for the chosen trip', async () => {
    const user = userEvent.setup();
    const { calls } = mockTrips();
    renderWithApp(<TourBookingPage />);
    await user.click(await screen.findByRole('button', { name: 'Book cabins: Komodo North, 02.01.2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book cabins' });
    expect(dialog).toHaveTextContent('Komodo North · MV Manta');
    expect(await within(dialog).findByRole('checkbox', { name: 'Cabin 1 (2 beds)' })).toBeInTheDocument();
    expect(
      calls.some((c) => c.url.startsWith('/api/rooms/available/v1?') && c.url.includes('from=2027-01-02')),
    ).toBe(true);
  });

  it('shows no Book button without bookings.create', async () => {
    mockTrips();
    renderWithApp(<TourBookingPage />, { principal: principalWith(['bookings.read']) });
    const first = await screen.findByTestId('bookable-trip-s1');
    expect(within(first).getByRole('link', { name: /Open trip/ })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Book cabins/ })).toBeNull();
  });

  it('says so when no trip matches, and explains a failure', async () => {
    mockTrips(() => ({ body: { data: [], total: 0, page: 0, size: 25 } }));
    const { unmount } = renderWithApp(<TourBookingPage />);
    expect(await screen.findByTestId('bookable-trips-empty')).toHaveTextContent(
      'No trip matches these filters.',
    );
    unmount();
    mockTrips(() => ({
      status: 500,
      body: { error: 'Error', statusCode: 500, description: 'INTERNAL', message: 'boom' },
    }));
    renderWithApp(<TourBookingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The trips could not be loaded.');
  });
});
