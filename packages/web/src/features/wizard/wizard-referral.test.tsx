import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { EXAMPLE_CALCULATION } from '../../../test/fixtures/pricing.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { BookingWizardPage } from './booking-wizard-page.tsx';
import { ANNA, BOOTSTRAP, RESORT, ROOM_101, wizardHandlers } from './wizard-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const FRIENDS = 'f1111111-1111-4111-8111-111111111111';

const refused = {
  status: 400,
  body: {
    error: 'Bad Request',
    statusCode: 400,
    description: 'VALIDATION_ERROR',
    message: 'A guest cannot use their own referral code',
    fields: [
      { path: 'referralCode', message: 'A guest cannot use their own referral code', code: 'referralOwn' },
    ],
    path: '/api/referral/check',
    method: 'GET',
    timestamp: '',
  },
};

const stepTitle = () => screen.getByRole('heading', { level: 2 });
async function next(title: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepTitle()).toHaveTextContent(title));
}

describe('BookingWizardPage with a referral code', () => {
  it('checks a friend’s code for the guest, prices its special into the quote and books with it', async () => {
    const { calls } = mockFetch(
      wizardHandlers({
        'POST /api/book/booking/price': () => ({ body: EXAMPLE_CALCULATION }),
        'GET /api/referral/check': (call: RecordedCall) =>
          new URL(call.url, 'http://x').searchParams.get('code') === 'ANNA2027'
            ? refused
            : {
                body: {
                  id: 'r1',
                  code: 'KM7QTX4W',
                  referrer: { id: 'someone', fullName: 'Dora Diver' },
                  special: { id: FRIENDS, name: 'Friends of divers' },
                },
              },
        'POST /api/bookings': () => ({ status: 201, body: { id: 'b-new', bookingNo: 'B-1001', rooms: [] } }),
      }),
    );
    renderWithApp(<BookingWizardPage />, {
      path: `/booking/wizard?resort=${RESORT}&from=2027-03-01&to=2027-03-08&room=${ROOM_101}`,
      route: '/booking/wizard',
      session: { bootstrap: BOOTSTRAP },
      principal: principalWith(['bookings.create', 'bookings.update']),
    });
    await screen.findByRole('checkbox', { name: 'Room 101 (2 places)' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Guest 1 in Room 101' }), 'anna');
    await userEvent.click(await screen.findByRole('option', { name: /Anna Berg/ }));
    await next('Extras');
    await next('Who and how');

    const field = screen.getByRole('textbox', { name: 'Referral code' });
    await userEvent.type(field, 'anna2027');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('A guest cannot use their own referral code')).toBeVisible();
    const asked = calls.filter((c) => c.url.startsWith('/api/referral/check')).at(-1);
    expect(new URL(asked!.url, 'http://x').searchParams.get('customer')).toBe(ANNA);

    await userEvent.clear(field);
    await userEvent.type(field, 'km7qtx4w');
    expect(field).toHaveValue('KM7QTX4W');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Code of Dora Diver: Friends of divers is in the price')).toBeVisible();
    await waitFor(() => {
      const quoted = calls.filter((c) => c.url === '/api/book/booking/price').at(-1)?.body;
      expect(quoted).toMatchObject({ specials: [{ special: FRIENDS }] });
    });

    await next('Summary');
    await userEvent.click(screen.getByRole('button', { name: 'Create reservation' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/bookings')?.body;
    expect(sent).toMatchObject({ referralCode: 'KM7QTX4W' });
  }, 40_000);
});
