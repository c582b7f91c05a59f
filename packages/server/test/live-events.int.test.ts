import type { LiveEvent } from '@seaberth/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import {
  bookingPayments,
  bookingTodos,
  guestForms,
  mailQueue,
  todoNotifications,
  users,
} from '../src/db/schema/index.ts';
import { MAX_STREAMS_PER_USER } from '../src/modules/events/index.ts';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { openStream, type StreamReader } from './live-stream-client.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 38: `GET /api/events/notifications` over real HTTP. On PostgreSQL the second app is a
 * second process in all that matters (its own pool and its own listening connection); on PGlite,
 * one process, it shares the database.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let urlA: string;
let second: BuiltApp;
let closeSecond: () => Promise<void>;
let urlB: string;
const opened: StreamReader[] = [];

async function stream(url: string, token: string): Promise<StreamReader> {
  const reader = await openStream(url, token);
  opened.push(reader);
  if (reader.status === 200) await reader.next((e) => e.type === 'ready');
  return reader;
}

const isBooking = (id: string) => (e: LiveEvent) => e.type === 'booking.changed' && e.booking === id;
const stay = (room: string, from: string, to: string) =>
  newStay(ctx, admin, { resort: world.resort!, from, to, rooms: [{ room }] });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  urlA = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const database = ctx.config.databaseUrl ? await openDatabase({ ...ctx.config }) : ctx.services.database;
  second = await buildApp(ctx.config, database, { logger: false });
  closeSecond = async () => {
    await second.app.close();
    if (database !== ctx.services.database) await database.close();
  };
  urlB = await second.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const reader of opened) reader.close();
  await closeSecond();
  await ctx.close();
});

describe('the live stream', () => {
  it('tells a screen on process B of a booking made through process A within a second', async () => {
    const onB = await stream(urlB, admin);
    const booking = await stay(world.R1!, '2027-05-01', '2027-05-04');
    await onB.next(isBooking(booking.id), 1000);
    // Moving its room reaches B too, as one event however many rows the move wrote.
    const before = onB.events.length;
    const moved = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/rooms/${booking.rooms[0]!.id}`,
      token: admin,
      payload: { room: world.R2, version: booking.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await onB.next((e) => isBooking(booking.id)(e) && onB.events.indexOf(e) >= before);
  });

  it('tells a caller without bookings.read nothing about bookings, nor one limited to another resort', async () => {
    const clerk = await newUser(ctx, admin, 'clerk@test.local', ['customers.read']);
    const other = (
      await ctx.request({ method: 'POST', url: '/api/resort', token: admin, payload: { name: 'Elsewhere' } })
    ).json().id;
    const limited = await newUser(ctx, admin, 'limited@test.local', ['bookings.read'], { resorts: [other] });
    const [clerkStream, limitedStream, adminStream] = await Promise.all([
      stream(urlB, clerk),
      stream(urlB, limited),
      stream(urlB, admin),
    ]);
    const booking = await stay(world.R3!, '2027-06-01', '2027-06-03');
    await adminStream.next(isBooking(booking.id));
    // What reached the admin on the same process has reached every stream there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(clerkStream.events.map((e) => e.type)).toEqual(['ready']);
    expect(limitedStream.events.map((e) => e.type)).toEqual(['ready']);
  });

  it('names each kind of change, as the job or another process writes it, and one notice for a statement over many bookings', async () => {
    const db = ctx.services.database.db;
    const onB = await stream(urlB, admin);
    const booking = await stay(world.R2!, '2027-08-01', '2027-08-03');
    const heard = (type: LiveEvent['type'], more: (e: LiveEvent) => boolean = () => true) =>
      onB.next((e) => e.type === type && more(e));
    await db.insert(bookingPayments).values({
      booking: booking.id,
      amount: 100,
      currency: booking.currency,
      date: '2027-07-01',
      method: 'cash',
    });
    await heard('payment', (e) => e.booking === booking.id);
    await db.insert(bookingTodos).values({ booking: booking.id, text: 'Transfer', due: '2027-07-29' });
    await heard('todo', (e) => e.booking === booking.id);
    await db
      .insert(guestForms)
      .values({ booking: booking.id, bed: 0, data: {} as never, state: 'submitted' });
    await heard('guestform.sent', (e) => e.booking === booking.id);
    const [mail] = await db
      .insert(mailQueue)
      .values({ to: 'a@b.c', subject: 'S', text: 'T', booking: booking.id })
      .returning();
    await db.update(mailQueue).set({ status: 'failed' }).where(eq(mailQueue.id, mail!.id));
    await heard('mail.failed', (e) => e.mail === mail!.id && e.booking === booking.id);

    // Many bookings in one statement (an import, a job): one notice without ids, not 60.
    const before = onB.events.length;
    await db.execute(sql`
      insert into bookings (booking_no, state, type, "from", "to", currency, booking_date, resort)
      select 'LIVE-' || g, 'draft', 'resort', '2030-01-01', '2030-01-02', 'EUR', '2026-12-01', ${world.resort}
      from generate_series(1, 60) g`);
    await heard('booking.changed', (e) => !e.booking && onB.events.indexOf(e) >= before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onB.events.slice(before), JSON.stringify(onB.events.slice(before - 2))).toEqual([
      { type: 'booking.changed' },
    ]);
  });

  it("brings a user's new notification to that user's streams only", async () => {
    const reader = await newUser(ctx, admin, 'reader@test.local', ['bookings.read', 'todo.update']);
    const [me] = await ctx.services.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'reader@test.local'));
    const mine = await stream(urlB, reader);
    const admins = await stream(urlB, admin);
    await ctx.services.database.db.insert(todoNotifications).values({ user: me!.id, text: 'Hi' });
    await mine.next((e) => e.type === 'notification');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(admins.events.some((e) => e.type === 'notification')).toBe(false);
  });

  it('names who changed a booking — moved, cancelled — not only who made it; a job names no one', async () => {
    const mover = await newUser(ctx, admin, 'mover@test.local', ['bookings.read', 'bookings.update']);
    const idOf = async (token: string) =>
      (await ctx.request({ method: 'GET', url: '/api/users/self', token })).json().id as string;
    const [moverId, adminId] = [await idOf(mover), await idOf(admin)];
    const onB = await stream(urlB, admin);
    const booking = await stay(world.R1!, '2027-09-01', '2027-09-04');
    expect((await onB.next(isBooking(booking.id))).by).toBe(adminId);

    const since = (before: number) => (e: LiveEvent) =>
      isBooking(booking.id)(e) && onB.events.indexOf(e) >= before;
    let before = onB.events.length;
    const moved = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/rooms/${booking.rooms[0]!.id}`,
      token: mover,
      payload: { room: world.R2, version: booking.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await onB.next(since(before))).by).toBe(moverId);

    before = onB.events.length;
    const cancelled = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancell`,
      token: admin,
      payload: { version: moved.json().version },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await onB.next(since(before))).by).toBe(adminId);

    // Written outside a request (a job, an import): no one to name.
    before = onB.events.length;
    await ctx.services.database.db.execute(sql`update bookings set note = 'job' where id = ${booking.id}`);
    expect((await onB.next(since(before))).by).toBeUndefined();
  });

  it('marks for the bell only the kinds the user chose, and never their own change', async () => {
    const clerk = await newUser(ctx, admin, 'bell@test.local', ['bookings.read', 'bookings.update']);
    const self = await ctx.request({ method: 'GET', url: '/api/users/self', token: clerk });
    // Never chosen: the default kinds, a colleague's edit among none of them.
    expect(self.json().notifications).toEqual([
      'booking.online',
      'guestform.sent',
      'mail.failed',
      'ota.conflict',
    ]);
    const refused = await ctx.request({
      method: 'POST',
      url: '/api/users/self',
      token: clerk,
      payload: { notifications: ['booking.changed', 'gossip'] },
    });
    expect(refused.statusCode).toBe(400);
    const chosen = await ctx.request({
      method: 'POST',
      url: '/api/users/self',
      token: clerk,
      payload: { notifications: ['booking.changed'] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().notifications).toEqual(['booking.changed']);

    const [clerkStream, adminStream] = [await stream(urlB, clerk), await stream(urlB, admin)];
    const theirs = await stay(world.R3!, '2027-10-01', '2027-10-03');
    expect(await clerkStream.next(isBooking(theirs.id))).toMatchObject({ bell: true });
    // The admin kept the default kinds: told of the change, not rung for it.
    expect((await adminStream.next(isBooking(theirs.id))).bell).toBeUndefined();

    const before = clerkStream.events.length;
    const mine = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${theirs.id}/rooms/${theirs.rooms[0]!.id}`,
      token: clerk,
      payload: { room: world.R1, version: theirs.version },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const own = await clerkStream.next(
      (e) => isBooking(theirs.id)(e) && clerkStream.events.indexOf(e) >= before,
    );
    expect(own).toMatchObject({ by: self.json().id });
    expect(own.bell).toBeUndefined();
  });

  it('holds a few streams per user, and a closed one frees its place', async () => {
    const user = await newUser(ctx, admin, 'tabs@test.local', ['bookings.read']);
    const tabs = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) tabs.push(await stream(urlA, user));
    const refused = await stream(urlA, user);
    expect(refused.status).toBe(429);
    tabs[0]!.close();
    const until = Date.now() + 1000;
    let again = await stream(urlA, user);
    while (again.status !== 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await stream(urlA, user);
    }
    expect(again.status).toBe(200);
    expect((await stream(urlA, '')).status).toBe(401);
  });

  it('brings a change to 100 open streams on the other process within a second (bench, docs/performance.md)', async () => {
    const users = await Promise.all(
      Array.from({ length: 10 }, (_, i) => newUser(ctx, admin, `desk${i}@test.local`, ['bookings.read'])),
    );
    const streams = (
      await Promise.all(
        users.map((token) => Promise.all(Array.from({ length: 10 }, () => stream(urlB, token)))),
      )
    ).flat();
    expect(streams).toHaveLength(100);
    const started = performance.now();
    const booking = await stay(world.R3!, '2027-07-01', '2027-07-05');
    const answered = performance.now();
    const arrivals = await Promise.all(
      streams.map((reader) =>
        reader.next(isBooking(booking.id), 1000 + (answered - started)).then(() => performance.now()),
      ),
    );
    const last = Math.max(...arrivals) - answered;
    console.info(
      `live fan-out (${ctx.config.databaseUrl ? 'PostgreSQL, two processes' : 'PGlite'}): booking answered in ${Math.round(answered - started)} ms; all 100 streams had it ${Math.round(last)} ms after the answer`,
    );
    expect(last).toBeLessThan(1000);
    for (const reader of streams) reader.close();
  });

  it('ends its streams when the server shuts down, without waiting for them', async () => {
    const database = ctx.config.databaseUrl ? await openDatabase({ ...ctx.config }) : ctx.services.database;
    const third = await buildApp(ctx.config, database, { logger: false });
    const url = await third.app.listen({ port: 0, host: '127.0.0.1' });
    const open = await stream(url, admin);
    const started = Date.now();
    await third.app.close();
    await open.ended;
    expect(Date.now() - started).toBeLessThan(2000);
    if (database !== ctx.services.database) await database.close();
  });
});
