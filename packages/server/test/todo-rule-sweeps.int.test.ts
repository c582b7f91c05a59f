import type { BookingTodo, Page, TodoRuleLogEntry } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TodoRuleEngine } from '../src/modules/todos/index.ts';
import { versioned } from './booking-at-version.ts';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * To-do rules (issue 38), the promises around the moment: exactly once per booking and occurrence
 * even with two processes sweeping the same day, the catch-up policies of a booking made after the
 * moment, and the log that says what happened and why.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
const rules: string[] = [];

const get = (url: string) => versioned(ctx, { method: 'GET', url, token: admin });
const post = (url: string, payload: object = {}) =>
  versioned(ctx, { method: 'POST', url, token: admin, payload });
const at = (iso: string) => {
  ctx.services.clock.now = () => new Date(iso);
};
const todosOf = async (booking: string) =>
  ((await get(`/api/todo/allTodos?booking=${booking}&size=0`)).json() as Page<BookingTodo>).data;
const logOf = async (rule: string, query = '') =>
  (await get(`/api/todo/rules/${rule}/log?size=200${query}`)).json() as Page<TodoRuleLogEntry>;

async function rule(body: Record<string, unknown>): Promise<string> {
  const res = await post('/api/tododefinition', { group: 'Rules', ...body });
  expect(res.statusCode, res.body).toBe(201);
  rules.push(res.json().id);
  return res.json().id;
}
async function rulesOff() {
  for (const id of rules.splice(0)) {
    const current = (await get(`/api/tododefinition/${id}`)).json();
    expect((await post(`/api/tododefinition/${id}`, { ...current, isActive: false })).statusCode).toBe(200);
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  await ctx.services.settings.put('features', 'todo', 'true');
  ids = await resortWorld(ctx, admin);
  // Friday 5 March 2027, 09:00 in Berlin.
  at('2027-03-05T08:00:00Z');
});
afterAll(() => ctx.close());

describe('to-do rules, once and late', () => {
  it('acts once per booking and occurrence when two processes sweep the same day at once', async () => {
    const id = await rule({ text: 'Welcome drink', trigger: { kind: 'stayDay' } });
    const stays = [];
    for (const room of ['R1', 'R2', 'R3', 'Dorm'])
      stays.push(
        await newStay(ctx, admin, {
          resort: ids.resort!,
          from: '2027-04-01',
          to: '2027-04-03',
          rooms: [{ room: ids[room]! }],
        }),
      );
    // Two engines are two processes: each reads the candidates, each tries to claim every moment.
    const [a, b] = await Promise.all([
      new TodoRuleEngine(ctx.services).sweep('2027-04-01'),
      new TodoRuleEngine(ctx.services).sweep('2027-04-01'),
    ]);
    expect(a.fired + b.fired).toBe(4);
    for (const stay of stays)
      expect((await todosOf(stay.id)).filter((t) => t.definition === id).map((t) => t.due)).toEqual([
        '2027-04-01',
      ]);
    const log = await logOf(id);
    expect(log.data.filter((l) => l.outcome === 'fired')).toHaveLength(4);
    // The loser of a race only notes that another was first; a later sweep of the day does nothing.
    expect(log.data.filter((l) => l.outcome !== 'fired').every((l) => l.reason === 'alreadyFired')).toBe(
      true,
    );
    expect(await new TodoRuleEngine(ctx.services).sweep('2027-04-01')).toMatchObject({
      fired: 0,
      skipped: 0,
    });
    expect((await logOf(id)).total).toBe(log.total);
    await rulesOff();
  });

  it('catches up a booking made after the moment: now, skipped, or on the next working day', async () => {
    const now = await rule({
      text: 'Call the guest (now)',
      trigger: { kind: 'beforeArrival', days: 14 },
      catchUp: 'now',
    });
    const skip = await rule({
      text: 'Call the guest (skip)',
      trigger: { kind: 'beforeArrival', days: 14 },
      catchUp: 'skip',
    });
    const monday = await rule({
      text: 'Call the guest (working day)',
      trigger: { kind: 'beforeArrival', days: 14 },
      catchUp: 'nextWorkingDay',
    });
    // Made on Saturday 6 March for 12 March: its moment (26 February) is long gone.
    at('2027-03-06T09:00:00Z');
    const late = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-03-12',
      to: '2027-03-14',
      rooms: [{ room: ids.R1! }],
    });
    await ctx.services.jobs.runDue();
    const texts = async () =>
      (await todosOf(late.id)).filter((t) => t.definition).map((t) => [t.text, t.due]);
    expect(await texts()).toEqual([['Call the guest (now)', '2027-03-06']]);
    expect((await logOf(skip)).data.map((l) => [l.outcome, l.reason, l.occurrence])).toEqual([
      ['skipped', 'caughtUp', '2027-02-26'],
    ]);
    expect((await logOf(monday)).data.map((l) => [l.outcome, l.reason, l.day])).toEqual([
      ['planned', 'caughtUp', '2027-03-08'],
    ]);
    // Sunday's sweep leaves it; Monday's (two processes again) acts on it once.
    expect((await new TodoRuleEngine(ctx.services).sweep('2027-03-07')).fired).toBe(0);
    const [a, b] = await Promise.all([
      new TodoRuleEngine(ctx.services).sweep('2027-03-08'),
      new TodoRuleEngine(ctx.services).sweep('2027-03-08'),
    ]);
    expect(a.fired + b.fired).toBe(1);
    expect(await texts()).toEqual([
      ['Call the guest (now)', '2027-03-06'],
      ['Call the guest (working day)', '2027-03-08'],
    ]);
    expect((await logOf(monday)).data.map((l) => [l.outcome, l.day])).toEqual([['fired', '2027-03-08']]);
    expect((await logOf(now)).data.map((l) => [l.outcome, l.reason])).toEqual([['fired', null]]);
    await rulesOff();
  });

  it('the sweep catches up by itself what the booking’s own look missed, and never after arrival', async () => {
    const id = await rule({
      text: 'Send the directions',
      trigger: { kind: 'beforeArrival', days: 10 },
      catchUp: 'nextWorkingDay',
    });
    // Made on Friday 12 March for Sunday 14 March: Monday would be after arrival.
    at('2027-03-12T09:00:00Z');
    const tooLate = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-03-14',
      to: '2027-03-16',
      rooms: [{ room: ids.R2! }],
    });
    // Made the same day for the 20th: Monday it is, found by the booking date's index alone.
    const inTime = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-03-20',
      to: '2027-03-22',
      rooms: [{ room: ids.R3! }],
    });
    const result = await new TodoRuleEngine(ctx.services).sweep('2027-03-15');
    expect(result.fired).toBe(1);
    expect((await todosOf(inTime.id)).filter((t) => t.definition === id).map((t) => t.due)).toEqual([
      '2027-03-15',
    ]);
    expect((await todosOf(tooLate.id)).filter((t) => t.definition === id)).toEqual([]);
    expect((await logOf(id, '&outcome=skipped')).data.map((l) => [l.booking, l.reason])).toEqual([
      [tooLate.id, 'caughtUp'],
    ]);
    await rulesOff();
  });

  it('logs the plain definitions too, and pages the log, newest first', async () => {
    const id = await rule({ text: 'Send the voucher', rule: { calcType: 'afterBooking', value: 2 } });
    const made = [];
    for (const [room, from] of [
      ['R1', '2027-05-01'],
      ['R2', '2027-05-01'],
      ['R3', '2027-05-01'],
    ] as const)
      made.push(
        await newStay(ctx, admin, {
          resort: ids.resort!,
          from,
          to: '2027-05-04',
          rooms: [{ room: ids[room]! }],
        }),
      );
    const first = (await get(`/api/todo/rules/${id}/log?page=0&size=2`)).json() as Page<TodoRuleLogEntry>;
    expect(first).toMatchObject({ total: 3, page: 0, size: 2 });
    expect(first.data.map((l) => [l.bookingNo, l.occurrence, l.outcome])).toEqual([
      [made[2]!.bookingNo, 'created', 'fired'],
      [made[1]!.bookingNo, 'created', 'fired'],
    ]);
    const second = (await get(`/api/todo/rules/${id}/log?page=1&size=2`)).json() as Page<TodoRuleLogEntry>;
    expect(second.data.map((l) => l.bookingNo)).toEqual([made[0]!.bookingNo]);
    expect((await get('/api/todo/rules/00000000-0000-4000-8000-000000000009/log')).statusCode).toBe(404);
    // The automation's one log has the same lines, named by their rule, for one booking too.
    const all = (await get(`/api/todo/log?source=rule&booking=${made[1]!.id}`)).json() as Page<
      TodoRuleLogEntry & { sourceId: string; source: string }
    >;
    expect(all.data.map((l) => [l.source, l.sourceId, l.bookingNo, l.outcome])).toEqual([
      ['rule', id, made[1]!.bookingNo, 'fired'],
    ]);
    // A user limited to another resort reads neither log's lines of these bookings.
    const other = (
      await ctx.request({ method: 'POST', url: '/api/resort', token: admin, payload: { name: 'Elsewhere' } })
    ).json().id;
    const limited = await newUser(ctx, admin, 'log-limited@test.local', ['bookings.read'], {
      resorts: [other],
    });
    for (const url of [`/api/todo/log?source=rule`, `/api/todo/rules/${id}/log`]) {
      const theirs = await ctx.request({ method: 'GET', url, token: limited });
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect(theirs.json()).toMatchObject({ data: [], total: 0 });
    }
    await rulesOff();
  });

  it('refuses a rule whose parts do not fit, naming the field', async () => {
    const res = await post('/api/tododefinition', {
      text: 'Mail without template',
      action: { kind: 'mail' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      expect.objectContaining({ path: 'action.template', message: 'Choose the mail template to send' }),
    ]);
  });
});
