import type { MemberCard, PosGuest } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCode, memberOfCode } from '../src/modules/customers/index.ts';
import { newCustomer, newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The club's member card (issue 37): the card with its signed code, the counter's scan of it (a
 * forged or changed code finds nobody), who may see which card, and the feature switch.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let member: string;
let other: string;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token = admin, payload?: object) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

async function card(customer: string, token = admin): Promise<MemberCard> {
  const res = await call('GET', `/api/customer/${customer}/card`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const scan = (code: string, token = admin) =>
  call('GET', `/api/customer/card/${encodeURIComponent(code)}`, token);

const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  await ctx.services.settings.put('features', 'crmMaster', 'true');
  member = (await newCustomer(ctx, admin, { firstName: 'Marina', lastName: 'Member' })).id;
  other = (await newCustomer(ctx, admin, { firstName: 'Otto', lastName: 'Other' })).id;
}, 60_000);
afterAll(() => ctx?.close());

describe('the member card', () => {
  it("answers the member's name and a code that names the member and verifies", async () => {
    const answer = await card(member);
    expect(answer).toMatchObject({ customer: member, name: 'Marina Member', tier: null, points: null });
    expect(answer.code).toMatch(new RegExp(`^SBM1\\.${member}\\.[A-Za-z0-9_-]{32}$`));
    expect(answer.code).toBe(memberCode(ctx.services, member));
    expect(memberOfCode(ctx.services, answer.code)).toBe(member);
    expect(answer.operator).toHaveProperty('name');
    // The same card twice: nothing is stored, the code is the signature.
    expect((await card(member)).code).toBe(answer.code);
  });

  it('shows the tier and the points while the loyalty programme is on', async () => {
    await ctx.services.settings.put('features', 'loyalityProgram', 'true');
    try {
      const tier = await call('POST', '/api/loyaltytier', admin, {
        name: 'Reef',
        minPoints: 0,
        color: '#1e88e5',
      });
      expect(tier.statusCode, tier.body).toBe(201);
      const added = await call('POST', `/api/customer/${member}/loyality/correction`, admin, {
        points: 40,
        note: 'Welcome',
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(await card(member)).toMatchObject({ points: 40, tier: { name: 'Reef', color: '#1e88e5' } });
    } finally {
      await ctx.services.settings.put('features', 'loyalityProgram', 'false');
    }
  });

  it('finds the member of a scanned code, and nobody for a forged or changed one', async () => {
    const { code } = await card(member);
    const found = await scan(code);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ customer: member, name: 'Marina Member' });

    // A valid customer id with a signature that is not the server's.
    const forged = `SBM1.${member}.${'A'.repeat(32)}`;
    expect((await scan(forged)).statusCode).toBe(404);
    expect((await scan(forged)).json()).toMatchObject({ description: 'NOT_FOUND' });
    // The member's signature on another guest's id.
    const signature = code.split('.')[2]!;
    expect((await scan(`SBM1.${other}.${signature}`)).statusCode).toBe(404);
    expect((await scan('4006381333931')).statusCode).toBe(404);
    // A signed code of a customer that is gone.
    expect((await scan(memberCode(ctx.services, '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(
      404,
    );
  });

  it('gives the card to customer staff and the member itself, the scan to the counter', async () => {
    const reader = await newUser(ctx, admin, 'reader@card.test', ['customers.read']);
    expect((await card(other, reader)).name).toBe('Otto Other');

    const barkeeper = await newUser(ctx, admin, 'bar@card.test', ['pos.read', 'pos.create']);
    expect((await call('GET', `/api/customer/${member}/card`, barkeeper)).statusCode).toBe(403);
    expect((await scan((await card(member)).code, barkeeper)).statusCode).toBe(200);

    const nobody = await newUser(ctx, admin, 'nobody@card.test', ['bookings.read']);
    expect((await call('GET', `/api/customer/${member}/card`, nobody)).statusCode).toBe(403);
    expect((await scan((await card(member)).code, nobody)).statusCode).toBe(403);

    const own = await newUser(ctx, admin, 'marina@card.test', ['customers.self', 'users.self'], {
      userType: 'customer',
      customer: member,
    });
    expect((await card(member, own)).code).toBe(memberCode(ctx.services, member));
    expect((await call('GET', `/api/customer/${other}/card`, own)).statusCode).toBe(404);
  });

  it("keeps an agent at a till to the agency's own clients, and away from the cards", async () => {
    const agency = await call('POST', '/api/agency', admin, { name: 'Reef Travel', type: 'travel' });
    expect(agency.statusCode, agency.body).toBe(201);
    // An agent (agencies.self without the customer file's scopes) who also works a till.
    const agent = await newUser(ctx, admin, 'agent@card.test', ['agencies.self', 'pos.read'], {
      userType: 'agency',
      agency: agency.json().id,
    });
    const client = await newCustomer(ctx, agent, { firstName: 'Cleo', lastName: 'Client' });
    expect((await scan(memberCode(ctx.services, client.id), agent)).json()).toMatchObject({
      name: 'Cleo Client',
    });
    expect((await scan(memberCode(ctx.services, member), agent)).statusCode).toBe(404);
    expect((await call('GET', `/api/customer/${client.id}/card`, agent)).statusCode).toBe(403);
  });

  it("lists the scanned member's stays for the counter", async () => {
    const today = await ctx.services.calendar.today();
    const stay = await newStay(ctx, admin, {
      resort: world.resort!,
      from: shift(today, -1),
      to: shift(today, 2),
      rooms: [{ room: world.R2!, guests: [member] }],
    });
    await newStay(ctx, admin, {
      resort: world.resort!,
      from: shift(today, -1),
      to: shift(today, 2),
      rooms: [{ room: world.R3!, guests: [other] }],
    });
    const res = await call('GET', `/api/pos/guests?customer=${member}`);
    expect(res.statusCode, res.body).toBe(200);
    const guests = res.json() as PosGuest[];
    expect(guests.map((g) => [g.customer, g.roomBooking])).toEqual([[member, stay.rooms[0]!.id]]);
  });

  it('is switched off with the club (crmMaster)', async () => {
    await ctx.services.settings.put('features', 'crmMaster', 'false');
    try {
      const res = await call('GET', `/api/customer/${member}/card`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ description: 'FEATURE_DISABLED' });
    } finally {
      await ctx.services.settings.put('features', 'crmMaster', 'true');
    }
  });
});
