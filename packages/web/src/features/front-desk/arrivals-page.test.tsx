import type { ArrivalDepartureDay } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import type { Bootstrap } from '../../api/bootstrap.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { ArrivalsPage } from './arrivals-page.tsx';
import { arrivingAnna, leavingCarl, twoDays } from '../../../test/fixtures/front-desk.ts';
import { keepAllStyles } from '../../../test/emotion-styles.ts';

// This file asserts styles beyond what decides visibility: the open amount is shown in red.
keepAllStyles();

const LIST = 'GET /api/arrivaldeparture/date/r1/2027-01-04/2027-01-05';

const bootstrap: Bootstrap = {
  assets: [
    { id: 'v1', name: 'Manta', type: 'vessel' },
    { id: 'r1', name: 'Coral Bay', type: 'resort' },
    { id: 'r2', name: 'Reef Lodge', type: 'resort' },
  ],
  checkInMode: 'booking',
};

function open(options: { bootstrap?: Bootstrap; path?: string } = {}) {
  return renderWithApp(<ArrivalsPage />, {
    path: options.path ?? '/resort/dates',
    route: '/resort/dates',
    session: { bootstrap: options.bootstrap ?? bootstrap },
  });
}

const lists = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/arrivaldeparture/'));
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  // Monday 4 January 2027, 10:00 on the operator's clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 0, 4, 10, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function day(date: string) {
  return screen.getByTestId(`desk-day-${date}`);
}

describe('ArrivalsPage', () => {
  it('lists the arrivals and departures of today and tomorrow at the first resort', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ [LIST]: () => ({ body: twoDays }) });
    open();

    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, 04.01.2027' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday, 05.01.2027' })).toBeVisible();
    expect(lists(calls).map((call) => call.url)).toEqual([
      '/api/arrivaldeparture/date/r1/2027-01-04/2027-01-05',
    ]);
    expect(screen.getByRole('combobox', { name: 'Resort' })).toHaveTextContent('Coral Bay');

    const monday = day('2027-01-04');
    const arrivals = within(monday).getByRole('table', { name: 'Arrivals (2)' });
    const anna = within(arrivals).getByRole('row', { name: /B-1001/ });
    expect(within(anna).getByRole('link', { name: 'B-1001' })).toHaveAttribute('href', '/booking/b1');
    expect(anna).toHaveTextContent('Anna Berg');
    expect(anna).toHaveTextContent('Room 101');
    expect(anna).toHaveTextContent('Anna Berg, Ben Berg');
    expect(anna).toHaveTextContent('14:30 · EK 42');
    expect(anna).toHaveTextContent('Reservation');
    const openMoney = within(anna).getByText('€3,500.00');
    // Money still open is in the theme's error red; a paid booking's is not.
    expect(openMoney).toHaveStyle({ color: 'rgb(198, 40, 40)' });
    expect(within(anna).getByRole('button', { name: 'Check in booking B-1001' })).toBeEnabled();

    // The warning tells which guest lacks what, and the places nobody is named for.
    const missing = within(anna).getByText('2 missing');
    await user.hover(missing);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Anna Berg: passport');
    expect(tooltip).toHaveTextContent('Room 101: 1 place without a guest name');
    expect(tooltip).not.toHaveTextContent('Ben Berg');

    const frank = within(arrivals).getByRole('row', { name: /B-1003/ });
    expect(frank).toHaveTextContent('Checked in 09:15');
    expect(within(frank).getByText('€0.00')).not.toHaveStyle({ color: 'rgb(198, 40, 40)' });
    expect(within(frank).queryByRole('button')).toBeNull();

    const departures = within(monday).getByRole('table', { name: 'Departures (1)' });
    expect(within(departures).getByRole('row', { name: /B-0990/ })).toHaveTextContent('Carl Dorn');
    expect(within(departures).getByRole('button', { name: 'Check out booking B-0990' })).toBeVisible();

    const tuesday = day('2027-01-05');
    expect(within(tuesday).getByText('No arrivals')).toBeVisible();
    expect(within(tuesday).queryByRole('table', { name: /Arrivals/ })).toBeNull();
    expect(within(tuesday).getByRole('table', { name: 'Departures (1)' })).toHaveTextContent(
      'Room 103, Room 104',
    );
  });

  it('reads the resort and the days from the address and keeps a new choice there', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/arrivaldeparture/date/r2/2027-01-10/2027-01-10': () => ({
        body: [{ date: '2027-01-10', arrivals: [], departures: [] }] satisfies ArrivalDepartureDay[],
      }),
      'GET /api/arrivaldeparture/date/r2/2027-01-04/2027-01-10': () => ({ body: [] }),
      'GET /api/arrivaldeparture/date/r2/2027-01-04/2027-01-04': () => ({ body: [] }),
    });
    open({ path: '/resort/dates?resort=r2&from=2027-01-10&to=2027-01-10' });
    expect(await screen.findByText('No departures')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Resort' })).toHaveTextContent('Reef Lodge');

    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(lists(calls)).toHaveLength(2));
    expect(lists(calls)[1]?.url).toBe('/api/arrivaldeparture/date/r2/2027-01-04/2027-01-10');
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(lists(calls)).toHaveLength(3));
    expect(lists(calls)[2]?.url).toBe('/api/arrivaldeparture/date/r2/2027-01-04/2027-01-04');
  });

  it('checks a booking in with the version it shows, then reads the list again', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [LIST]: () => ({ body: twoDays }),
      'POST /api/bookings/b1/checkin': () => ({ body: { id: 'b1' } }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Check in booking B-1001' }));
    // Anna's passport and a guest's name are missing: the desk says so before it checks in.
    const dialog = screen.getByRole('dialog', { name: 'Booking B-1001: guest data is missing' });
    expect(dialog).toHaveTextContent('Anna Berg: passport');
    expect(dialog).toHaveTextContent('1 place without a guest name');
    expect(within(dialog).getByRole('link', { name: 'Fill in guest data' })).toHaveAttribute(
      'href',
      '/booking/b1',
    );
    expect(posts(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Check in anyway' }));

    await waitFor(() => expect(lists(calls)).toHaveLength(2));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({ version: 3 });
    expect(await screen.findByText('Booking B-1001 is checked in.')).toBeVisible();
  });

  it('gives the focus to what was done when the button it had goes (a keyboard user stays on the line)', async () => {
    const user = userEvent.setup();
    let checkedIn = false;
    const after: ArrivalDepartureDay[] = [
      {
        ...twoDays[0]!,
        arrivals: [
          {
            ...arrivingAnna,
            rooms: arrivingAnna.rooms.map((room) => ({ ...room, checkIn: '2027-01-04T10:00:00' })),
          },
          ...twoDays[0]!.arrivals.slice(1),
        ],
      },
      twoDays[1]!,
    ];
    mockFetch({
      [LIST]: () => ({ body: checkedIn ? after : twoDays }),
      'POST /api/bookings/b1/checkin': () => {
        checkedIn = true;
        return { body: { id: 'b1' } };
      },
    });
    open();
    const button = await screen.findByRole('button', { name: 'Check in booking B-1001' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Booking B-1001: guest data is missing' });
    await user.click(within(dialog).getByRole('button', { name: 'Check in anyway' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Checked in 10:00$/));
  });

  it('checks out on the booked day at once, keeping the price', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [LIST]: () => ({ body: twoDays }),
      'POST /api/bookings/b0/checkout': () => ({ body: { id: 'b0' } }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Check out booking B-0990' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)[0]?.body).toEqual({ keepPrice: true, version: 7 });
  });

  it('warns of an open balance at check-out, takes the payment there and then checks out', async () => {
    const user = userEvent.setup();
    const owing = { ...leavingCarl, total: 117_850, paid: 100_000, open: 17_850 };
    const { calls } = mockFetch({
      [LIST]: () => ({ body: [{ ...twoDays[0]!, departures: [owing] }, twoDays[1]!] }),
      'POST /api/bookings/b0/payment': () => ({ status: 201, body: { id: 'p9' } }),
      'GET /api/bookings/etag/b0': () => ({ body: { version: 8 } }),
      'POST /api/bookings/b0/checkout': () => ({ body: { id: 'b0' } }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Check out booking B-0990' }));
    const warning = screen.getByRole('dialog', { name: 'Booking B-0990: money is still open' });
    expect(warning).toHaveTextContent('€178.50 is still open on this booking.');
    expect(posts(calls)).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'Take payment of €178.50' }));
    const payment = screen.getByRole('dialog', { name: 'Payment at check-out of booking B-0990' });
    expect(within(payment).getByRole('textbox', { name: /Amount/ })).toHaveValue('178.50');
    await user.click(within(payment).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[0]?.body).toMatchObject({ amount: 17_850, currency: 'EUR', version: 7 });
    // The payment made a new version: the check-out sends it.
    expect(posts(calls)[1]).toMatchObject({
      url: '/api/bookings/b0/checkout',
      body: { keepPrice: true, version: 8 },
    });
  });

  it('checks out with money open when the operator says so, and offers no check-in before the day of arrival', async () => {
    const user = userEvent.setup();
    const owing = { ...leavingCarl, total: 117_850, paid: 100_000, open: 17_850 };
    const later = {
      ...arrivingAnna,
      booking: 'b7',
      bookingNo: 'B-1007',
      from: '2027-01-05',
      to: '2027-01-09',
    };
    const { calls } = mockFetch({
      [LIST]: () => ({
        body: [
          { ...twoDays[0]!, departures: [owing] },
          { ...twoDays[1]!, arrivals: [later] },
        ],
      }),
      'POST /api/bookings/b0/checkout': () => ({ body: { id: 'b0' } }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Check out booking B-0990' }));
    await user.click(screen.getByRole('button', { name: 'Check out anyway' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ keepPrice: true, version: 7 });
    const tuesday = day('2027-01-05');
    expect(within(tuesday).queryByRole('button', { name: 'Check in booking B-1007' })).toBeNull();
    expect(within(tuesday).getByText('Arrives 05.01.2027')).toBeVisible();
  });

  it('asks whether an early departure keeps its price or is priced again, and sends the answer', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [LIST]: () => ({ body: twoDays }),
      'POST /api/bookings/b2/checkout': () => ({ body: { id: 'b2' } }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Check out booking B-1002' }));
    let dialog = screen.getByRole('dialog', { name: 'Booking B-1002 leaves early' });
    expect(dialog).toHaveTextContent(
      'The stay is booked until 05.01.2027. Checking out now ends it on 04.01.2027',
    );
    expect(posts(calls)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /Recalculate the price/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ keepPrice: false, version: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Booking B-1002 is checked out.')).toBeVisible();

    // The default answer keeps the price.
    await user.click(screen.getByRole('button', { name: 'Check out booking B-1002' }));
    dialog = screen.getByRole('dialog', { name: 'Booking B-1002 leaves early' });
    expect(within(dialog).getByRole('radio', { name: /Keep the price/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]?.body).toEqual({ keepPrice: true, version: 5 });
  });

  it('tells a refusal in the operator’s words and reads the list again', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [LIST]: () => ({ body: twoDays }),
      'POST /api/bookings/b1/checkin': () => ({
        status: 409,
        body: {
          error: 'Conflict',
          statusCode: 409,
          message: 'Room 101 arrives on 05.01.2027; check-in is possible from that day on',
          description: 'BEFORE_ARRIVAL',
          params: {
            room: 'Room 101',
            from: '05.01.2027',
            to: '12.01.2027',
            bookingNo: 'B-1001',
            state: 'planned',
          },
        },
      }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Check in booking B-1001' }));
    await user.click(screen.getByRole('button', { name: 'Check in anyway' }));
    expect(
      await screen.findByText('Room 101 arrives on 05.01.2027; check-in is possible from that day on.'),
    ).toBeVisible();
    await waitFor(() => expect(lists(calls)).toHaveLength(2));
  });

  it('shows the refusal of an early check-out in its dialog, in German', async () => {
    const user = userEvent.setup();
    mockFetch({
      [LIST]: () => ({ body: twoDays }),
      'POST /api/bookings/b2/checkout': () => ({
        status: 409,
        body: { statusCode: 409, message: 'stale', description: 'STALE_VERSION' },
      }),
    });
    renderWithApp(<ArrivalsPage />, {
      path: '/resort/dates',
      route: '/resort/dates',
      session: { bootstrap },
      language: 'de',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Montag, 04.01.2027' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Buchung B-1002 auschecken' }));
    const dialog = screen.getByRole('dialog', { name: 'Buchung B-1002 reist früher ab' });
    await user.click(within(dialog).getByRole('button', { name: 'Auschecken' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Jemand anderes hat diesen Datensatz inzwischen gespeichert.',
    );
  });

  it('checks in and out room by room when the desk works per room', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [LIST]: () => ({ body: twoDays }),
      'POST /api/bookings/b1/checkin': () => ({ body: { id: 'b1' } }),
      'POST /api/bookings/b2/checkout': () => ({ body: { id: 'b2' } }),
    });
    open({ bootstrap: { ...bootstrap, checkInMode: 'room' } });

    const monday = await screen.findByTestId('desk-day-2027-01-04');
    expect(within(monday).queryByRole('button', { name: 'Check in booking B-1001' })).toBeNull();
    expect(within(monday).getByRole('row', { name: /B-1003/ })).toHaveTextContent(
      'Room 105: Checked in 09:15',
    );
    await user.click(within(monday).getByRole('button', { name: 'Check in Room 101' }));
    await user.click(screen.getByRole('button', { name: 'Check in anyway' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ roomBooking: 'rb1', version: 3 });
    expect(await screen.findByText('Room 101 of booking B-1001 is checked in.')).toBeVisible();

    const tuesday = day('2027-01-05');
    expect(within(tuesday).getByRole('button', { name: 'Check out Room 103' })).toBeVisible();
    await user.click(within(tuesday).getByRole('button', { name: 'Check out Room 104' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room 104 of booking B-1002 leaves early' });
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]?.body).toEqual({ roomBooking: 'rb3', keepPrice: true, version: 5 });
  });

  it('says so instead of asking the server when the user works with no resort', async () => {
    const { calls } = mockFetch({});
    open({ bootstrap: { assets: [{ id: 'v1', name: 'Manta', type: 'vessel' }] } });
    expect(await screen.findByText(/There is no resort to show yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('prints the list', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockFetch({ [LIST]: () => ({ body: twoDays }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows a card per booking on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      })),
    );
    mockFetch({ [LIST]: () => ({ body: twoDays }) });
    open();
    const monday = await screen.findByTestId('desk-day-2027-01-04');
    expect(within(monday).queryByRole('table')).toBeNull();
    const arrivals = within(monday).getByRole('list', { name: 'Arrivals (2)' });
    const anna = within(arrivals).getByTestId('arrival-2027-01-04-B-1001');
    expect(anna).toHaveTextContent('Anna Berg, Ben Berg');
    expect(within(anna).getByRole('button', { name: 'Check in booking B-1001' })).toBeVisible();
  });
});
