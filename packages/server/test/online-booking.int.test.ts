import type { OnlineBookingView, OnlineDeparture, OnlineRoom, OnlineRoomType } from '@seaberth/domain';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newTripBooking, resortWorld, tripWorld } from './booking-fixtures.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { startStripeServer, type StripeServer } from './stripe-server.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';
import { testLater, testNow } from './test-clock.ts';

/**
 * The public booking (SPEC §7 Public booking): what the pages read equals the back office,
 * a booking holds its beds while the guest pays at a local Stripe, the signed webhook confirms it
 * once and mails the confirmation, an unpaid hold is released by its job, the race for the last
 * cabin has one winner told at once, and a price in the request is never believed.
 */
const STRIPE = { secretKey: 'sk_test_51OnlineBookingKey', webhookSecret: 'whsec_OnlineBookingSecret' };

let ctx: TestContext;
let smtp: SmtpSink;
let stripe: StripeServer;
let admin: string;
let trips: Record<string, string>;
let coral: Record<string, string>;
let provider: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  versioned(ctx, { method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

const booker = {
  firstName: 'Maya',
  lastName: 'Lind',
  email: 'maya@example.test',
  phone: '+46 70 1',
  country: 'SE',
};
let keys = 0;
/** Every traveller by name: the booker first, then companions. */
type Draft = { rooms: { guests: number; room?: string }[] } & Record<string, unknown>;
const travellers = (draft: Draft) =>
  Array.from({ length: draft.rooms.reduce((sum, r) => sum + r.guests, 0) }, (_, i) =>
    i === 0
      ? { firstName: booker.firstName, lastName: booker.lastName }
      : { firstName: 'Tom', lastName: `Lind ${i}` },
  );
const create = (draft: Draft, extra: object = {}) =>
  call('POST', '/api/book/booking/create', {
    draft,
    booker,
    guests: travellers(draft),
    acceptTerms: true,
    idempotencyKey: `key-${++keys}-${Date.now()}`,
    ...extra,
  });

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  admin = await ctx.adminToken();
  stripe = await startStripeServer(STRIPE);
  trips = await tripWorld(ctx, admin);
  coral = await resortWorld(ctx, admin);
  await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
  // One booker books here again and again; the limits on public holds have their own tests.
  await ctx.services.settings.put('booking', 'onlineHoldsPerVisitor', '1000');
  await ctx.services.settings.put('booking', 'onlineHoldShare', '100');
  const made = await call(
    'POST',
    '/api/payprovider',
    { name: 'Stripe', type: 'stripe', apiUrl: stripe.url, ...STRIPE },
    admin,
  );
  expect(made.statusCode, made.body).toBe(201);
  provider = made.json().id;
  const template = await call(
    'POST',
    '/api/mail/template',
    {
      name: 'Online confirmation',
      attachments: ['confirmation'],
      texts: {
        en: { subject: 'Booking {{ booking.number }} confirmed', body: 'Thank you, see you on board.' },
      },
    },
    admin,
  );
  expect(template.statusCode, template.body).toBe(201);
}, 60_000);
afterAll(async () => {
  await stripe?.stop();
  await ctx?.close();
  await smtp?.close();
});

describe('the public booking', () => {
  it('shows departures, cabins and resort nights with what is free and the prices a booking gets', async () => {
    const assets = (await call('GET', '/api/book/vessel')).json();
    expect(assets.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['MV Manta', 'Coral Bay']),
    );

    const month = await call(
      'GET',
      `/api/book/schedules?vessel=${trips.manta}&from=2027-03-01&to=2027-04-01`,
    );
    expect(month.statusCode, month.body).toBe(200);
    const departures = month.json() as OnlineDeparture[];
    expect(departures.map((d) => d.from)).toEqual(['2027-03-06', '2027-03-13', '2027-03-20', '2027-03-27']);
    // Four deluxe cabins and a suite of two beds, a dorm of four: 14 berths; the dorm sells from 900.00.
    expect(departures[0]).toMatchObject({
      freeBerths: 14,
      nights: 7,
      fromPrice: { amount: 90000, currency: 'EUR' },
    });

    const cabins = (await call('GET', `/api/book/rooms?schedule=${trips.s1}`)).json() as OnlineRoom[];
    expect(cabins.map((c) => c.name)).toEqual([
      'Cabin 1',
      'Cabin 2',
      'Cabin 3',
      'Cabin 4',
      'Shared',
      'Suite',
    ]);
    expect(cabins.find((c) => c.name === 'Cabin 1')).toMatchObject({
      freeBeds: 2,
      sharedBerths: false,
      price: { amount: 150000, currency: 'EUR' },
    });
    expect(cabins.find((c) => c.name === 'Shared')).toMatchObject({ sharedBerths: true, freeBeds: 4 });

    const nights = await call(
      'GET',
      `/api/book/roomTypes?resort=${coral.resort}&from=2027-05-01&to=2027-05-04`,
    );
    expect(nights.statusCode, nights.body).toBe(200);
    const standard = (nights.json() as OnlineRoomType[]).find((t) => t.name === 'Standard')!;
    expect(standard.nights).toEqual([
      { date: '2027-05-01', freeRooms: 3, price: { amount: 5000, currency: 'EUR' } },
      { date: '2027-05-02', freeRooms: 3, price: { amount: 5000, currency: 'EUR' } },
      { date: '2027-05-03', freeRooms: 3, price: { amount: 5000, currency: 'EUR' } },
    ]);
    const rooms = (
      await call('GET', `/api/book/rooms?resort=${coral.resort}&from=2027-05-01&to=2027-05-04`)
    ).json();
    // Guests read a resort's rooms by their type's public name, never by the room's number.
    expect(rooms.map((r: OnlineRoom) => r.name)).toEqual(['Dorm', 'Standard', 'Standard', 'Standard']);
  });

  it('prices on the server only: the price call, the booking and the back office agree', async () => {
    const draft = { schedule: trips.s2, rooms: [{ room: trips['Cabin 1'], guests: 2 }], language: 'en' };
    const price = await call('POST', '/api/book/booking/price', draft);
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json().total).toEqual({ amount: 300000, currency: 'EUR' });

    const made = await create({ ...draft, total: { amount: 1, currency: 'EUR' } }, { price: 1, total: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const view = made.json() as OnlineBookingView;
    expect(view.total).toEqual({ amount: 300000, currency: 'EUR' });
    const back = (await call('GET', `/api/bookings/${view.id}`, undefined, admin)).json();
    expect(back).toMatchObject({ state: 'draft', source: 'online', total: 300000, leadName: 'Maya Lind' });
    expect(back.rooms[0].guests.map((g: { fullName: string }) => g.fullName)).toEqual([
      'Maya Lind',
      'Tom Lind 1',
    ]);
  });

  it('holds the beds while the guest pays: the same key books once, a rival is told at once', async () => {
    const draft = { schedule: trips.s3, rooms: [{ room: trips['Cabin 2'], guests: 2 }] };
    const key = `double-click-${Date.now()}`;
    const body = { draft, booker, guests: travellers(draft), acceptTerms: true, idempotencyKey: key };
    const [first, second] = await Promise.all([
      call('POST', '/api/book/booking/create', body),
      call('POST', '/api/book/booking/create', body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const held = first.json() as OnlineBookingView;
    const minutes = (new Date(held.holdUntil!).getTime() - testNow().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const rival = await create(draft);
    expect(rival.statusCode).toBe(409);
    expect(rival.json().description).toBe('ROOM_TAKEN');

    // Two guests race for the last free cabin of a kind: one holds it, the other hears so.
    const race = await Promise.all([
      create({ schedule: trips.s3, rooms: [{ room: trips['Cabin 3'], guests: 1 }] }),
      create({ schedule: trips.s3, rooms: [{ room: trips['Cabin 3'], guests: 2 }] }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('gives the beds back when the hold ends unpaid (the job, on a fake clock)', async () => {
    const draft = { schedule: trips.s4, rooms: [{ room: trips['Cabin 4'], guests: 2 }] };
    const made = (await create(draft)).json() as OnlineBookingView;
    const clock = ctx.services.clock.now;
    try {
      ctx.services.clock.now = () => testLater(16 * 60_000);
      await ctx.services.jobs.runDue();
    } finally {
      ctx.services.clock.now = clock;
    }
    const back = (await call('GET', `/api/bookings/${made.id}`, undefined, admin)).json();
    expect(back).toMatchObject({ state: 'freed', releaseReason: expect.stringContaining('noPayment') });
    expect((await create(draft)).statusCode).toBe(201);
  });

  it('pays at Stripe: a signed webhook confirms once and mails the confirmation; forged ones change nothing', async () => {
    const made = (
      await create({ schedule: trips.s1, rooms: [{ room: trips.Suite, guests: 2 }] })
    ).json() as OnlineBookingView;
    expect(made.canPayOnline).toBe(true);
    expect(made.deposit).not.toBeNull();
    const wrong = await call('POST', `/api/book/${made.id}/checkout?token=${'x'.repeat(43)}`, {
      charge: 'full',
    });
    expect(wrong.statusCode).toBe(404);
    const checkout = await call('POST', `/api/book/${made.id}/checkout?token=${made.token}`, {
      charge: 'full',
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const session = [...stripe.sessions.values()].find((s) => checkout.json().url === s.url)!;
    expect(session.amount_total).toBe(made.total.amount);
    expect(session.success_url).toContain(`/payment/success?booking=${made.id}&token=`);
    // A retried checkout (a lost answer, a second click) gets the same payment page, not a second one to pay.
    const retried = await call('POST', `/api/book/${made.id}/checkout?token=${made.token}`, {
      charge: 'full',
    });
    expect(retried.json().url).toBe(checkout.json().url);

    const notify = (body: string, headers: Record<string, string>) =>
      versioned(ctx, {
        method: 'POST',
        url: `/api/payments/notify/booking/${made.id}/${provider}`,
        payload: body,
        headers,
      });
    const event = stripe.paidEvent(session.id);
    const forged = await notify(event, {
      'content-type': 'application/json',
      'stripe-signature': 't=1,v1=00',
    });
    expect(forged.statusCode).toBe(400);
    const replayed = await notify(event, stripe.signed(event, Math.floor(Date.now() / 1000) - 3600));
    expect(replayed.statusCode).toBe(400);
    expect((await notify(event, stripe.signed(event))).json().outcome).toBe('paid');
    expect((await notify(event, stripe.signed(event))).json().outcome).toBe('duplicate');

    const back = await call('POST', `/api/book/${made.id}/payment/success?token=${made.token}`, {
      session: session.id,
    });
    expect(back.json()).toMatchObject({ state: 'confirmed', holdUntil: null, open: { amount: 0 } });
    await ctx.services.mail.processQueue();
    const raw = smtp.inbox.find((m) => m.to === booker.email && m.raw.includes(made.bookingNo));
    expect(raw).toBeDefined();
    const mail = await simpleParser(raw!.raw);
    expect(mail.subject).toBe(`Booking ${made.bookingNo} confirmed`);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  });

  it('gives the public invoice link a pay button that pays what is open', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: trips.s4!,
      rooms: [{ room: trips['Cabin 2']! }],
      state: 'confirmed',
    });
    // An invoice needs the seller and a default tax rate.
    const company = await call(
      'POST',
      '/api/company',
      {
        name: 'Blue Reef Diving GmbH',
        address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
        email: 'info@bluereef.test',
        vatId: 'DE123456789',
        bankAccounts: [
          { holder: 'Blue Reef Diving GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
        ],
      },
      admin,
    );
    expect(company.statusCode, company.body).toBe(200);
    await call(
      'POST',
      '/api/tax',
      { name: 'Standard 19 %', percent: 19, category: 'S', isDefault: true },
      admin,
    );
    const invoice = await call('POST', `/api/bookings/${booking.id}/invoice`, {}, admin);
    expect(invoice.statusCode, invoice.body).toBe(201);
    const link = new URL(
      (await call('POST', `/api/bookings/${booking.id}/invoice/public`, {}, admin)).json().url,
    );
    const path = `/api/public/invoice/${invoice.json().id}`;
    const query = `?token=${link.searchParams.get('token')}`;
    const view = (await call('GET', `${path}${query}`)).json();
    expect(view).toMatchObject({ canPayOnline: true, open: booking.total });
    expect((await call('POST', `${path}/checkout?token=${'y'.repeat(43)}`)).statusCode).toBe(404);
    const checkout = await call('POST', `${path}/checkout${query}`);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const session = [...stripe.sessions.values()].find((s) => s.url === checkout.json().url)!;
    expect(session.amount_total).toBe(booking.total);
    expect(session.success_url).toBe(`${link.origin}${link.pathname}${query}&paid=1`);
    const event = stripe.paidEvent(session.id);
    const paid = await versioned(ctx, {
      method: 'POST',
      url: `/api/payments/notify/booking/any/${provider}`,
      payload: event,
      headers: stripe.signed(event),
    });
    expect(paid.json().outcome).toBe('paid');
    expect((await call('GET', `${path}${query}`)).json()).toMatchObject({ canPayOnline: false, open: 0 });
    expect((await call('POST', `${path}/checkout${query}`)).statusCode).toBe(409);
  });

  it('mails a desk booking a payment link that opens it for paying, without login', async () => {
    const guest = await newCustomer(ctx, admin, {
      firstName: 'Ida',
      lastName: 'Holm',
      email: 'ida@example.test',
    });
    const booking = await newTripBooking(ctx, admin, {
      schedule: trips.s4!,
      rooms: [{ room: trips['Cabin 3']!, guests: [guest.id] }],
      state: 'confirmed',
    });
    const template = await call(
      'POST',
      '/api/mail/template',
      {
        name: 'Pay link',
        texts: { en: { subject: 'Pay {{ booking.number }}', body: 'Pay here: {{ links.payment }}' } },
      },
      admin,
    );
    const sent = await call(
      'POST',
      `/api/bookings/${booking.id}/sendMail`,
      { template: template.json().id, language: 'en' },
      admin,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    await ctx.services.mail.processQueue();
    const mail = await simpleParser(smtp.inbox.find((m) => m.to === 'ida@example.test')!.raw);
    const url = new URL(/(\S+\/book\/preview\S+)/.exec(mail.text ?? '')![1]!);
    expect(url.searchParams.get('no')).toBe(booking.bookingNo);
    const view = await call(
      'GET',
      `/api/book/no/${booking.bookingNo}?email=${url.searchParams.get('email')}`,
    );
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      id: booking.id,
      canPayOnline: true,
      open: { amount: booking.total },
    });
    // The same token every time: the first look-up made it.
    const again = await call('GET', `/api/book/no/${booking.bookingNo}?email=ida@example.test`);
    expect(again.json().token).toBe(view.json().token);
    const checkout = await call('POST', `/api/book/${booking.id}/checkout?token=${view.json().token}`, {
      charge: 'full',
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
  });

  it("finds a booking by number only with the booker's e-mail, and obeys the switch", async () => {
    // A booker who leaves the optional country and phone empty books all the same.
    const made = (
      await create(
        { schedule: trips.s2, rooms: [{ room: trips['Cabin 4'], guests: 1 }] },
        { booker: { ...booker, country: '', phone: '' } },
      )
    ).json();
    const found = await call('GET', `/api/book/no/${made.bookingNo}?email=MAYA@example.test`);
    expect(found.json().id).toBe(made.id);
    expect((await call('GET', `/api/book/no/${made.bookingNo}?email=eve@example.test`)).statusCode).toBe(404);

    const bad = await call('POST', '/api/book/booking/create', {
      draft: { rooms: [] },
      booker: { email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['booker.email', 'acceptTerms', 'guests']),
    );

    await ctx.services.settings.put('booking', 'allowCustomerBooking', 'false');
    try {
      const draft = { schedule: trips.s2, rooms: [{ room: trips['Cabin 2'], guests: 1 }] };
      expect((await call('POST', '/api/book/booking/price', draft)).statusCode).toBe(403);
      expect((await create(draft)).statusCode).toBe(403);
    } finally {
      await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
    }
  });
});
