import type { BookingDetail } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { MoveCabinPage } from './move-cabin-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: 'b1',
  version: 4,
  bookingNo: 'B-1001',
  state: 'confirmed',
  type: 'vessel',
  from: '2027-01-02',
  to: '2027-01-09',
  lead: 'k1',
  leadName: 'Anna Berg',
  noOfPax: 2,
  schedule: 's1',
  tour: 't1',
  vessel: 'v1',
  resort: null,
  currency: 'EUR',
  total: 450000,
  paid: 0,
  rooms: [
    {
      id: 'rb1',
      room: 'c1',
      roomName: 'Cabin 1',
      roomType: 'Double',
      from: '2027-01-02',
      to: '2027-01-09',
      beds: null,
      guests: [
        { customer: 'k1', fullName: 'Anna Berg', bed: 0 },
        { customer: 'k2', fullName: 'Carl Berg', bed: 1 },
      ],
    },
  ],
  payments: [],
} as unknown as BookingDetail;

const cabin = (id: string, name: string, vessel = 'v1') => ({
  id,
  name,
  type: 'Cabin',
  vessel,
  resort: null,
  roomType: null,
  deck: null,
  availableBeds: 2,
  blocked: false,
  freeBeds: [0, 1],
  free: true,
});

const conflict = {
  status: 409,
  body: {
    error: 'Conflict',
    statusCode: 409,
    description: 'CONFLICT',
    message: 'Cabin 5 is no longer free',
    path: '/api/bookings/b1/changeRoom',
    method: 'POST',
    timestamp: '',
  },
};

function mockMove(changeRoom: () => { status?: number; body: unknown }) {
  return mockFetch({
    'GET /api/bookings/b1': () => ({ body: booking }),
    'GET /api/schedule/booking': () => ({
      body: {
        data: [
          {
            id: 's1',
            tour: 't1',
            tourName: 'Komodo North',
            vessel: 'v1',
            vesselName: 'MV Manta',
            from: '2027-01-02',
            to: '2027-01-09',
            freeCabins: 2,
          },
          {
            id: 's2',
            tour: 't1',
            tourName: 'Komodo North',
            vessel: 'v1',
            vesselName: 'MV Manta',
            from: '2027-01-09',
            to: '2027-01-16',
            freeCabins: 5,
          },
        ],
        total: 2,
        page: 0,
        size: 0,
      },
    }),
    'GET /api/rooms/available/v1': (call) => ({
      body: call.url.includes('from=2027-01-09')
        ? [cabin('c1', 'Cabin 1'), cabin('c6', 'Cabin 6')]
        : [cabin('c5', 'Cabin 5')],
    }),
    'POST /api/bookings/b1/changeRoom': changeRoom,
    'POST /api/bookings/b1/move/s2': () => ({ body: { ...booking, schedule: 's2', version: 5 } }),
  });
}

const route = { path: '/schedules/movecabin/b1', route: '/schedules/movecabin/:id' };

describe('MoveCabinPage', () => {
  it('shows the booking and moves a cabin to a free one of the same trip', async () => {
    const user = userEvent.setup();
    const { calls } = mockMove(() => ({ body: { ...booking, version: 5 } }));
    const { snackbar } = renderWithApp(<MoveCabinPage />, route);
    const summary = await screen.findByTestId('move-cabin-booking');
    expect(summary).toHaveTextContent('Anna Berg');
    expect(summary).toHaveTextContent('Cabin 1 · Anna Berg, Carl Berg');
    expect(within(summary).getByRole('link', { name: 'Open trip' })).toHaveAttribute('href', '/schedule/s1');

    await user.click(screen.getByRole('combobox', { name: 'New cabin for Cabin 1' }));
    await user.click(await screen.findByRole('option', { name: 'Cabin 5 (2 beds)' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(screen.getByTestId('navigated-away')).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      roomBooking: 'rb1',
      room: 'c5',
      version: 4,
    });
    expect(snackbar.current()?.text).toBe('Booking B-1001 was moved.');
  });

  it('shows the conflict when the cabin was taken meanwhile', async () => {
    const user = userEvent.setup();
    mockMove(() => conflict);
    renderWithApp(<MoveCabinPage />, route);
    await user.click(await screen.findByRole('combobox', { name: 'New cabin for Cabin 1' }));
    await user.click(await screen.findByRole('option', { name: 'Cabin 5 (2 beds)' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const alert = await screen.findByTestId('move-cabin-error');
    expect(alert).toHaveTextContent('Not moved');
    expect(alert).toHaveTextContent('Cabin 5 is no longer free');
  });

  it('moves the whole booking to another trip, the same cabin preselected when free', async () => {
    const user = userEvent.setup();
    const { calls } = mockMove(() => conflict);
    renderWithApp(<MoveCabinPage />, route);
    await user.click(await screen.findByRole('radio', { name: 'Another trip' }));
    await user.click(screen.getByRole('combobox', { name: 'Trip' }));
    await user.click(await screen.findByRole('option', { name: /09\.01\.2027 – 16\.01\.2027/ }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'New cabin for Cabin 1' })).toHaveTextContent(
        'Cabin 1 (2 beds)',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.getByTestId('navigated-away')).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/bookings/b1/move/s2',
      body: { rooms: [{ roomBooking: 'rb1', room: 'c1' }], version: 4 },
    });
  });
});
