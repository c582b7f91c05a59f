import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { APP_PORT, E2E_ADMIN } from './support/env.ts';
import { shootPdf } from './support/pdf-shot.ts';
import { shooter } from './support/shots.ts';

/**
 * Money follows the booking: the desk rebooks a trip guest whose booking is invoiced and partly
 * paid. The old booking keeps its invoice, cancelled by a credit note, with nothing open; the new
 * booking has its own invoice with the payment on it and the rest open; the guest's invoice says
 * nights and price in words, the recipient's address and no rounding line. Screenshots land in
 * /tmp/shots/rebook-invoice-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('rebook-invoice');

interface Booking {
  id: string;
  bookingNo: string;
  version: number;
  total: number;
  paid: number;
}
interface Invoice {
  id: string;
  number: string;
  kind: 'invoice' | 'creditNote';
  total: number;
  paid: number;
  open: number;
  rounding: number;
  lines: { text: string }[];
  payer: { name: string; street: string; city: string };
}

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

let token: string;
const world: Record<string, string> = {};

test.beforeAll(async () => {
  token = await adminToken();
  const post = (path: string, body: object) => apiCall<StoredRecord>('POST', path, { token, body });
  const vessel = await post('/api/vessel', { name: `MV Ledger ${RUN}` });
  const type = await post('/api/roomtypes', { name: `Ocean Twin ${RUN}`, vessel: vessel.id });
  await post('/api/price', {
    name: `Ledger trips ${RUN}`,
    vessel: vessel.id,
    type: 'Trip',
    status: 'active',
    calculationType: 'complete',
    entries: [{ roomType: type.id, season: '', noOfPax: null, amount: 117_100 }],
  });
  world.cabin = (
    await post('/api/rooms', { type: 'Cabin', name: 'Cabin 1', vessel: vessel.id, roomType: type.id })
  ).id;
  const tour = await post('/api/tour', { name: `Coral Triangle ${RUN}`, vessel: vessel.id });
  for (const [key, from] of [
    ['march', 45],
    ['april', 75],
  ] as const)
    world[key] = (
      await post('/api/schedule', { tour: tour.id, vessel: vessel.id, from: day(from), to: day(from + 7) })
    ).id;
  world.guest = (
    await post('/api/customer', {
      masterData: { firstName: 'Greta', lastName: `Ledger${RUN}` },
      contact: {},
      address: { street: 'Lindenweg 5', zip: '80331', city: 'München', country: 'DE' },
      passport: {},
    })
  ).id;
});

test('the desk rebooks a paid, invoiced booking: both bookings show the right invoices and open amounts', async ({
  page,
  browser,
}) => {
  // A rebooking, two booking pages, the guest's page and two PDFs on a small shared machine.
  test.setTimeout(150_000);
  const booking = await apiCall<Booking>('POST', '/api/bookings', {
    token,
    body: {
      schedule: world.march,
      rooms: [{ room: world.cabin, guests: [world.guest] }],
      state: 'confirmed',
      language: 'en',
    },
  });
  expect(booking.total).toBe(117_100);
  await apiCall('POST', `/api/bookings/${booking.id}/payment`, {
    token,
    body: { amount: 35_130, currency: 'EUR', date: day(0), method: 'bankTransfer', version: booking.version },
  });
  const first = await apiCall<Invoice>('POST', `/api/bookings/${booking.id}/invoice`, { token, body: {} });
  expect(first).toMatchObject({ total: 117_100, paid: 35_130, open: 81_970, rounding: 0 });

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${booking.id}`);
  // The first screen after the server started loads the app cold.
  await expect(pageHeading(page, new RegExp(booking.bookingNo))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Rebook' }).click();
  const dialog = page.getByRole('dialog', { name: `Rebook ${booking.bookingNo}` });
  await expect(dialog).toContainText('an invoice is cancelled by a credit note');
  await dialog.getByRole('combobox', { name: 'Departure' }).click();
  await page.getByRole('option', { name: new RegExp(`Coral Triangle ${RUN}`) }).click();
  await dialog.getByRole('button', { name: 'Rebook' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/booking/${booking.id}$`));
  const nextId = page.url().split('/').pop()!;
  const next = await apiCall<Booking>('GET', `/api/bookings/${nextId}`, { token });
  await expect(pageHeading(page, new RegExp(next.bookingNo))).toBeVisible();

  // The new booking: one invoice of its own, the deposit paid on it, the rest open.
  const section = page.getByTestId('booking-invoices');
  const { invoices: made } = await apiCall<{ invoices: Invoice[] }>(
    'GET',
    `/api/bookings/${nextId}/invoices`,
    {
      token,
    },
  );
  expect(made.map((i) => [i.kind, i.total, i.paid, i.open])).toEqual([['invoice', 117_100, 35_130, 81_970]]);
  const newRow = section.getByRole('row', { name: new RegExp(made[0]!.number) });
  await expect(newRow).toContainText('€819.70');
  await section.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'new-booking', { full: false });

  // The old booking: its invoice cancelled by a credit note, nothing open, nothing paid.
  await page.goto(`/booking/${booking.id}`);
  await expect(page.locator('[data-state="rebooked"]').first()).toBeVisible();
  const { invoices: old } = await apiCall<{ invoices: Invoice[] }>(
    'GET',
    `/api/bookings/${booking.id}/invoices`,
    {
      token,
    },
  );
  expect(old.map((i) => [i.kind, i.open])).toEqual([
    ['creditNote', 0],
    ['invoice', 0],
  ]);
  const oldSection = page.getByTestId('booking-invoices');
  await expect(oldSection.getByText(`cancelled by ${old[0]!.number}`)).toBeVisible();
  // Billed on the new booking now: nothing left to invoice here.
  await expect(oldSection.getByRole('button', { name: 'Issue invoice' })).toHaveCount(0);
  await expect(oldSection.getByRole('row', { name: new RegExp(first.number) })).not.toContainText('€819.70');
  await oldSection.scrollIntoViewIfNeeded();
  await shot(page, 'old-booking', { full: false });

  // What the guest reads: nights and price in words, the address, no rounding line.
  expect(made[0]!.lines.map((l) => l.text)).toEqual([
    `Ocean Twin ${RUN}, €1,171.00 per guest, Greta Ledger${RUN}`,
  ]);
  expect(made[0]!.payer).toMatchObject({ street: 'Lindenweg 5', city: 'München' });
  const link = await apiCall<{ url: string }>('POST', `/api/bookings/${nextId}/invoice/public`, {
    token,
    body: { invoice: made[0]!.id },
  });
  const guest = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  const guestPage = await guest.newPage();
  await guestPage.goto(link.url);
  await expect(guestPage.getByRole('heading', { name: `Invoice ${made[0]!.number}` })).toBeVisible();
  await expect(guestPage.getByTestId('public-payer-address')).toHaveText('Lindenweg 5, 80331 München');
  await expect(guestPage.getByText(`Ocean Twin ${RUN}, €1,171.00 per guest`)).toBeVisible();
  await expect(guestPage.getByText(/Rounding/)).toHaveCount(0);
  await shot(guestPage, 'public');
  await guest.close();

  // The PDF as printed: looked at, not only read.
  const pdf = await fetch(`http://localhost:${APP_PORT}/api/invoice/${made[0]!.id}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pdf.status).toBe(200);
  await shootPdf(browser, Buffer.from(await pdf.arrayBuffer()), 'rebook-invoice-pdf');
  const credit = await fetch(`http://localhost:${APP_PORT}/api/invoice/${old[0]!.id}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await shootPdf(browser, Buffer.from(await credit.arrayBuffer()), 'rebook-invoice-credit-pdf');
});
