import {
  addDays,
  type BookingVersion,
  DATE_FORMATS,
  formatDate,
  type OnlineAsset,
  type OnlineBookingView,
  transferOptionUntil,
} from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resortWorld } from './booking-fixtures.ts';
import { versioned } from './booking-at-version.ts';
import { decodeMail, type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 32: an online booking without a card provider ends in a payment by bank transfer — a
 * reservation with an option date that suits a transfer, the confirmation with what is due and
 * the GiroCode queued at once, a to-do for the office — and mails tell queued from sent.
 * The server starts without SMTP (the mail waits), then gets the test SMTP server.
 */
let ctx: TestContext;
let smtp: SmtpSink;
let admin: string;
let coral: Record<string, string>;
let template: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  versioned(ctx, { method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

const booker = { firstName: 'Ines', lastName: 'Kern', email: 'ines@example.test', country: 'DE' };
let keys = 0;

async function bookStay(from: string, to: string, extra: object = {}): Promise<OnlineBookingView> {
  const rooms = (await call('GET', `/api/book/rooms?resort=${coral.resort}&from=${from}&to=${to}`)).json();
  const room = rooms.find((r: { sharedBerths: boolean }) => !r.sharedBerths);
  const made = await call('POST', '/api/book/booking/create', {
    draft: { resort: coral.resort, dates: { from, to }, rooms: [{ room: room.id, guests: 2 }] },
    booker,
    guests: [
      { firstName: 'Ines', lastName: 'Kern' },
      { firstName: 'Jonas', lastName: 'Kern' },
    ],
    acceptTerms: true,
    idempotencyKey: `transfer-${++keys}-${Date.now()}`,
    ...extra,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json();
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  coral = await resortWorld(ctx, admin);
  await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
  await ctx.services.settings.put('booking', 'onlineHoldsPerVisitor', '1000');
  await ctx.services.settings.put('booking', 'onlineHoldShare', '100');
  await ctx.services.settings.put('booking', 'transferOptionDays', '5');
  const company = await call(
    'POST',
    '/api/company',
    {
      name: 'Coral Bay Divers GmbH',
      bankAccounts: [
        { bank: 'Commerzbank', holder: 'Coral Bay Divers GmbH', iban: 'DE89370400440532013000' },
      ],
    },
    admin,
  );
  expect(company.statusCode, company.body).toBe(200);
  const made = await call(
    'POST',
    '/api/mail/template',
    {
      name: 'Online confirmation',
      attachments: ['confirmation'],
      texts: {
        en: {
          subject: 'Booking {{ booking.number }}',
          body: 'Total {{ booking.total }}.\n{% for due in dues %}{{ due.text }} {{ due.date }}: {{ due.amount }}\n{% endfor %}{% if dues == empty %}Nothing is open.{% endif %}',
        },
      },
    },
    admin,
  );
  expect(made.statusCode, made.body).toBe(201);
  template = made.json().id;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('an online booking paid by bank transfer', () => {
  it('offers a transfer where no card provider is set up', async () => {
    const assets = (await call('GET', '/api/book/vessel')).json() as OnlineAsset[];
    expect(assets.find((a) => a.id === coral.resort)).toMatchObject({
      onlinePayment: 'card',
      paymentsAvailable: ['transfer'],
    });
  });

  it('becomes a reservation with an option date, its mail with the GiroCode queued, and a to-do', async () => {
    const view = await bookStay('2027-05-01', '2027-05-08');
    const today = await ctx.operatorToday();
    const optionUntil = transferOptionUntil(today, '2027-05-01', 5);
    expect(view).toMatchObject({ state: 'planned', payment: 'transfer', optionUntil, holdUntil: null });
    expect(view.transfer).toMatchObject({
      holder: 'Coral Bay Divers GmbH',
      iban: 'DE89370400440532013000',
      reference: view.bookingNo,
    });
    expect(view.transfer!.amount.amount).toBeGreaterThan(0);
    expect(view.transfer!.due! <= optionUntil).toBe(true);
    expect(view.transfer!.qrSvg).toContain('<svg');
    expect(view.mail).toBe('queued');

    const booking = (await call('GET', `/api/bookings/${view.id}`, undefined, admin)).json();
    expect(booking).toMatchObject({ state: 'planned', optionUntil, source: 'online' });

    const mails = (await ctx.services.mailRepository.recent()).filter((m) => m.booking === view.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: booker.email, status: 'queued' });
    expect(mails[0]!.attachments?.map((a) => a.mimeType).sort()).toEqual(['application/pdf', 'image/png']);
    expect(mails[0]!.text).toContain('Total');

    const todos = (await call('GET', `/api/todo/open?booking=${view.id}`, undefined, admin)).json();
    expect(todos.data).toHaveLength(1);
    expect(todos.data[0]).toMatchObject({ group: 'Online booking', due: optionUntil, open: true });
    const until = formatDate(optionUntil, DATE_FORMATS.default);
    expect(todos.data[0].text).toBe(
      `New online reservation: check that the bank transfer arrives by ${until}, then confirm the booking`,
    );

    // A German office reads the same to-do in German: it is stored by key, worded when read.
    const german = async (language: 'de' | 'en') =>
      expect((await call('POST', '/api/users/self', { settings: { language } }, admin)).statusCode).toBe(200);
    await german('de');
    try {
      const read = (await call('GET', `/api/todo/open?booking=${view.id}`, undefined, admin)).json();
      expect(read.data[0]).toMatchObject({
        group: 'Online-Buchung',
        text: `Neue Online-Reservierung: Prüfen Sie, ob die Überweisung bis zum ${until} eingeht, und bestätigen Sie dann die Buchung`,
      });
      // The search still finds it by its stored English words.
      const found = (
        await call('GET', `/api/todo/allTodos?search=bank%20transfer&booking=${view.id}`, undefined, admin)
      ).json();
      expect(found.data.map((t: { text: string }) => t.text)).toEqual([read.data[0].text]);
    } finally {
      await german('en');
    }
  });

  it('never holds past the day before arrival', async () => {
    const today = await ctx.operatorToday();
    const from = addDays(today, 3);
    const view = await bookStay(from, addDays(from, 2));
    expect(view.optionUntil).toBe(addDays(from, -1));
  });

  it('says "queued" in the history until the SMTP server took the mail, then "sent"', async () => {
    const view = await bookStay('2027-06-01', '2027-06-04');
    const mailVersion = async () => {
      const history = (await call('GET', `/api/bookings/${view.id}/history`, undefined, admin)).json();
      return (history as BookingVersion[]).find((v) => v.action === 'mail')!;
    };
    expect((await mailVersion()).mails).toEqual([
      expect.objectContaining({ to: booker.email, status: 'queued' }),
    ]);
    await ctx.services.settings.put('mail', 'smtpUrl', smtp.url);
    await ctx.services.mail.processQueue();
    expect((await mailVersion()).mails).toEqual([
      expect.objectContaining({ to: booker.email, status: 'sent' }),
    ]);
    expect(smtp.inbox.some((m) => m.to === booker.email && decodeMail(m.raw).includes(view.bookingNo))).toBe(
      true,
    );
    const again = await call('POST', `/api/book/${view.id}/payment/aborted?token=${view.token}`);
    expect(again.json().mail).toBe('sent');
  });
});

describe('due amounts in mails', () => {
  it('are what is still open when the mail is written: the remainder, then nothing', async () => {
    const view = await bookStay('2027-07-01', '2027-07-08');
    const booking = (await call('GET', `/api/bookings/${view.id}`, undefined, admin)).json();
    const total = booking.total as number;
    const preview = async () =>
      (
        await call(
          'POST',
          '/api/mail/template/preview',
          {
            booking: view.id,
            language: 'en',
            subject: 'x',
            body: '{% for due in dues %}{{ due.amount }};{% endfor %}|{{ booking.open }}',
          },
          admin,
        )
      ).json().text as string;
    const pay = (amount: number) =>
      call(
        'POST',
        `/api/bookings/${view.id}/payment`,
        {
          amount,
          currency: 'EUR',
          date: '2027-01-10',
          method: 'bankTransfer',
          reference: view.bookingNo,
          note: '',
        },
        admin,
      );
    const before = await preview();
    expect(before).toMatch(/\d/);
    const paid = await pay(total - 1000);
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    // 10.00 still open: the mail asks for 10.00 and nothing more.
    expect(await preview()).toMatch(/^€10\.00;\|€10\.00/);
    await pay(1000);
    const sent = await call('POST', `/api/bookings/${view.id}/sendMail`, { template, language: 'en' }, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = (await ctx.services.mailRepository.recent()).find((m) => m.id === sent.json().queued[0].id)!;
    expect(mail.text).toContain('Nothing is open.');
    expect(mail.text).not.toMatch(/Deposit|Balance|Rest/i);
  });
});
