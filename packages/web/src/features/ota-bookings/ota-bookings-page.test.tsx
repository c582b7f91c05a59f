import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { OtaBookingsPage } from './ota-bookings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RESORT = '00000000-0000-4000-8000-000000000001';
const ROOM = '00000000-0000-4000-8000-000000000002';
const BOOKING = '00000000-0000-4000-8000-000000000003';
const CONFLICT = '00000000-0000-4000-8000-000000000004';
const APPLIED = '00000000-0000-4000-8000-000000000005';

const base = {
  revisionId: 'rev-1',
  otaBookingId: 'ch-1',
  otaName: 'Booking.com',
  kind: 'new',
  read: false,
  resort: RESORT,
  guestEmail: 'ana@example.org',
  from: '2030-03-10',
  to: '2030-03-13',
  rooms: [
    {
      channelRoomType: 'ch-double',
      channelRatePlan: 'ch-bar',
      roomType: '00000000-0000-4000-8000-000000000009',
      roomTypeName: 'Standard',
      adults: 2,
      children: 0,
    },
  ],
  amount: 34500,
  currency: 'EUR',
  message: '',
  receivedAt: '2030-03-01T10:00:00.000Z',
};
const conflict = {
  ...base,
  id: CONFLICT,
  reference: 'BDC-OVER',
  state: 'conflict',
  booking: null,
  bookingNo: null,
  guestName: 'Over Booked',
  message: 'No room of this type is free on these dates: place the booking by hand or reject it',
};
const applied = {
  ...base,
  id: APPLIED,
  reference: 'BDC-FINE',
  state: 'applied',
  read: true,
  booking: BOOKING,
  bookingNo: '2030-0042',
  guestName: 'Ana Silva',
};

function serve() {
  let rows: (Record<string, unknown> & { id: string; read: boolean; state: string })[] = [conflict, applied];
  return mockFetch({
    'GET /api/bookings/otaupdates': () => ({ body: { data: rows, total: rows.length, page: 0, size: 25 } }),
    'GET /api/bookings/unreadotaupdates': () => {
      const unread = rows.filter((r) => !r.read);
      return {
        body: {
          count: unread.length,
          conflicts: rows.filter((r) => r.state === 'conflict').length,
          data: unread,
        },
      };
    },
    [`GET /api/rooms/available/${RESORT}`]: () => ({
      body: [{ id: ROOM, name: 'R1', roomType: null, free: true }],
    }),
    [`POST /api/bookings/otaupdates/${CONFLICT}/place`]: () => {
      rows = rows.map((r) =>
        r.id === CONFLICT ? { ...r, state: 'placed', read: true, booking: BOOKING, message: '' } : r,
      );
      return { body: rows[0] };
    },
    [`POST /api/bookings/markRead/${CONFLICT}`]: () => {
      rows = rows.map((r) => (r.id === CONFLICT ? { ...r, read: true } : r));
      return { body: rows[0] };
    },
  });
}

describe('the OTA bookings screen', () => {
  it('shows a conflict on top with an alert and places it into a room on the sold dates', async () => {
    const fetch = serve();
    renderWithApp(<OtaBookingsPage />);
    expect(
      await screen.findByText('1 OTA booking found no free room: place it into a room or reject it.'),
    ).toBeVisible();
    const row = await screen.findByTestId('ota-update-BDC-OVER');
    expect(within(row).getByText('Conflict')).toBeVisible();
    expect(within(row).getByText('10.03.2030 – 13.03.2030')).toBeVisible();
    expect(
      within(screen.getByTestId('ota-update-BDC-FINE')).getByRole('link', { name: '2030-0042' }),
    ).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Place' }));
    const dialog = await screen.findByTestId('place-ota-dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Room' }));
    await userEvent.click(await screen.findByRole('option', { name: 'R1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book this room' }));
    await waitFor(() => expect(fetch.calls.some((c) => c.url.endsWith('/place'))).toBe(true));
    expect(fetch.calls.find((c) => c.url.endsWith('/place'))?.body).toEqual({
      room: ROOM,
      from: '2030-03-10',
      to: '2030-03-13',
    });
    expect(await within(await screen.findByTestId('ota-update-BDC-OVER')).findByText('Placed')).toBeVisible();
  });

  it('lets a reader mark an update read but not place or reject', async () => {
    const fetch = serve();
    renderWithApp(<OtaBookingsPage />, { principal: principalWith(['bookings.read']) });
    const row = await screen.findByTestId('ota-update-BDC-OVER');
    expect(within(row).queryByRole('button', { name: 'Place' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Reject' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(fetch.calls.some((c) => c.url.includes('/markRead/'))).toBe(true));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('ota-update-BDC-OVER')).queryByRole('button', { name: 'Mark read' }),
      ).toBeNull(),
    );
  });
});
