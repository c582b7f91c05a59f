import type { OtaUpdate } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { PlaceOtaDialog } from './place-ota-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const RESORT = '00000000-0000-4000-8000-000000000001';
const STANDARD = '00000000-0000-4000-8000-000000000009';
const DELUXE = '00000000-0000-4000-8000-000000000008';
const room = (id: string, name: string, roomType: string, free = true) => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  name,
  roomType,
  free,
});
const R1 = room('1', 'R1', STANDARD);
const R2 = room('2', 'R2', DELUXE);
const R3 = room('3', 'R3', STANDARD, false);
const sold = (roomTypeName: string, roomType: string) => ({
  channelRoomType: `ch-${roomTypeName}`,
  channelRatePlan: 'ch-bar',
  roomType,
  roomTypeName,
  adults: 2,
  children: 0,
});
const update = {
  id: '00000000-0000-4000-8000-000000000004',
  revisionId: 'rev-2',
  otaBookingId: 'ch-2',
  reference: 'BDC-PAIR',
  otaName: 'Booking.com',
  kind: 'new',
  state: 'conflict',
  read: false,
  booking: null,
  bookingNo: null,
  resort: RESORT,
  guestName: 'Pia Pair',
  guestEmail: 'pia@example.org',
  from: '2030-03-10',
  to: '2030-03-13',
  rooms: [sold('Standard', STANDARD), sold('Deluxe', DELUXE)],
  amount: 60000,
  currency: 'EUR',
  message: '',
  receivedAt: '2030-03-01T10:00:00.000Z',
} as OtaUpdate;

describe('placing an OTA booking of two rooms', () => {
  it('offers the free rooms in one picker per sold room, each room once, and sends them all', async () => {
    let answer: () => { status?: number; body: unknown } = () => ({ body: { ...update, state: 'placed' } });
    const fetch = mockFetch({
      [`GET /api/rooms/available/${RESORT}`]: () => ({ body: [R3, R2, R1] }),
      [`POST /api/bookings/otaupdates/${update.id}/place`]: () => answer(),
    });
    const onClose = vi.fn();
    renderWithApp(<PlaceOtaDialog update={update} onClose={onClose} />);
    const dialog = await screen.findByTestId('place-ota-dialog');
    const submit = within(dialog).getByRole('button', { name: 'Book these rooms' });
    expect(submit).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Room 1: Standard' }));
    // Only free rooms, the sold type's first; the taken R3 is not offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['R1', 'R2']);
    await userEvent.click(screen.getByRole('option', { name: 'R1' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Room 2: Deluxe' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['R2', 'R1']);
    expect(screen.getByRole('option', { name: 'R1' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'R2' }));

    // Taken meanwhile: the server's refusal shows in the dialog, which stays open.
    answer = () => ({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        description: 'ROOM_TAKEN',
        message: 'R2 is already taken for some nights between 2030-03-10 and 2030-03-13; nothing was changed',
        params: { room: 'R2', from: '10.03.2030', to: '13.03.2030' },
      },
    });
    await userEvent.click(submit);
    expect(await within(dialog).findByText(/R2 is already taken/)).toBeVisible();
    expect(fetch.calls.find((c) => c.url.endsWith('/place'))?.body).toEqual({
      rooms: [R1.id, R2.id],
      from: '2030-03-10',
      to: '2030-03-13',
    });
    expect(onClose).not.toHaveBeenCalled();

    answer = () => ({ body: { ...update, state: 'placed' } });
    await userEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
