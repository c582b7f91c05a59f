import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, apiLogin, createUser, type StoredRecord, uniqueEmail } from './support/api.ts';
import { drawer, EN, expectSnackbar, login, logout, pageHeading, signIn } from './support/app.ts';
import { addDays, displayDate, fillDate, operatorToday } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mailbox.ts';
import { euro } from './support/money.ts';
import {
  chooseStayForTwo,
  fillCouple,
  openResortBooking,
  type ResortChoice,
  resortPaidByTransfer,
} from './support/online.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * Issue 32, "a real season": a week of a new operator's season on the demo data, in the browser.
 * A couple books a double room online and pays by transfer; the desk invoices, records the
 * transfer and rebooks them to other dates (the invoice follows); they cancel by the terms (fee
 * and refund shown first, then charged); a guest in house leaves with money open (the desk takes
 * it at check-out); and a new agency's agent walks its whole drawer without one refusal.
 * The stay is booked six months ahead and moved 5–8 weeks ahead, to nights its room has free, so
 * it meets no other spec's bookings. Screenshots at 1366×768 and 390×844: /tmp/shots/season-*.png.
 */

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36).slice(-5);
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const shot = shooter('season', { full: false });
const today = operatorToday();

interface Booking {
  id: string;
  bookingNo: string;
  version: number;
  state: string;
  source: string;
  from: string;
  to: string;
  total: number;
  paid: number;
  currency: string;
  optionUntil: string | null;
  termsOfPayment: string | null;
  rooms: { id: string; room: string }[];
  calculation: { entries: { price: string | null }[] };
  checkOut?: string | null;
}
interface Invoice {
  id: string;
  number: string;
  kind: 'invoice' | 'creditNote';
  total: number;
  paid: number;
  open: number;
}

let token: string;
let resort: ResortChoice;
const couple = { first: 'Mara', last: `Season${RUN}`, email: uniqueEmail('mara') };
/** What the season's steps hand on: the online booking, the booking it became. */
const world: {
  online?: Booking;
  rebooked?: Booking;
  agency?: string;
  agent?: { email: string; password: string };
} = {};

const booking = (id: string) => apiCall<Booking>('GET', `/api/bookings/${id}`, { token });
const invoicesOf = async (id: string) =>
  (await apiCall<{ invoices: Invoice[] }>('GET', `/api/bookings/${id}/invoices`, { token })).invoices;

/** Both sizes of one screen as it is now: the laptop's and the phone's. */
async function shootBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

test.beforeAll(async () => {
  token = await adminToken();
  resort = await resortPaidByTransfer(token);
});

test('a couple books a double room online and pays by bank transfer; the office hears of it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await openResortBooking(page, resort);
  // Half a year ahead: the demo's stays fill the next three months, the other specs the next one.
  await chooseStayForTwo(page, async () => {
    for (let month = 0; month < 6; month++) await page.getByRole('button', { name: 'Next month' }).click();
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCouple(page, couple, { first: 'Jonas', last: `Season${RUN}` });
  const reserve = page.getByRole('button', { name: 'Reserve and pay by bank transfer' });
  // This resort takes bank transfer only: the one way to pay is named on the button.
  await expect(reserve).toBeVisible();
  await shootBoth(page, 'public-transfer-choice');
  await reserve.click();

  // The confirmation says what happens: pay by transfer, the places held until the option date.
  const held = page.getByRole('heading', { name: /^Reservation .* is held for you$/ });
  await expect(held).toBeVisible({ timeout: 20_000 });
  const bookingNo = (await held.textContent())!.match(/Reservation (\S+) is held/)![1]!;
  await expect(page.getByText('Please pay by bank transfer as shown below.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('transfer-reference')).toHaveText(bookingNo);
  await expect(page.getByRole('img', { name: /Payment QR code/ })).toBeVisible();
  const due = (await page.getByTestId('transfer-due').textContent())!;
  await expect(page.getByText(/Your places are held until \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await shootBoth(page, 'public-transfer-held');

  const found = await apiCall<{ data: Booking[] }>(
    'GET',
    `/api/bookings?search=${encodeURIComponent(bookingNo)}`,
    { token },
  );
  const online = await booking(found.data.find((b) => b.bookingNo === bookingNo)!.id);
  expect(online).toMatchObject({ state: 'planned', source: 'online' });
  expect(online.optionUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(due).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  world.online = online;

  // The desk: the booking page says reservation and until when the option holds.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${online.id}`);
  await expect(pageHeading(page, new RegExp(bookingNo))).toBeVisible({ timeout: 30_000 });
  const facts = page.getByRole('region', { name: `Booking ${bookingNo}` });
  await expect(facts).toContainText(`Option until${displayDate(online.optionUntil!)}`);
  // The office's to-do: watch for the transfer by the option date.
  await expect(page.getByTestId('booking-todos')).toContainText('New online reservation');

  // The confirmation with its GiroCode waits in the mail queue and goes out when the queue runs.
  const mail = await waitForMail(couple.email);
  expect(mail).toContain(bookingNo);
  expect(mail).toMatch(
    new RegExp(`Content-Type: image/png;[^\\n]*\\n?[^\\n]*payment-${bookingNo}\\.png`, 'i'),
  );
  await page.goto('/');
  await drawer(page).getByRole('button', { name: 'Configuration' }).click();
  await drawer(page).getByRole('link', { name: 'Mail queue' }).click();
  await expect(pageHeading(page, 'Mail queue')).toBeVisible();
  const queued = page.getByRole('grid').getByRole('row').filter({ hasText: couple.email });
  await expect(queued.first()).toBeVisible();
  await shootBoth(page, 'mail-queue');

  // The Today page counts the new online booking, and its figure opens the list with it.
  await page.goto('/');
  const onlineFigure = page.getByRole('link', { name: /^\d+\s*new online bookings? since yesterday$/ });
  await expect(onlineFigure).toBeVisible();
  // The day named above the figures is the operator's, whatever the browser's clock says.
  await expect(
    page.getByText(new RegExp(`^\\w+, ${displayDate(today).replaceAll('.', '\\.')}$`)),
  ).toBeVisible();
  await shootBoth(page, 'today');
  await onlineFigure.click();
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: bookingNo })).toBeVisible();
});

/** Two nights 5 to 8 weeks ahead that this room has free (no stay, block or allotment in it). */
async function freeNights(room: string): Promise<{ from: string; to: string }> {
  const start = addDays(today, 35);
  const end = addDays(today, 60);
  const chart = await apiCall<{
    bars: { room: string; from: string; to: string }[];
    blockers: { room: string; from: string; to: string }[];
  }>('GET', `/api/bookings/occupancy/${resort.id}/${start}/${end}`, { token });
  const taken = [...chart.bars, ...chart.blockers].filter((b) => b.room === room);
  for (let from = start; from < addDays(end, -2); from = addDays(from, 1)) {
    const to = addDays(from, 2);
    if (!taken.some((b) => b.from < to && b.to > from)) return { from, to };
  }
  throw new Error(`room ${room} has no two free nights between ${start} and ${end}`);
}

test('the desk invoices, records the transfer and rebooks to other dates; the invoice follows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const online = world.online!;
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${online.id}`);
  await expect(pageHeading(page, new RegExp(online.bookingNo))).toBeVisible({ timeout: 30_000 });
  const section = page.getByTestId('booking-invoices');
  await section.getByRole('button', { name: 'Issue invoice' }).click();
  const issue = page.getByRole('dialog', { name: `Invoice for booking ${online.bookingNo}` });
  await issue.getByRole('button', { name: `Issue invoice of ${euro(online.total)}` }).click();
  await expect(issue).toBeHidden();
  const [first] = await invoicesOf(online.id);
  expect(first).toMatchObject({ kind: 'invoice', total: online.total, open: online.total });
  await expect(section.getByRole('row', { name: new RegExp(first!.number) })).toBeVisible();

  // The couple's transfer arrives: the whole stay paid.
  await apiCall('POST', `/api/bookings/${online.id}/payment`, {
    token,
    body: {
      amount: online.total,
      currency: 'EUR',
      date: today,
      method: 'bankTransfer',
      version: online.version,
    },
  });

  // They ask to come sooner: the desk moves the stay to nights its room has free.
  const nights = await freeNights(online.rooms[0]!.room);
  await page.reload();
  await page.getByRole('button', { name: 'Rebook' }).click();
  const dialog = page.getByRole('dialog', { name: `Rebook ${online.bookingNo}` });
  await expect(dialog).toContainText('an invoice is cancelled by a credit note');
  await fillDate(dialog.getByRole('textbox', { name: 'Arrival' }), nights.from);
  await fillDate(dialog.getByRole('textbox', { name: 'Departure' }), nights.to);
  await dialog.getByRole('button', { name: 'Rebook' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/booking/${online.id}$`));
  const rebooked = await booking(page.url().split('/').pop()!);
  expect(rebooked).toMatchObject({ from: nights.from, to: nights.to, paid: online.total });
  await expect(pageHeading(page, new RegExp(rebooked.bookingNo))).toBeVisible();
  world.rebooked = rebooked;

  // The new booking: one invoice of its own, the transfer paid on it, the difference open.
  const made = await invoicesOf(rebooked.id);
  expect(made.map((i) => [i.kind, i.total, i.paid, i.open])).toEqual([
    ['invoice', rebooked.total, online.total, rebooked.total - online.total],
  ]);
  await expect(
    page.getByTestId('booking-invoices').getByRole('row', { name: new RegExp(made[0]!.number) }),
  ).toContainText(euro(rebooked.total));

  // The old booking: its invoice cancelled by a credit note over the same amount, nothing open.
  const old = await invoicesOf(online.id);
  expect(old.map((i) => [i.kind, Math.abs(i.total), i.open])).toEqual([
    ['creditNote', online.total, 0],
    ['invoice', online.total, 0],
  ]);
  expect((await booking(online.id)).paid).toBe(0);
  await page.goto(`/booking/${online.id}`);
  await expect(
    page.getByTestId('booking-invoices').getByText(`cancelled by ${old[0]!.number}`),
  ).toBeVisible();
});

test('they cancel by the terms: the dialog shows fee and refund first, the booking then charges the fee', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stay = await booking(world.rebooked!.id);
  // The fee as the terms of payment say (the booking's own, else those of the price list that
  // priced it, as the online booking has), counted here from their scale.
  const priceList = stay.calculation.entries.find((e) => e.price)?.price;
  const termsId =
    stay.termsOfPayment ??
    (await apiCall<{ defaultTermsOfPayment: string }>('GET', `/api/price/${priceList}`, { token }))
      .defaultTermsOfPayment;
  const terms = await apiCall<{ name: string; cancellation: { daysBefore: number; percent: number }[] }>(
    'GET',
    `/api/terms/${termsId}`,
    { token },
  );
  const days = Math.round((Date.parse(stay.from) - Date.parse(today)) / 86_400_000);
  const step = terms.cancellation
    .filter((s) => s.daysBefore >= days)
    .sort((a, b) => a.daysBefore - b.daysBefore)[0];
  expect(step, `the terms “${terms.name}” charge ${days} days before arrival`).toBeDefined();
  const fee = Math.round((stay.total * step!.percent) / 100);
  const refund = stay.paid - fee;
  expect(refund).toBeGreaterThan(0);

  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${stay.id}`);
  await expect(pageHeading(page, new RegExp(stay.bookingNo))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel booking ${stay.bookingNo}?` });
  const summary = cancel.getByRole('region', { name: 'What the cancellation charges' });
  await expect(summary.getByTestId('cancel-preview-fee')).toHaveText(euro(fee));
  await expect(summary).toContainText(`${step!.percent} % by “${terms.name}”, ${days} days before arrival.`);
  await expect(summary).toContainText(`Refund due${euro(refund)}`);
  await shootBoth(page, 'cancel-dialog');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expectSnackbar(page, `Booking ${stay.bookingNo} was cancelled.`, 'success');

  const facts = page.getByRole('region', { name: `Booking ${stay.bookingNo}` });
  await expect(facts.getByText('Refund due', { exact: true })).toBeVisible();
  await expect(facts.getByText(euro(refund), { exact: true })).toBeVisible();
  await expect(page.getByText(`Cancellation fee (${step!.percent} %)`).first()).toBeVisible();
  const after = await booking(stay.id);
  expect(after).toMatchObject({ state: 'aborted', total: fee, paid: stay.paid });
});

test('a guest leaves with money open: check-out warns, takes the payment there, then checks out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A small resort of the desk's own, a guest checked in today owing part of the stay.
  const post = (path: string, body: object) => apiCall<StoredRecord>('POST', path, { token, body });
  const desk = await post('/api/resort', { name: `Season Desk ${RUN}` });
  const type = await post('/api/roomtypes', { name: `Lagoon ${RUN}`, resort: desk.id });
  const room = await post('/api/rooms', { type: 'Room', name: 'L1', resort: desk.id, roomType: type.id });
  await post('/api/price', {
    name: `Season desk ${RUN}`,
    resort: desk.id,
    status: 'active',
    calculationType: 'unit',
    entries: [{ roomType: type.id, amount: 9_500 }],
  });
  const guest = await post('/api/customer', {
    masterData: { firstName: 'Pia', lastName: `Leaving${RUN}` },
    contact: {},
    address: {},
    passport: {},
  });
  const made = await apiCall<Booking>('POST', '/api/bookings', {
    token,
    body: {
      resort: desk.id,
      dates: { from: today, to: addDays(today, 2) },
      rooms: [{ room: room.id, guests: [guest.id] }],
      state: 'confirmed',
    },
  });
  // Two nights at €95.00, less whatever special the demo gives; €70.00 of it left open.
  expect(made.total).toBeGreaterThan(7_000);
  await apiCall('POST', `/api/bookings/${made.id}/payment`, {
    token,
    body: { amount: made.total - 7_000, currency: 'EUR', date: today, method: 'cash', version: made.version },
  });
  const paid = await booking(made.id);
  await apiCall('POST', `/api/bookings/${made.id}/checkin`, { token, body: { version: paid.version } });

  await page.setViewportSize(DESKTOP);
  // The arrivals list of the day shows the guest in house.
  await signIn(
    page,
    E2E_ADMIN.email,
    E2E_ADMIN.password,
    `/resort/dates?resort=${desk.id}&from=${today}&to=${today}`,
  );
  await expect(page.getByRole('row').filter({ hasText: made.bookingNo })).toContainText('Checked in');
  // The demo resort's day, with its many arrivals, to be looked at.
  await page.goto(`/resort/dates?resort=${resort.id}&from=${today}&to=${today}`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shootBoth(page, 'arrivals');

  await page.goto(`/booking/${made.id}`);
  const actions = page.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Check out' }).click();
  const warning = page.getByRole('dialog', { name: `Booking ${made.bookingNo}: money is still open` });
  await expect(warning).toContainText(`${euro(7_000)} is still open on this booking.`);
  await warning.getByRole('button', { name: `Take payment of ${euro(7_000)}` }).click();
  const payment = page.getByRole('dialog', { name: `Payment at check-out of booking ${made.bookingNo}` });
  await expect(payment.getByRole('textbox', { name: /Amount/ })).toHaveValue('70.00');
  await payment.getByRole('button', { name: 'Add' }).click();
  // Leaving before the booked departure asks about the price; keep it as booked.
  const early = page.getByRole('dialog', { name: `Booking ${made.bookingNo} leaves early` });
  const done = page.getByRole('alert').filter({ hasText: `Booking ${made.bookingNo} is checked out.` });
  await expect(early.or(done)).toBeVisible();
  if (await early.isVisible()) await early.getByRole('button', { name: 'Check out' }).click();
  await expect(done).toBeVisible();
  const after = await booking(made.id);
  expect(after.total - after.paid).toBe(0);
  expect(after.checkOut).not.toBeNull();
});

test('a new agency’s agent walks every entry of its drawer without a permission error', async ({ page }) => {
  test.setTimeout(120_000);
  const agency = await apiCall<StoredRecord>('POST', '/api/agency', {
    token,
    body: {
      name: `Meerblick Reisen ${RUN}`,
      type: 'travel',
      address: { street: 'Strandweg 3', zip: '18055', city: 'Rostock', country: 'DE' },
      email: `buchung-${RUN}@meerblick.example`,
      commissionPercent: 10,
      commissionMode: 'onTop',
      payer: 'guest',
    },
  });
  const agent = await createUser({
    prefix: 'agent',
    name: `Kai Meerblick ${RUN}`,
    userType: 'agency',
    agency: agency.id,
    scopes: ['agencies.self', 'bookings.create'],
  });
  expect(await apiLogin(agent.email, agent.password)).toBeTruthy();

  await page.setViewportSize(DESKTOP);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403)
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await login(page, agent.email, agent.password);
  const nav = drawer(page);
  await expect(nav.getByRole('button', { name: 'Bookings' })).toBeVisible();
  const entries = await nav
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(entries).toContain('/agency/commission');
  // Each entry as its link opens it, in the app already loaded (a full load per entry cost the
  // suite three times the CPU: docs/decisions.md, "CI time, thirtieth pass").
  for (const entry of entries) {
    refused.length = 0;
    await open(page, entry);
    expect(new URL(page.url()).pathname, `${entry} stays open`).toBe(entry.split('?')[0]);
    expect(refused, `${entry} asks for nothing it may not have`).toEqual([]);
    await expect(page.getByText(/You are not allowed/)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /not allowed|permission/i })).toHaveCount(0);
  }
  await open(page, '/agency/commission');
  await expect(pageHeading(page, 'Commission statement')).toBeVisible();
  await shootBoth(page, 'agency-commission');
  await logout(page);
});

test('screens of the season at a laptop’s and a phone’s size', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const [path, name] of [
    ['/config/settings/general', 'settings-general'],
    ['/config/settings/booking', 'settings-booking'],
    ['/config/settings/invoice', 'settings-invoice'],
    ['/config/settings/mail', 'settings-mail'],
  ] as const) {
    await open(page, path);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await shootBoth(page, name);
  }
  await open(page, '/terms');
  await expect(pageHeading(page, 'Terms of payment')).toBeVisible();
  await shootBoth(page, 'terms-list');
  await page.getByRole('button', { name: /^30 % deposit/ }).click();
  const scale = page.getByRole('dialog').getByRole('list', { name: 'Cancellation fees' });
  await expect(scale).toBeVisible();
  // The scale and its preview, the part of the editor issue 32 added.
  await scale.scrollIntoViewIfNeeded();
  await shootBoth(page, 'terms-editor');
  await expect(page.getByText(EN.forbidden)).toHaveCount(0);
});
