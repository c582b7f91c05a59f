import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyFor,
  callOperation,
  type Operation,
  operationsOf,
  PathFiller,
  queriesFor,
  sentinelsIn,
  settleWalk,
  withQuery,
} from './openapi-walk.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { type AgencyRecords, walkWorld } from './walk-world.ts';

/**
 * Issue 31: an agent of one agency walks every operation of the OpenAPI document against a second
 * agency's records. Every GET, with the ids filled from the rival's records and every list asked
 * whole and narrowed to them, shows none of the rival's identifying values; every write naming
 * one of the rival's ids is refused and leaves the rival's records as they were.
 */

/**
 * Operations that may show a rival's value to an agent or take a body naming one, each with the
 * reason. What agents share (free cabins, prices) carries no names, numbers or ids of another agency.
 */
const ALLOWED: Record<string, string> = {
  'PUT /api/auth/token': 'renews the agent’s own session; it reads no body',
  'POST /api/customer':
    'an agent’s new client is its own agency’s whatever agency the body names (the snapshot shows the rival got none)',
};

/**
 * Holes the walk finds that are known and being closed, named by finding (none since issue 31):
 * the walk also fails for an entry here that holds by now, so none outlives its fix.
 */
const KNOWN_OPEN = {
  reads: {},
  writes: {},
  'writes after the writes': {},
  'reads after the writes': {},
} satisfies Record<string, Record<string, string>>;

/** Writes the walk leaves out, with the reason. */
const NOT_WALKED: Record<string, string> = {
  'DELETE /api/auth/token': 'logs the walking agent out (naming no record)',
};

/**
 * Writes walked last: when one goes through, the agent takes the rival's client into a booking of
 * its own and sees it from then on, which would let every later write on that client through too.
 */
const LAST = new Set(['POST /api/bookings', 'POST /api/bookings/{id}/copy']);

/** The e-mail the agent tries to give the rival's client. */
const TAKEN_EMAIL = 'taken@own-agency.example';

let ctx: TestContext;
let admin: string;
let operations: Operation[];
let own: AgencyRecords;
let rival: AgencyRecords;
let filler: PathFiller;
let trips: Record<string, string>;
let rivalClient: Json;
let rivalHeldCabin: string;
const key = (method: string, path: string) => `${method} ${path}`;

type Json = Record<string, unknown>;

const adminGet = async (url: string) => {
  const response = await ctx.request({ method: 'GET', url, token: admin });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

/** The rival's records as the admin reads them: the walk must leave each as it was. */
async function rivalSnapshot(): Promise<Map<string, string>> {
  const urls = [
    `/api/agency/${rival.agency}`,
    `/api/agency/contacts?agency=${rival.agency}`,
    `/api/agency/credits?agency=${rival.agency}&size=0`,
    `/api/agency/allotments?agency=${rival.agency}`,
    `/api/guestform?booking=${rival.booking}&state=draft&size=0`,
    // A client or booking the walk made must not have become the rival's either.
    `/api/customer?size=0&filter=${encodeURIComponent(JSON.stringify({ agency: rival.agency }))}`,
  ];
  const bookings = ((await adminGet('/api/bookings?size=0')).data as Json[]).filter(
    (b) => b.agency === rival.agency,
  );
  urls.push(`/api/bookings?size=0&filter=${encodeURIComponent(JSON.stringify({ agency: rival.agency }))}`);
  for (const b of bookings) urls.push(`/api/bookings/${b.id}`, `/api/bookings/${b.id}/invoices`);
  for (const id of rival.customers) urls.push(`/api/customer/${id}`);
  const snapshot = new Map<string, string>();
  for (const url of urls) {
    const response = await ctx.request({ method: 'GET', url, token: admin });
    if (response.statusCode === 200) snapshot.set(url, response.body);
  }
  return snapshot;
}

/**
 * Writes aimed at the rival the way a real client would send them: valid bodies, so a refusal
 * comes from the access rule and not from validation. Every other write gets its body from its
 * schema with the rival's ids in it.
 */
const PROBES: Record<string, () => unknown[]> = {
  'POST /api/bookings': () => [
    // The rival's client as lead and guest of a booking of the agent's.
    {
      schedule: trips.s3,
      rooms: [{ room: trips['Cabin 4'], guests: [rival.customer, null] }],
      lead: rival.customer,
    },
    // A cabin held for the rival, booked with the agent's own client.
    { schedule: trips.s2, rooms: [{ room: rivalHeldCabin, guests: [own.customer] }], lead: own.customer },
  ],
  'POST /api/bookings/{id}/copy': () => [{ schedule: trips.s4 }],
  // The rival's client as the admin reads it, with another e-mail: a valid update.
  'POST /api/customer/{id}': () => [
    { ...rivalClient, contact: { ...(rivalClient.contact as Json), email: TAKEN_EMAIL } },
  ],
  'POST /api/customer': () => [
    {
      masterData: { firstName: 'Planted', lastName: 'Client' },
      contact: {},
      address: {},
      passport: {},
      agency: rival.agency,
    },
  ],
  'POST /api/arrivaldeparture': () => [
    { booking: rival.booking, kind: 'arrival', date: '2027-03-06', flight: 'XX 123' },
  ],
};

function probeBodies(operation: Operation): unknown[] {
  const probe = PROBES[key(operation.method, operation.path)];
  if (probe) return probe();
  return [
    bodyFor(operation, {
      agency: rival.agency,
      booking: rival.booking,
      customer: rival.customer,
      lead: rival.customer,
      guests: [rival.customer],
      customers: [rival.customer],
      ids: [rival.booking],
    }),
  ];
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  operations = await operationsOf(ctx);
  ({ own, rival, trips } = await walkWorld(ctx, admin));
  // Path parameters from the rival's records (and the operator's shared ones where it has none).
  filler = new PathFiller(ctx, admin);
  filler.use('agency', rival.agency);
  filler.use('customer', rival.customer);
  const contacts = (await adminGet(`/api/agencycontact?size=0`)).data as Json[];
  filler.use('agencycontact', contacts.find((c) => c.agency === rival.agency)!.id as string);
  const held = (await adminGet(`/api/agency/allotments?agency=${rival.agency}`)) as Json[];
  filler.use('allotment', held[0]!.id as string);
  rivalHeldCabin = (held[0]!.rooms as Json[])[0]!.id as string;
  const ledger = (await adminGet(`/api/agency/credits?agency=${rival.agency}&size=0`)).entries as Json[];
  filler.use('credit', ledger[0]!.id as string);
  const invoices = (await adminGet(`/api/bookings/${rival.booking}/invoices`)).invoices as Json[];
  filler.use('invoice', invoices[0]!.id as string);
  filler.use('guestform', rival.guestForm);
  rivalClient = await adminGet(`/api/customer/${rival.customer}`);
  // The public look-up of a booking by number and booker's e-mail, tried with the rival's booking
  // and the address the agent would give its client.
  filler.use('bookingNo', rival.narrow.query!);
  rival.narrow.email = TAKEN_EMAIL;
  await filler.prepare(rival.booking);
}, 120_000);
afterAll(() => ctx?.close());

/** Every GET as the agent, filled and narrowed with the rival's records: what showed them. */
async function readWalk(): Promise<Map<string, string[]>> {
  const findings = new Map<string, string[]>();
  let answered = 0;
  let requests = 0;
  for (const operation of operations) {
    if (operation.method !== 'GET') continue;
    const url = await filler.fill(operation.path);
    for (const query of queriesFor(operation, rival.narrow)) {
      requests += 1;
      const response = await callOperation(ctx, operation, withQuery(url, query), own.agent);
      if (response.statusCode < 300) answered += 1;
      const found =
        response.statusCode >= 500
          ? [`${response.statusCode}`]
          : response.statusCode < 300
            ? sentinelsIn(response.body, rival.sentinels)
            : [];
      if (!found.length) continue;
      const k = key(operation.method, operation.path);
      findings.set(k, [...(findings.get(k) ?? []), `${query || '(no query)'} shows ${found.join(', ')}`]);
    }
  }
  console.log(`agency read walk: ${requests} requests, ${answered} answered, ${rival.sentinels.size} values`);
  // The agent reaches its own agency, bookings, clients and the shared lists at least.
  expect(answered).toBeGreaterThan(100);
  return findings;
}

/** Every write naming the rival's records, as the agent: what went through or changed them. */
async function writeWalk(): Promise<Map<string, string[]>> {
  const before = await rivalSnapshot();
  const findings = new Map<string, string[]>();
  let naming = 0;
  const last = (o: Operation) => Number(LAST.has(key(o.method, o.path)));
  for (const operation of [...operations].sort((a, b) => last(a) - last(b))) {
    const k = key(operation.method, operation.path);
    if (operation.method === 'GET' || NOT_WALKED[k]) continue;
    const url = await filler.fill(operation.path);
    for (const payload of probeBodies(operation)) {
      const names =
        PROBES[k] || [...rival.ids].some((id) => url.includes(id) || JSON.stringify(payload).includes(id));
      if (!names) continue;
      naming += 1;
      const response = await callOperation(ctx, operation, url, own.agent, payload);
      if (response.statusCode < 300 || response.statusCode >= 500)
        findings.set(k, [
          ...(findings.get(k) ?? []),
          `${response.statusCode} ${response.body.slice(0, 160)}`,
        ]);
    }
  }
  const after = await rivalSnapshot();
  const changed = [...before].filter(([url, body]) => after.get(url) !== body).map(([url]) => url);
  console.log(`agency write walk: ${naming} writes naming the rival's records`);
  expect(naming).toBeGreaterThan(100);
  if (changed.length) findings.set('the rival’s records changed', changed);
  return findings;
}

describe('an agent against another agency’s records', () => {
  it('reads none of them through any GET, filled and narrowed with the rival’s ids', async () => {
    expect(rival.sentinels.size).toBeGreaterThan(30);
    settleWalk(await readWalk(), 'reads', KNOWN_OPEN.reads, ALLOWED);
  }, 60_000);

  it('is refused every write that names one of them, and changes none of them', async () => {
    settleWalk(await writeWalk(), 'writes', KNOWN_OPEN.writes, ALLOWED);
    // The agent is still of their own agency.
    const self = await ctx.request({ method: 'GET', url: '/api/users/self', token: own.agent });
    expect(self.json().agency).toBe(own.agency);
  }, 60_000);

  it('still reads and changes none of them after all those writes', async () => {
    settleWalk(await writeWalk(), 'writes after the writes', KNOWN_OPEN['writes after the writes'], ALLOWED);
    settleWalk(await readWalk(), 'reads after the writes', KNOWN_OPEN['reads after the writes'], ALLOWED);
  }, 60_000);
});
