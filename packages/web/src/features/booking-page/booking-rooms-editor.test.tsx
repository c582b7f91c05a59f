import type { BookingDetail } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingRoomsEditor, partRequest, seatsAfterDrop } from './booking-rooms-editor.tsx';

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

  it('moves a guest without dragging: a button opens a form to choose the bed (WCAG 2.5.7)', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'POST /api/bookings/b1/rooms/rb2/customers': () => ({ body: booking }) });
    renderWithApp(<BookingRoomsEditor booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Move Ana Diaz to another bed' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Ana Diaz' });
    await user.click(within(dialog).getByRole('combobox', { name: 'To' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    // Every other place, Ana's own not among them; a taken bed names who is in it.
    expect(options).toEqual(['Cabin 1, bed 2: empty bed', 'Cabin 2, bed 1: Bo Berg']);
    await user.click(screen.getByRole('option', { name: 'Cabin 2, bed 1: Bo Berg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ guests: ['ana'], version: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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

  it('adds a cabin on a liveaboard trip to a resort stay: the trip picked, its free cabins, one call', async () => {
    const user = userEvent.setup();
    const stay = {
      ...booking,
      type: 'resort',
      resort: 'coral',
      schedule: null,
      vessel: null,
      from: '2027-02-27',
      to: '2027-03-06',
      rooms: [{ ...booking.rooms[0], vessel: null, from: '2027-02-27', to: '2027-03-06' }],
    } as unknown as BookingDetail;
    const trip = {
      id: 's1',
      tourName: 'Northern reefs',
      vessel: 'manta',
      from: '2027-03-06',
      to: '2027-03-13',
      freeCabins: 3,
      freeBeds: 6,
    };
    const { calls } = mockFetch({
      'GET /api/schedule/booking': () => ({ body: { data: [trip], total: 1 } }),
      'GET /api/bookings/b1/cabins': () => ({
        body: [{ id: 'c7', name: 'Cabin 7', availableBeds: 2, freeBeds: [0, 1], free: true }],
      }),
      'POST /api/bookings/b1/rooms': () => ({ body: stay }),
    });
    renderWithApp(<BookingRoomsEditor booking={stay} />);
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Where' }));
    await user.click(screen.getByRole('option', { name: 'On a liveaboard trip (same booking)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Departure' }));
    await user.click(await screen.findByRole('option', { name: /Northern reefs/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Cabin' }));
    await user.click(await screen.findByRole('option', { name: 'Cabin 7 (sleeps 2)' }));
    expect(calls.filter((c) => c.url.includes('/cabins')).at(-1)?.url).toContain('schedule=s1');
    await user.click(within(dialog).getByRole('button', { name: 'Add cabin' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      room: 'c7',
      guests: [null],
      schedule: 's1',
      version: 3,
    });
  });
});

describe('partRequest', () => {
  const trip = {
    ...booking,
    type: 'vessel',
    schedule: 's1',
    resort: 'coral',
    rooms: [
      { ...booking.rooms[0], vessel: 'manta', from: '2027-03-06', to: '2027-03-13' },
      { ...booking.rooms[1], vessel: null, from: '2027-03-13', to: '2027-03-20' },
    ],
  } as unknown as BookingDetail;
  const none = { schedule: '', resort: '', from: '', to: '' };

  it("adds to a booking's stay for the stay's nights, and a new stay for the dates given", () => {
    expect(partRequest(trip, 'other', none)).toEqual({
      query: { resort: 'coral', from: '2027-03-13', to: '2027-03-20' },
      body: {},
      ready: true,
    });
    const plain = { ...trip, resort: null } as BookingDetail;
    expect(partRequest(plain, 'other', none).ready).toBe(false);
    expect(
      partRequest(plain, 'other', { schedule: '', resort: 'coral', from: '2027-03-13', to: '2027-03-16' }),
    ).toEqual({
      query: { resort: 'coral', from: '2027-03-13', to: '2027-03-16' },
      body: { dates: { from: '2027-03-13', to: '2027-03-16' } },
      ready: true,
    });
    expect(partRequest(plain, 'main', none)).toEqual({ query: {}, body: {}, ready: true });
  });
});
