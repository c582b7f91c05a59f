import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../resources/test-support.tsx';
import { NotificationBell } from './notification-bell.tsx';

/** The bell lists the OTA sales waiting for a hand from the first load (issue 39), not only live ones. */
afterEach(() => localStorage.clear());

const update = <T extends { id: string; state: string }>(over: T) => ({
  revisionId: 'rev-1',
  otaBookingId: 'ch-1',
  otaName: 'Booking.com',
  kind: 'new',
  read: false,
  resort: null,
  guestEmail: '',
  from: '2030-03-10',
  to: '2030-03-13',
  rooms: [],
  amount: 34500,
  currency: 'EUR',
  message: '',
  receivedAt: '2030-03-01T10:00:00.000Z',
  booking: null,
  bookingNo: null,
  ...over,
});
const CONFLICT = update({
  id: '00000000-0000-4000-8000-000000000004',
  reference: 'BDC-4479815',
  guestName: 'Aiko Tanaka',
  state: 'conflict',
});
// Unread too, but booked: a change to read on the OTA screen, nothing that waits for a hand.
const APPLIED = update({
  id: '00000000-0000-4000-8000-000000000005',
  reference: 'BDC-FINE',
  guestName: 'Lena Vogt',
  state: 'applied',
  booking: '00000000-0000-4000-8000-000000000003',
  bookingNo: '2030-0042',
});

describe('NotificationBell and the OTA conflicts', () => {
  it('shows the unread conflicts the server lists on load, once beside a live notice of the same sale, and marks one read', async () => {
    let unread = [CONFLICT, APPLIED];
    const { calls } = mockFetch({
      'GET /api/bookings/unreadotaupdates': () => ({
        body: {
          count: unread.length,
          conflicts: unread.filter((u) => u.state === 'conflict').length,
          data: unread,
        },
      }),
      [`POST /api/bookings/markRead/${CONFLICT.id}`]: () => {
        unread = unread.filter((u) => u.id !== CONFLICT.id);
        return { body: { ...CONFLICT, read: true } };
      },
    });
    // The same sale heard live in this browser earlier: it is not counted twice.
    localStorage.setItem(
      'seaberth.bell.u5',
      JSON.stringify([
        {
          key: 'heard',
          type: 'ota.conflict',
          otaUpdate: CONFLICT.id,
          reference: 'BDC-4479815',
          at: new Date().toISOString(),
        },
      ]),
    );
    renderWithApp(<NotificationBell />, {
      principal: principalWith(['bookings.read']),
      session: { features: { ota: true }, user: { id: 'u5', name: 'Mara' } as never },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications: 1 unread' });
    expect(list).toHaveTextContent('OTA booking needs placing: BDC-4479815, Aiko Tanaka');
    expect(list).not.toHaveTextContent('BDC-FINE');
    expect(screen.getByRole('link', { name: 'Open the OTA bookings' })).toHaveAttribute(
      'href',
      '/booking/ota',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('No unread notifications')).toBeVisible();
    // The open list hides the page behind it from the accessibility tree, the bell included.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/bookings/markRead/${CONFLICT.id}`)).toBe(
      true,
    );
    // The live notice of the sale is gone with it: it does not come back once the server's is read.
    expect(JSON.parse(localStorage.getItem('seaberth.bell.u5') ?? '[]')).toEqual([]);
  });

  it('does not ask for a user who may not read bookings, nor without the OTA feature', async () => {
    const { calls } = mockFetch({ 'GET /api/todo/notifications': () => ({ body: [] }) });
    const { unmount } = renderWithApp(<NotificationBell />, {
      principal: principalWith(['todo.update']),
      session: { features: { ota: true, todo: true } },
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    unmount();
    renderWithApp(<NotificationBell />, {
      principal: principalWith(['bookings.read']),
      session: { features: { ota: false } },
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/todo'))).toBe(true));
    expect(calls.some((c) => c.url.includes('otaupdates'))).toBe(false);
  });
});
