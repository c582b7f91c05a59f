import { type LiveEvent, liveEventSchema } from '@seaberth/domain';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from '../api/client.ts';
import { useSession } from './session-context.ts';

/**
 * The query keys each kind of live event makes stale, as prefixes of the features' key factories
 * (occupancyKeys, vesselCalendarKeys, bookingKeys, todayKeys, todoKeys, resourceKeys): named here,
 * not imported, so the app shell loads no feature's code (live-events.test.ts holds them to the
 * factories). A booking's own page is not among them: it refetches itself (useLiveBooking), since
 * it may hold unsaved edits.
 */
const BOOKING_VIEWS: QueryKey[] = [
  ['occupancy'],
  ['vessel-calendar'],
  ['trip'],
  ['resource', 'bookings'],
  ['dashboard', 'today'],
];
export const BELL_KEY = ['todo', 'notifications'] as const;

const STALE_BY_TYPE: Record<LiveEvent['type'], QueryKey[]> = {
  ready: [],
  resync: [],
  'booking.changed': BOOKING_VIEWS,
  'booking.online': BOOKING_VIEWS,
  payment: [...BOOKING_VIEWS, ['resource', 'payments'], ['resource', 'bankentry']],
  'guestform.sent': [
    ['resource', 'bookings', 'list'],
    ['resource', 'guestform'],
  ],
  todo: [['todo']],
  'mail.failed': [['resource', 'mailqueue']],
  notification: [BELL_KEY],
  // The /booking/ota list and its unread count and alert (otaUpdatesKeys of ota-bookings-api.ts).
  'ota.conflict': [['otaupdates']],
};

const isPrefix = (prefix: QueryKey, key: QueryKey) => prefix.every((part, i) => key[i] === part);
/** `['resource', 'bookings', 'booking', id, …]`: a booking page's own queries. */
const isBookingPage = (key: QueryKey) => isPrefix(['resource', 'bookings', 'booking'], key);

/**
 * How long the events of one burst are gathered before what they concern is marked stale. A day's
 * sweep gives every guest arriving that day a to-do, each its own event: marking stale per event
 * refetched every open list once per event, in every office tab, and on a loaded server those
 * requests queued in front of the pages people opened next (stop 59's to-do spec waited 20 s for a
 * booking page behind them). Now a burst costs each concerned query one refetch.
 */
export const BURST_MS = 200;

/**
 * Gathers what events make stale and marks it once, BURST_MS after the first event of a burst
 * (not after the last, which a steady stream would put off for ever). Active queries refetch
 * then; others when next shown.
 */
export function staleMarker(client: QueryClient, wait = BURST_MS) {
  let everything = false;
  const prefixes = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const all = everything;
    const keys = [...prefixes.values()];
    everything = false;
    prefixes.clear();
    // The stream may have missed changes (the server's database connection was lost): everything.
    if (all) return void client.invalidateQueries();
    void client.invalidateQueries({
      predicate: (query) => !isBookingPage(query.queryKey) && keys.some((p) => isPrefix(p, query.queryKey)),
    });
  };
  return {
    add(event: LiveEvent) {
      if (event.type === 'resync') everything = true;
      for (const prefix of STALE_BY_TYPE[event.type]) prefixes.set(JSON.stringify(prefix), prefix);
      if (everything || prefixes.size > 0) timer ??= setTimeout(flush, wait);
    },
    stop: () => clearTimeout(timer),
  };
}

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

/** Hears every live event of this tab (a booking page listens for its booking). */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Waits between attempts: 1 s, doubling to a minute, reset once a stream was open. */
export const RETRY_MS = { first: 1000, max: 60_000 };

/**
 * One live stream per tab while someone is logged in (mounted in the app layout): each event
 * makes stale the queries it concerns and reaches the listeners. A dropped stream is opened again
 * with growing waits; a refused token ends it until the session has a new one (the expiry
 * handler of the API client logs out or refreshes, and the token change starts it again).
 */
export function useLiveEvents(): void {
  const { token, isLoggedIn } = useSession();
  const client = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn || !token) return;
    const abort = new AbortController();
    let wait = RETRY_MS.first;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let heardBefore = false;
    const marker = staleMarker(client);
    const run = async () => {
      try {
        await api.stream(
          '/api/events/notifications',
          (data) => {
            const parsed = liveEventSchema.safeParse(data);
            if (!parsed.success) return;
            let event = parsed.data;
            if (event.type === 'ready') {
              wait = RETRY_MS.first;
              // Open again after a drop: whatever changed in between was not heard.
              if (heardBefore) event = { type: 'resync' };
              heardBefore = true;
            }
            marker.add(event);
            for (const listener of listeners) listener(event);
          },
          { token, signal: abort.signal },
        );
      } catch (error) {
        if (abort.signal.aborted) return;
        if (isApiError(error) && error.status === 401) return;
      }
      if (abort.signal.aborted) return;
      timer = setTimeout(run, wait);
      wait = Math.min(wait * 2, RETRY_MS.max);
    };
    void run();
    return () => {
      abort.abort();
      clearTimeout(timer);
      marker.stop();
    };
  }, [client, token, isLoggedIn]);
}

/** Mounts the tab's live stream; renders nothing. */
export function LiveEvents() {
  useLiveEvents();
  return null;
}
