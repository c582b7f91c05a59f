import { MAIL_PLACEHOLDERS, type SentMails } from '@seaberth/domain';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, newTripBooking, resortWorld, tripWorld } from './booking-fixtures.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

/** Mail templates: saved only when they parse, previewed on real bookings, sent with their documents. */
let ctx: TestContext;
let smtp: SmtpSink;
let admin: string;
let trips: Record<string, string>;
let resort: Record<string, string>;

const post = (url: string, payload: object) => versioned(ctx, { method: 'POST', url, token: admin, payload });
const get = (url: string) => versioned(ctx, { method: 'GET', url, token: admin });

/** Every documented placeholder once: plain ones as they are, list items inside their loop. */
const everyPlaceholder = () => {
  const plain = MAIL_PLACEHOLDERS.filter((p) => !p.list && !MAIL_PLACEHOLDERS.some((q) => q.list === p.path));
  const lists = [...new Set(MAIL_PLACEHOLDERS.flatMap((p) => (p.list ? [p.list] : [])))];
  const loops = lists.map((list) => {
    const items = MAIL_PLACEHOLDERS.filter((p) => p.list === list);
    const item = items[0]!.path.split('.')[0];
    return `{% for ${item} in ${list} %}${items.map((p) => `${p.path}={{ ${p.path} }}`).join(';')}\n{% endfor %}`;
  });
  return [...plain.map((p) => `${p.path}={{ ${p.path} }}`), ...loops].join('\n');
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  admin = await ctx.adminToken();
  trips = await tripWorld(ctx, admin);
  resort = await resortWorld(ctx, admin);
  const company = await post('/api/company', {
    name: 'Blue Reef Diving GmbH',
    email: 'info@bluereef.test',
    bankAccounts: [{ holder: 'Blue Reef Diving GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }],
  });
  expect(company.statusCode, company.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('mail templates', () => {
  it('refuses a template that does not parse, naming the language, line and column', async () => {
    const res = await post('/api/mail/template', {
      name: 'Broken',
      texts: { de: { subject: 'Buchung {{ booking.number }}', body: 'Hallo\n\n  {% iff booking.number %}' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { path: 'texts.de.body', message: 'Liquid syntax error on line 3, column 3: tag "iff" not found' },
    ]);
    const empty = await post('/api/mail/template', { name: 'Empty' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].path).toBe('texts.de.subject');
  });

  it('offers templates by booking state', async () => {
    const confirmation = await post('/api/mail/template', {
      name: 'Confirmation',
      type: 'Information',
      states: ['confirmed'],
      texts: { en: { subject: 'Booking {{ booking.number }}', body: 'Hello' } },
    });
    expect(confirmation.statusCode, confirmation.body).toBe(201);
    const anyState = await post('/api/mail/template', {
      name: 'Any time',
      texts: { en: { subject: 'News', body: 'Hello' } },
    });
    expect(anyState.statusCode).toBe(201);
    const names = async (state: string) =>
      ((await get(`/api/mail/template/byState/${state}`)).json() as { name: string }[]).map((t) => t.name);
    expect(await names('confirmed')).toEqual(['Any time', 'Confirmation']);
    expect(await names('draft')).toEqual(['Any time']);
    expect((await get('/api/mail/template/byState/nonsense')).statusCode).toBe(400);
  });

  it('previews every documented placeholder on a trip and on a resort stay', async () => {
    const anna = await newCustomer(ctx, admin, {
      firstName: 'Anna',
      lastName: 'Berg',
      gender: 'f',
      email: 'anna@example.com',
    });
    const trip = await newTripBooking(ctx, admin, {
      schedule: trips.s1!,
      rooms: [{ room: trips['Cabin 1']!, guests: [anna.id] }],
      state: 'confirmed',
    });
    const stay = await newStay(ctx, admin, {
      resort: resort.resort!,
      from: '2027-05-03',
      to: '2027-05-10',
      rooms: [{ room: resort.R1!, guests: [anna.id] }],
    });
    const terms = await post('/api/terms', {
      name: 'Deposit 30',
      deposit: 30,
      depositDueDays: 7,
      restDueDays: 30,
    });
    for (const b of [trip, stay]) {
      const termed = await post(`/api/bookings/${b.id}/changeTerms/${terms.json().id}`, {
        version: b.version,
      });
      expect(termed.statusCode, termed.body).toBe(200);
    }
    for (const [booking, place] of [
      [trip, 'trip.vessel=MV Manta'],
      [stay, 'resort.name=Coral Bay'],
    ] as const) {
      for (const language of ['de', 'en'] as const) {
        const res = await post('/api/mail/template/preview', {
          booking: booking.id,
          language,
          subject: '{{ booking.number }} – {{ booker.salutation }}',
          body: everyPlaceholder(),
        });
        expect(res.statusCode, res.body).toBe(200);
        const preview = res.json();
        expect(preview.unknown).toEqual([]);
        expect(preview.subject).toBe(
          `${booking.bookingNo} – ${language === 'de' ? 'Sehr geehrte Frau Berg' : 'Dear Ms Berg'}`,
        );
        expect(preview.text).toContain(`booking.number=${booking.bookingNo}`);
        expect(preview.text).toContain(place);
        expect(preview.text).toContain('guest.email=anna@example.com');
        expect(preview.text).toContain('company.iban=DE89 3704 0044 0532 0130 00');
        expect(preview.text).toMatch(
          language === 'de' ? /booking.total=[\d.]+,\d\d\s€/ : /booking.total=€[\d,]+\.\d\d/,
        );
        expect(preview.text).toMatch(/due.amount=/);
        expect(preview.text).toMatch(/room.type=(Deluxe|Standard);/);
        // The loyalty statement's placeholders, which no booking fills, show their samples.
        expect(preview.text).toContain('loyalty.balance=1250');
        expect(preview.text).toContain('entry.kind=redeemed;entry.points=-500');
        expect(preview.text).not.toContain('[[');
      }
    }
  });

  it("names a resort's rooms by their type's public name, never the room number or the price list", async () => {
    const stay = await newStay(ctx, admin, {
      resort: resort.resort!,
      from: '2027-06-07',
      to: '2027-06-10',
      rooms: [{ room: resort.R2! }],
    });
    const typeId = stay.rooms[0]!.roomType;
    const type = (await get(`/api/roomtypes/${typeId}`)).json();
    const named = await post(`/api/roomtypes/${typeId}`, {
      version: type.version,
      publicName: { en: 'Garden double', de: 'Doppelzimmer Garten' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const guest = stay.rooms[0]!.guests[0]!.fullName;
    for (const [language, words] of [
      ['en', 'Garden double'],
      ['de', 'Doppelzimmer Garten'],
    ] as const) {
      const res = await post('/api/mail/template/preview', {
        booking: stay.id,
        language,
        subject: 'Your stay',
        body: [
          '{% for room in rooms %}room={{ room.name }}/{{ room.type }};{% endfor %}',
          '{% for guest in guests %}sleeps={{ guest.room }};{% endfor %}',
          '{% for price in prices %}line={{ price.text }};{% endfor %}',
        ].join('\n'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const text: string = res.json().text;
      expect(text).toContain(`room=${words}/${words};`);
      expect(text).toContain(`sleeps=${words};`);
      expect(text).toContain(`line=${words}: ${guest};`);
      expect(text).not.toContain('R2');
      expect(text).not.toContain('Coral Bay all year');
      expect(text).not.toContain('Standard');
    }
  });

  it('shows an unknown placeholder visibly and refuses a preview that does not parse', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: trips.s2!,
      rooms: [{ room: trips['Cabin 2']! }],
    });
    const res = await post('/api/mail/template/preview', {
      booking: booking.id,
      subject: 'Hi {{ booker.nickname }}',
      body: '{% for guest in guests %}{{ guest.shoeSize }}{% endfor %}',
    });
    expect(res.json()).toMatchObject({
      subject: 'Hi [[booker.nickname]]',
      text: '[[guest.shoeSize]]',
      unknown: ['booker.nickname', 'guest.shoeSize'],
    });
    const broken = await post('/api/mail/template/preview', {
      booking: booking.id,
      body: '{{ booking.number',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields[0]).toMatchObject({
      path: 'body',
      message: expect.stringContaining('line 1'),
    });
  });

  it('sends a template from a booking with its PDF, records it in the history, and skips guests without an address', async () => {
    const template = await post('/api/mail/template', {
      name: 'Booking confirmation',
      type: 'Information',
      attachments: ['confirmation'],
      texts: {
        de: {
          subject: 'Ihre Buchung {{ booking.number }}',
          body: '{{ recipient.salutation }},\n\nwir bestätigen {{ trip.name }}.',
        },
        en: {
          subject: 'Your booking {{ booking.number }}',
          body: '{{ recipient.salutation }},\n\nwe confirm {{ trip.name }}.',
        },
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const ben = await newCustomer(ctx, admin, {
      firstName: 'Ben',
      lastName: 'Kurz',
      gender: 'm',
      email: 'ben@example.com',
    });
    const noMail = await newCustomer(ctx, admin, { firstName: 'Cleo', lastName: 'Ohne' });
    const booking = await newTripBooking(ctx, admin, {
      schedule: trips.s3!,
      rooms: [{ room: trips['Cabin 3']!, guests: [ben.id, noMail.id] }],
      state: 'confirmed',
    });

    const sent = await post(`/api/bookings/${booking.id}/sendMail`, {
      template: template.json().id,
      recipients: 'guests',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const answer: SentMails = sent.json();
    expect(answer.queued).toEqual([
      {
        id: expect.any(String),
        to: 'ben@example.com',
        name: 'Ben Kurz',
        subject: `Ihre Buchung ${booking.bookingNo}`,
        attachments: [`${booking.bookingNo}-confirmation.pdf`],
      },
    ]);
    expect(answer.skipped).toEqual([{ name: 'Cleo Ohne', reason: 'noAddress' }]);

    await ctx.services.mail.processQueue();
    const received = smtp.inbox.filter((m) => m.to === 'ben@example.com');
    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0]!.raw);
    expect(mail.subject).toBe(`Ihre Buchung ${booking.bookingNo}`);
    expect(mail.text).toContain('Sehr geehrter Herr Kurz,');
    expect(mail.html).toContain('<p>Sehr geehrter Herr Kurz,</p>');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${booking.bookingNo}-confirmation.pdf`, 'application/pdf'],
    ]);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const history = (await get(`/api/bookings/${booking.id}/history`)).json();
    expect(history[0]).toMatchObject({
      action: 'mail',
      changes: [
        {
          field: 'mail',
          before: null,
          after: `Ihre Buchung ${booking.bookingNo} → ben@example.com (${booking.bookingNo}-confirmation.pdf)`,
        },
      ],
    });
  });

  it('answers a booking whose booker has no address as skipped, queues nothing, and refuses an unfit document unless forced', async () => {
    const template = (await get('/api/mail/template?search=Booking%20confirmation')).json().data[0];
    const booking = await newTripBooking(ctx, admin, {
      schedule: trips.s4!,
      rooms: [{ room: trips['Cabin 4']! }],
    });
    const before = (await get(`/api/bookings/${booking.id}/history`)).json().length;
    const skipped = await post(`/api/bookings/${booking.id}/sendMail`, { template: template.id });
    expect(skipped.json()).toEqual({
      queued: [],
      skipped: [{ name: booking.leadName, reason: 'noAddress' }],
    });
    expect((await get(`/api/bookings/${booking.id}/history`)).json()).toHaveLength(before);

    const draft = await newTripBooking(ctx, admin, {
      schedule: trips.s4!,
      rooms: [
        { room: trips.Suite!, guests: [(await newCustomer(ctx, admin, { email: 'd@example.com' })).id] },
      ],
      state: 'draft',
    });
    const unfit = await post(`/api/bookings/${draft.id}/sendMail`, {
      template: template.id,
      attachments: ['voucher'],
    });
    expect(unfit.statusCode).toBe(409);
    const forced = await post(`/api/bookings/${draft.id}/sendMail`, {
      template: template.id,
      attachments: ['voucher'],
      force: true,
      language: 'en',
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().queued[0]).toMatchObject({
      to: 'd@example.com',
      subject: `Your booking ${draft.bookingNo}`,
    });
  });

  it('sends a template to customers without a booking, each in their language, skipping those without an address', async () => {
    const template = await post('/api/mail/template', {
      name: 'Season news',
      texts: {
        de: {
          subject: 'Neuigkeiten von {{ company.name }}',
          body: '{{ recipient.salutation }},\n\ndie neue Saison beginnt.{{ booking.number }}',
        },
        en: {
          subject: 'News from {{ company.name }}',
          body: '{{ recipient.salutation }},\n\nthe new season starts.{{ booking.number }}',
        },
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const german = await newCustomer(ctx, admin, {
      firstName: 'Greta',
      lastName: 'Hai',
      gender: 'f',
      nationality: 'DE',
      email: 'greta@example.com',
    });
    const british = await newCustomer(ctx, admin, {
      firstName: 'Tom',
      lastName: 'Reef',
      gender: 'm',
      nationality: 'GB',
      email: 'tom@example.com',
    });
    const silent = await newCustomer(ctx, admin, { firstName: 'Nora', lastName: 'Ohne' });
    const res = await post('/api/customer/sendMail', {
      template: template.json().id,
      customers: [german.id, british.id, silent.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().queued.map((q: { to: string; subject: string }) => [q.to, q.subject])).toEqual([
      ['greta@example.com', 'Neuigkeiten von Blue Reef Diving GmbH'],
      ['tom@example.com', 'News from Blue Reef Diving GmbH'],
    ]);
    expect(res.json().skipped).toEqual([{ name: 'Nora Ohne', reason: 'noAddress' }]);
    await ctx.services.mail.processQueue();
    const mail = await simpleParser(smtp.inbox.find((m) => m.to === 'tom@example.com')!.raw);
    expect(mail.text?.trim()).toBe('Dear Mr Reef,\n\nthe new season starts.');
  });

  it("puts the operator's signature under every mail from a template", async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: trips.s4!,
      rooms: [{ room: trips.Shared!, beds: [3] }],
    });
    await ctx.services.settings.put('mail', 'signature', 'Blue Reef Diving · Hamburg');
    try {
      const res = await post('/api/mail/template/preview', {
        booking: booking.id,
        subject: 'Hi',
        body: 'Hello',
      });
      expect(res.json().text).toBe('Hello\n\n-- \nBlue Reef Diving · Hamburg');
    } finally {
      await ctx.services.settings.put('mail', 'signature', '');
    }
  });
});
