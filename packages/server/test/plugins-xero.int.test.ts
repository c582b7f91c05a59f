import type { Invoice, InvoiceExport, XeroInvoiceState, XeroSettingsView } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';
import { startXeroServer, type XeroServer } from './xero-server.ts';
import { testLater } from './test-clock.ts';

/**
 * The Xero plugin against a local server that speaks Xero's custom-connection token grant and
 * Accounting API (test/xero-server.ts) — not against Xero itself.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let xero: XeroServer;
const SECRET = 'xero-client-secret-7f3a';
const TENANT = '4e0fb6a4-8a52-4ad3-9d6a-41d0f1c4a1b2';
/** Free cabins: each invoice below books one of its own. */
const places = ['s2', 's3'].flatMap((trip) =>
  ['Cabin 1', 'Cabin 2', 'Cabin 3', 'Cabin 4', 'Suite'].map((cabin) => ({ trip, cabin })),
);

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  versioned(ctx, { method, url, token, ...(payload ? { payload } : {}) });

const settings = (extra: Record<string, unknown> = {}) => ({
  enabled: true,
  apiUrl: xero.url,
  tokenUrl: xero.tokenUrl,
  clientId: 'seaberth-client',
  tenantId: TENANT,
  salesAccountCode: '200',
  taxTypes: [{ category: 'S', percent: 19, taxType: 'OUTPUT' }],
  ...extra,
});

/** A confirmed booking of a new guest, invoiced in full. */
async function invoiced(name: { firstName: string; lastName: string; email?: string }) {
  const guest = await newCustomer(ctx, admin, name);
  const place = places.shift()!;
  const booking = await newTripBooking(ctx, admin, {
    schedule: ids[place.trip]!,
    rooms: [{ room: ids[place.cabin]!, guests: [guest.id] }],
    state: 'confirmed',
  });
  const res = await call('POST', `/api/bookings/${booking.id}/invoice`, {});
  expect(res.statusCode, res.body).toBe(201);
  return { booking, invoice: res.json() as Invoice };
}

beforeAll(async () => {
  xero = await startXeroServer({ clientId: 'seaberth-client', clientSecret: SECRET, tenantId: TENANT });
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  const company = await call('POST', '/api/company', {
    name: 'Blue Reef Diving GmbH',
    address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
    email: 'info@bluereef.test',
  });
  expect(company.statusCode, company.body).toBe(200);
  const rate = await call('POST', '/api/tax', {
    name: 'Standard 19 %',
    percent: 19,
    category: 'S',
    isDefault: true,
  });
  expect(rate.statusCode, rate.body).toBe(201);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await xero?.stop();
});

describe('Xero plugin', () => {
  it('keeps the client secret write-only and tests the connection with a client-credentials token', async () => {
    const initial = (await call('GET', '/api/plugins/xero')).json() as XeroSettingsView;
    expect(initial).toMatchObject({
      enabled: false,
      clientSecretStored: false,
      apiUrl: 'https://api.xero.com',
    });
    const missing = await call('PUT', '/api/plugins/xero', settings());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([expect.objectContaining({ path: 'clientSecret' })]);

    const saved = await call('PUT', '/api/plugins/xero', settings({ clientSecret: SECRET }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      enabled: true,
      clientSecretStored: true,
      clientId: 'seaberth-client',
    });
    expect(saved.body).not.toContain(SECRET);
    // Saving the form again without the secret keeps the stored one.
    const again = await call('PUT', '/api/plugins/xero', settings());
    expect(again.json().clientSecretStored).toBe(true);

    const test = await call('POST', '/api/plugins/xero/test');
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toEqual({
      organisation: 'Blue Reef Diving Ltd',
      countryCode: 'DE',
      baseCurrency: 'EUR',
    });
    const grant = xero.requests.find((r) => r.path === '/connect/token')!;
    expect(grant.authorization).toBe(`Basic ${Buffer.from(`seaberth-client:${SECRET}`).toString('base64')}`);
    expect(grant.body).toBe('grant_type=client_credentials');
    const asked = xero.requests.at(-1)!;
    expect(asked).toMatchObject({ method: 'GET', path: '/Organisation', tenant: TENANT });
    expect(asked.authorization).toMatch(/^Bearer xero-at-/);
    // Neither the secret nor the token ever leaves the server.
    const view = await call('GET', '/api/plugins/xero');
    expect(view.body).not.toContain(SECRET);
    expect(view.body).not.toContain('xero-at-');
  });

  it('pushes an issued invoice as an authorised ACCREC invoice and updates it instead of duplicating', async () => {
    const { booking, invoice } = await invoiced({
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
    });
    const pushed = await call('PUT', `/api/plugins/xero/invoice/${invoice.id}`);
    expect(pushed.statusCode, pushed.body).toBe(200);
    const state = pushed.json() as InvoiceExport;
    expect(state).toMatchObject({
      invoice: invoice.id,
      number: invoice.number,
      state: 'pushed',
      lastError: null,
    });
    expect(state.externalId).toBeTruthy();
    const atXero = xero.invoices.get(state.externalId!)!;
    expect(atXero).toMatchObject({
      Type: 'ACCREC',
      InvoiceNumber: invoice.number,
      Reference: booking.bookingNo,
      Status: 'AUTHORISED',
      Date: invoice.issueDate,
      DueDate: invoice.dueDate,
      CurrencyCode: 'EUR',
      LineAmountTypes: 'Exclusive',
      Contact: { Name: 'Anna Berg', EmailAddress: 'anna@example.com' },
      // Our VAT breakdown to the cent: Xero's total is the invoice's.
      Total: invoice.total / 100,
      TotalTax: invoice.tax / 100,
    });
    expect((atXero.LineItems as { AccountCode: string; TaxType: string }[])[0]).toMatchObject({
      AccountCode: '200',
      TaxType: 'OUTPUT',
    });
    const create = xero.requests.find((r) => r.method === 'PUT' && r.path === '/Invoices')!;
    expect(create.idempotencyKey).toMatch(new RegExp(`^seaberth-${invoice.id}-`));
    expect(create.tenant).toBe(TENANT);

    const count = xero.invoices.size;
    const again = await call('PUT', `/api/plugins/xero/invoice/${invoice.id}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().externalId).toBe(state.externalId);
    expect(xero.invoices.size).toBe(count);
    expect(xero.requests.at(-1)).toMatchObject({ method: 'POST', path: '/Invoices' });
    const resent = await call('POST', `/api/plugins/xero/invoice/${invoice.id}`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(xero.invoices.size).toBe(count);

    const read = (await call('GET', `/api/plugins/xero/invoice/${invoice.id}`)).json() as XeroInvoiceState;
    expect(read).toMatchObject({
      invoice: { id: invoice.id, number: invoice.number, kind: 'invoice' },
      export: { state: 'pushed', externalId: state.externalId },
      remote: {
        status: 'AUTHORISED',
        total: invoice.total,
        amountDue: invoice.total,
        amountPaid: 0,
        currency: 'EUR',
      },
      remoteError: null,
    });
  });

  it('sends a credit note as ACCRECCREDIT and voids a document at Xero while ours stays', async () => {
    const { invoice } = await invoiced({ firstName: 'Ben', lastName: 'Kluge' });
    expect((await call('PUT', `/api/plugins/xero/invoice/${invoice.id}`)).statusCode).toBe(200);
    const credit = (
      await call('POST', `/api/invoice/${invoice.id}/credit`, { reason: 'Cancelled' })
    ).json() as Invoice;
    const sent = await call('PUT', `/api/plugins/xero/invoice/${credit.id}`);
    expect(sent.statusCode, sent.body).toBe(200);
    const note = xero.creditNotes.get(sent.json().externalId)!;
    expect(note).toMatchObject({
      Type: 'ACCRECCREDIT',
      CreditNoteNumber: credit.number,
      Status: 'AUTHORISED',
      Total: credit.total / 100,
      Contact: { Name: 'Ben Kluge' },
    });
    expect(String(note.Reference)).toContain(invoice.number);

    const voided = await call('DELETE', `/api/plugins/xero/invoice/${invoice.id}`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ state: 'voided' });
    const atXero = xero.invoices.get(voided.json().externalId)!;
    expect(atXero.Status).toBe('VOIDED');
    expect(xero.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/Invoices/${voided.json().externalId}`,
    });
    // Our invoice is as issued; Xero's copy is voided and cannot be sent again.
    expect((await call('GET', `/api/invoice/${invoice.id}`)).json()).toMatchObject({
      number: invoice.number,
      total: invoice.total,
    });
    const read = (await call('GET', `/api/plugins/xero/invoice/${invoice.id}`)).json() as XeroInvoiceState;
    expect(read.remote?.status).toBe('VOIDED');
    expect((await call('PUT', `/api/plugins/xero/invoice/${invoice.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/plugins/xero/invoice/${invoice.id}`)).json().state).toBe('voided');
  });

  it('shows Xero’s validation message and marks nothing pushed, then sends after the fix', async () => {
    expect((await call('PUT', '/api/plugins/xero', settings({ salesAccountCode: '999' }))).statusCode).toBe(
      200,
    );
    const { invoice } = await invoiced({ firstName: 'Carla', lastName: 'Diaz' });
    const refused = await call('PUT', `/api/plugins/xero/invoice/${invoice.id}`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      description: 'PROVIDER_ERROR',
      params: { provider: 'Xero', reason: "Account code '999' is not a valid code for this document." },
      path: `/api/plugins/xero/invoice/${invoice.id}`,
      method: 'PUT',
    });
    expect(refused.json().message).toContain("Account code '999' is not a valid code");
    const read = (await call('GET', `/api/plugins/xero/invoice/${invoice.id}`)).json() as XeroInvoiceState;
    expect(read.export).toMatchObject({ state: 'error', externalId: null, pushedAt: null });
    expect(read.export?.lastError).toContain("Account code '999'");
    expect([...xero.invoices.values()].some((d) => d.InvoiceNumber === invoice.number)).toBe(false);
    // Not at Xero yet: "send again" (update) is refused until a first send got through.
    expect((await call('POST', `/api/plugins/xero/invoice/${invoice.id}`)).statusCode).toBe(409);

    expect((await call('PUT', '/api/plugins/xero', settings())).statusCode).toBe(200);
    const retried = await call('PUT', `/api/plugins/xero/invoice/${invoice.id}`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'pushed', lastError: null });
  });

  it('finds a document an earlier push created when its answer was lost, instead of creating it twice', async () => {
    const { invoice } = await invoiced({ firstName: 'Dora', lastName: 'Engel' });
    // Xero got the invoice but our side never heard back: it is there under our number.
    const token = (xero.requests.at(-1)!.authorization ?? '').replace('Bearer ', '');
    const direct = await fetch(`${xero.url}/api.xro/2.0/Invoices`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        Invoices: [
          {
            Type: 'ACCREC',
            Contact: { Name: 'Dora Engel' },
            InvoiceNumber: invoice.number,
            DueDate: invoice.dueDate,
            Status: 'AUTHORISED',
            LineItems: [
              { Description: 'x', Quantity: 1, UnitAmount: 1, AccountCode: '200', TaxType: 'NONE' },
            ],
          },
        ],
      }),
    });
    expect(direct.status).toBe(200);
    const existing = ((await direct.json()) as { Invoices: { InvoiceID: string }[] }).Invoices[0]!.InvoiceID;
    const count = xero.invoices.size;
    const pushed = await call('PUT', `/api/plugins/xero/invoice/${invoice.id}`);
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json().externalId).toBe(existing);
    expect(xero.invoices.size).toBe(count);
    expect(xero.invoices.get(existing)!.Total).toBe(invoice.total / 100);
  });

  it('gets a new token when Xero no longer takes the old one, and before it runs out', async () => {
    const { invoice } = await invoiced({ firstName: 'Emil', lastName: 'Frost' });
    const before = xero.tokensIssued();
    xero.expireTokens();
    const pushed = await call('PUT', `/api/plugins/xero/invoice/${invoice.id}`);
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(xero.tokensIssued()).toBe(before + 1);

    // 31 minutes later the stored token has run out: a new one is asked for before calling.
    const real = ctx.services.clock.now;
    ctx.services.clock.now = () => testLater(31 * 60_000);
    try {
      const seen = xero.requests.length;
      const read = (await call('GET', `/api/plugins/xero/invoice/${invoice.id}`)).json() as XeroInvoiceState;
      expect(read.remote?.status).toBe('AUTHORISED');
      expect(xero.requests.slice(seen).map((r) => r.path)).toEqual([
        '/connect/token',
        `/Invoices/${pushed.json().externalId}`,
      ]);
      expect(xero.tokensIssued()).toBe(before + 2);
    } finally {
      ctx.services.clock.now = real;
    }
  });

  it('sends a booking’s documents from the invoice widget and, with auto-push on, by itself', async () => {
    const { booking, invoice } = await invoiced({ firstName: 'Fiona', lastName: 'Graf' });
    const widget = await call('PUT', `/api/widget/invoice/${booking.id}`);
    expect(widget.statusCode, widget.body).toBe(200);
    expect(widget.json().results).toEqual([
      expect.objectContaining({ invoice: invoice.id, state: 'pushed' }),
    ]);
    const listed = await call('GET', `/api/plugins/xero/exports?booking=${booking.id}`);
    expect(listed.json()).toMatchObject({ total: 1, data: [{ invoice: invoice.id, state: 'pushed' }] });

    const on = await call('PUT', '/api/plugins/xero', settings({ autoPush: true }));
    expect(on.json().autoPushSince).toBeTruthy();
    const later = await invoiced({ firstName: 'Gustav', lastName: 'Hahn' });
    await ctx.services.jobs.schedule('plugins.xeroAutoPush');
    await ctx.services.jobs.runDue();
    const read = (
      await call('GET', `/api/plugins/xero/invoice/${later.invoice.id}`)
    ).json() as XeroInvoiceState;
    expect(read.export).toMatchObject({ state: 'pushed' });
    expect([...xero.invoices.values()].some((d) => d.InvoiceNumber === later.invoice.number)).toBe(true);
  });

  it('is for administrators only', async () => {
    const clerk = await newUser(ctx, admin, 'clerk@xero.test', [
      'bookings.read',
      'bookings.update',
      'export.read',
    ]);
    const anyInvoice = (await call('GET', '/api/invoice?size=1')).json().data[0].id as string;
    for (const [method, url] of [
      ['GET', '/api/plugins/xero'],
      ['PUT', '/api/plugins/xero'],
      ['POST', '/api/plugins/xero/test'],
      ['GET', '/api/plugins/xero/exports'],
      ['GET', `/api/plugins/xero/invoice/${anyInvoice}`],
      ['PUT', `/api/plugins/xero/invoice/${anyInvoice}`],
      ['POST', `/api/plugins/xero/invoice/${anyInvoice}`],
      ['DELETE', `/api/plugins/xero/invoice/${anyInvoice}`],
      ['PUT', `/api/widget/invoice/${anyInvoice}`],
    ] as const) {
      const denied = await call(
        method,
        url,
        method === 'PUT' && url === '/api/plugins/xero' ? settings() : undefined,
        clerk,
      );
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect((await versioned(ctx, { method, url })).statusCode, `${method} ${url} as guest`).toBe(401);
    }
  });
});
