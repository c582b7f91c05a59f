import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** The letterhead: read by anyone logged in, saved by an administrator, never silently overwritten. */
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(() => ctx.close());

const company = {
  name: 'Blue Reef Diving GmbH',
  address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
  email: 'office@bluereef.example',
  taxNumber: '27/123/45678',
  vatId: 'DE123456789',
  register: 'Amtsgericht Hamburg, HRB 123456',
  bankAccounts: [
    {
      bank: 'Hamburger Sparkasse',
      holder: 'Blue Reef Diving GmbH',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
    },
  ],
  footer: 'Thank you for diving with us.',
};

describe('the company letterhead', () => {
  it('is empty until saved, then kept with its version; a stale save changes nothing', async () => {
    const empty = await ctx.request({ method: 'GET', url: '/api/company', token: admin });
    expect(empty.json()).toMatchObject({ name: '', version: 0, bankAccounts: [] });

    const saved = await ctx.request({
      method: 'POST',
      url: '/api/company',
      token: admin,
      payload: { ...company, version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 1,
      bankAccounts: [{ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', currency: 'EUR' }],
    });

    const again = await ctx.request({
      method: 'POST',
      url: '/api/company',
      token: admin,
      payload: { ...company, footer: 'Changed', version: 1 },
    });
    expect(again.json()).toMatchObject({ version: 2, footer: 'Changed' });
    const stale = await ctx.request({
      method: 'POST',
      url: '/api/company',
      token: admin,
      payload: { ...company, footer: 'Lost?', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().description).toBe('STALE_VERSION');
    expect((await ctx.request({ method: 'GET', url: '/api/company', token: admin })).json().footer).toBe(
      'Changed',
    );
  });

  it('refuses a wrong IBAN naming the field, and lets only an administrator save', async () => {
    const wrong = await ctx.request({
      method: 'POST',
      url: '/api/company',
      token: admin,
      payload: { ...company, bankAccounts: [{ iban: 'DE89 3704 0044 0532 0130 01' }] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      expect.objectContaining({ path: 'bankAccounts.0.iban', message: 'Not a valid IBAN' }),
    ]);
    const clerk = await newUser(ctx, admin, 'clerk-company@test.local', ['bookings.read']);
    expect((await ctx.request({ method: 'GET', url: '/api/company', token: clerk })).statusCode).toBe(200);
    // Agents and customers never read the bank accounts: documents take the letterhead on the
    // server (issue 31).
    const agent = await newUser(ctx, admin, 'agent-company@test.local', ['agencies.self'], {
      userType: 'agency',
    });
    const outsider = await ctx.request({ method: 'GET', url: '/api/company', token: agent });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.body).not.toContain('DE89');
    const refused = await ctx.request({
      method: 'POST',
      url: '/api/company',
      token: clerk,
      payload: company,
    });
    expect(refused.statusCode).toBe(403);
  });
});
