import { screen, waitFor, within } from '@testing-library/react';
import type { OnlineBookingDraftInput } from '@seaberth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BOOTSTRAP, CABIN_1, calculation, callsTo, NORTH_TRIP } from './online-fixtures.ts';
import { PriceExplained } from './price-explained.tsx';

afterEach(() => vi.unstubAllGlobals());

const DRAFT: OnlineBookingDraftInput = {
  schedule: NORTH_TRIP,
  rooms: [{ room: CABIN_1, guests: 2 }],
  language: 'en',
};

/** The server's price: 10 % off as its own line when the friend's code is known. */
function priceHandler(call: { body: unknown }) {
  const { referralCode } = call.body as { referralCode?: string };
  if (referralCode === 'NOPE1234')
    return {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        description: 'VALIDATION_ERROR',
        message: 'There is no referral code like this: please check the spelling',
        fields: [
          {
            path: 'referralCode',
            message: 'There is no referral code like this: please check the spelling',
            code: 'referralUnknown',
          },
        ],
      },
    };
  const plain = calculation(269000);
  if (!referralCode) return { body: plain };
  const discount = { ...plain.entries[0]!, text: 'Friends of divers', type: 'special' as const };
  return {
    body: {
      ...plain,
      entries: [...plain.entries, { ...discount, amount: { amount: -26900, currency: 'EUR' } }],
      total: { amount: 242100, currency: 'EUR' },
      totals: [{ amount: 242100, currency: 'EUR' }],
    },
  };
}

const render = (referralCode: string) =>
  renderWithApp(<PriceExplained draft={DRAFT} referralCode={referralCode} />, {
    principal: undefined,
    session: { bootstrap: BOOTSTRAP, user: null, isLoggedIn: false },
  });

describe('the online booking’s price with a friend’s code', () => {
  it('shows the discount line and the lower total before the booking is made', async () => {
    const { calls } = mockFetch({ 'POST /api/book/booking/price': priceHandler });
    render('KM7QTX4W');
    const lines = await screen.findByRole('list', { name: 'Price lines' });
    expect(await within(lines).findByText('Friends of divers')).toBeVisible();
    expect(within(lines).getByText('-€269.00')).toBeVisible();
    expect(screen.getByTestId('online-price-total')).toHaveTextContent('€2,421.00');
    expect(screen.getByTestId('referral-applied')).toHaveTextContent(
      'Referral code KM7QTX4W: your discount is included.',
    );
    expect(callsTo(calls, 'POST', '/api/book/booking/price').map((c) => c.body)).toEqual([
      { ...DRAFT, referralCode: 'KM7QTX4W' },
    ]);
  });

  it('prices without a code the server refuses, and says why', async () => {
    const { calls } = mockFetch({ 'POST /api/book/booking/price': priceHandler });
    render('NOPE1234');
    expect(
      await screen.findByText(
        'The referral code NOPE1234 is not included: There is no referral code like this: please check the spelling',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('online-price-total')).toHaveTextContent('€2,690.00'));
    expect(screen.queryByTestId('referral-applied')).toBeNull();
    expect(callsTo(calls, 'POST', '/api/book/booking/price').at(-1)?.body).toEqual(DRAFT);
  });
});
