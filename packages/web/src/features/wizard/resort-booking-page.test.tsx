import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { ResortBookingPage } from './resort-booking-page.tsx';
import {
  ANNA,
  BOOTSTRAP,
  DELUXE,
  GARDEN,
  RESORT,
  ROOM_101,
  ROOM_102,
  ROOM_TAKEN,
  wizardHandlers,
} from './wizard-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function renderFastPath() {
  return renderWithApp(<ResortBookingPage />, {
    path: '/booking/resort',
    route: '/booking/resort',
    session: { bootstrap: BOOTSTRAP },
  });
}

interface QuoteBody {
  rooms: { roomType: string; beds: { id: string; permanentAge?: number }[] }[];
  dates: { from: string; to: string };
}

const quotes = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.method === 'POST' && c.url === '/api/book/booking/price')
    .map((c) => c.body as QuoteBody);

async function chooseStay() {
  fireEvent.change(screen.getByLabelText(/Arrival/), { target: { value: '01.03.2027' } });
  return screen.findByTestId(`wizard-type-${DELUXE}`);
}

describe('ResortBookingPage', () => {
  it('shows each room type with the party’s price and books a room with its guests', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(wizardHandlers());
    renderFastPath();
    expect(screen.getByRole('heading', { level: 1, name: 'New resort booking' })).toBeInTheDocument();

    const deluxe = await chooseStay();
    expect(deluxe).toHaveTextContent('Deluxe');
    expect(deluxe).toHaveTextContent('2 free rooms, 4 free places');
    await waitFor(() =>
      expect(within(deluxe).getByTestId('party-price')).toHaveTextContent('€792.00 for 2 adults'),
    );
    // One quote per room type: two adults in a Deluxe room for the seven nights.
    const deluxeQuote = quotes(calls).find((q) => q.rooms[0]?.roomType === DELUXE);
    expect(deluxeQuote?.dates).toEqual({ from: '2027-03-01', to: '2027-03-08' });
    expect(deluxeQuote?.rooms[0]?.beds).toHaveLength(2);
    expect(quotes(calls).some((q) => q.rooms[0]?.roomType === GARDEN)).toBe(true);

    // A child joins: priced as a child (at childMaxAge), the price line says so.
    const children = screen.getByRole('spinbutton', { name: 'Children' });
    await user.clear(children);
    await user.type(children, '1');
    await waitFor(() =>
      expect(within(deluxe).getByTestId('party-price')).toHaveTextContent('for 2 adults, 1 child'),
    );
    await waitFor(() =>
      expect(
        quotes(calls).some(
          (q) => q.rooms[0]?.roomType === DELUXE && q.rooms[0].beds.some((b) => b.permanentAge === 11),
        ),
      ).toBe(true),
    );

    // Room 101 takes the party as far as it can (two places); Anna and an empty bed.
    await user.click(within(deluxe).getByRole('checkbox', { name: 'Room 101 (2 places)' }));
    const card = screen.getByRole('region', { name: 'Room 101' });
    expect(within(card).getByRole('combobox', { name: 'Places in Room 101' })).toHaveTextContent('2 places');
    await user.type(within(card).getByRole('combobox', { name: 'Guest 1 in Room 101' }), 'anna');
    await user.click(await screen.findByRole('option', { name: /Anna Berg/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    const booked = calls.find((c) => c.method === 'POST' && c.url === '/api/bookings');
    expect(booked?.body).toEqual({
      resort: RESORT,
      dates: { from: '2027-03-01', to: '2027-03-08' },
      rooms: [{ room: ROOM_101, guests: [ANNA, null] }],
      state: 'confirmed',
      source: 'direct',
      bookingSource: null,
      category: null,
      currency: 'EUR',
      // Anna lives in Germany: her booking speaks German, whatever the screen's language.
      language: 'de',
      termsOfPayment: null,
      note: '',
      extras: { addons: [], specials: [] },
    });
  }, 30_000);

  it('sends nothing without a guest and explains a room taken meanwhile', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(wizardHandlers({ 'POST /api/bookings': () => ROOM_TAKEN }));
    renderFastPath();
    const deluxe = await chooseStay();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByTestId('resort-booking-issues')).toHaveTextContent('Choose at least one room.');
    await user.click(within(deluxe).getByRole('checkbox', { name: 'Room 102 (2 places)' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByTestId('resort-booking-issues')).toHaveTextContent('Name at least one guest.');
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/bookings')).toHaveLength(0);

    const card = screen.getByRole('region', { name: 'Room 102' });
    await user.type(within(card).getByRole('combobox', { name: 'Guest 1 in Room 102' }), 'anna');
    await user.click(await screen.findByRole('option', { name: /Anna Berg/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByTestId('resort-booking-error')).toHaveTextContent(
      'Room 101 is already taken for some nights between 01.03.2027 and 08.03.2027; nothing was changed.',
    );
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/bookings')[0]?.body).toMatchObject({
      rooms: [{ room: ROOM_102, guests: [ANNA, null] }],
    });
    expect(screen.queryByTestId('navigated-away')).toBeNull();
  }, 30_000);
});
