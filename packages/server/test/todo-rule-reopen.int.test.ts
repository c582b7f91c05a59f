import { type BookingTodo, type Page, type TodoRuleLogEntry } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TodoRuleEngine } from '../src/modules/todos/index.ts';
import { versioned } from './booking-at-version.ts';
import { newStay, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * A rule's to-do that closed by itself comes back when its condition does (issue 38): the same
 * to-do opens again, once, and the rule's log says so — until the moment passes. One a person
 * ticked off stays closed.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const request = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  versioned(ctx, { method, url, token: admin, payload });
const at = (iso: string) => {
  ctx.services.clock.now = () => new Date(iso);
};
const sweep = (day: string) => new TodoRuleEngine(ctx.services).sweep(day);
const todosOf = async (booking: string, rule: string) =>
  (
    (await request('GET', `/api/todo/allTodos?booking=${booking}&size=0`)).json() as Page<BookingTodo>
  ).data.filter((t) => t.definition === rule);
const logOf = async (rule: string, booking: string) =>
  ((await request('GET', `/api/todo/rules/${rule}/log?size=200`)).json() as Page<TodoRuleLogEntry>).data
    .filter((l) => l.booking === booking)
    .map((l) => [l.outcome, l.reason, l.day]);

async function rule(body: Record<string, unknown>): Promise<string> {
  const res = await request('POST', '/api/tododefinition', { group: 'Rules', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
async function arrival(booking: string): Promise<string> {
  const res = await request('POST', '/api/arrivaldeparture', {
    booking,
    kind: 'arrival',
    date: '2027-03-10',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
async function removed(arrivalId: string) {
  const res = await request('DELETE', `/api/arrivaldeparture/${arrivalId}`);
  expect(res.statusCode, res.body).toBe(204);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).token;
  await ctx.services.settings.put('features', 'todo', 'true');
  ids = await resortWorld(ctx, admin);
  // Monday 1 March 2027, 09:00 in Berlin.
  at('2027-03-01T08:00:00Z');
});
afterAll(() => ctx.close());

describe('a rule’s to-do when its condition returns', () => {
  it('opens the same to-do again when the transfer is removed, until the guests arrive; one ticked off by hand stays closed', async () => {
    const id = await rule({
      text: 'Arrange the transfer',
      trigger: { kind: 'beforeArrival', days: 3 },
      condition: { kind: 'transferMissing' },
    });
    const stay = { resort: ids.resort!, from: '2027-03-10', to: '2027-03-14' };
    const selfClosing = await newStay(ctx, admin, { ...stay, rooms: [{ room: ids.R1! }] });
    const byHand = await newStay(ctx, admin, { ...stay, rooms: [{ room: ids.R2! }] });
    expect(await sweep('2027-03-07')).toMatchObject({ fired: 2 });
    const [todo] = await todosOf(selfClosing.id, id);
    const [ticked] = await todosOf(byHand.id, id);

    // The transfer entered closes the to-do; removed again (plans changed), the same one opens.
    at('2027-03-07T08:00:00Z');
    const first = await arrival(selfClosing.id);
    expect((await todosOf(selfClosing.id, id)).map((t) => t.open)).toEqual([false]);
    await removed(first);
    expect((await todosOf(selfClosing.id, id)).map((t) => [t.id, t.open])).toEqual([[todo!.id, true]]);
    expect(await logOf(id, selfClosing.id)).toEqual(
      expect.arrayContaining([
        ['fired', null, '2027-03-07'],
        ['closed', 'resolved', '2027-03-07'],
        ['reopened', 'returned', '2027-03-07'],
      ]),
    );
    // The day's sweep finds nothing more to do: no second to-do, no second reopening.
    expect(await sweep('2027-03-07')).toMatchObject({ fired: 0, closed: 0, reopened: 0 });
    expect(await todosOf(selfClosing.id, id)).toHaveLength(1);

    // Ticked off by a person: the transfer coming and going leaves it closed.
    const solved = await request('POST', `/api/todo/solve/${byHand.id}/${ticked!.id}`, { open: false });
    expect(solved.statusCode, solved.body).toBe(200);
    await removed(await arrival(byHand.id));
    expect(await sweep('2027-03-08')).toMatchObject({ reopened: 0 });
    expect((await todosOf(byHand.id, id)).map((t) => t.open)).toEqual([false]);
    expect((await logOf(id, byHand.id)).filter(([outcome]) => outcome === 'reopened')).toEqual([]);

    // Once the guests arrived, a transfer removed is history: the to-do stays closed.
    const second = await arrival(selfClosing.id);
    expect((await todosOf(selfClosing.id, id)).map((t) => t.open)).toEqual([false]);
    at('2027-03-11T08:00:00Z');
    await removed(second);
    expect(await sweep('2027-03-11')).toMatchObject({ reopened: 0 });
    expect((await todosOf(selfClosing.id, id)).map((t) => t.open)).toEqual([false]);
  });

  it('opens the balance to-do again when the payment is taken back, through the booking’s own look', async () => {
    at('2027-04-01T08:00:00Z');
    const id = await rule({
      text: 'Collect the balance',
      trigger: { kind: 'beforeArrival', days: 14 },
      condition: { kind: 'balanceOpen' },
    });
    const booking = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-04-20',
      to: '2027-04-22',
      rooms: [{ room: ids.R3! }],
    });
    expect(await sweep('2027-04-06')).toMatchObject({ fired: 1 });
    const [todo] = await todosOf(booking.id, id);
    const paid = await request('POST', `/api/bookings/${booking.id}/payment`, {
      amount: booking.total,
      currency: 'EUR',
      date: '2027-04-01',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await ctx.services.jobs.runDue();
    expect((await todosOf(booking.id, id)).map((t) => t.open)).toEqual([false]);

    const refunded = await request('DELETE', `/api/bookings/${booking.id}/payment/${paid.json().id}`);
    expect(refunded.statusCode, refunded.body).toBe(204);
    await ctx.services.jobs.runDue();
    expect((await todosOf(booking.id, id)).map((t) => [t.id, t.open])).toEqual([[todo!.id, true]]);
    expect(await logOf(id, booking.id)).toContainEqual(['reopened', 'returned', '2027-04-01']);
  });

  it('follows an edit of the record as the booking page makes it: a departure is no arrival', async () => {
    at('2027-05-01T08:00:00Z');
    const id = await rule({
      text: 'Book the pick-up',
      trigger: { kind: 'beforeArrival', days: 3 },
      condition: { kind: 'transferMissing' },
    });
    const booking = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-05-20',
      to: '2027-05-22',
      rooms: [{ room: ids.R1! }],
    });
    // The earlier tests' rules fire on it too; this rule's to-do is the one watched.
    await sweep('2027-05-17');
    expect((await todosOf(booking.id, id)).map((t) => t.open)).toEqual([true]);
    at('2027-05-17T08:00:00Z');
    const made = await request('POST', '/api/arrivaldeparture', {
      booking: booking.id,
      kind: 'departure',
      date: '2027-05-22',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await todosOf(booking.id, id)).map((t) => t.open)).toEqual([true]);

    // The page's edit: the same record, now the arrival, with the version it was loaded at.
    const edit = (kind: string, version: number) =>
      request('POST', `/api/arrivaldeparture/${made.json().id}`, {
        booking: booking.id,
        kind,
        date: '2027-05-20',
        time: '10:15',
        version,
      });
    const asArrival = await edit('arrival', made.json().version);
    expect(asArrival.statusCode, asArrival.body).toBe(200);
    expect((await todosOf(booking.id, id)).map((t) => t.open)).toEqual([false]);
    const back = await edit('departure', asArrival.json().version);
    expect(back.statusCode, back.body).toBe(200);
    expect((await todosOf(booking.id, id)).map((t) => t.open)).toEqual([true]);
  });
});
