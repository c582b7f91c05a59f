import { expect, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * Invoices: a demo booking invoiced from its page, found in /finance/invoices, and its public
 * link opened logged out. Screenshots land in /tmp/shots/invoices-*.png.
 */

const shot = shooter('invoices');

interface Line {
  line: string;
  invoice: string | null;
}

test('issues an invoice from a booking and opens its public link logged out', async ({ page, browser }) => {
  const token = await adminToken();
  // A confirmed demo booking with a price and nothing invoiced yet.
  const filter = encodeURIComponent(JSON.stringify({ state: 'confirmed' }));
  const { data } = await apiCall<{ data: { id: string; bookingNo: string; total: number }[] }>(
    'GET',
    `/api/bookings?size=50&filter=${filter}`,
    { token },
  );
  let booking: { id: string; bookingNo: string } | undefined;
  for (const candidate of data.filter((b) => b.total > 0)) {
    const { lines } = await apiCall<{ lines: Line[] }>('GET', `/api/bookings/${candidate.id}/invoices`, {
      token,
    });
    if (lines.length && lines.every((l) => l.invoice === null)) {
      booking = candidate;
      break;
    }
  }
  expect(booking, 'a demo booking to invoice').toBeDefined();

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${booking!.id}`);
  const section = page.getByTestId('booking-invoices');
  await expect(section.getByText('No invoice yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Issue invoice' }).click();
  const dialog = page.getByTestId('issue-invoice-dialog');
  await dialog.getByRole('button', { name: /Issue invoice of/ }).click();
  const issued = page.getByText(/Invoice \d{4}-\d{5} was issued\./);
  await expect(issued).toBeVisible();
  const number = (await issued.textContent())!.match(/\d{4}-\d{5}/)![0];
  await expect(section.getByRole('cell', { name: number, exact: true })).toBeVisible();
  await section.getByRole('button', { name: `Public link to ${number}` }).click();
  const link = section.getByTestId('public-link').getByRole('link');
  const url = (await link.getAttribute('href'))!;
  expect(url).toContain('/invoice/');
  await section.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'booking', { full: false });

  await open(page, '/finance/invoices');
  await expect(pageHeading(page, 'Invoices')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: number, exact: true })).toBeVisible();
  await expect(page.getByTestId('invoice-sums')).toContainText('Total');
  await shot(page, 'list');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'list-phone');

  // Logged out, in a fresh browser: the link alone opens the invoice.
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guestPage = await guest.newPage();
  await guestPage.goto(url);
  await expect(guestPage.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await expect(guestPage.getByTestId('public-open')).toContainText(/open, payable by|Paid in full/);
  await expect(guestPage.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await shot(guestPage, 'public-phone');
  await guestPage.goto(url.replace(/token=.*/, 'token=wrongwrongwrongwrongwrongwrongwrong'));
  await expect(guestPage.getByText('This invoice link is not valid.')).toBeVisible();
  await guest.close();
});
