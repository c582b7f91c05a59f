import type { BookingDetail } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { RebookDialog } from './rebook-dialog.tsx';
import { SplitDialog, splitBody } from './split-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const guest = (customer: string, fullName: string, bed: number) => ({
  customer,
  fullName,
  bed,
  variant: null,
});
const booking = {
  id: 'b1',
  version: 4,
  bookingNo: '2027-00042',
  state: 'planned',
  type: 'vessel',
  from: '2027-03-06',
  to: '2027-03-13',
  schedule: 's1',
  vessel: 'v1',
  resort: null,
  currency: 'EUR',
  rooms: [
    { id: 'rb1', roomName: 'Cabin 3', guests: [guest('k1', 'Anna Berg', 0), guest('k2', 'Ben Berg', 1)] },
    { id: 'rb2', roomName: 'Suite', guests: [guest('k3', 'Cleo Lund', 0), guest('k4', 'Dan Lund', 1)] },
    { id: 'rb3', roomName: 'Cabin 4', guests: [null, null] },
  ],
  payments: [
    { id: 'p1', amount: 100000, currency: 'EUR', date: '2027-01-05' },
    { id: 'p2', amount: 50000, currency: 'EUR', date: '2027-01-06' },
  ],
} as unknown as BookingDetail;

/** On the booking's own page: opening another booking leaves this route. */
const here = { path: '/booking/b1', route: '/booking/b1' };

const trips = {
  data: [
    {
      id: 's1',
      tourName: 'Northern reefs',
      from: '2027-03-06',
      to: '2027-03-13',
      freeCabins: 0,
      freeBeds: 0,
    },
    {
      id: 's3',
      tourName: 'Northern reefs',
      from: '2027-04-03',
      to: '2027-04-10',
      freeCabins: 4,
      freeBeds: 8,
    },
  ],
  total: 2,
};

describe('RebookDialog', () => {
  it('rebooks a trip onto another departure and opens the new booking', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/schedule/booking': () => ({ body: trips }),
      'POST /api/bookings/b1/rebook/s3': () => ({
        status: 201,
        body: { ...booking, id: 'b2', bookingNo: '2027-00043' },
      }),
    });
    renderWithApp(<RebookDialog booking={booking} onClose={() => {}} />, here);
    const dialog = screen.getByRole('dialog', { name: 'Rebook 2027-00042' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Departure' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Northern reefs, 03.04.2027 – 10.04.2027 (4 cabins free)',
    ]);
    await user.click(options[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Rebook' }));
    await waitFor(() => expect(screen.getByTestId('navigated-away')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ keepPrice: false, version: 4 });
  });

  it('shows the server’s refusal in words when the cabin is taken on the new departure', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/schedule/booking': () => ({ body: trips }),
      'POST /api/bookings/b1/rebook/s3': () => ({
        status: 409,
        body: {
          statusCode: 409,
          description: 'ROOM_TAKEN',
          message: 'taken',
          params: { room: 'Cabin 3', from: '03.04.2027', to: '10.04.2027' },
        },
      }),
    });
    renderWithApp(<RebookDialog booking={booking} onClose={() => {}} />, { language: 'de' });
    const dialog = screen.getByRole('dialog', { name: '2027-00042 umbuchen' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Abfahrt' }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Umbuchen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cabin 3');
  });

  it('rebooks a resort stay to other dates', async () => {
    const user = userEvent.setup();
    const stay = { ...booking, type: 'resort', schedule: null, vessel: null, resort: 'r1' } as BookingDetail;
    const { calls } = mockFetch({
      'GET /api/schedule/booking': () => ({ body: { data: [], total: 0 } }),
      'POST /api/bookings/b1/rebook': () => ({ status: 201, body: { ...stay, id: 'b9' } }),
    });
    renderWithApp(<RebookDialog booking={stay} onClose={() => {}} />);
    const arrival = screen.getByLabelText('Arrival');
    fireEvent.change(arrival, { target: { value: '20.03.2027' } });
    const departure = screen.getByLabelText('Departure');
    fireEvent.change(departure, { target: { value: '18.03.2027' } });
    expect(screen.getByText('The departure must come after the arrival.')).toBeVisible();
    fireEvent.change(departure, { target: { value: '27.03.2027' } });
    await user.click(screen.getByRole('checkbox', { name: /Keep the price/ }));
    await user.click(screen.getByRole('button', { name: 'Rebook' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      keepPrice: true,
      version: 4,
      dates: { from: '2027-03-20', to: '2027-03-27' },
    });
  });
});

describe('SplitDialog', () => {
  it('builds parts from whole rooms, unnamed rooms staying with the first booking', () => {
    expect(splitBody(booking, { rb1: 0, rb2: 1 }, { p2: 1 }, 'divide')).toEqual({
      parts: [
        { customers: ['k1', 'k2'], payments: ['p1'] },
        { customers: ['k3', 'k4'], payments: ['p2'] },
      ],
      price: 'divide',
      version: 4,
    });
  });

  it('splits two couples into two bookings with the payments chosen', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'POST /api/bookings/b1/splitByCustomer': () => ({
        status: 201,
        body: {
          original: booking,
          bookings: [
            { ...booking, id: 'b5', bookingNo: '2027-00050' },
            { ...booking, id: 'b6' },
          ],
        },
      }),
    });
    renderWithApp(<SplitDialog booking={booking} onClose={() => {}} />, here);
    const dialog = screen.getByRole('dialog', { name: 'Split 2027-00042' });
    expect(within(dialog).queryByText(/Cabin 4/)).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: /01.2027 · €500.00/ }));
    await user.click(screen.getByRole('option', { name: 'Booking 2' }));
    await user.click(within(dialog).getByRole('radio', { name: /Price each booking anew/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Split' }));
    await waitFor(() => expect(screen.getByTestId('navigated-away')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      parts: [
        { customers: ['k1', 'k2'], payments: ['p1'] },
        { customers: ['k3', 'k4'], payments: ['p2'] },
      ],
      price: 'reprice',
      version: 4,
    });
  });

  it('cannot split when every room stays in one booking', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderWithApp(<SplitDialog booking={booking} onClose={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: /Suite/ }));
    await user.click(screen.getByRole('option', { name: 'Booking 1' }));
    expect(screen.getByRole('button', { name: 'Split' })).toBeDisabled();
  });
});
