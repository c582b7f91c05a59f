import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/http/access.ts';
import { callOperation, isErrorShape, type Operation, operationsOf, PathFiller } from './openapi-walk.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Suite 2 of issue 10: who may call what, for every operation of the OpenAPI document. A route
 * that opens to guests must be named here with the reason; anything else answers a guest 401, a
 * user without scopes 403 (or 404 for a switched-off area), and a user limited to one resort
 * never a row of another resort or vessel.
 */
const PUBLIC: Record<string, string> = {
  'POST /api/auth/token': 'login',
  'POST /api/auth/register': 'self-registration (refused unless the settings allow it)',
  'POST /api/auth/password/reset': 'asking for a password reset mail',
  'PUT /api/auth/password/reset': 'setting a new password with the mailed token',
  'POST /api/users/{id}/verify': 'confirming an e-mail address with the mailed token',
  'GET /api/settings/lang': 'the login page in the visitor’s language',
  'GET /api/settings/countries': 'country pickers on public registration and booking pages',
  'GET /version': 'the web app compares versions before login',
  'GET /api/version': 'the web app compares versions before login',
  'GET /api/health': 'load balancers and monitoring',
  'GET /api/bootstrap': 'the web app starts before login (guest bootstrap without private data)',
  'GET /api/tour/ics': 'calendar programs subscribe with the feed key, they cannot log in',
  'GET /api/media/{id}/data': 'pictures on public booking pages and in mails (random ids)',
  'GET /api/public/invoice/{id}':
    'the invoice a payer opens from a link (256-bit token in the query, else 404)',
  'GET /api/public/invoice/{id}/pdf': 'its PDF, by the same token',
  'POST /api/public/invoice/{id}/checkout':
    'its pay button: the payer goes to the payment provider, by the same token',
  'GET /api/p/r/{type}/{template}/{context}':
    'a booking document opened from a mail link (a 192-bit HMAC of type, template and booking)',
  'GET /api/p/uddf/{context}':
    "a guest's logbook (UDDF) opened from a mail link (a 192-bit HMAC of the customer's id)",
  'POST /api/payments/notify/booking/{id}/{provider}':
    'payment providers deliver webhooks; believed only with a valid signature at most 300 s old',
  'GET /api/guestform/{id}/linked':
    'a guest opens the booking’s guest form from its link (256-bit token; live bookings until departure)',
  'POST /api/guestform/{id}/linked': 'the guest saves or sends their form, by the same token',
  'POST /api/guestform/{id}/linked/file': 'the guest uploads a passport scan or a form, by the same token',
  'GET /api/form/{id}/public': 'a customer opens a form sent to them (256-bit token in the query)',
  'POST /api/form/{id}/public': 'the customer answers it, by the same token',
  'GET /api/widget/{id}/public':
    'an embedded booking page reads its widget (active widgets only; no names or origins in it)',
  'GET /widget.js': 'the script of the snippet operators paste into their website',
  'GET /api/book/vessel': 'the public booking pages: the vessels and resorts bookable online',
  'GET /api/book/schedules': 'the public month view of departures (free berths, from-price)',
  'GET /api/book/rooms': 'the cabins or rooms free for a departure or stay, priced',
  'GET /api/book/roomTypes': 'the public month view of a resort’s nights',
  'GET /api/book/addons': 'extras a guest may add to a public booking',
  'GET /api/book/addons/availability/{id}': 'whether an extra can still be booked',
  'GET /api/book/products': 'products of an asset a guest may order ahead',
  'GET /api/book/operator': 'who guests book with (name, logo) and the terms they accept',
  'POST /api/book/booking/price':
    'the price of a public booking (the server’s own; staff drafts with an asset still need a booking or price scope)',
  'POST /api/book/booking/create':
    'a guest books online when the operator allows it (held while paying, once per idempotency key)',
  'POST /api/book/{id}/checkout': 'the booker pays, by the booking’s 256-bit token',
  'POST /api/book/{id}/extend':
    'the booker extends the hold while paying (WCAG 2.2.1), by the booking’s 256-bit token',
  'POST /api/book/{id}/payment/success': 'the booker returns from paying, by the same token',
  'POST /api/book/{id}/payment/aborted': 'the booker returns without paying, by the same token',
  'GET /api/book/no/{bookingNo}': 'the booker looks a booking up by its number and their own e-mail',
  // Issue 39: calls of a connected installation carry its HMAC signature (shared secret, at most
  // 5 minutes old, each nonce once) instead of a user's token; the jump-token check takes the
  // other installation's signed single-use token of 60 s.
  'GET /api/connect/peer/ping': 'a connected installation tests the connection (signed)',
  'GET /api/connect/peer/bookings': 'a connected installation lists bookings here (signed)',
  'GET /api/connect/peer/bookings/{id}': 'a connected installation opens a booking here (signed)',
  'GET /api/connect/peer/bookings/{id}/guestforms': 'a connected installation reads its guest forms (signed)',
  'GET /api/connect/peer/users': 'a connected installation links a user to an account here (signed)',
  'GET /api/connect/peer/customers': 'a connected installation checks a customer reference (signed)',
  'GET /api/connect/peer/pos': "a connected installation reads a customer's till sales (signed)",
  'GET /api/cauth/jumpto': 'the jump-token check: a connected installation’s signed single-use token logs in',
  'POST /api/ota/webhook':
    "the channel manager announces a booking (the connection's webhook secret in a header)",
  'GET /api/mailaccount/oauth/callback':
    'the authorization server sends the browser back (a one-time 192-bit state names the account)',
};

let ctx: TestContext;
let admin: string;
let operations: Operation[];
const accessOf = new Map<string, Access>();
const key = (method: string, path: string) => `${method} ${path}`;

async function createUser(email: string, extra: Record<string, unknown>): Promise<string> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: { name: email, email, password: 'secret1', userType: 'employee', ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await ctx.login(email, 'secret1')).token;
}

beforeAll(async () => {
  ctx = await createTestContext({}, { demo: true });
  admin = await ctx.adminToken();
  operations = await operationsOf(ctx);
  for (const { method, url, access } of ctx.app.declaredAccess)
    accessOf.set(key(method, url.replace(/:(\w+)/g, '{$1}')), access);
}, 300_000);
afterAll(() => ctx?.close());

const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_TEXT}$`);
/**
 * Every id an answer names. The walks look for hundreds of foreign ids in every answer (lists come
 * whole, `size=0`): one pass over the body instead of one search per id (seconds of CPU per walk).
 */
const idsIn = (body: string) => new Set(body.match(new RegExp(UUID_TEXT, 'g')) ?? []);
const isPublic = (access: Access) => access.scopes.length === 0;
const anyUser = (access: Access) => access.scopes.includes('user');

const call = (operation: Operation, url: string, token?: string): Promise<LightMyRequestResponse> =>
  callOperation(ctx, operation, url, token);

describe('access on every operation of the OpenAPI document', () => {
  it('declares access for every operation, and every public one is named with its reason', () => {
    const undeclared = operations
      .filter((o) => !accessOf.has(key(o.method, o.path)))
      .map((o) => key(o.method, o.path));
    expect(undeclared).toEqual([]);
    const publicOnes = operations
      .filter((o) => isPublic(accessOf.get(key(o.method, o.path))!))
      .map((o) => key(o.method, o.path));
    expect(publicOnes.filter((k) => !PUBLIC[k])).toEqual([]);
    // The list names no route that is gone or no longer public.
    expect(Object.keys(PUBLIC).filter((k) => !publicOnes.includes(k))).toEqual([]);
    console.log(`access declared: ${operations.length} operations, ${publicOnes.length} public`);
  });

  it('answers a guest 401 on every operation that is not public', async () => {
    const filler = new PathFiller(ctx, admin);
    await filler.prepare();
    const wrong: string[] = [];
    for (const operation of operations) {
      const url = await filler.fill(operation.path);
      const response = await call(operation, url);
      const access = accessOf.get(key(operation.method, operation.path))!;
      if (isPublic(access)) {
        if (response.statusCode >= 500)
          wrong.push(`${key(operation.method, url)} public: ${response.statusCode}`);
      } else if (response.statusCode !== 401 || !isErrorShape(response)) {
        wrong.push(`${key(operation.method, url)}: ${response.statusCode}`);
      }
    }
    console.log(`guest walk: ${operations.length} operations`);
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers a user without scopes 403 or 404 unless the route is open to every user', async () => {
    const token = await createUser('noscope@test.local', { permissions: { scope: [] } });
    const filler = new PathFiller(ctx, admin);
    await filler.prepare();
    const wrong: string[] = [];
    let refused = 0;
    for (const operation of operations) {
      const access = accessOf.get(key(operation.method, operation.path))!;
      if (isPublic(access) || anyUser(access)) continue;
      const url = await filler.fill(operation.path);
      const response = await call(operation, url, token);
      if (![403, 404].includes(response.statusCode) || !isErrorShape(response))
        wrong.push(`${key(operation.method, url)}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      else refused += 1;
    }
    console.log(`no-scope walk: ${refused} operations refused`);
    expect(refused).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  }, 120_000);

  it('never shows a user limited to one resort a row of another resort or of a vessel', async () => {
    const adminFiller = new PathFiller(ctx, admin);
    const resort = await adminFiller.firstId('resort');
    // A second resort with a room type and a room, besides the demo vessel, as "another asset".
    const post = async (url: string, payload: object) =>
      (await ctx.request({ method: 'POST', url, token: admin, payload })).json() as { id: string };
    const other = await post('/api/resort', { name: 'Other Resort' });
    const otherType = await post('/api/roomtypes', { name: 'Other Type', resort: other.id });
    await post('/api/rooms', { name: 'Other 1', type: 'Room', resort: other.id, roomType: otherType.id });

    const vessel = await adminFiller.firstId('vessel');
    const foreignAssets = new Set([other.id, vessel]);
    expect(foreignAssets.has(resort)).toBe(false);

    // Every row of every list that belongs to another asset, as the admin sees them.
    const foreign = new Map<string, string[]>();
    for (const operation of operations) {
      if (operation.method !== 'GET' || !operation.queryParams.some((p) => p.name === 'filter')) continue;
      const base = operation.path.split('/')[2]!;
      if (operation.path !== `/api/${base}`) continue;
      const page = await ctx.request({ method: 'GET', url: `/api/${base}?size=0`, token: admin });
      const rows = (page.json() as { data: Record<string, unknown>[] }).data;
      // A row of the user's own resort is theirs even when it names the vessel too: a booking with
      // a stay and a trip is in the lists of both places (docs/decisions.md).
      const ids = rows
        .filter((row) => ['id', 'resort', 'vessel'].some((field) => foreignAssets.has(row[field] as string)))
        .filter((row) => row.resort !== resort)
        .map((row) => row.id as string);
      if (ids.length) foreign.set(base, ids);
    }
    // A booking of the resort with a trip as its other part names that trip, its tour and vessel:
    // the user sees the booking whole, as on its screen, so the booking calls may name those.
    const ownBookings = (
      await ctx.request({ method: 'GET', url: '/api/bookings?size=0', token: admin })
    ).json() as { data: Record<string, string | null>[] };
    const named = new Set(
      ownBookings.data
        .filter((b) => b.resort === resort)
        .flatMap((b) => [b.vessel, b.schedule, b.tour].filter((id): id is string => Boolean(id))),
    );
    const foreignIds = [...foreign.values()].flat();
    expect(foreignIds.length).toBeGreaterThan(20);
    expect(foreignIds.filter((id) => !UUID.test(id))).toEqual([]);

    const scopes = [...new Set([...accessOf.values()].flatMap((a) => a.scopes))].filter(
      (s) => !['admin', 'user', 'guest'].includes(s),
    );
    const token = await createUser('oneresort@test.local', {
      permissions: { scope: scopes },
      resorts: [resort],
    });
    const filler = new PathFiller(ctx, token);
    await filler.prepare();

    const leaks: string[] = [];
    let walked = 0;
    const check = async (operation: Operation, url: string) => {
      walked += 1;
      const response = await call(operation, url, token);
      if (response.statusCode >= 500) leaks.push(`${url}: ${response.statusCode}`);
      if (response.statusCode >= 300) return;
      const bookingCall = url.startsWith('/api/bookings');
      const shown = idsIn(response.body);
      const leaked = foreignIds.filter((id) => shown.has(id) && !(bookingCall && named.has(id)));
      if (leaked.length) leaks.push(`${url}: shows ${leaked.length} rows of another asset`);
    };
    for (const operation of operations) {
      if (operation.method !== 'GET') continue;
      const url = await filler.fill(operation.path);
      const lists = operation.queryParams.some((p) => p.name === 'size');
      await check(operation, lists ? `${url}?size=0` : url);
      // The same call for a record of another asset: refused, or answered without it.
      const base = operation.path.split('/')[2]!;
      const foreignId = foreign.get(base)?.[0];
      if (operation.path.includes('{id}') && foreignId)
        await check(
          operation,
          (await filler.fill(operation.path)).replace(/\/[0-9a-f-]{36}/, `/${foreignId}`),
        );
    }
    console.log(`one-resort walk: ${walked} requests, ${foreignIds.length} rows of other assets looked for`);
    expect(leaks).toEqual([]);
  }, 120_000);

  it('never shows an agent anything of another agency', async () => {
    const get = async (url: string) =>
      (await ctx.request({ method: 'GET', url, token: admin })).json() as { data: Record<string, unknown>[] };
    const agencies = (await get('/api/agency?size=0')).data;
    const own = agencies.find((a) => a.name === 'Tauchreisen Nord GmbH')!.id as string;
    // What belongs to other agencies, or to no agency at all, as the admin sees it.
    const otherAgencies = agencies.filter((a) => a.id !== own).map((a) => a.id as string);
    const bookings = (await get('/api/bookings?size=0')).data;
    const foreignBookings = bookings.filter((b) => b.agency !== own).map((b) => b.id as string);
    const contacts = (await get('/api/agencycontact?size=0')).data;
    const foreignContacts = contacts.filter((c) => c.agency !== own).map((c) => c.id as string);
    const foreignIds = [...otherAgencies, ...foreignBookings, ...foreignContacts];
    expect(foreignIds.filter((id) => !UUID.test(id))).toEqual([]);
    expect(otherAgencies.length).toBeGreaterThan(1);
    expect(foreignBookings.length).toBeGreaterThan(20);

    const token = await createUser('agent-walk@test.local', {
      userType: 'agency',
      agency: own,
      permissions: { scope: ['agencies.self', 'bookings.create'] },
    });
    const filler = new PathFiller(ctx, token);
    await filler.prepare();
    const leaks: string[] = [];
    let answered = 0;
    const check = async (operation: Operation, url: string) => {
      const response = await call(operation, url, token);
      if (response.statusCode >= 500) leaks.push(`${url}: ${response.statusCode}`);
      if (response.statusCode >= 300) return;
      answered += 1;
      const shown = idsIn(response.body);
      const leaked = foreignIds.filter((id) => shown.has(id));
      if (leaked.length) leaks.push(`${url}: shows ${leaked.length} records of other agencies`);
    };
    for (const operation of operations) {
      if (operation.method !== 'GET') continue;
      const url = await filler.fill(operation.path);
      const lists = operation.queryParams.some((p) => p.name === 'size');
      await check(operation, lists ? `${url}?size=0` : url);
      // The same call naming another agency or a booking not of this one: refused, or without it.
      if (/\{(agency|id)\}/.test(operation.path))
        for (const foreign of [otherAgencies[0]!, foreignBookings[0]!])
          await check(
            operation,
            (await filler.fill(operation.path)).replace(/\/[0-9a-f-]{36}/, `/${foreign}`),
          );
    }
    console.log(`agent walk: ${answered} answers, ${foreignIds.length} records of other agencies looked for`);
    // The agent reaches their agency, its contacts, ledger and bookings at least.
    expect(answered).toBeGreaterThan(5);
    expect(leaks).toEqual([]);
  }, 120_000);
});
