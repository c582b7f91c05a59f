import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import {
  AGENCIES,
  agency,
  BLUE,
  BOOKING,
  chooseAgency,
  CREDIT_LIMIT,
  posts,
  REEF,
} from '../../../test/fixtures/agencies.ts';
import { BookingPage } from './booking-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('The agency on the booking page', () => {
  it('shows on the booking page and changes, past the credit limit only when asked to', async () => {
    let tries = 0;
    const { calls } = mockFetch({
      'GET /api/bookings/b1': () => ({ body: { ...BOOKING, agency: BLUE } }),
      'GET /api/bookings/b1/history': () => ({ body: [] }),
      'GET /api/bookingcomment': () => ({ body: { data: [], total: 0 } }),
      [`GET /api/agency/${BLUE}`]: () => ({ body: agency(BLUE, 'Blue Water Travel') }),
      'GET /api/agency': () => ({ body: AGENCIES }),
      [`POST /api/bookings/b1/agency/${REEF}`]: () => {
        tries += 1;
        return tries === 1 ? CREDIT_LIMIT : { body: { ...BOOKING, agency: REEF, version: 4 } };
      },
    });
    renderWithApp(<BookingPage />, { path: '/booking/b1', route: '/booking/:id' });
    const fact = await screen.findByTestId('booking-agency');
    expect(await within(fact).findByRole('link', { name: 'Blue Water Travel' })).toHaveAttribute(
      'href',
      `/agency/${BLUE}`,
    );
    await userEvent.click(within(fact).getByRole('button', { name: 'Change' }));
    const dialog = await chooseAgency('Reef Resellers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Refused in the server's words, with the way past it for who may change bookings.
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Past the credit limit');
    expect(alert).toHaveTextContent(
      'Reef Resellers has a credit limit of €5,000.00; with this booking it would owe €7,500.00 (open now €4,000.00).',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Book past the limit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book past the limit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([
      [`/api/bookings/b1/agency/${REEF}`, { version: 3 }],
      [`/api/bookings/b1/agency/${REEF}`, { version: 3, overrideCreditLimit: true }],
    ]);
  });
});
