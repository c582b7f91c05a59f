import type { PosGuest } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { RoomBillButton } from './pos-bill-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const anna: PosGuest = {
  booking: 'b1',
  bookingNo: 'B-1042',
  roomBooking: 'rb1',
  roomName: 'Garden 4',
  customer: 'c-anna',
  fullName: 'Anna Berg',
  checkedIn: true,
  currency: 'EUR',
  open: 4550,
};

const currencies = () => ({
  body: page([
    { id: 'eur', code: 'EUR', decimals: 2, exchangeRate: '1', version: 1 },
    { id: 'usd', code: 'USD', decimals: 2, exchangeRate: '1.25', version: 1 },
  ]),
});

describe('RoomBillButton', () => {
  it('finds the guest with what is open, takes it by card at the till and says so', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/currency': currencies,
      'GET /api/pos/guests': () => ({ body: [anna] }),
      'POST /api/bookings/onsite/rb1/payment': () => ({
        status: 201,
        body: { id: 's1', kind: 'settlement', total: 4550, currency: 'EUR', lines: [], payments: [] },
      }),
    });
    renderWithApp(<RoomBillButton till="t-bar" />);
    await user.click(screen.getByRole('button', { name: 'Room bill' }));
    const dialog = await screen.findByTestId('pos-bill-dialog');
    expect(within(dialog).getByRole('button', { name: 'Choose the guest' })).toBeDisabled();
    await user.click(await within(dialog).findByText('Garden 4 — Anna Berg'));
    expect(within(dialog).getByText('Anna Berg, Garden 4 (B-1042): €45.50 open')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Take €45.50' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      till: 't-bar',
      kind: 'card',
      amount: 4550,
      customer: 'c-anna',
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('€45.50 paid on the bill of Garden 4.')).toBeVisible();
  });

  it('shows what the server refuses, and is not offered to a reader', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/currency': currencies,
      'GET /api/pos/guests': () => ({ body: [anna] }),
      'POST /api/bookings/onsite/rb1/payment': () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'currency: Cards are charged in EUR',
          fields: [{ path: 'currency', message: 'Cards are charged in EUR' }],
        },
      }),
    });
    const { unmount } = renderWithApp(<RoomBillButton till="t-bar" />);
    await user.click(screen.getByRole('button', { name: 'Room bill' }));
    const dialog = await screen.findByTestId('pos-bill-dialog');
    await user.click(await within(dialog).findByText('Garden 4 — Anna Berg'));
    await user.click(within(dialog).getByRole('button', { name: 'Take €45.50' }));
    expect(await within(dialog).findByText(/Cards are charged in EUR/)).toBeVisible();
    unmount();

    renderWithApp(<RoomBillButton till="t-bar" />, { principal: principalWith(['pos.read']) });
    expect(screen.queryByRole('button', { name: 'Room bill' })).toBeNull();
  });
});
