import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookResortV2Page } from './online-booking-pages.tsx';
import { BOOTSTRAP, bookingHandlers, callsTo, DOUBLE, LAGOON, MONTH, ROOM_7 } from './online-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function renderResort() {
  return renderWithApp(<BookResortV2Page />, {
    path: `/book/resort-v2?month=${MONTH}`,
    route: '/book/resort-v2',
    principal: undefined,
    session: { bootstrap: BOOTSTRAP, user: null, isLoggedIn: false },
  });
}

// Each day's name is read from its content (number, spoken date, price): computing it for a month takes jsdom a while.
const day = (name: RegExp) => screen.findByRole('button', { name }, { timeout: 5000 });

describe('BookResortV2Page', () => {
  it('picks arrival and departure on the month of nights, then books a free room on one page', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(bookingHandlers());
    renderResort();

    // The only resort is taken at once; its nights come a month at a time with free rooms and prices.
    const tenth = await day(/Sunday, March 10, 2030: 2 rooms free, from €150 per night$/);
    expect(callsTo(calls, 'GET', '/api/book/roomTypes')[0].url).toBe(
      `/api/book/roomTypes?resort=${LAGOON}&from=2030-03-01&to=2030-04-01&lang=en`,
    );
    expect(tenth).toHaveTextContent(/^10$/);
    expect(tenth.parentElement).toHaveTextContent('10€150');
    expect(await day(/Tuesday, March 12, 2030: fully booked$/)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('stay-hint')).toHaveTextContent('Tap your day of arrival.');

    // A stay across the full night is refused; the full day itself may be the day of departure.
    await user.click(tenth);
    expect(screen.getByTestId('stay-hint')).toHaveTextContent(
      'Arrival 10.03.2030. Now tap your day of departure.',
    );
    const twelfth = await day(/Tuesday, March 12, 2030: can be your day of departure$/);
    expect(twelfth).toHaveAttribute('aria-disabled', 'false');
    await user.click(await day(/Thursday, March 14/));
    expect(screen.getByText(/No room is free for every night of these dates/)).toBeVisible();
    expect(callsTo(calls, 'GET', '/api/book/rooms')).toHaveLength(0);
    await user.click(twelfth);
    expect(screen.getByTestId('stay-hint')).toHaveTextContent('10.03.2030 – 12.03.2030: 2 nights');
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/book/rooms').at(-1)?.url).toBe(
        `/api/book/rooms?resort=${LAGOON}&from=2030-03-10&to=2030-03-12&lang=en`,
      ),
    );

    // Another stay: arrival on the 3rd, departure on the 7th.
    await user.click(await day(/Sunday, March 3,/));
    await user.click(await day(/Thursday, March 7,/));
    expect(screen.getByTestId('stay-hint')).toHaveTextContent('03.03.2030 – 07.03.2030: 4 nights');
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/book/rooms').at(-1)?.url).toBe(
        `/api/book/rooms?resort=${LAGOON}&from=2030-03-03&to=2030-03-07&lang=en`,
      ),
    );
    expect(callsTo(calls, 'GET', '/api/book/addons').at(-1)?.url ?? '').toBe('');

    // The rooms section follows on the same page; choosing one shows extras, price and details.
    // A resort's rooms come by their type's public name, numbered, never by the room's own name.
    const type = await screen.findByTestId(`room-type-${DOUBLE}`);
    expect(type).toHaveTextContent('For up to 2 guests');
    expect(type).toHaveTextContent('€600.00 per guest for 4 nights');
    expect(type).not.toHaveTextContent('Room 7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Guests in Double cabin, Room 1' }), '2');
    expect(await screen.findByRole('region', { name: 'Your price' })).toBeVisible();
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/book/addons').at(-1)?.url).toBe(
        `/api/book/addons?resort=${LAGOON}&from=2030-03-03&to=2030-03-07`,
      ),
    );
    expect(callsTo(calls, 'GET', '/api/book/products').at(-1)?.url).toBe(
      `/api/book/products?asset=${LAGOON}`,
    );
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/book/booking/price').at(-1)?.body).toEqual({
        resort: LAGOON,
        dates: { from: '2030-03-03', to: '2030-03-07' },
        rooms: [{ room: ROOM_7, guests: 2 }],
        addons: [],
        products: [],
        language: 'en',
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Book and pay by card' }, { timeout: 5000 }),
    ).toBeEnabled();
  }, 40_000);
});
