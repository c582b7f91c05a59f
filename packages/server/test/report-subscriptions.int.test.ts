import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { REPORT_MAIL_JOB, ReportMailer } from '../src/modules/report-subscriptions/index.ts';
import { reportsOf } from '../src/modules/reports/index.ts';
import { newCustomer, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Reports by mail (issue 36): a saved statistics view mailed on its day to chosen users, worked out
 * as each recipient (their resort and vessel limits), with the chart as a PNG and the table as XLSX,
 * through the mail queue and a real SMTP server; the same day never twice.
 */
let ctx: TestContext;
let smtp: SmtpSink;
let admin: string;
let vesselOnly: string;
let vesselUser: string;
let adminUser: string;
let noStats: string;

const at = (iso: string) => {
  ctx.services.clock.now = () => new Date(iso);
};
const post = (url: string, payload: object, token = admin) =>
  ctx.request({ method: 'POST', url, token, payload });
const get = (url: string, token = admin) => ctx.request({ method: 'GET', url, token });
const me = async (token: string) => (await get('/api/users/self', token)).json().id as string;

async function book(payload: Record<string, unknown>, country: string, room: string) {
  const guest = await newCustomer(ctx, admin, { addressCountry: country });
  const res = await post('/api/bookings', {
    ...payload,
    rooms: [{ room, guests: [guest.id] }],
    state: 'confirmed',
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The mails that arrived for an address, parsed. */
const mailsTo = (address: string) =>
  Promise.all(smtp.inbox.filter((m) => m.to === address).map((m) => simpleParser(m.raw)));

async function sheetRows(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  admin = await ctx.adminToken();
  at('2027-03-15T09:00:00Z');
  const vessel = await tripWorld(ctx, admin);
  const resort = await resortWorld(ctx, admin);
  await book({ schedule: vessel.s1 }, 'DE', vessel['Cabin 1']!);
  await book({ resort: resort.resort, dates: { from: '2027-03-07', to: '2027-03-10' } }, 'GB', resort.R1!);
  vesselOnly = await newUser(ctx, admin, 'manta.office@bluereef.test', ['bookings.read'], {
    vessels: [vessel.manta],
  });
  noStats = await newUser(ctx, admin, 'kitchen@bluereef.test', ['todo.update']);
  vesselUser = await me(vesselOnly);
  adminUser = await me(admin);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('report subscriptions', () => {
  let id: string;

  it('refuses what cannot be sent, with named messages', async () => {
    const kitchen = await me(noStats);
    const res = await post('/api/reportsubscription', {
      kind: 'noSuchReport',
      recipients: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'recipients', code: 'reportRecipients' })]),
    );
    const unknown = await post('/api/reportsubscription', { kind: 'noSuchReport', recipients: [adminUser] });
    expect(unknown.json().fields).toEqual([expect.objectContaining({ path: 'kind', code: 'reportKind' })]);
    const who = await post('/api/reportsubscription', {
      kind: 'topCountries',
      recipients: [kitchen, '00000000-0000-4000-8000-000000000000'],
      frequency: 'monthly',
      dayOfMonth: 31,
    });
    expect(who.statusCode).toBe(400);
    expect(who.json().fields).toEqual([
      expect.objectContaining({ path: 'dayOfMonth', code: expect.any(String) }),
    ]);
    const scope = await post('/api/reportsubscription', {
      kind: 'topCountries',
      recipients: [kitchen, '00000000-0000-4000-8000-000000000000'],
    });
    expect(scope.json()).toMatchObject({ statusCode: 400, description: 'VALIDATION_ERROR' });
    expect(scope.json().fields).toEqual([
      expect.objectContaining({ path: 'recipients.0', code: 'reportRecipientScope' }),
      expect.objectContaining({ path: 'recipients.1', code: 'reportRecipientUnknown' }),
    ]);
    // Without the statistics' scope no one subscribes at all.
    expect(
      (await post('/api/reportsubscription', { kind: 'topCountries', recipients: [kitchen] }, noStats))
        .statusCode,
    ).toBe(403);
  });

  it('sends on its day the last month as each recipient sees it: a PNG chart and an XLSX of the figures', async () => {
    const res = await post('/api/reportsubscription', {
      kind: 'topCountries',
      span: 'lastMonth',
      basis: 'stay',
      frequency: 'monthly',
      dayOfMonth: 1,
      recipients: [adminUser, vesselUser],
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    id = created.id;
    expect(created).toMatchObject({ createdBy: adminUser, nextDue: '2027-04-01', lastSentAt: null });

    // Not yet due: nothing goes out.
    await ctx.services.jobs.schedule(REPORT_MAIL_JOB);
    await ctx.services.jobs.runDue();
    await ctx.services.mail.processQueue();
    expect(smtp.inbox).toHaveLength(0);

    at('2027-04-01T08:00:00Z');
    await ctx.services.jobs.schedule(REPORT_MAIL_JOB);
    await ctx.services.jobs.runDue();
    await ctx.services.mail.processQueue();
    expect(smtp.inbox.map((m) => m.to).sort()).toEqual(['admin@test.local', 'manta.office@bluereef.test']);

    const [mail] = await mailsTo('admin@test.local');
    expect(mail!.subject).toBe('Top countries · 01.03.2027 – 31.03.2027');
    const png = mail!.attachments.find((a) => a.contentType === 'image/png');
    expect(png?.content.subarray(1, 4).toString()).toBe('PNG');
    // Shown inside the mail: the HTML points at the picture by its Content-ID (the parser inlines it).
    expect(png!.cid).toBe('chart@seaberth');
    expect(mail!.html).toContain('<img src="data:image/png;base64,');
    expect(mail!.html).toContain('<td style="padding:2px 8px;">United Kingdom</td>');
    const xlsx = mail!.attachments.find((a) => a.filename?.endsWith('.xlsx'));
    expect(xlsx?.filename).toBe('top-countries-2027-03-01-2027-03-31.xlsx');
    const rows = await sheetRows(xlsx!.content);
    expect(rows[0]).toEqual(['Rank', 'Country', 'Bookings', 'Guests', 'Revenue', 'Currency']);
    // The workbook holds the report's own figures, as the screen shows them for March.
    const march = (await get('/api/bookings/statistics/topCountries?from=2027-03-01&to=2027-03-31')).json();
    expect(march.rows.map((r: { countryName: string }) => r.countryName).sort()).toEqual([
      'Germany',
      'United Kingdom',
    ]);
    expect(rows.slice(1)).toEqual(
      march.rows.map((r: Record<string, number | string>) => [
        r.rank,
        r.countryName,
        r.bookings,
        r.guests,
        Number(r.revenue) / 100,
        r.currency,
      ]),
    );

    // The vessel's office sees the trip's guest only: no resort figures.
    const [limited] = await mailsTo('manta.office@bluereef.test');
    const limitedRows = await sheetRows(
      limited!.attachments.find((a) => a.filename?.endsWith('.xlsx'))!.content,
    );
    expect(limitedRows.slice(1).flat()).toContain('Germany');
    expect(limitedRows.slice(1).flat()).not.toContain('United Kingdom');
    expect(limited!.text).not.toContain('United Kingdom');

    const after = (await get(`/api/reportsubscription/${id}`)).json();
    expect(after.nextDue).toBe('2027-05-01');
    expect(after.lastSentAt).toBe('2027-04-01T08:00:00.000Z');
  });

  it('sends a due day once even when two processes run the sender at the same moment', async () => {
    at('2027-05-01T07:00:00Z');
    const second = await buildApp(ctx.config, ctx.services.database, { logger: false });
    try {
      second.services.clock.now = ctx.services.clock.now;
      const before = smtp.inbox.length;
      // Both read the same due subscription; the conditional update lets one of them send it.
      const senders = [ctx, second].map(
        (app) => new ReportMailer(app.services, reportsOf(app.app), app.app.log),
      );
      const runs = await Promise.all(senders.map((sender) => sender.sendDue()));
      expect(runs.sort()).toEqual([0, 1]);
      // The job runners too, each in its process: nothing is due any more.
      await ctx.services.jobs.schedule(REPORT_MAIL_JOB);
      await Promise.all([ctx.services.jobs.runDue(), second.services.jobs.runDue()]);
      await Promise.all([ctx.services.mail.processQueue(), second.services.mail.processQueue()]);
      expect(smtp.inbox.length - before).toBe(2);
      expect((await get(`/api/reportsubscription/${id}`)).json().nextDue).toBe('2027-06-01');
    } finally {
      await second.app.close();
    }
  });

  it('sends now on request, lists only one’s own, and deletes', async () => {
    const before = smtp.inbox.length;
    const sent = await post(`/api/reportsubscription/${id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().queued).toHaveLength(2);
    await ctx.services.mail.processQueue();
    expect(smtp.inbox.length - before).toBe(2);
    expect((await get('/api/reportsubscription', vesselOnly)).json().total).toBe(0);
    expect((await get('/api/reportsubscription')).json().total).toBe(1);
    expect((await post(`/api/reportsubscription/${id}/send`, {}, vesselOnly)).statusCode).toBe(404);
    // A new schedule moves the next day (2027-05-01 is a Saturday: the next Friday is the 7th).
    const current = (await get(`/api/reportsubscription/${id}`)).json();
    const changed = await post(`/api/reportsubscription/${id}`, {
      version: current.version,
      frequency: 'weekly',
      weekday: 5,
      createdBy: vesselUser,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      frequency: 'weekly',
      nextDue: '2027-05-07',
      createdBy: adminUser,
    });
    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/reportsubscription/${id}`,
      token: admin,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('mails a report over time by the unit of the view it was saved from: a row per week, headed Week', async () => {
    at('2027-04-02T08:00:00Z');
    const res = await post('/api/reportsubscription', {
      kind: 'incomeByMonth',
      span: 'lastMonth',
      basis: 'stay',
      filters: { groupBy: 'week' },
      frequency: 'monthly',
      recipients: [adminUser],
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    const before = smtp.inbox.length;
    expect((await post(`/api/reportsubscription/${res.json().id}/send`, {})).statusCode).toBe(200);
    await ctx.services.mail.processQueue();
    expect(smtp.inbox.length - before).toBe(1);
    // Titled by the unit it is grouped by, in the subject, the text and the files' names.
    const mail = (await mailsTo('admin@test.local')).find((m) => m.subject?.startsWith('Income by week · '));
    expect(mail!.html).toContain('Your report “Income by week” for');
    expect(mail!.attachments.map((a) => a.filename)).toContain('income-by-week-2027-03-01-2027-03-31.xlsx');
    expect(mail!.html).toContain('<th style="padding:2px 8px;text-align:left">Week</th>');
    // The mail's table writes the week as the screen does; the workbook keeps the key, which sorts.
    expect(mail!.html).toContain('>W09 2027</td>');
    const rows = await sheetRows(mail!.attachments.find((a) => a.filename?.endsWith('.xlsx'))!.content);
    expect(rows[0]![0]).toBe('Week');
    // March 2027 from Monday the 1st: the trip of the 6th and the stay of the 7th in week 9.
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['2027-W09', 2],
      ['2027-W10', 0],
      ['2027-W11', 0],
      ['2027-W12', 0],
      ['2027-W13', 0],
    ]);
  });
});
