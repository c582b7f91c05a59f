import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banks, mailAccounts, payProviders, pluginConnections, posTses } from '../src/db/schema/index.ts';
import { sealStoredSecrets } from '../src/db/stored-secrets.repository.ts';
import { isSealed } from '../src/lib/secret-box.ts';
import { MailAccountsRepository } from '../src/modules/mail/mail-accounts.repository.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The secrets an operator stores (payment providers' keys, the Wise token, TSE and mail
 * passwords, plugin secrets) lie sealed in the tables, so a dump or a backup of the database
 * carries none of them; the server reads them opened, and secrets from before sealing are sealed
 * at the start.
 */
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
}, 60_000);
afterAll(async () => ctx?.close());

async function created(url: string, payload: Record<string, unknown>): Promise<string> {
  const res = await ctx.request({ method: 'POST', url, token: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const db = () => ctx.services.database.db;
const box = () => ctx.services.secrets;

/** A stored value is sealed, carries nothing of the secret, and opens to it. */
async function expectSealed(stored: unknown, secret: string) {
  expect(isSealed(stored as string), String(stored)).toBe(true);
  expect(String(stored)).not.toContain(secret.slice(4));
  expect(await box().reveal(stored as string)).toBe(secret);
}

describe('secrets written through the API', () => {
  it('are sealed in every table that holds one, and kept sealed when a form leaves them empty', async () => {
    const provider = await created('/api/payprovider', {
      name: 'Stripe sealed',
      type: 'stripe',
      mode: 'test',
      secretKey: 'sk_test_SealedSecretKey123',
      webhookSecret: 'whsec_SealedSigningSecret',
    });
    const bank = await created('/api/bank', {
      name: 'Wise sealed',
      iban: 'BE68539007547034',
      openingDate: '2027-01-01',
      wiseProfileId: '16605',
      wiseBalanceId: '2001',
      wiseToken: 'wise-sealed-token-77',
    });
    const tse = await created('/api/tse', {
      name: 'TSE sealed',
      apiKey: 'key_1',
      apiSecret: 'tse-sealed-secret-9',
      tssId: '9a1b3c4d-0000-4000-8000-00000000abcd',
    });
    const account = await created('/api/mailaccount', {
      name: 'Sealed office',
      email: 'office@sealed.test',
      imapHost: '127.0.0.1',
      smtpHost: '127.0.0.1',
      username: 'office@sealed.test',
      password: 'mail-sealed-password-5',
    });

    const [p] = await db().select().from(payProviders).where(eq(payProviders.id, provider));
    await expectSealed(p!.secretKey, 'sk_test_SealedSecretKey123');
    await expectSealed(p!.webhookSecret, 'whsec_SealedSigningSecret');
    expect(p!.hasSecretKey).toBe(true);
    const [b] = await db().select().from(banks).where(eq(banks.id, bank));
    await expectSealed(b!.wiseToken, 'wise-sealed-token-77');
    const [t] = await db().select().from(posTses).where(eq(posTses.id, tse));
    await expectSealed(t!.apiSecret, 'tse-sealed-secret-9');
    const [m] = await db().select().from(mailAccounts).where(eq(mailAccounts.id, account));
    await expectSealed(m!.password, 'mail-sealed-password-5');

    // An update without the secret keeps the sealed one, not a sealed copy of a sealed one.
    const res = await ctx.request({
      method: 'POST',
      url: `/api/payprovider/${provider}`,
      token: admin,
      payload: { version: 1, name: 'Stripe renamed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [again] = await db().select().from(payProviders).where(eq(payProviders.id, provider));
    expect(again!.secretKey).toBe(p!.secretKey);
    // The mail account's secret is read opened where the server logs in with it.
    const opened = await new MailAccountsRepository(db(), box()).get(account);
    expect(opened?.password).toBe('mail-sealed-password-5');
  });
});

describe('secrets stored before sealing', () => {
  it('are sealed at the start, once, and still read the same', async () => {
    const [plain] = await db()
      .insert(payProviders)
      .values({ name: 'Old PayPal', type: 'paypal', clientId: 'cid', clientSecret: 'paypal-plain-secret-3' })
      .returning();
    await db()
      .insert(pluginConnections)
      .values({
        plugin: 'xero',
        enabled: true,
        secrets: { clientSecret: 'xero-plain-secret-4', tokenExpiresAt: 42 },
      })
      .onConflictDoUpdate({
        target: pluginConnections.plugin,
        set: { secrets: { clientSecret: 'xero-plain-secret-4', tokenExpiresAt: 42 } },
      });

    expect(await sealStoredSecrets(db(), box())).toBeGreaterThanOrEqual(2);
    const [p] = await db().select().from(payProviders).where(eq(payProviders.id, plain!.id));
    await expectSealed(p!.clientSecret, 'paypal-plain-secret-3');
    expect(p!.secretKey).toBe('');
    const [x] = await db().select().from(pluginConnections).where(eq(pluginConnections.plugin, 'xero'));
    await expectSealed(x!.secrets.clientSecret, 'xero-plain-secret-4');
    expect(x!.secrets.tokenExpiresAt).toBe(42);
    // A second start finds nothing left to seal.
    expect(await sealStoredSecrets(db(), box())).toBe(0);
  });
});
