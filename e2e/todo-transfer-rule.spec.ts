import { expect, test } from '@playwright/test';
import { adminToken, apiCall, moveClock, type StoredRecord } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { open } from './support/route-visits.ts';

/**
 * Issue 38: the office sets its own reminder on the Rules tab — "3 days before arrival, if the
 * transfer is not arranged, create a to-do" — the day's sweep (run by moving the server's test
 * clock) gives the booking its to-do, and entering the guests' arrival closes it by itself.
 */

const RUN = Date.now().toString(36).slice(-5);
const TEXT = `Arrange the airport transfer ${RUN}`;

/** A day as the screens write it (SPEC §9): DD.MM.YYYY. */
const formatted = (iso: string) => iso.split('-').reverse().join('.');

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

test.afterEach(async () => {
  // The lane's server keeps its clock for the next spec: the real time back.
  await moveClock(await adminToken(), null);
});

test('a rule "3 days before arrival, transfer not arranged" makes a to-do that closes when the transfer is entered', async ({
  page,
}) => {
  // Moving the clock runs the jobs due by then and waits for their mails: two days ahead, the
  // demo's few. (The arrival was 40 days ahead once: the 37-day move sent ~140 mails, a minute of
  // the lane.)
  test.setTimeout(120_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/todo');
  await expect(pageHeading(page, 'To-dos')).toBeVisible();
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByTestId('todo-rule-dialog');
  await dialog.getByRole('combobox', { name: 'When' }).click();
  await page.getByRole('option', { name: 'Days before arrival' }).click();
  await dialog.getByRole('spinbutton', { name: 'Days' }).fill('3');
  await dialog.getByRole('combobox', { name: 'Only if' }).click();
  await page.getByRole('option', { name: 'The transfer is not arranged' }).click();
  await dialog.getByRole('combobox', { name: 'Then' }).click();
  await page.getByRole('option', { name: 'Create a to-do' }).click();
  await dialog.getByRole('textbox', { name: /Text of the to-do/ }).fill(TEXT);
  await dialog.getByRole('textbox', { name: 'Group' }).fill('Logistics');
  await expect(dialog.getByTestId('todo-rule-words')).toContainText('3 days before arrival');
  await expect(dialog.getByTestId('todo-rule-words')).toContainText('if the transfer is not arranged');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toBeHidden();
  const rules = page.getByRole('list', { name: 'Rules' });
  await expect(rules.getByRole('listitem').filter({ hasText: TEXT })).toContainText('3 days before arrival');

  // Set-up through the API: a trip 5 days ahead (the rule looks at arrivals 3 days off, so it has
  // nothing to find before the clock moves two days — in UTC; the operator's Berlin may be a day
  // further already) and a guest's booking on it, confirmed (an offer's option would run out while
  // the clock jumps ahead).
  const token = await adminToken();
  const post = <T = StoredRecord>(path: string, body: unknown) => apiCall<T>('POST', path, { token, body });
  const arrival = day(5);
  const vessel = await post('/api/vessel', { name: `MV Transfer ${RUN}` });
  const type = await post('/api/roomtypes', { name: `Double ${RUN}`, vessel: vessel.id });
  const cabin = await post('/api/rooms', {
    type: 'Cabin',
    name: 'Cabin 1',
    vessel: vessel.id,
    roomType: type.id,
  });
  const tour = await post('/api/tour', { name: `Transfer reefs ${RUN}`, vessel: vessel.id });
  const trip = await post('/api/schedule', { tour: tour.id, vessel: vessel.id, from: arrival, to: day(12) });
  const guest = await post('/api/customer', {
    masterData: { firstName: 'Tom', lastName: `Transfer${RUN}` },
    contact: {},
    address: {},
    passport: {},
  });
  const booking = await post<{ id: string; bookingNo: string }>('/api/bookings', {
    schedule: trip.id,
    rooms: [{ room: cabin.id, guests: [guest.id] }],
    state: 'confirmed',
  });

  // Three days before arrival, mid-morning: the server's day sweep runs and the rule fires (and
  // sends the demo's guests their mails of those days, which the page would wait behind).
  const moment = new Date(`${arrival}T10:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() - 3);
  await moveClock(token, moment.toISOString());

  await page.getByRole('tab', { name: 'Open' }).click();
  // By the guest: the rule's text would also find every demo guest arriving that day, more than a
  // page of them, in an order of their own.
  await page.getByRole('searchbox', { name: 'Search to-do, booking or guest' }).fill(`Transfer${RUN}`);
  const table = page.getByRole('table', { name: 'To-dos' });
  // The demo's guests arriving that day without a transfer get theirs too; this guest's is one.
  const row = table.getByRole('row').filter({ hasText: TEXT }).filter({ hasText: booking.bookingNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Tom Transfer${RUN}`);

  // The office enters how the guests arrive on the booking's page: the to-do closes by itself.
  await open(page, `/booking/${booking.id}`);
  const todos = page.getByTestId('booking-todos');
  await expect(todos.getByRole('checkbox', { name: `Mark “${TEXT}” done` })).not.toBeChecked();
  const travel = page.getByRole('region', { name: 'Arrival and departure' });
  await expect(travel).toContainText('No arrival or departure entered yet.');
  await travel.getByRole('button', { name: 'Add arrival or departure' }).click();
  const form = page.getByTestId('travel-dialog');
  await expect(form.getByRole('textbox', { name: /^Date/ })).toHaveValue(formatted(arrival));
  await form.getByRole('textbox', { name: 'Time' }).fill('14:30');
  await form.getByRole('textbox', { name: 'Flight or means of travel' }).fill('QZ 7510');
  await form.getByRole('checkbox', { name: 'Pick-up / transfer arranged' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(travel).toContainText(`Arrival · ${formatted(arrival)} · 14:30`);
  await expect(travel).toContainText('QZ 7510 · transfer arranged');
  // Closed by itself: the booking's list shows it done without a reload.
  await expect(todos).toContainText(TEXT);
  await expect(todos.getByRole('checkbox', { name: `Open “${TEXT}” again` })).toBeChecked();

  await page.goto('/todo');
  await page.getByRole('searchbox', { name: 'Search to-do, booking or guest' }).fill(`Transfer${RUN}`);
  await expect(page.getByRole('table', { name: 'To-dos' })).toBeVisible();
  await expect(row).toHaveCount(0);

  // The rule's log says why.
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('button', { name: `Log: ${TEXT}` }).click();
  const log = page.getByRole('table', { name: 'What the rule did' });
  const lines = log.getByRole('row').filter({ hasText: booking.bookingNo });
  await expect(lines.filter({ hasText: 'to-do closed (condition no longer holds)' })).toHaveCount(1);
  // The sweep fired for every booking arriving that day, the demo's too, all at one moment: this
  // booking's line may stand on a later page of the log, so it is looked up among the fired ones.
  const rule = (await apiCall<{ id: string; text: string }[]>('GET', '/api/todo/rules', { token })).find(
    (r) => r.text === TEXT,
  );
  const fired = await apiCall<{ data: { bookingNo: string }[] }>(
    'GET',
    `/api/todo/rules/${rule?.id}/log?outcome=fired&size=200`,
    { token },
  );
  expect(fired.data.filter((line) => line.bookingNo === booking.bookingNo)).toHaveLength(1);
});
