import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { navigateExternal } from '../../app/external-navigation.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookOnlinePage } from './online-booking-pages.tsx';
import {
  BOOKING,
  BOOTSTRAP,
  bookingHandlers,
  bookingView,
  CABIN_1,
  CABIN_2,
  callsTo,
  DEPARTURES,
  departure,
  HORIZON,
  MONTH,
  NITROX,
  NORTH_TOUR,
  NORTH_TRIP,
  TOKEN,
} from './online-fixtures.ts';

vi.mock('../../app/external-navigation.ts', () => ({ navigateExternal: vi.fn() }));

beforeEach(() => vi.mocked(navigateExternal).mockReset());
afterEach(() => vi.unstubAllGlobals());

const CREATE = '/api/book/booking/create';

function renderTrips(query = `?month=${MONTH}`) {
  return renderWithApp(<BookOnlinePage />, {
    path: `/book/online${query}`,
    route: '/book/online',
    principal: undefined,
    session: { bootstrap: BOOTSTRAP, user: null, isLoggedIn: false },
  });
}

/** Everything in a request body, however deep: the price the server computes must not be among it. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseTripAndCabin(user: User) {
  await user.click(await screen.findByRole('button', { name: 'MY Blue Horizon' }));
  await user.click(await screen.findByRole('button', { name: /Choose Red Sea North/ }));
  expect(await screen.findByTestId('step-label')).toHaveTextContent('Step 2 of 4: Choose your cabin');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Guests in Cabin 1' }), '2');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillDetails(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Mia');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Sand');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mia@example.com');
  await user.type(screen.getByRole('textbox', { name: 'First name of traveller 2' }), 'Tom');
  await user.type(screen.getByRole('textbox', { name: 'Last name of traveller 2' }), 'Sand');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

describe('BookOnlinePage', () => {
  it('books a trip from the month of departures to the checkout, the price always the server’s', async () => {
    const user = userEvent.setup();
    let creates = 0;
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    const { calls } = mockFetch({
      ...bookingHandlers(),
      // The first attempt is slow and then fails on the way (a proxy's 502); the retry must carry the same key.
      [`POST ${CREATE}`]: async () => {
        if (++creates > 1) return { status: 201, body: bookingView() };
        await firstAnswered;
        return { status: 502, body: { description: 'BAD_GATEWAY', message: 'Bad gateway' } };
      },
      [`POST /api/book/${BOOKING}/checkout`]: () => ({ body: { url: 'https://pay.example/session/cs_1' } }),
    });
    renderTrips();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your trip' })).toBeVisible();

    // Two vessels: the guest chooses one; its month of departures is asked for, one month at a time
    // (from a month before it, for the trips still at sea in it).
    await user.click(await screen.findByRole('button', { name: 'MY Blue Horizon' }));
    const north = await screen.findByTestId(`departure-${NORTH_TRIP}`);
    expect(north).toHaveTextContent('Red Sea North');
    expect(north).toHaveTextContent('7 nights');
    expect(north).toHaveTextContent('5 berths free · from €1,200.00');
    expect(callsTo(calls, 'GET', '/api/book/schedules').at(-1)?.url).toBe(
      `/api/book/schedules?vessel=${HORIZON}&from=2030-01-29&to=2030-04-01`,
    );
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/book/schedules').at(-1)?.url).toContain(
        'from=2030-03-01&to=2030-05-01',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    // The day a trip starts on is a shortcut to it.
    await user.click(
      await screen.findByRole(
        'button',
        { name: /Saturday, March 9, 2030: Red Sea North departs/ },
        { timeout: 5000 },
      ),
    );

    // Cabins of the departure, each with its free berths and price per guest.
    expect(await screen.findByTestId('step-label')).toHaveTextContent('Step 2 of 4: Choose your cabin');
    const cabin = await screen.findByTestId(`room-${CABIN_1}`);
    expect(cabin).toHaveTextContent('2 of 2 berths free');
    expect(cabin).toHaveTextContent('€1,300.00 per guest');
    expect(callsTo(calls, 'GET', '/api/book/rooms').at(-1)?.url).toBe(
      `/api/book/rooms?schedule=${NORTH_TRIP}&lang=en`,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    const guests = screen.getByRole('combobox', { name: 'Guests in Cabin 1' });
    expect(within(guests).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(guests, '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Extras and the price explained, asked again when the choice changes.
    await user.click(await screen.findByRole('button', { name: 'One Nitrox more' }));
    expect(screen.getByTestId('quantity-Nitrox')).toHaveTextContent('1');
    await waitFor(() => expect(screen.getByTestId('online-price-total')).toHaveTextContent('€2,690.00'));
    expect(screen.getByText('Deposit €807.00 due 15.01.2030')).toBeVisible();
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/book/booking/price').at(-1)?.body).toEqual({
        schedule: NORTH_TRIP,
        rooms: [{ room: CABIN_1, guests: 2 }],
        addons: [{ addon: NITROX, quantity: 1 }],
        products: [],
        language: 'en',
      }),
    );
    const priced = callsTo(calls, 'POST', '/api/book/booking/price').at(-1);
    expect(priced?.headers.get('X-Price-Language')).toBe('en');
    expect(priced?.headers.get('X-Price-Timezone-Offset')).toMatch(/^-?\d+$/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Details: nothing is sent before every field is right.
    const book = await screen.findByRole('button', { name: 'Book and pay by card' }, { timeout: 5000 });
    await user.click(book);
    expect(await screen.findAllByText('Please fill this in')).toHaveLength(4);
    expect(screen.getByText('Please accept the terms to book.')).toBeVisible();
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-a-mail');
    await user.click(book);
    expect(await screen.findByText('E-mail must be valid')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await fillDetails(user);

    // A double click books once; the failed attempt is retried with the same key.
    await user.dblClick(book);
    await waitFor(() => expect(book).toBeDisabled());
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(1);
    answerFirst();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Bad gateway/);
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(1);
    await user.click(book);
    expect(await screen.findByTestId('booking-number')).toHaveTextContent(
      'Booking B-2030-0042 is reserved for you',
    );
    const [first, second] = callsTo(calls, 'POST', CREATE).map(
      (call) => call.body as Record<string, unknown>,
    );
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(2);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(String(second.idempotencyKey).length).toBeGreaterThanOrEqual(8);
    expect(second).toEqual({
      draft: {
        schedule: NORTH_TRIP,
        rooms: [{ room: CABIN_1, guests: 2 }],
        addons: [{ addon: NITROX, quantity: 1 }],
        products: [],
        language: 'en',
      },
      booker: { firstName: 'Mia', lastName: 'Sand', email: 'mia@example.com', phone: '', country: '' },
      guests: [
        { firstName: 'Mia', lastName: 'Sand' },
        { firstName: 'Tom', lastName: 'Sand' },
      ],
      note: '',
      acceptTerms: true,
      idempotencyKey: first.idempotencyKey,
      payment: 'card',
    });
    for (const call of [
      ...callsTo(calls, 'POST', CREATE),
      ...callsTo(calls, 'POST', '/api/book/booking/price'),
    ])
      expect(keysOf(call.body).filter((key) => /price|amount|total/i.test(key))).toEqual([]);

    // Held while paying; the deposit or everything, then off to the provider.
    expect(screen.getByRole('timer')).toHaveTextContent(/Your places are held for (29|30):\d\d/);
    expect(screen.getByRole('radio', { name: 'Pay the deposit: €807.00' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Pay everything: €2,690.00' }));
    await user.click(screen.getByRole('button', { name: 'Pay €2,690.00 now' }));
    await waitFor(() => expect(navigateExternal).toHaveBeenCalledWith('https://pay.example/session/cs_1'));
    const checkout = callsTo(calls, 'POST', `/api/book/${BOOKING}/checkout`);
    expect(checkout).toHaveLength(1);
    expect(checkout[0].url).toBe(`/api/book/${BOOKING}/checkout?token=${TOKEN}`);
    expect(checkout[0].body).toEqual({ charge: 'full' });
  }, 20_000);

  it('sends the guest back to the cabins at once when one was taken meanwhile', async () => {
    const user = userEvent.setup();
    let creates = 0;
    const { calls } = mockFetch({
      ...bookingHandlers(),
      [`POST ${CREATE}`]: () =>
        ++creates === 1
          ? {
              status: 409,
              body: { statusCode: 409, description: 'ROOM_TAKEN', message: 'Cabin 1 is already taken' },
            }
          : { status: 201, body: bookingView({ rooms: [{ name: 'Cabin 2', guests: 1 }] }) },
    });
    renderTrips();
    await chooseTripAndCabin(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillDetails(user);
    const roomCalls = callsTo(calls, 'GET', '/api/book/rooms').length;
    await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, a cabin you chose was booked by someone else a moment ago. Nothing was booked; please choose again.',
    );
    expect(screen.getByTestId('step-label')).toHaveTextContent('Step 2 of 4: Choose your cabin');
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/book/rooms').length).toBeGreaterThan(roomCalls));
    expect(screen.getByRole('combobox', { name: 'Guests in Cabin 1' })).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    // Another cabin, and the details typed before are still there.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Guests in Cabin 2' }), '1');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
    expect(await screen.findByTestId('booking-number')).toBeVisible();
    const [taken, booked] = callsTo(calls, 'POST', CREATE).map(
      (call) => call.body as Record<string, unknown>,
    );
    expect((booked.draft as { rooms: unknown }).rooms).toEqual([{ room: CABIN_2, guests: 1 }]);
    expect(booked.guests).toEqual([{ firstName: 'Mia', lastName: 'Sand' }]);
    // A new attempt after nothing was booked: a new key.
    expect(booked.idempotencyKey).not.toBe(taken.idempotencyKey);
  }, 20_000);

  it('shows the server’s refusal at the fields it names, the rest above the button', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...bookingHandlers(),
      [`POST ${CREATE}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          description: 'VALIDATION_ERROR',
          message: 'Validation failed',
          fields: [
            { path: 'guests.1.lastName', message: 'Required' },
            { path: 'guests', message: 'Name every traveller' },
          ],
        },
      }),
    });
    renderTrips();
    await chooseTripAndCabin(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
    const traveller = await screen.findByRole('group', { name: 'Traveller 2' });
    expect(await within(traveller).findByText('Please fill this in')).toBeVisible();
    expect(screen.getByText('Name every traveller')).toBeVisible();
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(1);
  }, 20_000);

  it('tells the guest in words why the limits on unpaid bookings refused one', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...bookingHandlers(),
      [`POST ${CREATE}`]: () => ({
        status: 429,
        body: {
          statusCode: 429,
          description: 'ONLINE_HOLDS_LIMIT',
          message: 'You hold 2 unpaid bookings already',
          params: { max: 2 },
        },
      }),
    });
    renderTrips();
    await chooseTripAndCabin(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have 2 bookings waiting for payment. Please pay one of them, or wait until its reservation ends, before you book again.',
    );
  }, 20_000);

  it('says the payment details come by e-mail when the booking cannot be paid online', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...bookingHandlers(),
      [`POST ${CREATE}`]: () => ({ status: 201, body: bookingView({ canPayOnline: false }) }),
    });
    renderTrips();
    await chooseTripAndCabin(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
    expect(await screen.findByText('We will send you the payment details by e-mail.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(callsTo(calls, 'POST', `/api/book/${BOOKING}/checkout`)).toHaveLength(0);
  }, 20_000);

  it('marks the first days of a month on board while a trip of the month before is still at sea', async () => {
    const user = userEvent.setup();
    const late = departure(
      'f4444444-4444-4444-8444-444444444444',
      { id: NORTH_TOUR, name: 'February Wrecks' },
      '2030-02-26',
      '2030-03-05',
    );
    mockFetch({ ...bookingHandlers(), 'GET /api/book/schedules': () => ({ body: [late, ...DEPARTURES] }) });
    renderTrips();
    await user.click(await screen.findByRole('button', { name: 'MY Blue Horizon' }));
    const calendar = await screen.findByRole('grid');
    expect(
      await within(calendar).findByRole('button', { name: 'Friday, March 1, 2030: on board, no departure' }),
    ).toBeVisible();
    expect(
      within(calendar).getByRole('button', { name: 'Monday, March 4, 2030: on board, no departure' }),
    ).toBeVisible();
    expect(
      within(calendar).getByRole('button', { name: 'Tuesday, March 5, 2030: no departure' }),
    ).toBeVisible();
    // It embarked in February: March's list does not offer it.
    expect(screen.queryByText('February Wrecks')).toBeNull();
  });
});
