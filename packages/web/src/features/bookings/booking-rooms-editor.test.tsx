import type { BookingDetail } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingRoomsEditor, seatsAfterDrop } from './booking-rooms-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

const guest = (customer: string, fullName: string, bed: number) => ({
  customer,
  fullName,
  bed,
  variant: null,
});
const booking = {
  id: 'b1',
  version: 3,
  bookingNo: '2027-00042',
  state: 'planned',
  type: 'vessel',
  rooms: [
    {
      id: 'rb1',
      room: 'c1',
      roomName: 'Cabin 1',
      guests: [guest('ana', 'Ana Diaz', 0), null],
      locked: false,
    },
    { id: 'rb2', room: 'c2', roomName: 'Cabin 2', guests: [guest('bo', 'Bo Berg', 0)], locked: false },
  ],
  payments: [],
} as unknown as BookingDetail;

describe('seatsAfterDrop', () => {
  it('swaps within a room and puts a guest onto another room’s place', () => {
    expect(seatsAfterDrop(booking, { room: 'rb1', index: 0 }, { room: 'rb1', index: 1 })).toEqual({
      room: 'rb1',
      guests: [null, 'ana'],
    });
    expect(seatsAfterDrop(booking, { room: 'rb1', index: 0 }, { room: 'rb2', index: 0 })).toEqual({
      room: 'rb2',
      guests: ['ana'],
    });
    // An empty place has nobody to move; a guest dropped on its own place changes nothing.
    expect(seatsAfterDrop(booking, { room: 'rb1', index: 1 }, { room: 'rb2', index: 0 })).toBeNull();
    expect(seatsAfterDrop(booking, { room: 'rb2', index: 0 }, { room: 'rb2', index: 0 })).toBeNull();
  });
});

describe('BookingRoomsEditor', () => {
  it('moves a guest dropped onto another cabin’s bed with one call and the version', async () => {
    const { calls } = mockFetch({ 'POST /api/bookings/b1/rooms/rb2/customers': () => ({ body: booking }) });
    renderWithApp(<BookingRoomsEditor booking={booking} />);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
    };
    const ana = document.querySelector('[data-seat="rb1:0"]')!;
    const bo = document.querySelector('[data-seat="rb2:0"]')!;
    fireEvent.dragStart(ana, { dataTransfer });
    fireEvent.dragOver(bo, { dataTransfer });
    fireEvent.drop(bo, { dataTransfer });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ guests: ['ana'], version: 3 });
  });

  it('removes a cabin only after a confirmation naming who leaves with it', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'DELETE /api/bookings/b1/removeRoom/rb2': () => ({ body: booking }) });
    renderWithApp(<BookingRoomsEditor booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Remove Cabin 2 from the booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Cabin 2?' });
    expect(dialog).toHaveTextContent('Bo Berg leave the booking with it');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.url).toContain('/removeRoom/rb2?version=3');
  });
});
