import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { BookingPreviewPage } from './booking-preview-page.tsx';
import { BOOTSTRAP, bookingView, callsTo } from './online-fixtures.ts';
import { BookPage } from './online-booking-pages.tsx';

afterEach(() => vi.unstubAllGlobals());

const LOOKUP = '/api/book/no/B-2030-0042';

describe('BookingPreviewPage', () => {
  it('finds a booking by its number and the booker’s e-mail, with the way to pay what is open', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${LOOKUP}`]: (call) =>
        call.url.includes('email=mia%40example.com')
          ? {
              body: bookingView({
                state: 'confirmed',
                holdUntil: null,
                paid: { amount: 80700, currency: 'EUR' },
              }),
            }
          : { status: 404, body: { description: 'NOT_FOUND', message: 'x' } },
    });
    renderWithApp(<BookingPreviewPage />, {
      path: '/book/preview',
      route: '/book/preview',
      principal: principalWith(['user']),
      session: { bootstrap: BOOTSTRAP },
    });
    const show = screen.getByRole('button', { name: 'Show booking' });
    await user.click(show);
    expect(screen.getByText('Please fill this in')).toBeVisible();
    expect(screen.getByText('E-mail must be valid')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Booking number/ }), 'B-2030-0042');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'tom@example.com');
    await user.click(show);
    expect(await screen.findByText('No booking has this number and e-mail address.')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: /E-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'mia@example.com');
    await user.click(show);
    expect(await screen.findByRole('region', { name: 'Booking B-2030-0042' })).toBeVisible();
    expect(callsTo(calls, 'GET', LOOKUP).at(-1)?.url).toBe(`${LOOKUP}?email=mia%40example.com`);
    expect(screen.getByTestId('summary-open')).toHaveTextContent('€2,690.00');
    expect(screen.getByRole('button', { name: 'Pay €807.00 now' })).toBeEnabled();
  });
});

describe('BookPage', () => {
  it('switches between a trip and a resort stay', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/book/vessel': () => ({ body: [] }),
    });
    renderWithApp(<BookPage />, {
      path: '/book',
      route: '/book',
      principal: principalWith(['user']),
      session: { bootstrap: BOOTSTRAP, features: { vessel: true, resort: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your trip' })).toBeVisible();
    expect(await screen.findByText('No trips can be booked online at the moment.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resort stay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
    expect(await screen.findByText('No stays can be booked online at the moment.')).toBeVisible();
  });

  it('offers only the kind the operator runs', async () => {
    mockFetch({ 'GET /api/book/vessel': () => ({ body: [] }) });
    renderWithApp(<BookPage />, {
      path: '/book',
      route: '/book',
      principal: principalWith(['user']),
      session: { bootstrap: BOOTSTRAP, features: { vessel: false, resort: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Trip' })).toBeNull();
  });
});
