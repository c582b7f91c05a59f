import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { navigateExternal } from '../../app/external-navigation.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BOOKING, BOOTSTRAP, bookingView, callsTo, TOKEN, WIDGET } from './online-fixtures.ts';
import { PaymentAbortedPage, PaymentSuccessPage } from './payment-return-pages.tsx';

vi.mock('../../app/external-navigation.ts', () => ({ navigateExternal: vi.fn() }));

beforeEach(() => vi.mocked(navigateExternal).mockReset());
afterEach(() => vi.unstubAllGlobals());

const SUCCESS = `/api/book/${BOOKING}/payment/success`;
const ABORTED = `/api/book/${BOOKING}/payment/aborted`;
const CHECKOUT = `/api/book/${BOOKING}/checkout`;
const eur = (amount: number) => ({ amount, currency: 'EUR' });

function renderAt(element: React.ReactElement, path: string, route: string) {
  return renderWithApp(element, {
    path,
    route,
    principal: undefined,
    session: { bootstrap: BOOTSTRAP, user: null, isLoggedIn: false },
  });
}

describe('PaymentSuccessPage', () => {
  it('waits for the payment to arrive and then says the booking is confirmed and paid', async () => {
    let answers = 0;
    const { calls } = mockFetch({
      // The provider's webhook comes a moment after the guest: the first answer is still unpaid.
      [`POST ${SUCCESS}`]: () => ({
        body:
          ++answers === 1
            ? bookingView()
            : bookingView({ state: 'confirmed', paid: eur(269000), open: eur(0), holdUntil: null }),
      }),
    });
    renderAt(
      <PaymentSuccessPage />,
      `/payment/success?booking=${BOOKING}&token=${TOKEN}&session=cs_test_1`,
      '/payment/success',
    );
    expect(await screen.findByTestId('success-heading')).toHaveTextContent(
      'Your payment for booking B-2030-0042 is being processed',
    );
    expect(screen.getByText('This takes a few seconds. Please keep this page open.')).toBeVisible();
    expect(callsTo(calls, 'POST', SUCCESS)[0].url).toBe(`${SUCCESS}?token=${TOKEN}`);
    expect(callsTo(calls, 'POST', SUCCESS)[0].body).toEqual({ session: 'cs_test_1' });

    await waitFor(
      () =>
        expect(screen.getByTestId('success-heading')).toHaveTextContent(
          'Thank you — booking B-2030-0042 is confirmed and paid',
        ),
      { timeout: 5000 },
    );
    expect(callsTo(calls, 'POST', SUCCESS)).toHaveLength(2);
    expect(screen.getByTestId('summary-paid')).toHaveTextContent('€2,690.00');
    expect(screen.getByTestId('summary-open')).toHaveTextContent('€0.00');
    // Confirmed: no more asking.
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(callsTo(calls, 'POST', SUCCESS)).toHaveLength(2);
  }, 15_000);

  it('says the link is incomplete without its token', async () => {
    const { calls } = mockFetch({});
    renderAt(<PaymentSuccessPage />, `/payment/success?booking=${BOOKING}`, '/payment/success');
    expect(await screen.findByText(/This link is not complete/)).toBeVisible();
    expect(callsTo(calls, 'POST', SUCCESS)).toHaveLength(0);
  });
});

describe('PaymentAbortedPage', () => {
  it('says until when the places are held and offers to pay again', async () => {
    const user = userEvent.setup();
    const holdUntil = new Date(Date.now() + 12 * 60_000);
    const { calls } = mockFetch({
      [`POST ${ABORTED}`]: () => ({ body: bookingView({ holdUntil: holdUntil.toISOString() }) }),
      [`POST ${CHECKOUT}`]: () => ({ body: { url: 'https://pay.example/cs_again' } }),
    });
    renderAt(
      <PaymentAbortedPage />,
      `/payment/aborted?booking=${BOOKING}&token=${TOKEN}`,
      '/payment/aborted',
    );
    const until = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(holdUntil);
    expect(await screen.findByTestId('aborted-heading')).toHaveTextContent(
      `Not paid; your places are held until ${until}`,
    );
    expect(callsTo(calls, 'POST', ABORTED)[0].url).toBe(`${ABORTED}?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Pay €807.00 now' }));
    await waitFor(() => expect(navigateExternal).toHaveBeenCalledWith('https://pay.example/cs_again'));
    expect(callsTo(calls, 'POST', CHECKOUT)[0].body).toEqual({ charge: 'deposit' });
  });

  it('starts again on the booking page once the hold has passed', async () => {
    const { calls } = mockFetch({
      [`POST ${ABORTED}`]: () => ({
        body: bookingView({ kind: 'resort', holdUntil: new Date(Date.now() - 60_000).toISOString() }),
      }),
      // The widget is gone by now: the page still shows the booking.
      [`GET /api/widget/${WIDGET}/public`]: () => ({
        status: 404,
        body: { description: 'NOT_FOUND', message: 'x' },
      }),
    });
    renderAt(
      <PaymentAbortedPage />,
      `/payment/aborted?booking=${BOOKING}&token=${TOKEN}&widget=${WIDGET}&lang=en`,
      '/payment/aborted',
    );
    expect(await screen.findByTestId('aborted-heading')).toHaveTextContent('Booking B-2030-0042 is not paid');
    expect(screen.getByText(/was not paid in time/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute(
      'href',
      `/book/resort?widget=${WIDGET}&lang=en`,
    );
    expect(callsTo(calls, 'POST', CHECKOUT)).toHaveLength(0);
  });
});
