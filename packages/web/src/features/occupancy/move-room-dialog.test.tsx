import type { BookingDetail } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { MoveRoomDialog } from './move-room-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const room = {
  id: 'rb1',
  room: 'g2',
  roomName: 'G2',
  roomType: 't1',
  from: '2027-03-03',
  to: '2027-03-06',
  beds: null,
  checkIn: null,
  checkOut: null,
  locked: false,
  guests: [],
};
const booking = {
  id: 'b1',
  version: 4,
  bookingNo: '2027-00001',
  type: 'resort',
  state: 'confirmed',
  resort: 'r1',
  rooms: [room],
} as unknown as BookingDetail;

const rooms = page([
  { id: 'g10', name: 'G10', isActive: true },
  { id: 'g2', name: 'G2', isActive: true },
  { id: 'old', name: 'Old', isActive: false },
]);

describe('MoveRoomDialog', () => {
  it('moves a booked room to another room and other dates by form, previewed first', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/rooms': () => ({ body: rooms }),
      'POST /api/bookings/b1/rooms/rb1/preview': () => ({
        body: { currency: 'EUR', total: 30000, repriced: 40000, clash: null, locked: false },
      }),
      'POST /api/bookings/b1/rooms/rb1': () => ({ body: {} }),
    });
    const onClose = vi.fn();
    renderWithApp(<MoveRoomDialog booking={booking} room={room} onClose={onClose} />);
    const dialog = screen.getByTestId('move-room-dialog');
    // Nothing changed yet: nothing to move.
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Room' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['G2', 'G10']);
    await user.click(screen.getByRole('option', { name: 'G10' }));
    fireEvent.change(within(dialog).getByLabelText('Departure'), { target: { value: '07.03.2027' } });
    await user.click(await within(dialog).findByRole('radio', { name: /Price again/ }));
    expect(calls.filter((c) => c.url.endsWith('/preview')).at(-1)!.body).toEqual({
      room: 'g10',
      from: '2027-03-03',
      to: '2027-03-07',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.url.endsWith('/rooms/rb1'))!.body).toEqual({
      room: 'g10',
      from: '2027-03-03',
      to: '2027-03-07',
      version: 4,
      keepPrice: false,
    });
  });

  it('says when the room is taken and moves nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/rooms': () => ({ body: rooms }),
      'POST /api/bookings/b1/rooms/rb1/preview': () => ({
        body: {
          currency: 'EUR',
          total: 30000,
          repriced: 30000,
          clash: { room: 'G10', from: '2027-03-02', to: '2027-03-05', bookingNo: '2027-00009' },
          locked: false,
        },
      }),
    });
    renderWithApp(<MoveRoomDialog booking={booking} room={room} onClose={vi.fn()} />);
    const dialog = screen.getByTestId('move-room-dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Room' }));
    await user.click(screen.getByRole('option', { name: 'G10' }));
    expect(await within(dialog).findByTestId('move-clash')).toHaveTextContent(
      'G10 is taken from 02.03.2027 to 05.03.2027 by booking 2027-00009',
    );
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    expect(calls.some((c) => c.url.endsWith('/rooms/rb1'))).toBe(false);
  });
});
