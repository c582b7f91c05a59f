import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Channex error answer as documented: `{ errors: { code, title, details? } }`. */
type Errors = { code: string; title: string; details?: unknown };
type Restriction = {
  rate?: string;
  min_stay_arrival?: number;
  max_stay?: number;
  closed_to_arrival?: boolean;
  closed_to_departure?: boolean;
  stop_sell?: boolean;
};
type Value = Record<string, unknown>;

export interface ChannexServerOptions {
  apiKey: string;
  propertyId: string;
  port?: number;
  /** The rate limit's window: a minute at Channex, short in tests. */
  windowMs?: number;
  /** Calls per window per property, each for availability and for restrictions (10 at Channex). */
  limit?: number;
  /** The time the window is kept by: a test that moves its server's clock moves this one with it. */
  now?: () => number;
  /**
   * Where booking webhooks go (the PMS's webhook address as configured in Channex's app), with the
   * custom headers Channex sends along; a function in tests that speak to the app in process.
   */
  webhook?: string | ((body: unknown, headers: Record<string, string>) => Promise<unknown>);
  webhookHeaders?: Record<string, string>;
  /**
   * Opens `POST /__control/book` (no key needed): a test in another process (the end-to-end run)
   * makes an OTA sell a room type, named by title, with the webhook's address and secret given.
   */
  control?: boolean;
}

/** A booking as an OTA sends it to Channex; the server makes the revision from it. */
export interface OtaBookingInput {
  roomType: string;
  ratePlan: string;
  from: string;
  to: string;
  amount?: string;
  currency?: string;
  guest?: { name: string; surname: string; mail?: string };
  otaName?: string;
  rooms?: number;
}

/** How the webhook of a new revision goes: at once, twice, never (lost), or held back to send later. */
export type Delivery = 'once' | 'twice' | 'lost' | 'held';

const DAY = 86_400_000;
const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A local server speaking the part of Channex's API v1 a PMS uses for ARI, as documented: the
 * `user-api-key` header (401 `unauthorized` otherwise); `GET /room_types` and `GET /rate_plans`
 * filtered by property and paged (`pagination[page]`, `pagination[limit]`, 10 by default, JSON:API
 * items with `attributes` and the rate plan's `relationships.room_type`); `POST /availability` and
 * `POST /restrictions` taking `{ values: [...] }` with inclusive `date_from`/`date_to`, answering
 * `{ data: [{ id, type: 'task' }], meta: { message: 'Success', warnings } }`, a value naming an
 * unknown room type or rate plan 422 `validation_error` with details per value; and the limit of
 * 10 availability and 10 restriction calls per window per property, beyond which it answers 429
 * `http_too_many_requests`. It keeps what the channel believes (availability per room type and
 * date, restrictions per rate plan and date) for tests to compare with ours, and `failNext`
 * queues faults (a 500, any answer) for the next calls.
 */
export async function startChannexServer(options: ChannexServerOptions) {
  const windowMs = options.windowMs ?? 60_000;
  const limit = options.limit ?? 10;
  const clock = options.now ?? Date.now;
  const state = {
    apiKey: options.apiKey,
    propertyId: options.propertyId,
    roomTypes: [] as { id: string; title: string }[],
    ratePlans: [] as { id: string; title: string; roomTypeId: string }[],
    availability: new Map<string, Map<string, number>>(),
    restrictions: new Map<string, Map<string, Restriction>>(),
    faults: [] as { status: number; body: unknown }[],
    /** Every revision made, oldest first; `acked` ones leave the feed. */
    revisions: [] as { id: string; bookingId: string; attributes: Record<string, unknown>; acked: boolean }[],
    /** How often each revision was acknowledged. */
    acks: new Map<string, number>(),
    /** Webhooks held back (`held`), to be sent later in any order. */
    held: [] as unknown[],
    revisionCounter: 0,
    calls: [] as { method: string; path: string; status: number; at: number }[],
  };
  const recent = new Map<string, number[]>();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, errors: Errors) =>
    send(response, status, { errors });

  /** Counts a call of `kind` for the property; false when the window is full (429). */
  const withinLimit = (property: string, kind: string) => {
    const key = `${property}/${kind}`;
    const now = clock();
    const calls = (recent.get(key) ?? []).filter((at) => at > now - windowMs);
    if (calls.length >= limit) {
      recent.set(key, calls);
      return false;
    }
    recent.set(key, [...calls, now]);
    return true;
  };

  const readJson = async (request: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return undefined;
    }
  };

  const page = <T>(response: ServerResponse, url: URL, items: T[], toJson: (item: T) => unknown) => {
    const size = Math.min(100, Number(url.searchParams.get('pagination[limit]') ?? 10) || 10);
    const number = Math.max(1, Number(url.searchParams.get('pagination[page]') ?? 1) || 1);
    const slice = items.slice((number - 1) * size, number * size);
    send(response, 200, {
      data: slice.map(toJson),
      meta: { page: number, limit: size, total: items.length },
    });
  };

  /** Checks a values array as Channex does: every value valid, or 422 naming what is wrong in which. */
  const invalid = (values: Value[], known: Set<string>, idField: string) => {
    let bad = false;
    const details = values.map((value) => {
      const problems: Record<string, string[]> = {};
      if (value.property_id !== state.propertyId) problems.property_id = ['not found'];
      if (typeof value[idField] !== 'string' || !known.has(value[idField] as string))
        problems[idField] = ['not found'];
      const from = String(value.date_from ?? value.date ?? '');
      const to = String(value.date_to ?? value.date ?? '');
      if (!ISO.test(from)) problems.date_from = ['is invalid'];
      if (!ISO.test(to) || to < from) problems.date_to = ['is invalid'];
      if (Object.keys(problems).length) bad = true;
      return problems;
    });
    return bad
      ? { code: 'validation_error', title: 'Validation Error', details: { values: details } }
      : undefined;
  };

  const ari = async (
    request: IncomingMessage,
    response: ServerResponse,
    kind: 'availability' | 'restrictions',
  ) => {
    const body = (await readJson(request)) as { values?: Value[] } | undefined;
    if (!body || !Array.isArray(body.values))
      return error(response, 400, {
        code: 'bad_request',
        title: 'Bad Request',
        details: ['values is required'],
      });
    const property = String(body.values[0]?.property_id ?? '');
    if (!withinLimit(property, kind))
      return error(response, 429, { code: 'http_too_many_requests', title: 'Too Many Requests' });
    const known =
      kind === 'availability'
        ? new Set(state.roomTypes.map((r) => r.id))
        : new Set(state.ratePlans.map((r) => r.id));
    const problem = invalid(body.values, known, kind === 'availability' ? 'room_type_id' : 'rate_plan_id');
    if (problem) return error(response, 422, problem);
    for (const value of body.values) {
      const from = String(value.date_from ?? value.date);
      const to = String(value.date_to ?? value.date);
      if (kind === 'availability') {
        const map = state.availability.get(value.room_type_id as string) ?? new Map<string, number>();
        for (const day of days(from, to)) map.set(day, Number(value.availability));
        state.availability.set(value.room_type_id as string, map);
      } else {
        const map = state.restrictions.get(value.rate_plan_id as string) ?? new Map<string, Restriction>();
        const { property_id: _p, rate_plan_id: _r, date_from: _f, date_to: _t, date: _d, ...fields } = value;
        for (const day of days(from, to)) map.set(day, { ...map.get(day), ...(fields as Restriction) });
        state.restrictions.set(value.rate_plan_id as string, map);
      }
    }
    send(response, 200, {
      data: [{ id: randomUUID(), type: 'task' }],
      meta: { message: 'Success', warnings: [] },
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    if (options.control && request.method === 'POST' && path === '/__control/book') {
      const body = (await readJson(request)) as OtaBookingInput & {
        roomTypeTitle: string;
        webhook: string;
        secret: string;
      };
      const room = state.roomTypes.find((r) => r.title === body.roomTypeTitle);
      const rate = state.ratePlans.find((r) => r.roomTypeId === room?.id);
      if (!room || !rate)
        return error(response, 404, { code: 'resource_not_found', title: 'No such room type' });
      options.webhook = body.webhook;
      options.webhookHeaders = { 'x-seaberth-webhook-secret': body.secret };
      return send(
        response,
        200,
        await revise(randomUUID(), 'new', { ...body, roomType: room.id, ratePlan: rate.id }, 'once'),
      );
    }
    if (request.headers['user-api-key'] !== state.apiKey)
      return error(response, 401, { code: 'unauthorized', title: 'Unauthorized' });
    const fault = state.faults.shift();
    if (fault) return send(response, fault.status, fault.body);
    const property = url.searchParams.get('filter[property_id]');
    if (request.method === 'GET' && path === '/room_types')
      return page(response, url, property === state.propertyId ? state.roomTypes : [], (r) => ({
        type: 'room_type',
        id: r.id,
        attributes: { id: r.id, title: r.title, property_id: state.propertyId, count_of_rooms: 1 },
      }));
    if (request.method === 'GET' && path === '/rate_plans')
      return page(response, url, property === state.propertyId ? state.ratePlans : [], (r) => ({
        type: 'rate_plan',
        id: r.id,
        attributes: { id: r.id, title: r.title, property_id: state.propertyId, currency: 'EUR' },
        relationships: { room_type: { data: { type: 'room_type', id: r.roomTypeId } } },
      }));
    if (request.method === 'POST' && path === '/availability') return ari(request, response, 'availability');
    if (request.method === 'POST' && path === '/restrictions') return ari(request, response, 'restrictions');
    if (request.method === 'GET' && path === '/booking_revisions/feed') {
      // Oldest first, 10 a page; a revision leaves the feed once acknowledged.
      const open = property === state.propertyId ? state.revisions.filter((r) => !r.acked) : [];
      return page(response, url, open, revisionJson);
    }
    const revision = /^\/booking_revisions\/([^/]+)(\/ack)?$/.exec(path);
    if (revision) {
      const found = state.revisions.find((r) => r.id === decodeURIComponent(revision[1]!));
      if (!found) return error(response, 404, { code: 'resource_not_found', title: 'Resource Not Found' });
      if (request.method === 'GET' && !revision[2]) return send(response, 200, { data: revisionJson(found) });
      if (request.method === 'POST' && revision[2]) {
        found.acked = true;
        state.acks.set(found.id, (state.acks.get(found.id) ?? 0) + 1);
        return send(response, 200, { meta: { message: 'Success' } });
      }
    }
    if (request.method === 'GET' && path === '/availability') {
      const from = url.searchParams.get('filter[date][gte]') ?? '';
      const to = url.searchParams.get('filter[date][lte]') ?? '';
      if (!ISO.test(from) || !ISO.test(to) || to < from)
        return error(response, 422, { code: 'validation_error', title: 'Validation Error' });
      const data: Record<string, Record<string, number>> = {};
      for (const type of property === state.propertyId ? state.roomTypes : []) {
        data[type.id] = {};
        for (const day of days(from, to)) {
          const value = state.availability.get(type.id)?.get(day);
          if (value !== undefined) data[type.id]![day] = value;
        }
      }
      return send(response, 200, { data });
    }
    return error(response, 404, { code: 'resource_not_found', title: 'Resource Not Found' });
  };

  const revisionJson = (r: (typeof state.revisions)[number]) => ({
    type: 'booking_revision',
    id: r.id,
    attributes: { id: r.id, booking_id: r.bookingId, property_id: state.propertyId, ...r.attributes },
  });

  /** Channex's booking webhook: the event, the property, and which revision of which booking. */
  const deliver = async (body: unknown) => {
    const headers = { 'content-type': 'application/json', ...options.webhookHeaders };
    if (typeof options.webhook === 'function') await options.webhook(body, headers);
    else if (options.webhook)
      await fetch(options.webhook, { method: 'POST', headers, body: JSON.stringify(body) }).catch(
        () => undefined,
      );
  };

  /** A new revision of a booking (the OTA booked, changed or cancelled), announced as `delivery` says. */
  const revise = async (
    bookingId: string,
    status: 'new' | 'modified' | 'cancelled',
    input: OtaBookingInput,
    delivery: Delivery,
  ) => {
    state.revisionCounter += 1;
    const id = randomUUID();
    const rooms = Array.from({ length: input.rooms ?? 1 }, () => ({
      room_type_id: input.roomType,
      rate_plan_id: input.ratePlan,
      checkin_date: input.from,
      checkout_date: input.to,
      amount: input.amount ?? '200.00',
      occupancy: { adults: 2, children: 0, infants: 0 },
    }));
    const guest = input.guest ?? { name: 'Ana', surname: 'Silva', mail: 'ana.silva@example.org' };
    state.revisions.push({
      id,
      bookingId,
      acked: false,
      attributes: {
        status,
        unique_id: `BDC-${bookingId.slice(0, 8)}`,
        system_id: `sys-${state.revisionCounter}`,
        ota_reservation_code: `BDC-${bookingId.slice(0, 8).toUpperCase()}`,
        ota_name: input.otaName ?? 'Booking.com',
        arrival_date: input.from,
        departure_date: input.to,
        amount: input.amount ?? '200.00',
        currency: input.currency ?? 'EUR',
        // Strictly increasing, as Channex's own timestamps of one booking's revisions are.
        inserted_at: new Date(clock() + state.revisionCounter).toISOString(),
        customer: {
          name: guest.name,
          surname: guest.surname,
          mail: guest.mail ?? '',
          phone: '',
          country: 'PT',
        },
        rooms,
      },
    });
    const body = {
      event: 'booking',
      property_id: state.propertyId,
      payload: { booking_id: bookingId, revision_id: id, property_id: state.propertyId },
      timestamp: new Date(clock()).toISOString(),
    };
    if (delivery === 'held') state.held.push(body);
    else if (delivery !== 'lost') {
      await deliver(body);
      if (delivery === 'twice') await deliver(body);
    }
    return { booking: bookingId, revision: id };
  };

  const server = createServer((request, response) => {
    const started = clock();
    handle(request, response)
      .catch((e) => error(response, 500, { code: 'internal_error', title: String(e) }))
      .finally(() =>
        state.calls.push({
          method: request.method ?? '',
          path: new URL(request.url ?? '/', 'http://localhost').pathname,
          status: response.statusCode,
          at: started,
        }),
      );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    state,
    /** Adds a room type and a rate plan for it to the property, as set up in Channex's app. */
    addRoomType(title: string) {
      const room = { id: randomUUID(), title };
      state.roomTypes.push(room);
      const rate = { id: randomUUID(), title: `${title} BAR`, roomTypeId: room.id };
      state.ratePlans.push(rate);
      return { roomType: room.id, ratePlan: rate.id };
    },
    /** An OTA books: a `new` revision, its webhook sent as `delivery` says (a fault to inject). */
    book(input: OtaBookingInput, delivery: Delivery = 'once') {
      return revise(randomUUID(), 'new', input, delivery);
    },
    /** The OTA changes the booking: a `modified` revision with the booking as it is now. */
    modify(booking: string, input: OtaBookingInput, delivery: Delivery = 'once') {
      return revise(booking, 'modified', input, delivery);
    },
    /** The OTA cancels: a `cancelled` revision carrying the booking as it was. */
    cancel(booking: string, input: OtaBookingInput, delivery: Delivery = 'once') {
      return revise(booking, 'cancelled', input, delivery);
    },
    /** Sends the held webhooks, newest first when `reversed` (out of order), and forgets them. */
    async release(reversed = false) {
      const held = reversed ? [...state.held].reverse() : [...state.held];
      state.held = [];
      for (const body of held) await deliver(body);
    },
    /** How often a revision was acknowledged. */
    acksOf(revision: string) {
      return state.acks.get(revision) ?? 0;
    },
    /** The next call answers `status` with `body` (Channex's 500 shape by default). */
    failNext(
      status = 500,
      body: unknown = { errors: { code: 'internal_error', title: 'Internal Server Error' } },
    ) {
      state.faults.push({ status, body });
    },
    /** What the channel believes a room type has free on `day` (undefined: never told). */
    availabilityOn(roomType: string, day: string) {
      return state.availability.get(roomType)?.get(day);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ChannexServer = Awaited<ReturnType<typeof startChannexServer>>;
