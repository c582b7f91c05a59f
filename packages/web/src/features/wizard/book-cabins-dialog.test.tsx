import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { EXAMPLE_CALCULATION } from '../../../test/fixtures/pricing.ts';
import { BookCabinsDialog } from './book-cabins-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const trip = {
  id: 's1',
  vessel: 'v1',
  from: '2027-01-02',
  to: '2027-01-09',
  title: 'Komodo North · MV Manta',
};
const cabin = (id: string, name: string, beds = 2) => ({
  id,
  name,
  type: 'Cabin',
  vessel: 'v1',
  resort: null,
  roomType: null,
  deck: null,
  availableBeds: beds,
  blocked: false,
  freeBeds: Array.from({ length: beds }, (_, i) => i),
  free: true,
});
const anna = {
  id: 'k1',
  version: 1,
  createdAt: '',
  updatedAt: '',
  fullName: 'Anna Berg',
  contact: { email: 'anna@example.com', phone: '' },
};

function mockBooking(answer: { status: number; body: unknown }) {
  return mockFetch({
    'GET /api/rooms/available/v1': () => ({ body: [cabin('c1', 'Cabin 1'), cabin('c2', 'Cabin 2')] }),
    'GET /api/customer': () => ({ body: page([anna]) }),
    'POST /api/bookings': () => answer,
  });
}

async function chooseCabinAndGuest(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Book cabins' });
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Cabin 2 (2 beds)' }));
  const guests = within(dialog).getByRole('combobox', { name: 'Guests in Cabin 2' });
  await user.type(guests, 'ann');
  await user.click(await screen.findByRole('option', { name: /Anna Berg/ }));
  return dialog;
}

describe('BookCabinsDialog', () => {
  it('books the chosen cabin with its guests, state and note', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { calls } = mockBooking({
      status: 201,
      body: { id: 'b1', bookingNo: 'B-1001', rooms: [{ id: 'rb1' }] },
    });
    renderWithApp(<BookCabinsDialog trip={trip} onClose={() => {}} />);
    const dialog = await chooseCabinAndGuest(user);
    // The hooks an end-to-end test holds on to.
    expect(within(dialog).getByTestId('book-cabin-c2')).toBeChecked();
    expect(within(dialog).getByTestId('book-guests-c2')).toBeVisible();
    expect(within(dialog).getByTestId('book-cabins-submit')).toHaveTextContent('Book');
    await user.click(within(dialog).getByRole('combobox', { name: 'Booking state' }));
    await user.click(screen.getByRole('option', { name: 'Confirmed' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Vegetarian');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('Booking B-1001 with 1 cabin was created.')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/bookings');
    expect(post?.body).toEqual({
      schedule: 's1',
      rooms: [{ room: 'c2', guests: ['k1'] }],
      state: 'confirmed',
      // No country on Anna's record: the screen's language; the terms of the price list.
      language: 'en',
      termsOfPayment: null,
      note: 'Vegetarian',
    });
    expect(screen.getByRole('link', { name: 'Open booking' })).toHaveAttribute('href', '/booking/b1');
  });

  it('sends nothing without a cabin or without a guest', async () => {
    const user = userEvent.setup();
    const { calls } = mockBooking({ status: 201, body: {} });
    renderWithApp(<BookCabinsDialog trip={trip} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Book cabins' });
    await within(dialog).findByRole('checkbox', { name: 'Cabin 1 (2 beds)' });
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(within(dialog).getByText('Choose at least one cabin.')).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cabin 1 (2 beds)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(within(dialog).getByText('Choose at least one guest.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s words when the cabin was taken meanwhile', async () => {
    const user = userEvent.setup();
    mockBooking({
      status: 409,
      body: {
        error: 'Conflict',
        statusCode: 409,
        description: 'CONFLICT',
        message: 'Cabin 2 was booked by someone else in the meantime',
        path: '/api/bookings',
        method: 'POST',
        timestamp: '',
      },
    });
    renderWithApp(<BookCabinsDialog trip={trip} onClose={() => {}} />);
    const dialog = await chooseCabinAndGuest(user);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    const alert = await within(dialog).findByTestId('book-cabins-error');
    expect(alert).toHaveTextContent('Not booked');
    expect(alert).toHaveTextContent('Cabin 2 was booked by someone else in the meantime');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Book cabins' })).toBeVisible());
  });

  it('creates a new customer on the spot and adds them to the cabin', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/rooms/available/v1': () => ({ body: [cabin('c1', 'Cabin 1')] }),
      'GET /api/customer': () => ({ body: page([]) }),
      'POST /api/customer': () => ({ status: 201, body: { ...anna, id: 'k9', fullName: 'Ben Ott' } }),
    });
    renderWithApp(<BookCabinsDialog trip={trip} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Book cabins' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Cabin 1 (2 beds)' }));
    await user.click(within(dialog).getByRole('button', { name: 'New customer for Cabin 1' }));
    const form = within(dialog).getByRole('group', { name: 'New customer' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Ben');
    await user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Ott');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'ben@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Nationality/ }), 'de');
    await user.click(within(form).getByRole('button', { name: 'Create and add' }));
    expect(await within(dialog).findByRole('button', { name: 'Ben Ott' })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      masterData: { firstName: 'Ben', lastName: 'Ott', birthday: null, nationality: 'DE' },
      contact: { email: 'ben@example.com' },
      address: {},
      passport: {},
    });
  });

  it('shows the price and its due dates like the wizard, and books in the guest’s language with the terms chosen', async () => {
    const user = userEvent.setup();
    const terms = { id: '99999999-9999-4999-8999-999999999999', name: '30 % deposit', version: 1 };
    const { calls } = mockFetch({
      'GET /api/rooms/available/v1': () => ({ body: [cabin('c1', 'Cabin 1'), cabin('c2', 'Cabin 2')] }),
      'GET /api/customer': () => ({ body: page([{ ...anna, address: { country: 'AT' } }]) }),
      'GET /api/terms': () => ({ body: page([terms]) }),
      'POST /api/book/booking/price': () => ({ body: EXAMPLE_CALCULATION }),
      'POST /api/bookings': () => ({
        status: 201,
        body: { id: 'b1', bookingNo: 'B-1', rooms: [{ id: 'r' }] },
      }),
    });
    renderWithApp(<BookCabinsDialog trip={trip} onClose={() => {}} />);
    const dialog = await chooseCabinAndGuest(user);
    const quote = await within(dialog).findByTestId('wizard-quote-total');
    expect(quote).toHaveTextContent('€792.00');
    expect(within(dialog).getByTestId('quote-due')).toHaveTextContent('Deposit €237.60 due 17.01.2027');
    const asked = calls.find((call) => call.url.startsWith('/api/book/booking/price'))?.body;
    expect(asked).toMatchObject({
      asset: { kind: 'vessel', id: 'v1' },
      schedule: { id: 's1' },
      rooms: [{ room: 'c2', beds: [{ id: 'k1', addressCountry: 'AT' }] }],
    });
    // Anna lives in Austria: German, although the screen is English.
    expect(within(dialog).getByTestId('booking-language')).toHaveTextContent('German');
    await user.click(within(dialog).getByRole('combobox', { name: 'Terms of payment' }));
    await user.click(await screen.findByRole('option', { name: '30 % deposit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/bookings')).toBe(true));
    expect(calls.find((call) => call.url === '/api/bookings')?.body).toMatchObject({
      language: 'de',
      termsOfPayment: terms.id,
    });
  }, 30_000);
});
