import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { RentDialog } from './rent-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const ITEM = '11111111-1111-4111-8111-111111111111';
const BAR = '22222222-2222-4222-8222-222222222222';
const COUNTER = '33333333-3333-4333-8333-333333333333';
const ROOM = '44444444-4444-4444-8444-444444444444';
const GUEST = '55555555-5555-4555-8555-555555555555';
const tills = [
  { id: BAR, name: 'Bar', kind: 'bar' },
  { id: COUNTER, name: 'Rental counter', kind: 'rental' },
];
const guests = () => ({
  body: [
    {
      booking: '66666666-6666-4666-8666-666666666666',
      bookingNo: 'B-1001',
      roomBooking: ROOM,
      roomName: 'R1',
      customer: GUEST,
      fullName: 'Anna Berg',
      checkedIn: true,
    },
  ],
});
const rentals = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.split('?')[0].endsWith('/api/rental'));

describe('RentDialog', () => {
  it('rents the item to the chosen in-house guest at the rental counter', async () => {
    const user = userEvent.setup();
    const done = vi.fn();
    const { calls } = mockFetch({
      'GET /api/pos/guests': guests,
      'POST /api/rental': () => ({ status: 201, body: { id: 'r1' } }),
    });
    renderWithApp(
      <RentDialog item={{ id: ITEM, label: 'BCD 07' }} tills={tills} onDone={done} onClose={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Rent BCD 07' })).toBeVisible();
    // The rental counter is picked before the bar.
    expect(screen.getByRole('combobox', { name: 'Charged at till' })).toHaveTextContent('Rental counter');
    expect(screen.getByRole('button', { name: 'Choose a guest' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: /R1 — Anna Berg/ }));
    await user.click(screen.getByRole('button', { name: 'Rent to Anna Berg (R1)' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(rentals(calls).map((c) => c.body)).toEqual([
      { item: ITEM, roomBooking: ROOM, customer: GUEST, till: COUNTER },
    ]);
  });

  it('says why an item due for service is refused and stays open', async () => {
    const user = userEvent.setup();
    const done = vi.fn();
    mockFetch({
      'GET /api/pos/guests': guests,
      'POST /api/rental': () => ({
        status: 409,
        body: {
          error: 'Conflict',
          message: 'BCD 07 is due for service (2026-05-01) and cannot be rented',
          statusCode: 409,
          description: 'RENTAL_SERVICE_DUE',
          path: '/api/rental',
          method: 'POST',
          timestamp: new Date(0).toISOString(),
          params: { item: 'BCD 07', date: '2026-05-01' },
        },
      }),
    });
    renderWithApp(
      <RentDialog item={{ id: ITEM, label: 'BCD 07' }} tills={tills} onDone={done} onClose={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: /R1 — Anna Berg/ }));
    await user.click(screen.getByRole('button', { name: 'Rent to Anna Berg (R1)' }));
    expect(
      await screen.findByText('BCD 07 is due for service and cannot be rented until it has been serviced.'),
    ).toBeVisible();
    expect(done).not.toHaveBeenCalled();
  });
});
