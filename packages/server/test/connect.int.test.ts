import { type AddressInfo, createServer } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kidOf, signedHeaders } from '../src/modules/connect/peer-signature.ts';
import { newCustomer, newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { ADMIN, createTestContext, type TestContext } from './test-app.ts';
import { testNow } from './test-clock.ts';

/**
 * Issue 39: two Seaberth installations, each with its own database, listening on real ports. The
 * group's central installation connects to a lodge, links a user, jumps over, and sees the lodge's
 * bookings in its asset master.
 */
const SECRET = 'shared-secret-of-the-group-0123456789';

let central: TestContext;
let lodge: TestContext;
let lodgeUrl: string;
let centralUrl: string;
let centralAdmin: string;
let lodgeAdmin: string;
let stay: { id: string; bookingNo: string };
let guest: string;

async function listen(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function call(
  ctx: TestContext,
  token: string | undefined,
  method: string,
  url: string,
  payload?: Record<string, unknown>,
) {
  return ctx.request({ method: method as 'GET', url, token, ...(payload === undefined ? {} : { payload }) });
}

beforeAll(async () => {
  [central, lodge] = await Promise.all([createTestContext(), createTestContext()]);
  [centralUrl, lodgeUrl] = await Promise.all([listen(central), listen(lodge)]);
  for (const ctx of [central, lodge]) await ctx.services.settings.put('features', 'connect', 'true');
  await central.services.settings.put('features', 'assetMaster', 'true');
  [centralAdmin, lodgeAdmin] = await Promise.all([central.adminToken(), lodge.adminToken()]);
  // Each side names the other; the shared secret is the only thing they agree on.
  const made = await call(central, centralAdmin, 'POST', '/api/systemconnection', {
    key: 'lodge',
    name: 'Reef Lodge',
    url: lodgeUrl,
    secret: SECRET,
  });
  expect(made.statusCode, made.body).toBe(201);
  const back = await call(lodge, lodgeAdmin, 'POST', '/api/systemconnection', {
    key: 'hq',
    name: 'Group HQ',
    url: centralUrl,
    secret: SECRET,
  });
  expect(back.statusCode, back.body).toBe(201);
  const world = await resortWorld(lodge, lodgeAdmin);
  guest = (await newCustomer(lodge, lodgeAdmin, { email: 'mara@guest.example' })).id;
  stay = await newStay(lodge, lodgeAdmin, {
    resort: world.resort!,
    from: '2027-03-01',
    to: '2027-03-05',
    rooms: [{ room: world.R1!, guests: [guest] }],
  });
}, 120_000);

afterAll(async () => {
  await Promise.all([central?.close(), lodge?.close()]);
});

describe('a connection', () => {
  it('keeps the secret sealed and never answers it', async () => {
    const list = await call(central, centralAdmin, 'GET', '/api/systemconnection');
    const row = list.json().data[0];
    expect(row).toMatchObject({ key: 'lodge', name: 'Reef Lodge', url: lodgeUrl });
    expect(row.secret).toBeUndefined();
    expect(row.secretKid).toBeUndefined();
    expect(list.body).not.toContain(SECRET);
  });

  it('is for administrators only and validates its fields', async () => {
    const reader = await newUser(central, centralAdmin, 'reader@central.test', ['bookings.read']);
    expect((await call(central, reader, 'GET', '/api/systemconnection')).statusCode).toBe(403);
    expect((await call(central, undefined, 'GET', '/api/systemconnection')).statusCode).toBe(401);
    const bad = await call(central, centralAdmin, 'POST', '/api/systemconnection', {
      key: 'Bad Key',
      name: 'x',
      url: 'javascript:alert(1)',
      secret: 'short',
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['key', 'url', 'secret']));
    const noSecret = await call(central, centralAdmin, 'POST', '/api/systemconnection', {
      key: 'nosecret',
      name: 'No secret',
      url: lodgeUrl,
    });
    expect(noSecret.statusCode).toBe(400);
  });

  it('tests the other side: reachable with the secret, refused with another, unreachable when down', async () => {
    const id = (await call(central, centralAdmin, 'GET', '/api/systemconnection')).json().data[0].id;
    const ok = (await call(central, centralAdmin, 'POST', `/api/systemconnection/${id}/test`)).json();
    expect(ok).toMatchObject({ ok: true, reason: null });
    const wrong = await call(central, centralAdmin, 'POST', '/api/systemconnection', {
      key: 'wrong',
      name: 'Wrong secret',
      url: lodgeUrl,
      secret: 'another-secret-nobody-shares-0123456789',
    });
    const refused = (
      await call(central, centralAdmin, 'POST', `/api/systemconnection/${wrong.json().id}/test`)
    ).json();
    expect(refused.ok).toBe(false);
    expect(refused.reason).toMatch(/signature refused/);
    const down = await call(central, centralAdmin, 'POST', '/api/systemconnection', {
      key: 'down',
      name: 'Down',
      url: `http://127.0.0.1:${await closedPort()}`,
      secret: SECRET,
    });
    const gone = (
      await call(central, centralAdmin, 'POST', `/api/systemconnection/${down.json().id}/test`)
    ).json();
    expect(gone).toMatchObject({ ok: false });
    expect(gone.reason).toMatch(/ECONNREFUSED/);
    // Bookings through the refused connection are a clear 502, not an empty list.
    const search = await call(central, centralAdmin, 'GET', '/api/bookings/search/wrong');
    expect(search.statusCode).toBe(502);
    expect(search.json().description).toBe('SYSTEM_UNREACHABLE');
  });

  it('lists the connections in bootstrap for logged-in users only', async () => {
    const systems = (await call(central, centralAdmin, 'GET', '/api/bootstrap')).json().systems;
    expect(systems).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'lodge', label: 'Reef Lodge' })]),
    );
    const guest = (await call(central, undefined, 'GET', '/api/bootstrap')).json().systems;
    expect(guest.find((s: { key: string }) => s.key === 'lodge')).toBeUndefined();
  });
});

describe('signed calls', () => {
  const ping = async (headers: Record<string, string>, path = '/api/connect/peer/ping') =>
    fetch(`${lodgeUrl}${path}`, { headers });

  it('answer a signed call once; a replay, an old timestamp and no signature are refused', async () => {
    const headers = signedHeaders(
      SECRET,
      { method: 'GET', path: '/api/connect/peer/ping' },
      testNow().getTime(),
    );
    expect((await ping(headers)).status).toBe(200);
    const replay = await ping(headers);
    expect(replay.status).toBe(401);
    expect((await replay.json()).message).toMatch(/sent before/);
    const old = signedHeaders(
      SECRET,
      { method: 'GET', path: '/api/connect/peer/ping' },
      testNow().getTime() - 10 * 60_000,
    );
    expect((await ping(old)).status).toBe(401);
    expect((await ping({})).status).toBe(401);
    // Signed for another path: the signature covers it.
    const moved = signedHeaders(
      SECRET,
      { method: 'GET', path: '/api/connect/peer/ping' },
      testNow().getTime(),
    );
    expect((await ping(moved, '/api/connect/peer/bookings')).status).toBe(401);
  });
});

describe('the asset master', () => {
  it("lists, searches and opens the lodge's bookings from the central installation", async () => {
    const list = await call(central, centralAdmin, 'GET', '/api/master/lodge/booking?size=10');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(1);
    expect(list.json().data[0]).toMatchObject({ id: stay.id, bookingNo: stay.bookingNo, asset: 'Coral Bay' });
    const searched = await call(central, centralAdmin, 'GET', `/api/master/lodge/booking?search=nomatch`);
    expect(searched.json().total).toBe(0);
    const detail = await call(central, centralAdmin, 'GET', `/api/master/lodge/booking/${stay.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ system: 'lodge', systemName: 'Reef Lodge', from: '2027-03-01' });
    expect(detail.json().guests[0]).toMatchObject({ customer: guest, room: 'R1' });
    const forms = await call(central, centralAdmin, 'GET', `/api/master/lodge/booking/${stay.id}/guestform`);
    expect(forms.statusCode).toBe(200);
    expect(Array.isArray(forms.json())).toBe(true);
    const missing = await call(
      central,
      centralAdmin,
      'GET',
      '/api/master/lodge/booking/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect((await call(central, centralAdmin, 'GET', '/api/master/nowhere/booking')).statusCode).toBe(404);
  });

  it('needs bookings.read and the feature assetMaster', async () => {
    const reader = (await central.login('reader@central.test', 'secret1')).token;
    expect((await call(central, reader, 'GET', '/api/master/lodge/booking')).statusCode).toBe(200);
    const other = await newUser(central, centralAdmin, 'tills@central.test', ['pos.read']);
    expect((await call(central, other, 'GET', '/api/master/lodge/booking')).statusCode).toBe(403);
    expect((await call(central, undefined, 'GET', '/api/master/lodge/booking')).statusCode).toBe(401);
    await central.services.settings.put('features', 'assetMaster', 'false');
    expect((await call(central, reader, 'GET', '/api/master/lodge/booking')).statusCode).toBe(404);
    await central.services.settings.put('features', 'assetMaster', 'true');
  });

  it("labels a guest form's custom answers with the lodge's words, in every language it has", async () => {
    const definition = await call(lodge, lodgeAdmin, 'POST', '/api/formdef', {
      name: 'Lodge extras',
      purpose: 'guestForm',
      fields: [{ id: 'reef', type: 'QuestionShort', label: { en: 'Favourite reef', de: 'Lieblingsriff' } }],
    });
    expect(definition.statusCode, definition.body).toBe(201);
    const group = await call(lodge, lodgeAdmin, 'POST', '/api/customerdatagroup', {
      name: 'Gear',
      fields: [
        { key: 'shoe', label: 'Shoe size', type: 'text', onGuestForm: true },
        { key: 'fins', label: 'Fins', type: 'text', onGuestForm: true },
      ],
    });
    expect(group.statusCode, group.body).toBe(201);
    const { token } = (await call(lodge, lodgeAdmin, 'GET', `/api/guestform/${stay.id}/links`)).json();
    const linked = `/api/guestform/${stay.id}/linked?token=${token}`;
    const [place] = (await call(lodge, undefined, 'GET', linked)).json().guests;
    const saved = await call(lodge, undefined, 'POST', linked, {
      form: place.form,
      version: place.version,
      data: { ...place.data, extra: { reef: 'Blue Corner' }, data: { shoe: '42' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const forms = await call(central, centralAdmin, 'GET', `/api/master/lodge/booking/${stay.id}/guestform`);
    expect(forms.statusCode, forms.body).toBe(200);
    const [form] = forms.json();
    expect(form.data.extra).toEqual({ reef: 'Blue Corner' });
    // Only what the form answers: the unanswered fins carry no label.
    expect(form.labels).toEqual({
      'extra.reef': { en: 'Favourite reef', de: 'Lieblingsriff' },
      'data.shoe': 'Shoe size',
    });
  });

  it("searches the lodge's bookings and a referenced customer's bookings there", async () => {
    const search = await call(
      central,
      centralAdmin,
      'GET',
      `/api/bookings/search/lodge?search=${stay.bookingNo}`,
    );
    expect(search.json().data.map((b: { id: string }) => b.id)).toEqual([stay.id]);
    const local = (await newCustomer(central, centralAdmin)).id;
    const none = await call(central, centralAdmin, 'GET', `/api/bookings/external/lodge?customer=${local}`);
    expect(none.statusCode).toBe(404);
    // An id the lodge does not know is refused; a known one is linked with its name over there.
    const unknown = await call(
      central,
      centralAdmin,
      'POST',
      `/api/customer/${local}/reference/lodge/00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.statusCode).toBe(404);
    const ref = await call(central, centralAdmin, 'POST', `/api/customer/${local}/reference/lodge/${guest}`);
    expect(ref.statusCode, ref.body).toBe(201);
    expect(ref.json().data).toEqual({ name: expect.any(String), email: 'mara@guest.example' });
    const theirs = await call(central, centralAdmin, 'GET', `/api/bookings/external/lodge?customer=${local}`);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.map((b: { id: string }) => b.id)).toEqual([stay.id]);
    const till = await call(central, centralAdmin, 'GET', `/api/pos/external/lodge?customer=${local}`);
    expect(till.statusCode, till.body).toBe(200);
    expect(till.json()).toEqual([]);
  });
});

describe('customer references across the two installations', () => {
  it('finds the customer with the same e-mail over there and links it', async () => {
    const twin = (await newCustomer(central, centralAdmin, { email: 'mara@guest.example' })).id;
    // The lodge's guest is another central customer's reference already: one id, one person.
    const clash = await call(central, centralAdmin, 'GET', `/api/customer/${twin}/reference/find/lodge`);
    expect(clash.statusCode).toBe(409);
    const other = (await newCustomer(lodge, lodgeAdmin, { email: 'noah@guest.example' })).id;
    const noah = (await newCustomer(central, centralAdmin, { email: 'noah@guest.example' })).id;
    const found = await call(central, centralAdmin, 'GET', `/api/customer/${noah}/reference/find/lodge`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ customer: noah, system: 'lodge', external: other });
    const stranger = (await newCustomer(central, centralAdmin, { email: 'nobody@guest.example' })).id;
    expect(
      (await call(central, centralAdmin, 'GET', `/api/customer/${stranger}/reference/find/lodge`)).statusCode,
    ).toBe(404);
  });
});

describe('links and the jump', () => {
  let adminId: string;

  it('links a user to the account with their e-mail over there', async () => {
    adminId = (await central.login()).user.id as string;
    const linked = await call(central, centralAdmin, 'POST', `/api/users/${adminId}/link/lodge`, {});
    expect(linked.statusCode, linked.body).toBe(200);
    const lodgeAdminId = (await lodge.login()).user.id;
    expect(linked.json()).toMatchObject({ externalId: lodgeAdminId, externalEmail: ADMIN.email });
    expect(
      (await call(central, centralAdmin, 'GET', `/api/users/${adminId}/link/lodge`)).json().externalId,
    ).toBe(lodgeAdminId);
  });

  it('lets nobody but an administrator link to an account with another e-mail', async () => {
    const self = await newUser(central, centralAdmin, 'clerk@central.test', ['users.self']);
    const clerkId = (await central.login('clerk@central.test', 'secret1')).user.id;
    const grab = await call(central, self, 'POST', `/api/users/${clerkId}/link/lodge`, {
      email: ADMIN.email,
    });
    expect(grab.statusCode).toBe(403);
    const someoneElse = await call(central, self, 'POST', `/api/users/${adminId}/link/lodge`, {});
    expect(someoneElse.statusCode).toBe(403);
    // Their own e-mail has no account over there: a clear 404.
    const own = await call(central, self, 'POST', `/api/users/${clerkId}/link/lodge`, {});
    expect(own.statusCode).toBe(404);
  });

  it('jumps: the token logs the linked account in over there once', async () => {
    const jump = await call(central, centralAdmin, 'POST', '/api/cauth/jump/lodge?to=/booking/list');
    expect(jump.statusCode, jump.body).toBe(200);
    const { url, token } = jump.json();
    expect(url).toBe(`${lodgeUrl}/jumpto/${token.replaceAll('.', '~')}?to=%2Fbooking%2Flist`);
    // The address form of the token (no dots, so no file name to the web server) is the same token.
    const inAddress = url.split('/jumpto/')[1].split('?')[0] as string;
    expect(inAddress).not.toContain('.');
    const check = () =>
      fetch(`${lodgeUrl}/api/cauth/jumpto`, { headers: { authorization: `Bearer ${token}` } });
    const first = await check();
    expect(first.status).toBe(200);
    const session = (await first.json()) as { token: string; user: { email: string } };
    expect(session.user.email).toBe(ADMIN.email);
    const self = await fetch(`${lodgeUrl}/api/users/self`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(self.status).toBe(200);
    const again = await check();
    expect(again.status).toBe(401);
    expect(((await again.json()) as { description: string }).description).toBe('JUMP_REFUSED');
  });

  it('refuses a foreign path, an expired or forged token, and users without a link', async () => {
    for (const to of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/%0a/x'.replace('%0a', '\n'),
    ]) {
      const refused = await call(
        central,
        centralAdmin,
        'GET',
        `/api/cauth/jump/lodge?to=${encodeURIComponent(to)}`,
      );
      expect(refused.statusCode, to).toBe(400);
    }
    const lodgeAdminId = (await lodge.login()).user.id as string;
    const sign = (secret: string, exp: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', kid: kidOf(secret) })
        .setSubject(lodgeAdminId)
        .setIssuer('seaberth-jump')
        .setJti(crypto.randomUUID())
        .setIssuedAt(exp - 60)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    for (const token of [
      await sign(SECRET, now - 5),
      await sign('forged-secret-forged-secret-0123', now + 50),
      'junk',
    ]) {
      const res = await fetch(`${lodgeUrl}/api/cauth/jumpto`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
    }
    const unlinked = (await central.login('reader@central.test', 'secret1')).token;
    const none = await call(central, unlinked, 'POST', '/api/cauth/jump/lodge');
    expect(none.statusCode).toBe(404);
    expect((await call(central, undefined, 'POST', '/api/cauth/jump/lodge')).statusCode).toBe(401);
  });

  it('unlinks', async () => {
    expect((await call(central, centralAdmin, 'DELETE', `/api/users/${adminId}/link/lodge`)).statusCode).toBe(
      204,
    );
    expect((await call(central, centralAdmin, 'POST', '/api/cauth/jump/lodge')).statusCode).toBe(404);
  });
});
