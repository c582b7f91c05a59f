import type { BookingDetail } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingEditDialog } from './booking-edit-dialog.tsx';
import { CopyBookingDialog, DeleteBookingDialog, RevertDialog } from './booking-life-dialogs.tsx';

afterEach(() => vi.unstubAllGlobals());

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
  language: 'en',
  note: '',
  bookingSource: null,
  category: null,
  optionUntil: null,
  previousState: null,
  rooms: [],
  payments: [],
  references: [],
} as unknown as BookingDetail;

const stay = { ...booking, type: 'resort', schedule: null, vessel: null, resort: 'r1' } as BookingDetail;

/** On the booking's own page: opening another booking leaves this route. */
const here = { path: '/booking/b1', route: '/booking/b1' };

const trips = {
  data: [
    {
      id: 's1',
      tourName: 'Northern reefs',
      from: '2027-03-06',
      to: '2027-03-13',
      freeCabins: 2,
      freeBeds: 4,
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

const refusal = (description: string, params: Record<string, string>) => ({
  status: 409,
  body: { statusCode: 409, description, message: 'server words', params },
});

describe('CopyBookingDialog', () => {
  it('copies a trip booking onto another departure of the same vessel and opens the copy', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/schedule/booking': () => ({ body: trips }),
      'POST /api/bookings/b1/copy': () => ({
        status: 201,
        body: { ...booking, id: 'b7', bookingNo: '2027-00077', state: 'draft' },
      }),
    });
    renderWithApp(<CopyBookingDialog booking={booking} onClose={() => {}} />, here);
    const dialog = screen.getByRole('dialog', { name: 'Copy 2027-00042' });
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Departure' }));
    const options = await screen.findAllByRole('option');
    // The booking's own departure is not offered: the copy would want the same beds.
    expect(options.map((o) => o.textContent)).toEqual([
      'Northern reefs, 03.04.2027 – 10.04.2027 (4 cabins free)',
    ]);
    const list = calls.find((c) => c.url.includes('/api/schedule/booking'));
    expect(new URL(list!.url, 'http://x').searchParams.get('filter')).toBe('{"vessel":"v1"}');
    await user.click(options[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByTestId('navigated-away')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ schedule: 's3' });
  });

  it('copies a resort stay to other dates', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'POST /api/bookings/b1/copy': () => ({ status: 201, body: { ...stay, id: 'b8' } }),
    });
    renderWithApp(<CopyBookingDialog booking={stay} onClose={() => {}} />, here);
    const departure = screen.getByLabelText('Departure');
    fireEvent.change(departure, { target: { value: '01.03.2027' } });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    fireEvent.change(departure, { target: { value: '20.03.2027' } });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByTestId('navigated-away')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      dates: { from: '2027-03-06', to: '2027-03-20' },
    });
  });
});

describe('DeleteBookingDialog', () => {
  it('sends the version it saw and words a refusal because of payments', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { calls } = mockFetch({
      'DELETE /api/bookings/b1': () => refusal('MONEY_ON_BOOKING', { bookingNo: '2027-00042' }),
    });
    renderWithApp(<DeleteBookingDialog booking={booking} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete 2027-00042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Booking 2027-00042 has payments, so this is not possible: refund them first (or cancel the booking instead of deleting it).',
    );
    expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('/api/bookings/b1?version=4');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('RevertDialog', () => {
  it('does not guess a state when the booking does not know its previous one', () => {
    mockFetch({});
    renderWithApp(<RevertDialog booking={{ ...booking, state: 'freed' }} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Revert 2027-00042?' })).toHaveTextContent(
      'The booking takes back the state it had before',
    );
  });
});

describe('BookingEditDialog', () => {
  it('words a refusal of the state in the operator’s language', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/bookingsource': () => ({ body: { data: [], total: 0 } }),
      'GET /api/bookingcategory': () => ({ body: { data: [], total: 0 } }),
      'POST /api/bookings/b1': () => refusal('ACTION_NOT_ALLOWED', { state: 'aborted', action: 'edit' }),
    });
    renderWithApp(<BookingEditDialog booking={booking} onClose={() => {}} />, { language: 'de' });
    const dialog = screen.getByRole('dialog', { name: '2027-00042 bearbeiten' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Im Zustand „Storniert“ ist „Bearbeiten“ nicht möglich.',
    );
  });
});
