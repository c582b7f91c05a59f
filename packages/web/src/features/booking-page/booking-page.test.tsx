import type { BookingDetail } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { deskLine, deskRoom } from '../../../test/fixtures/front-desk.ts';
import { BookingPage } from './booking-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: 'b1',
  version: 3,
  bookingNo: 'B-1001',
  state: 'planned',
  type: 'vessel',
  from: '2027-01-02',
  to: '2027-01-09',
  lead: 'k1',
  leadName: 'Anna Berg',
  noOfPax: 2,
  schedule: 's1',
  tour: 't1',
  vessel: 'v1',
  resort: null,
  currency: 'EUR',
  total: 450000,
  paid: 100000,
  bookingDate: '2026-11-01',
  note: '',
  calculation: null,
  rooms: [
    {
      id: 'rb1',
      room: 'c1',
      roomName: 'Cabin 1',
      roomType: 'Double',
      from: '2027-01-02',
      to: '2027-01-09',
      beds: null,
      guests: [{ customer: 'k1', fullName: 'Anna Berg', bed: 0 }, null],
    },
  ],
  references: [],
  optionUntil: null,
  previousState: null,
  payments: [
    {
      id: 'p1',
      amount: 100000,
      currency: 'EUR',
      date: '2026-11-02',
      method: 'bankTransfer',
      reference: 'SEPA 42',
      note: '',
      createdAt: '',
    },
  ],
} as unknown as BookingDetail;

/** The booking page's own calls answered empty (history, comments), plus the test's. */
const mockPage = (handlers: Parameters<typeof mockFetch>[0]) =>
  mockFetch({
    'GET /api/bookings/b1/history': () => ({ body: [] }),
    'GET /api/bookingcomment': () => ({ body: { data: [], total: 0 } }),
    'GET /api/arrivaldeparture': () => ({ body: { data: [], total: 0 } }),
    ...handlers,
  });

describe('BookingPage', () => {
  it('shows the booking, its cabins and payments, and changes its state', async () => {
    const user = userEvent.setup();
    const { calls } = mockPage({
      'GET /api/bookings/b1': () => ({ body: booking }),
      'POST /api/bookings/b1/change': () => ({ body: { ...booking, state: 'confirmed', version: 4 } }),
      'DELETE /api/bookings/b1/payment/p1': () => ({ status: 204 }),
    });
    renderWithApp(<BookingPage />, { path: '/booking/b1', route: '/booking/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: /Booking B-1001/ })).toBeVisible();
    expect(screen.getByTestId('booking-room-rb1')).toHaveTextContent('Cabin 1 · Anna Berg, empty bed');
    expect(screen.getByText('€3,500.00')).toBeVisible();
    const payments = screen.getByTestId('booking-payments');
    expect(within(payments).getByText('SEPA 42')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Move cabin' })).toHaveAttribute(
      'href',
      '/schedules/movecabin/b1',
    );

    await user.click(screen.getByRole('button', { name: 'Set to Confirmed' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ state: 'confirmed', version: 3 });

    await user.click(
      within(payments).getByRole('button', { name: 'Delete payment of €1,000.00 from 02.11.2026' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')!.url).toMatch(/\/payment\/p1\?version=\d+$/);
  });

  it('cancels with a reason after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = mockPage({
      'GET /api/bookings/b1': () => ({ body: booking }),
      'POST /api/bookings/b1/cancell/preview': (call) => {
        const body = call.body as { useTerms?: boolean; percent?: number; value?: number };
        const fee = body.useTerms
          ? 135_000
          : body.percent !== undefined
            ? (450_000 * body.percent) / 100
            : (body.value ?? 0);
        return {
          body: {
            currency: 'EUR',
            total: 450_000,
            paid: 100_000,
            fee,
            percent: body.useTerms ? 30 : (body.percent ?? null),
            daysBefore: 20,
            date: '2026-12-13',
            terms: body.useTerms ? { id: 't1', name: 'Standard' } : null,
            scale: [],
            balance: fee - 100_000,
          },
        };
      },
      'POST /api/bookings/b1/cancell': () => ({ body: { ...booking, state: 'aborted' } }),
    });
    renderWithApp(<BookingPage />, { path: '/booking/b1', route: '/booking/:id' });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking B-1001?' });
    // By the terms by default: the server's fee and what it leaves, before confirming.
    const summary = await within(dialog).findByRole('region', { name: 'What the cancellation charges' });
    await waitFor(() =>
      expect(within(summary).getByTestId('cancel-preview-fee')).toHaveTextContent('€1,350.00'),
    );
    expect(summary).toHaveTextContent('30 % by “Standard”, 20 days before arrival.');
    expect(summary).toHaveTextContent('Still owed by the guest€350.00');
    // A fixed amount below what was paid leaves a refund due.
    await user.click(within(dialog).getByRole('combobox', { name: 'Fee' }));
    await user.click(screen.getByRole('option', { name: 'A fixed amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }), '250');
    // The summary is drawn anew for the amount typed.
    await waitFor(() =>
      expect(within(dialog).getByTestId('cancel-preview-balance')).toHaveTextContent('€750.00'),
    );
    expect(within(dialog).getByRole('region', { name: 'What the cancellation charges' })).toHaveTextContent(
      'Refund due€750.00',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(screen.getByRole('option', { name: 'No payment' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/bookings/b1/cancell')).toBe(true));
    expect(calls.find((call) => call.url === '/api/bookings/b1/cancell')?.body).toEqual({
      reason: 'noPayment',
      message: '',
      value: 25_000,
      version: 3,
    });
  }, 30_000);

  it('shows a cancelled booking paid more than its fee as a refund due, refunded in one click', async () => {
    const user = userEvent.setup();
    const cancelled = { ...booking, state: 'aborted', total: 30_000, paid: 100_000 } as BookingDetail;
    const { calls } = mockPage({
      'GET /api/bookings/b1': () => ({ body: cancelled }),
      'POST /api/bookings/b1/payment': () => ({ status: 201, body: { id: 'p2' } }),
    });
    renderWithApp(<BookingPage />, { path: '/booking/b1', route: '/booking/:id' });
    const facts = await screen.findByRole('region', { name: 'Booking B-1001' });
    expect(within(facts).getByText('Refund due')).toBeVisible();
    expect(within(facts).getByText('€700.00')).toBeVisible();
    expect(within(facts).queryByText(/−|-€/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund €700.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund to the guest' });
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('-700.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: -70_000, version: 3 });
  }, 30_000);
});

describe('BookingPage at the front desk', () => {
  afterEach(() => vi.useRealTimers());

  const room = booking.rooms[0]!;
  /** A resort stay, checked in on arrival day; tests run on 5 January 2027, before the booked departure. */
  const inHouse = {
    ...booking,
    type: 'resort',
    schedule: null,
    tour: null,
    vessel: null,
    resort: 'r1',
    checkIn: '2027-01-02T14:05:00',
    checkOut: null,
    hasFoc: false,
    rooms: [{ ...room, checkIn: '2027-01-02T14:05:00', checkOut: null, locked: false }],
  } as BookingDetail;
  const today = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 5, 9, 0));
  };
  const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

  it('shows when the booking and its rooms checked in, and locks a room assignment', async () => {
    const user = userEvent.setup();
    const { calls } = mockPage({
      'GET /api/bookings/b1': () => ({ body: inHouse }),
      'POST /api/bookings/b1/lockUnlockRoom/rb1': () => ({ body: inHouse }),
    });
    renderWithApp(<BookingPage />, { path: '/booking/b1', route: '/booking/:id' });
    const facts = await screen.findByRole('region', { name: 'Booking B-1001' });
    expect(within(facts).getByText('Checked in')).toBeVisible();
    expect(within(facts).getByText('02.01.2027 14:05')).toBeVisible();
    expect(within(facts).queryByText('Checked out')).toBeNull();
    expect(screen.getByTestId('booking-room-rb1')).toHaveTextContent(
      'Cabin 1 · Anna Berg, empty bed · checked in 02.01.2027 14:05',
    );
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(within(actions).queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Check out' })).toBeVisible();

    const lock = screen.getByRole('button', { name: 'Lock the room assignment of Cabin 1' });
    expect(lock).toHaveAttribute('aria-pressed', 'false');
    await user.hover(lock);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Lock the room assignment');
    await user.click(lock);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ locked: true, version: 3 });
    expect(await screen.findByText('The room assignment of Cabin 1 is locked.')).toBeVisible();
  });

  it('unlocks a locked room and says so in its tooltip', async () => {
    const user = userEvent.setup();
    const locked = { ...inHouse, rooms: [{ ...inHouse.rooms[0]!, locked: true }] } as BookingDetail;
    const { calls } = mockPage({
      'GET /api/bookings/b1': () => ({ body: locked }),
      'POST /api/bookings/b1/lockUnlockRoom/rb1': () => ({ body: inHouse }),
    });
    renderWithApp(<BookingPage />, { path: '/booking/b1', route: '/booking/:id' });
    const lock = await screen.findByRole('button', { name: 'Lock the room assignment of Cabin 1' });
    expect(lock).toHaveAttribute('aria-pressed', 'true');
    await user.hover(lock);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Locked: this room assignment will not be moved',
    );
    await user.click(lock);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ locked: false, version: 3 });
  });

  it('checks a guest out before the booked departure with the price recalculated', async () => {
    today();
    const user = userEvent.setup();
    const { calls } = mockPage({
      'GET /api/bookings/b1': () => ({ body: inHouse }),
      'POST /api/bookings/b1/checkout': () => ({ body: inHouse }),
    });
    renderWithApp(<BookingPage />, { path: '/booking/b1', route: '/booking/:id' });
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    // €3,500.00 is still open: the desk offers to take it; the operator checks out anyway.
    const warning = screen.getByRole('dialog', { name: 'Booking B-1001: money is still open' });
    expect(warning).toHaveTextContent('€3,500.00 is still open on this booking.');
    await user.click(within(warning).getByRole('button', { name: 'Check out anyway' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking B-1001 leaves early' });
    expect(dialog).toHaveTextContent('booked until 09.01.2027. Checking out now ends it on 05.01.2027');
    await user.click(within(dialog).getByRole('radio', { name: /Recalculate the price/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ keepPrice: false, version: 3 });
  });

  it('warns of a tab still open at the bar before the check-out, then of the money open', async () => {
    today();
    const user = userEvent.setup();
    const { calls } = mockPage({
      'GET /api/bookings/b1': () => ({ body: inHouse }),
      'GET /api/pos': () => ({
        body: {
          data: [
            { id: 't12', tillName: 'Bar', number: 12, guestName: 'Anna Berg', total: 1350, currency: 'EUR' },
          ],
          total: 1,
        },
      }),
      'POST /api/bookings/b1/checkout': () => ({ body: inHouse }),
    });
    renderWithApp(<BookingPage />, {
      path: '/booking/b1',
      route: '/booking/:id',
      session: { features: { pos: true } },
    });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/pos?'))).toBe(true));
    const asked = new URL(calls.find((c) => c.url.startsWith('/api/pos?'))!.url, 'http://x');
    expect(JSON.parse(asked.searchParams.get('filter')!)).toEqual({ booking: 'b1', state: 'open' });
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    const tabs = await screen.findByRole('dialog', { name: 'Open tabs: Booking B-1001' });
    expect(tabs).toHaveTextContent('A tab is still open at a till for this booking.');
    expect(tabs).toHaveTextContent('Bar #12 (Anna Berg): €13.50');
    expect(within(tabs).getByRole('link', { name: 'Go to the counter' })).toHaveAttribute(
      'href',
      '/pos/counter',
    );
    await user.click(within(tabs).getByRole('button', { name: 'Check out anyway' }));
    expect(screen.getByRole('dialog', { name: 'Booking B-1001: money is still open' })).toBeVisible();
  });

  it('warns about missing guest data before checking in, as the arrivals list does', async () => {
    today();
    const user = userEvent.setup();
    const arriving = {
      ...inHouse,
      checkIn: null,
      rooms: [{ ...inHouse.rooms[0]!, checkIn: null }],
    } as BookingDetail;
    const line = deskLine('b1', 'B-1001', {
      version: 3,
      from: '2027-01-02',
      to: '2027-01-09',
      rooms: [
        deskRoom('rb1', 'Cabin 1', {
          from: '2027-01-02',
          to: '2027-01-09',
          guests: [{ customer: 'k1', fullName: 'Anna Berg', missing: ['passport', 'nationality'] }],
          unnamed: 1,
        }),
      ],
      missingGuestData: 2,
    });
    const { calls } = mockPage({
      'GET /api/bookings/b1': () => ({ body: arriving }),
      'GET /api/arrivaldeparture/date/r1/2027-01-02/2027-01-02': () => ({
        body: [{ date: '2027-01-02', arrivals: [line], departures: [] }],
      }),
      'POST /api/bookings/b1/checkin': () => ({ body: inHouse }),
    });
    renderWithApp(<BookingPage />, { path: '/booking/b1', route: '/booking/:id' });
    const actions = await screen.findByRole('group', { name: 'Actions' });
    // On the stay's days the check-in is the booking's main step.
    const checkIn = await within(actions).findByRole('button', { name: 'Check in' });
    await waitFor(() => expect(checkIn).toBeEnabled());
    expect(checkIn).toHaveClass('MuiButton-contained');
    await user.click(checkIn);
    const warning = await screen.findByRole('dialog', { name: 'Booking B-1001: guest data is missing' });
    expect(warning).toHaveTextContent('Anna Berg: passport, nationality');
    expect(posts(calls)).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'Check in anyway' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ version: 3 });
  });

  it('offers no check-in weeks before the arrival', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 1, 9, 0));
    const ahead = {
      ...inHouse,
      checkIn: null,
      rooms: [{ ...inHouse.rooms[0]!, checkIn: null }],
    } as BookingDetail;
    mockPage({ 'GET /api/bookings/b1': () => ({ body: ahead }) });
    renderWithApp(<BookingPage />, {
      path: '/booking/b1',
      route: '/booking/:id',
      session: { bootstrap: { checkInMode: 'room' } },
    });
    await screen.findByTestId('booking-room-rb1');
    expect(screen.queryByRole('button', { name: /^Check in/ })).toBeNull();
  });

  it('checks in room by room from the rooms list when the desk works per room', async () => {
    today();
    const user = userEvent.setup();
    const arriving = {
      ...inHouse,
      checkIn: null,
      rooms: [{ ...inHouse.rooms[0]!, checkIn: null }],
    } as BookingDetail;
    const { calls } = mockPage({
      'GET /api/bookings/b1': () => ({ body: arriving }),
      'POST /api/bookings/b1/checkin': () => ({ body: inHouse }),
    });
    renderWithApp(<BookingPage />, {
      path: '/booking/b1',
      route: '/booking/:id',
      session: { bootstrap: { checkInMode: 'room' } },
    });
    const rooms = await screen.findByTestId('booking-room-rb1');
    expect(screen.queryByText('Checked in')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Actions' })).queryByRole('button', { name: 'Check in' }),
    ).toBeNull();
    await user.click(within(rooms).getByRole('button', { name: 'Check in Cabin 1' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ roomBooking: 'rb1', version: 3 });
    expect(await screen.findByText('Cabin 1 of booking B-1001 is checked in.')).toBeVisible();
  });

  it('shows the times but no desk controls to someone who may only read', async () => {
    mockPage({ 'GET /api/bookings/b1': () => ({ body: inHouse }) });
    renderWithApp(<BookingPage />, {
      path: '/booking/b1',
      route: '/booking/:id',
      principal: principalWith(['bookings.read']),
    });
    expect(await screen.findByTestId('booking-room-rb1')).toHaveTextContent('checked in 02.01.2027 14:05');
    expect(screen.queryByRole('button', { name: /Lock the room assignment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
  });
});
