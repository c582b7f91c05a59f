import type { ScheduledMail } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { MAIL_SCHEDULE_JOB } from '../src/modules/mail/mail-scheduler.ts';
import { newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { ADMIN, createTestContext, type TestContext } from './test-app.ts';

/** Scheduled mail: planned ahead, listed and cancellable, sent on its day exactly once. */
let ctx: TestContext;
let smtp: SmtpSink;
let admin: string;
let ids: Record<string, string>;
let schedule: string;

const post = (url: string, payload: object = {}) =>
  ctx.request({ method: 'POST', url, token: admin, payload });
const get = (url: string) => ctx.request({ method: 'GET', url, token: admin });
const at = (iso: string) => {
  ctx.services.clock.now = () => new Date(iso);
};
const planned = async (status = 'planned') =>
  (await get(`/api/mailschedule/scheduled?status=${status}`)).json() as ScheduledMail[];

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  const template = await post('/api/mail/template', {
    name: 'Trip reminder',
    texts: {
      en: {
        subject: 'One week to {{ trip.name }}',
        body: '{{ recipient.salutation }}, see you on {{ trip.from }}.',
      },
    },
  });
  expect(template.statusCode, template.body).toBe(201);
  const created = await post('/api/mailschedule', {
    name: 'A week before the trip',
    template: template.json().id,
    rule: 'beforeArrival',
    days: 7,
    states: ['confirmed'],
    vessels: [ids.manta],
  });
  expect(created.statusCode, created.body).toBe(201);
  schedule = created.json().id;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('scheduled mail', () => {
  it('plans the mail ahead, sends it on its day exactly once with two processes, and can be cancelled', async () => {
    at('2027-02-10T08:00:00Z');
    const anna = await newCustomer(ctx, admin, {
      firstName: 'Anna',
      lastName: 'Berg',
      gender: 'f',
      email: 'anna@example.com',
    });
    const ben = await newCustomer(ctx, admin, { email: 'ben@example.com' });
    const trip = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']!, guests: [anna.id] }],
      state: 'confirmed',
    });
    const cancelledOne = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 2']!, guests: [ben.id] }],
      state: 'confirmed',
    });
    // An offer is not in the schedule's states: no mail planned for it.
    await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 3']! }],
      state: 'draft',
    });

    await ctx.services.jobs.schedule(MAIL_SCHEDULE_JOB);
    await ctx.services.jobs.runDue();
    const ahead = await planned();
    expect(ahead.map((m) => [m.bookingNo, m.sendOn, m.scheduleName, m.templateName])).toEqual([
      [trip.bookingNo, '2027-02-27', 'A week before the trip', 'Trip reminder'],
      [cancelledOne.bookingNo, '2027-02-27', 'A week before the trip', 'Trip reminder'],
    ]);
    expect(smtp.inbox).toHaveLength(0);
    const cancel = ahead.find((m) => m.booking === cancelledOne.id)!;
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/mailschedule/scheduled/${cancel.id}`, token: admin }))
        .statusCode,
    ).toBe(204);
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/mailschedule/scheduled/${cancel.id}`, token: admin }))
        .statusCode,
    ).toBe(404);

    // The day before: still planned.
    at('2027-02-26T08:00:00Z');
    await ctx.services.jobs.schedule(MAIL_SCHEDULE_JOB);
    await ctx.services.jobs.runDue();
    expect(await planned()).toHaveLength(1);

    // Its day: two processes run the job at once; the mail goes out once.
    at('2027-02-27T08:00:00Z');
    const second = await buildApp(ctx.config, ctx.services.database, { logger: false });
    second.services.clock.now = ctx.services.clock.now;
    await ctx.services.jobs.schedule(MAIL_SCHEDULE_JOB);
    await ctx.services.jobs.schedule(MAIL_SCHEDULE_JOB, 'second');
    try {
      await Promise.all([ctx.services.jobs.runDue(), second.services.jobs.runDue()]);
      await Promise.all([ctx.services.mail.processQueue(), second.services.mail.processQueue()]);
    } finally {
      await second.app.close();
    }
    expect(smtp.inbox.map((m) => m.to)).toEqual(['anna@example.com']);
    expect(await planned()).toEqual([]);
    expect((await planned('sent')).map((m) => [m.bookingNo, m.note])).toEqual([
      [trip.bookingNo, 'anna@example.com'],
    ]);
    expect((await planned('cancelled')).map((m) => m.bookingNo)).toEqual([cancelledOne.bookingNo]);
    const history = (await get(`/api/bookings/${trip.id}/history`)).json();
    expect(history[0]).toMatchObject({ action: 'mail', actor: null });

    // A test send goes to the operator, not the guest.
    const test = await post(`/api/mailschedule/${schedule}/test`, { booking: trip.id });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().queued[0].to).toBe(ADMIN.email);
  });

  it('shares the automation log with the to-do rules: sent reads as fired, cancelled as skipped', async () => {
    await ctx.services.settings.put('features', 'todo', 'true');
    const log = await get('/api/todo/log?source=schedule');
    expect(log.statusCode, log.body).toBe(200);
    const lines = log.json().data as {
      sourceName: string;
      outcome: string;
      reason: string | null;
      detail: string;
    }[];
    expect(lines.map((l) => [l.sourceName, l.outcome, l.reason, l.detail])).toEqual(
      expect.arrayContaining([
        ['A week before the trip', 'fired', null, 'anna@example.com'],
        ['A week before the trip', 'skipped', 'cancelled', expect.any(String)],
      ]),
    );
    const fired = await get('/api/todo/log?outcome=fired');
    expect(fired.json().data.every((l: { outcome: string }) => l.outcome === 'fired')).toBe(true);
    // A reader of bookings without mailschedule.read sees the rules' lines only.
    const reader = await newUser(ctx, admin, 'log-reader@test.local', ['bookings.read']);
    const theirs = await ctx.request({ method: 'GET', url: '/api/todo/log', token: reader });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.filter((l: { source: string }) => l.source === 'schedule')).toEqual([]);
  });

  it('answers nothing of it while the feature is off', async () => {
    await ctx.services.settings.put('features', 'mailScheduler', 'false');
    try {
      expect((await get('/api/mailschedule/scheduled')).statusCode).toBe(404);
    } finally {
      await ctx.services.settings.put('features', 'mailScheduler', 'true');
    }
  });
});
