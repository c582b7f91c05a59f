import type { BookingDetail } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { BookingTravel, type Travel } from './booking-travel.tsx';

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: 'b1',
  version: 3,
  bookingNo: 'B-1001',
  state: 'confirmed',
  from: '2027-03-10',
  to: '2027-03-17',
} as unknown as BookingDetail;

const record = (over: Partial<Travel>): Travel =>
  ({
    id: 'ad1',
    version: 1,
    booking: 'b1',
    kind: 'arrival',
    date: '2027-03-10',
    time: '14:30',
    flight: 'QZ 7510',
    airport: 'DPS',
    transfer: true,
    note: 'Driver waits at gate 2',
    createdAt: '',
    updatedAt: '',
    ...over,
  }) as Travel;

describe('BookingTravel', () => {
  it('lists the booking’s arrivals in the product’s date format and adds one through the dialog', async () => {
    const user = userEvent.setup();
    let stored: Travel[] = [];
    const { calls } = mockFetch({
      'GET /api/arrivaldeparture': () => ({ body: { data: stored, total: stored.length } }),
      'POST /api/arrivaldeparture': (call) => {
        stored = [record({ ...(call.body as object), id: 'ad2' })];
        return { status: 201, body: stored[0] };
      },
    });
    renderWithApp(<BookingTravel booking={booking} canUpdate />);
    const section = await screen.findByRole('region', { name: 'Arrival and departure' });
    expect(await within(section).findByText('No arrival or departure entered yet.')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Add arrival or departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add arrival or departure' });
    // A new arrival starts on the booking's first day.
    expect(within(dialog).getByRole('textbox', { name: /Date/ })).toHaveValue('10.03.2027');
    await user.type(within(dialog).getByRole('textbox', { name: 'Time' }), '9:5');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Time' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Time' }), '14:30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Flight or means of travel' }), 'QZ 7510');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pick-up / transfer arranged' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      booking: 'b1',
      kind: 'arrival',
      date: '2027-03-10',
      time: '14:30',
      flight: 'QZ 7510',
      transfer: true,
    });
    const row = await within(section).findByTestId('travel-ad2');
    expect(row).toHaveTextContent('Arrival · 10.03.2027 · 14:30');
    expect(row).toHaveTextContent('QZ 7510 · transfer arranged');
  });

  it('changes a record with its version and deletes one only after confirming', async () => {
    const user = userEvent.setup();
    let stored = [record({})];
    const { calls } = mockFetch({
      'GET /api/arrivaldeparture': () => ({ body: { data: stored, total: stored.length } }),
      'POST /api/arrivaldeparture/ad1': (call) => {
        stored = [record({ ...(call.body as object), version: 2 })];
        return { body: stored[0] };
      },
      'DELETE /api/arrivaldeparture/ad1': () => {
        stored = [];
        return { status: 204 };
      },
    });
    renderWithApp(<BookingTravel booking={booking} canUpdate />);
    await screen.findByTestId('travel-ad1');

    await user.click(screen.getByRole('button', { name: 'Change Arrival 10.03.2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change arrival or departure' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Arrival or departure' }));
    await user.click(await screen.findByRole('option', { name: 'Departure' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url.endsWith('/api/arrivaldeparture/ad1'))?.body).toMatchObject({
      kind: 'departure',
      version: 1,
      booking: 'b1',
    });
    expect(await screen.findByText(/Departure · 10.03.2027/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Departure 10.03.2027' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete arrival or departure?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No arrival or departure entered yet.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the records without the buttons to whoever may only read bookings', async () => {
    mockFetch({ 'GET /api/arrivaldeparture': () => ({ body: { data: [record({})], total: 1 } }) });
    renderWithApp(<BookingTravel booking={booking} canUpdate={false} />, {
      principal: principalWith(['bookings.read']),
    });
    expect(await screen.findByTestId('travel-ad1')).toHaveTextContent('Driver waits at gate 2');
    expect(screen.queryByRole('button', { name: /Add arrival/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
