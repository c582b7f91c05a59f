import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import {
  EXAMPLE_CALCULATION,
  NITROX,
  RESORT,
  ROOM_1,
  referenceHandlers,
  STANDARD,
} from '../../../test/fixtures/pricing.ts';
import { QuotePreview } from './quote-preview.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the quote preview', () => {
  it('posts the sample booking as a draft and explains every line of the answer', async () => {
    const { calls } = mockFetch({
      ...referenceHandlers(),
      'POST /api/book/booking/price': () => ({ body: EXAMPLE_CALCULATION }),
    });
    renderWithApp(<QuotePreview />);
    const user = userEvent.setup();
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Room type (1)' })).toHaveTextContent('Standard'),
      { timeout: 5000 },
    );
    fireEvent.change(screen.getByLabelText('Arrival'), { target: { value: '28.06.2027' } });
    fireEvent.change(screen.getByLabelText('Departure'), { target: { value: '03.07.2027' } });
    fireEvent.change(screen.getByLabelText('Booking date'), { target: { value: '10.01.2027' } });
    await user.type(screen.getByLabelText('Age 2'), '8');
    await user.click(screen.getByRole('combobox', { name: 'Add-ons' }));
    await user.click(await screen.findByRole('option', { name: 'Nitrox' }));
    await user.click(screen.getByRole('button', { name: 'Calculate price' }));

    const table = await screen.findByRole('table', { name: 'Calculation lines' });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      asset: { kind: 'resort', id: RESORT },
      rooms: [
        {
          roomType: STANDARD,
          room: ROOM_1,
          name: '101',
          beds: [
            { id: 'guest-1', name: 'Guest 1', permanentAge: null },
            { id: 'guest-2', name: 'Guest 2', permanentAge: 8 },
          ],
        },
      ],
      dates: { from: '2027-06-28', to: '2027-07-03' },
      bookingDate: '2027-01-10',
      source: 'direct',
      currency: 'EUR',
      addons: [{ supplement: NITROX, customers: ['guest-1', 'guest-2'] }],
    });

    expect(within(table).getByText('Resort 2027: Guest 1')).toBeVisible();
    expect(within(table).getByText('-€88.00')).toBeVisible();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('€792.00');
    expect(screen.getByText('Deposit €237.60 due 17.01.2027')).toBeVisible();
    expect(screen.getByText('Rest €554.40 due 29.05.2027')).toBeVisible();
    expect(screen.getByText(/Includes VAT 12 %: €84.86/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Why: Early bird' }));
    const reason = await screen.findByRole('group', { name: 'Why: Early bird' });
    expect(within(reason).getByRole('link', { name: 'Early bird' })).toHaveAttribute(
      'href',
      '/specials/77777777-7777-4777-8777-777777777777',
    );
    expect(within(reason).getByText('Days before travel ≥ 90')).toBeVisible();
    expect(within(reason).getByText('(was 169)')).toBeVisible();
    expect(within(reason).getByText('10 % of 880.00 EUR off')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Why: Resort 2027: Guest 1' }));
    const roomReason = await screen.findByRole('group', { name: 'Why: Resort 2027: Guest 1' });
    expect(within(roomReason).getByRole('link', { name: 'Resort 2027' })).toBeVisible();
    expect(within(roomReason).getByText('Low, High')).toBeVisible();
  }, 15_000);

  it('shows the server’s fx error instead of a calculation', async () => {
    mockFetch({
      ...referenceHandlers(),
      'POST /api/book/booking/price': () => ({
        status: 400,
        body: { error: 'Bad Request', message: 'fx error', statusCode: 400, description: 'FX_ERROR' },
      }),
    });
    renderWithApp(<QuotePreview />);
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Room type (1)' })).toHaveTextContent('Standard'),
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Calculate price' }));
    expect(await screen.findByText(/The exchange rate is invalid\./)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Calculation lines' })).toBeNull();
  }, 15_000);
});
