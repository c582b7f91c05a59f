import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { occupancyKeys } from '../features/assets/index.ts';
import { bookingKeys } from '../features/bookings/index.ts';
import { vesselCalendarKeys } from '../features/calendar/use-vessel-calendar.ts';
import { todayKeys } from '../features/home/today-api.ts';
import { chartKeys } from '../features/occupancy/occupancy-api.ts';
import { todoKeys } from '../features/todos/todo-api.ts';
import { principalWith, renderWithApp } from '../resources/test-support.tsx';
import { resourceKeys } from '../resources/use-resource.ts';
import { BURST_MS, LiveEvents, onLiveEvent } from './live-events.ts';
import { NotificationBell } from './notification-bell.tsx';

/** A stream the test writes events into, as the server would. */
function serverStream() {
  let push: (text: string) => void = () => {};
  let end: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  const response = new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  return { response, send: (event: object) => push(`data: ${JSON.stringify(event)}\n\n`), end: () => end() };
}

const note = (id: string, text: string) => ({
  id,
  at: '2027-03-01T08:00:00Z',
  text,
  booking: 'b1',
  bookingNo: '1001',
  rule: null,
});

afterEach(() => localStorage.clear());

function seed(client: QueryClient, keys: QueryKey[]) {
  for (const key of keys) client.setQueryData(key, { seeded: true });
}
const stale = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

afterEach(() => vi.unstubAllGlobals());

describe('the live stream of a tab', () => {
  it("marks stale what a booking change concerns, leaves the booking's own page to itself, and tells listeners", async () => {
    const stream = serverStream();
    const { calls } = mockFetch({ 'GET /api/events/notifications': () => stream.response });
    const heard: string[] = [];
    const stop = onLiveEvent((event) => heard.push(event.type));
    const { queryClient } = renderWithApp(<LiveEvents />);
    const views = [
      chartKeys.range('r1', '2027-03-01', '2027-04-01'),
      occupancyKeys.range('r1', '2027-03-01', '2027-04-01'),
      vesselCalendarKeys.range('2027-03-01', '2027-04-01'),
      resourceKeys('bookings').list({ page: 0, size: 25 }),
      bookingKeys.tripCustomers('s1'),
      todayKeys.of('r1'),
    ];
    const untouched = [bookingKeys.detail('b1'), todoKeys.list('open', { page: 0, size: 25 })];
    seed(queryClient, [...views, ...untouched]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer test-token');

    stream.send({ type: 'ready' });
    stream.send({ type: 'booking.changed', booking: 'b1' });
    await waitFor(() => expect(heard).toEqual(['ready', 'booking.changed']));
    // Marked together once the burst's moment has passed.
    await waitFor(() => {
      for (const key of views) expect(stale(queryClient, key), JSON.stringify(key)).toBe(true);
    });
    for (const key of untouched) expect(stale(queryClient, key), JSON.stringify(key)).toBe(false);

    stream.send({ type: 'todo', booking: 'b1' });
    await waitFor(() => expect(stale(queryClient, untouched[1]!)).toBe(true));
    expect(stale(queryClient, bookingKeys.detail('b1'))).toBe(false);
    stop();
  });

  it('takes a burst of events together: each concerned query is refetched once', async () => {
    const stream = serverStream();
    let reads = 0;
    mockFetch({
      'GET /api/events/notifications': () => stream.response,
      'GET /api/todo/open': () => {
        reads++;
        return { body: { data: [], total: 0 } };
      },
    });
    const { queryClient } = renderWithApp(<LiveEvents />);
    const key = todoKeys.list('open', { page: 0, size: 25 });
    // An active query, as a list on the screen holds it.
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: () => fetch('/api/todo/open').then((r) => r.json()),
    });
    const off = observer.subscribe(() => {});
    await waitFor(() => expect(reads).toBe(1));
    stream.send({ type: 'ready' });
    // A day's sweep: a to-do for each guest arriving, and their bookings changed.
    for (let i = 0; i < 30; i++) {
      stream.send({ type: 'todo', booking: `b${i}` });
      stream.send({ type: 'booking.changed', booking: `b${i}` });
    }
    await waitFor(() => expect(reads).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, BURST_MS * 2));
    expect(reads).toBe(2);
    off();
  });

  it('opens the stream again after it dropped, and then takes everything as stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const streams = [serverStream(), serverStream()];
    let opened = 0;
    mockFetch({ 'GET /api/events/notifications': () => streams[opened++]!.response });
    const { queryClient } = renderWithApp(<LiveEvents />);
    seed(queryClient, [todoKeys.list('own', { page: 0, size: 25 })]);
    await waitFor(() => expect(opened).toBe(1));
    streams[0]!.send({ type: 'ready' });
    // The server goes away: the body ends.
    streams[0]!.end();
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(opened).toBe(2));
    streams[1]!.send({ type: 'ready' });
    await waitFor(() => expect(stale(queryClient, todoKeys.list('own', { page: 0, size: 25 }))).toBe(true));
    vi.useRealTimers();
  });
});

describe('the bell', () => {
  it('counts unread notifications, gets a new one from the stream, and marks one read', async () => {
    const stream = serverStream();
    let unread = [note('n1', 'Guest forms missing for 1001')];
    const { calls } = mockFetch({
      'GET /api/events/notifications': () => stream.response,
      'GET /api/todo/notifications': () => ({ body: unread }),
      'POST /api/todo/notifications/n1/read': () => {
        unread = unread.filter((n) => n.id !== 'n1');
        return { body: { id: 'n1' } };
      },
    });
    renderWithApp(
      <>
        <LiveEvents />
        <NotificationBell />
      </>,
      { session: { features: { todo: true } } },
    );
    expect(await screen.findByRole('button', { name: 'Notifications: 1 unread' })).toBeInTheDocument();

    unread = [...unread, note('n2', 'Balance open for 1001')];
    stream.send({ type: 'notification' });
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread' });

    fireEvent.click(bell);
    const menu = await screen.findByRole('list', { name: 'Notifications: 2 unread' });
    expect(menu).toHaveTextContent('Guest forms missing for 1001');
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/n1/read'))).toBe(true));
    await waitFor(() => expect(menu).not.toHaveTextContent('Guest forms missing for 1001'));
    expect(menu).toHaveTextContent('Balance open for 1001');
  });

  it('rings for the changes the stream marked, of the kinds the user chose, until read', async () => {
    const stream = serverStream();
    mockFetch({
      'GET /api/events/notifications': () => stream.response,
      'GET /api/todo/notifications': () => ({ body: [] }),
    });
    const user = { id: 'u1', name: 'Mara', notifications: ['booking.online', 'mail.failed'] };
    renderWithApp(
      <>
        <LiveEvents />
        <NotificationBell />
      </>,
      { session: { features: { todo: true }, user: user as never } },
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    stream.send({ type: 'ready' });
    // Not marked for the bell (the user's own, or a kind not chosen), or chosen no longer: silent.
    stream.send({ type: 'booking.online', booking: 'b8' });
    stream.send({ type: 'payment', booking: 'b8', bell: true });
    stream.send({ type: 'booking.online', booking: 'b9', bell: true });
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    fireEvent.click(bell);
    const menu = await screen.findByRole('list', { name: 'Notifications: 1 unread' });
    expect(menu).toHaveTextContent('New online booking');
    expect(screen.getByRole('link', { name: 'Open the booking' })).toHaveAttribute('href', '/booking/b9');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toHaveTextContent(
      'No unread notifications',
    );
  });

  it('rings for the stream without the to-do feature, and asks for no rule notifications then', async () => {
    const stream = serverStream();
    const { calls } = mockFetch({ 'GET /api/events/notifications': () => stream.response });
    const user = { id: 'u1', name: 'Mara', notifications: ['booking.online'] };
    renderWithApp(
      <>
        <LiveEvents />
        <NotificationBell />
      </>,
      { session: { features: { todo: false }, user: user as never } },
    );
    stream.send({ type: 'ready' });
    stream.send({ type: 'booking.online', booking: 'b9', bell: true });
    expect(await screen.findByRole('button', { name: 'Notifications: 1 unread' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/api/todo/notifications'))).toBe(false);
  });

  it('keeps the changes through a reload, and a change two tabs heard once', async () => {
    const stream = serverStream();
    mockFetch({
      'GET /api/events/notifications': () => stream.response,
      'GET /api/todo/notifications': () => ({ body: [] }),
    });
    const user = { id: 'u7', name: 'Mara', notifications: ['booking.online'] };
    // Another tab (or this one before a reload) heard a change a moment ago and kept it.
    const key = 'seaberth.bell.u7';
    const earlier = { key: 'other-tab', type: 'booking.online', booking: 'b9', at: new Date().toISOString() };
    localStorage.setItem(key, JSON.stringify([earlier]));
    renderWithApp(
      <>
        <LiveEvents />
        <NotificationBell />
      </>,
      { session: { features: { todo: true }, user: user as never } },
    );
    expect(await screen.findByRole('button', { name: 'Notifications: 1 unread' })).toBeInTheDocument();
    stream.send({ type: 'ready' });
    stream.send({ type: 'booking.online', booking: 'b9', bell: true });
    stream.send({ type: 'booking.online', booking: 'b10', bell: true });
    const kept = () => JSON.parse(localStorage.getItem(key) ?? '[]') as { booking: string }[];
    await waitFor(() => expect(kept().map((n) => n.booking)).toContain('b10'));
    expect(kept().map((n) => n.booking)).toEqual(['b10', 'b9']);
    expect(await screen.findByRole('button', { name: 'Notifications: 2 unread' })).toBeInTheDocument();
  });

  it('rings by default for an OTA sale that needs placing, names it, leads to the OTA bookings and refreshes their count', async () => {
    const stream = serverStream();
    mockFetch({
      'GET /api/events/notifications': () => stream.response,
      'GET /api/todo/notifications': () => ({ body: [] }),
    });
    // A user who never chose: the default kinds.
    const { queryClient } = renderWithApp(
      <>
        <LiveEvents />
        <NotificationBell />
      </>,
      { session: { features: { todo: true }, user: { id: 'u3', name: 'Mara' } as never } },
    );
    const unreadKey = ['otaupdates', 'unread'];
    seed(queryClient, [unreadKey]);
    stream.send({ type: 'ready' });
    stream.send({
      type: 'ota.conflict',
      otaUpdate: 'o1',
      otaState: 'conflict',
      reference: 'BDC-4711',
      guest: 'Ana Silva',
      bell: true,
    });
    stream.send({ type: 'ota.conflict', otaUpdate: 'o2', otaState: 'error', reference: 'EXP-9', bell: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    const menu = await screen.findByRole('list', { name: 'Notifications: 2 unread' });
    expect(menu).toHaveTextContent('OTA booking needs placing: BDC-4711, Ana Silva');
    expect(menu).toHaveTextContent('OTA booking could not be booked: EXP-9');
    await waitFor(() => expect(stale(queryClient, unreadKey)).toBe(true));
    const links = screen.getAllByRole('link', { name: 'Open the OTA bookings' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/booking/ota', '/booking/ota']);
    fireEvent.click(links[0]!);
    expect(await screen.findByRole('button', { name: 'Notifications: 1 unread' })).toBeInTheDocument();
  });

  it('is not there for a user who may not read to-dos', () => {
    mockFetch({});
    renderWithApp(<NotificationBell />, {
      principal: principalWith(['customers.read']),
      session: { features: { todo: true } },
    });
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });
});
