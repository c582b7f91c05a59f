import {
  addDays,
  type BookingTodo,
  type Page,
  type TodoNotification,
  type TodoRuleLogEntry,
} from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestForms } from '../src/db/schema/index.ts';
import { TodoRuleEngine } from '../src/modules/todos/index.ts';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * To-do rules (issue 38), each trigger, condition and action: a rule fires on its moment when its
 * condition holds, does what it says, and writes why into its log; a to-do it made closes itself.
 */
let ctx: TestContext;
let smtp: SmtpSink;
let admin: string;
let adminId: string;
let ids: Record<string, string>;
const rules: string[] = [];

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = (url: string, payload: object = {}) =>
  versioned(ctx, { method: 'POST', url, token: admin, payload });
const at = (iso: string) => {
  ctx.services.clock.now = () => new Date(iso);
};
const sweep = (day: string) => new TodoRuleEngine(ctx.services).sweep(day);
const todosOf = async (booking: string) =>
  ((await get(`/api/todo/allTodos?booking=${booking}&size=0`)).json() as Page<BookingTodo>).data;
const logOf = async (rule: string, query = '') =>
  (await get(`/api/todo/rules/${rule}/log?size=200${query}`)).json() as Page<TodoRuleLogEntry>;

/** A rule through the generic definition calls; every rule of a test is switched off after it. */
async function rule(body: Record<string, unknown>): Promise<string> {
  const res = await post('/api/tododefinition', { group: 'Rules', ...body });
  expect(res.statusCode, res.body).toBe(201);
  rules.push(res.json().id);
  return res.json().id;
}
async function rulesOff() {
  for (const id of rules.splice(0)) {
    const current = (await get(`/api/tododefinition/${id}`)).json();
    const res = await post(`/api/tododefinition/${id}`, { ...current, isActive: false });
    expect(res.statusCode, res.body).toBe(200);
  }
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  const login = await ctx.login();
  admin = login.token;
  adminId = login.user.id;
  await ctx.services.settings.put('features', 'todo', 'true');
  ids = await resortWorld(ctx, admin);
  // Monday 1 March 2027, 09:00 in Berlin.
  at('2027-03-01T08:00:00Z');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('to-do rules', () => {
  it('3 days before arrival, if the transfer is not arranged: a to-do for the front desk that closes when it is', async () => {
    const role = await post('/api/userrole', { name: 'Front desk', scope: ['bookings.read'] });
    expect(role.statusCode, role.body).toBe(201);
    const frontDesk = await newUser(ctx, admin, 'desk@example.com', ['bookings.read'], {
      roles: [role.json().id],
    });
    const id = await rule({
      text: 'Arrange the airport transfer',
      trigger: { kind: 'beforeArrival', days: 3 },
      condition: { kind: 'transferMissing' },
      action: { kind: 'todo', role: role.json().id },
    });
    const open = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-03-10',
      to: '2027-03-14',
      rooms: [{ room: ids.R1! }],
    });
    const arranged = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-03-10',
      to: '2027-03-14',
      rooms: [{ room: ids.R2! }],
    });
    const travel = await post('/api/arrivaldeparture', {
      booking: arranged.id,
      kind: 'arrival',
      date: '2027-03-10',
      flight: 'LH 123',
      transfer: true,
    });
    expect(travel.statusCode, travel.body).toBe(201);

    // A day early nothing is due; on the day the one without an arrival gets its to-do.
    expect((await sweep('2027-03-06')).fired).toBe(0);
    expect(await sweep('2027-03-07')).toMatchObject({ fired: 1, skipped: 1 });
    const [todo] = (await todosOf(open.id)).filter((t) => t.definition === id);
    expect(todo).toMatchObject({ text: 'Arrange the airport transfer', due: '2027-03-07', open: true });
    expect((await todosOf(arranged.id)).filter((t) => t.definition === id)).toEqual([]);
    // The front desk finds it among its own.
    const own = (await get('/api/todo/own?size=0', frontDesk)).json() as Page<BookingTodo>;
    expect(own.data.map((t) => t.id)).toContain(todo!.id);

    // The transfer entered closes the to-do at once, and the log says so.
    const entered = await post('/api/arrivaldeparture', {
      booking: open.id,
      kind: 'arrival',
      date: '2027-03-10',
    });
    expect(entered.statusCode, entered.body).toBe(201);
    expect((await todosOf(open.id)).find((t) => t.id === todo!.id)?.open).toBe(false);
    const log = await logOf(id);
    expect(log.data.map((l) => [l.bookingNo, l.outcome, l.reason, l.day]).sort()).toEqual(
      [
        [open.bookingNo, 'closed', 'resolved', '2027-03-01'],
        [open.bookingNo, 'fired', null, '2027-03-07'],
        [arranged.bookingNo, 'skipped', 'conditionFalse', '2027-03-07'],
      ].sort(),
    );
    await rulesOff();
  });

  it('14 days before arrival, if a balance is open: the reminder mail goes through the queue, sent once it left', async () => {
    const template = await post('/api/mail/template', {
      name: 'Payment reminder',
      texts: { en: { subject: 'Your balance for {{ booking.number }}', body: 'Please pay.' } },
    });
    expect(template.statusCode, template.body).toBe(201);
    const id = await rule({
      text: 'Remind of the balance',
      trigger: { kind: 'beforeArrival', days: 14 },
      condition: { kind: 'balanceOpen' },
      action: { kind: 'mail', template: template.json().id },
    });
    const anna = await newCustomer(ctx, admin, { email: 'anna@example.com' });
    const ben = await newCustomer(ctx, admin, { email: 'ben@example.com' });
    const owing = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-03-20',
      to: '2027-03-22',
      rooms: [{ room: ids.R1!, guests: [anna.id] }],
    });
    const paid = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-03-20',
      to: '2027-03-22',
      rooms: [{ room: ids.R2!, guests: [ben.id] }],
    });
    const payment = await post(`/api/bookings/${paid.id}/payment`, {
      amount: paid.total ?? 10_000,
      currency: 'EUR',
      date: '2027-03-01',
    });
    expect(payment.statusCode, payment.body).toBe(201);

    // The day sweep of 6 March, as the job runs it on the operator's day.
    at('2027-03-06T06:00:00Z');
    await ctx.services.jobs.runDue();
    await ctx.services.mail.processQueue();
    const log = await logOf(id);
    expect(log.data.map((l) => [l.bookingNo, l.outcome, l.reason]).sort()).toEqual(
      [
        [owing.bookingNo, 'fired', null],
        [paid.bookingNo, 'skipped', 'conditionFalse'],
      ].sort(),
    );
    expect(log.data.find((l) => l.outcome === 'fired')).toMatchObject({
      detail: 'anna@example.com',
      mailStatus: 'sent',
    });
    const received = smtp.inbox.filter((m) => m.to.includes('anna@example.com'));
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain(`Your balance for ${owing.bookingNo}`);
    // Once decided, never again: another run of the day sends nothing more.
    expect((await sweep('2027-03-06')).fired).toBe(0);
    await rulesOff();
  });

  it('on a payment’s due day: a notification the user reads until marked read', async () => {
    const id = await rule({
      text: 'Payment due today',
      trigger: { kind: 'paymentDue', days: 0 },
      condition: { kind: 'balanceOpen' },
      action: { kind: 'notify', user: adminId },
    });
    const terms = await post('/api/terms', {
      name: 'Deposit 30',
      deposit: 30,
      depositDueDays: 7,
      restDueDays: 30,
    });
    expect(terms.statusCode, terms.body).toBe(201);
    const guest = await newCustomer(ctx, admin);
    const made = await post('/api/bookings', {
      resort: ids.resort,
      dates: { from: '2027-05-01', to: '2027-05-03' },
      rooms: [{ room: ids.R3, guests: [guest.id] }],
      state: 'confirmed',
      termsOfPayment: terms.json().id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const stay = made.json();
    // Deposit a week after booking, the rest 30 days before arrival.
    const [deposit, rest] = (stay.calculation.due as { due: string }[]).map((d) => d.due);
    expect([deposit, rest]).toEqual([addDays(stay.bookingDate, 7), '2027-04-01']);
    expect(await sweep(addDays(deposit!, -1))).toMatchObject({ fired: 0 });
    expect(await sweep(deposit!)).toMatchObject({ fired: 1 });
    const unread = (await get('/api/todo/notifications')).json() as TodoNotification[];
    const mine = unread.filter((n) => n.rule === id);
    expect(mine).toEqual([
      expect.objectContaining({
        booking: stay.id,
        bookingNo: stay.bookingNo,
        text: expect.stringContaining('Payment due today'),
      }),
    ]);
    expect((await post(`/api/todo/notifications/${mine[0]!.id}/read`)).statusCode).toBe(200);
    expect(
      ((await get('/api/todo/notifications')).json() as TodoNotification[]).filter((n) => n.rule === id),
    ).toEqual([]);
    await rulesOff();
  });

  it('each day of a stay, at one asset and not another; after departure', async () => {
    const here = await rule({
      text: 'Daily room check',
      trigger: { kind: 'stayDay' },
      condition: { kind: 'asset', asset: ids.resort },
    });
    const elsewhere = await rule({
      text: 'Check at the other resort',
      trigger: { kind: 'stayDay' },
      condition: { kind: 'asset', asset: '00000000-0000-4000-8000-000000000001' },
    });
    const review = await rule({ text: 'Ask for a review', trigger: { kind: 'afterDeparture', days: 2 } });
    const stay = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-06-01',
      to: '2027-06-03',
      rooms: [{ room: ids.R1! }],
    });
    for (const day of ['2027-05-31', '2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05'])
      await sweep(day);
    const texts = (await todosOf(stay.id)).map((t) => [t.text, t.due]);
    expect(texts.filter(([text]) => text === 'Daily room check')).toEqual([
      ['Daily room check', '2027-06-01'],
      ['Daily room check', '2027-06-02'],
    ]);
    expect(texts.filter(([text]) => text === 'Ask for a review')).toEqual([
      ['Ask for a review', '2027-06-05'],
    ]);
    expect((await logOf(here)).total).toBe(2);
    expect((await logOf(elsewhere)).data.map((l) => l.reason)).toEqual(['conditionFalse', 'conditionFalse']);
    expect((await logOf(review)).total).toBe(1);
    await rulesOff();
  });

  it('when a booking is made through an agency, or changed: looked at right after, in its own job', async () => {
    const agency = await post('/api/agency', { name: 'Blue Water Travel' });
    expect(agency.statusCode, agency.body).toBe(201);
    const agent = await rule({
      text: 'New agency booking',
      trigger: { kind: 'bookingCreated' },
      condition: { kind: 'agencyBooking' },
      action: { kind: 'notify', user: adminId },
    });
    const changed = await rule({
      text: 'Check the change',
      trigger: { kind: 'bookingChanged' },
      action: { kind: 'todo', user: adminId },
    });
    const guest = await newCustomer(ctx, admin);
    const viaAgency = await post('/api/bookings', {
      resort: ids.resort,
      dates: { from: '2027-07-01', to: '2027-07-03' },
      rooms: [{ room: ids.R1, guests: [guest.id] }],
      state: 'confirmed',
      agency: agency.json().id,
    });
    expect(viaAgency.statusCode, viaAgency.body).toBe(201);
    const direct = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-07-01',
      to: '2027-07-03',
      rooms: [{ room: ids.R2! }],
    });
    await ctx.services.jobs.runDue();
    expect((await logOf(agent)).data.map((l) => [l.booking, l.outcome, l.reason]).sort()).toEqual(
      [
        [viaAgency.json().id, 'fired', null],
        [direct.id, 'skipped', 'conditionFalse'],
      ].sort(),
    );
    expect((await logOf(changed)).total).toBe(0);

    const pay = await post(`/api/bookings/${direct.id}/payment`, {
      amount: 100,
      currency: 'EUR',
      date: '2027-03-06',
    });
    expect(pay.statusCode, pay.body).toBe(201);
    await ctx.services.jobs.runDue();
    const version = (await get(`/api/bookings/${direct.id}`)).json().version;
    const [change] = (await logOf(changed)).data;
    expect(change).toMatchObject({ booking: direct.id, outcome: 'fired', occurrence: `changed:${version}` });
    expect((await todosOf(direct.id)).filter((t) => t.text === 'Check the change')).toHaveLength(1);
    await rulesOff();
  });

  it('a guest form missing: the to-do closes itself on the next sweep once the forms are in', async () => {
    const id = await rule({
      text: 'Chase the guest forms',
      trigger: { kind: 'beforeArrival', days: 5 },
      condition: { kind: 'guestFormMissing' },
    });
    const stay = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-08-10',
      to: '2027-08-12',
      rooms: [{ room: ids.R3! }],
    });
    expect(await sweep('2027-08-05')).toMatchObject({ fired: 1 });
    expect((await todosOf(stay.id)).find((t) => t.definition === id)?.open).toBe(true);
    const [room] = (await get(`/api/bookings/${stay.id}`)).json().rooms as { id: string }[];
    await ctx.services.database.db
      .insert(guestForms)
      .values({ booking: stay.id, roomBooking: room!.id, bed: 0, data: {} as never, state: 'submitted' });
    expect(await sweep('2027-08-06')).toMatchObject({ closed: 1 });
    expect((await todosOf(stay.id)).find((t) => t.definition === id)?.open).toBe(false);
    await rulesOff();
  });
});
