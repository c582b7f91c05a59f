import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminToken, apiCall, apiLogin } from './support/api.ts';
import {
  chooseStayForTwo,
  fillCouple,
  openResortBooking,
  releaseOnlineBooking,
  resortPaidByTransfer,
} from './support/online.ts';
import { shooter } from './support/shots.ts';

/**
 * The club (issue 37): the demo's member logs into /club on a phone, opens and downloads an
 * invoice the desk issued, downloads the dive log as UDDF, and copies the link with their code; a
 * friend books online through it and the code reaches the booking. Shots in /tmp/shots/club-*.png.
 */
const shot = shooter('club');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const RUN = Date.now().toString(36);

interface User {
  email: string;
  userType: string;
  customer: string | null;
}

test('a guest in the club on a phone: invoice and dive log downloaded, a code shared that a friend books with', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken();
  const users = await apiCall<{ data: User[] }>('GET', '/api/users?size=0', { token });
  // The demo's club member (register.spec's new customers are diver-…@example.com, without a record yet).
  const member = users.data.find(
    (u) => u.userType === 'customer' && !!u.customer && !u.email.startsWith('diver-'),
  )!;
  expect(member, 'the demo club member').toBeDefined();
  // The desk invoices the member's own booking, unless the demo invoiced it already.
  const own = await apiLogin(member.email, 'demo1234');
  const bookings = await apiCall<{ booking: string; booker: boolean }[]>('GET', '/api/club/bookings', {
    token: own,
  });
  const booked = bookings.find((b) => b.booker)!;
  const issued = await apiCall<{ invoices: { id: string; kind: string; creditedBy: string | null }[] }>(
    'GET',
    `/api/bookings/${booked.booking}/invoices`,
    { token },
  );
  if (!issued.invoices.some((i) => i.kind === 'invoice' && !i.creditedBy))
    await apiCall('POST', `/api/bookings/${booked.booking}/invoice`, { token, body: {} });

  await page.setViewportSize(PHONE);
  await page.goto('/club/login');
  await page.getByLabel(/^E-?mail$/i).fill(member.email);
  const password = page.getByLabel('Password');
  await password.fill('demo1234');
  await password.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  await expect(page).toHaveURL(/\/club\/dashboard/);
  await expect(page.getByTestId('club-booking').first()).toBeVisible();
  await shot(page, 'trips-phone', { full: false });

  // The invoice: saved as PDF from the list, and opened on its page.
  await page.getByRole('tab', { name: 'Invoices' }).click();
  const invoice = page.getByTestId('club-invoice').first();
  await expect(invoice).toBeVisible();
  await shot(page, 'invoices-phone', { full: false });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: /as PDF$/ }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await invoice.getByRole('link', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/club\/invoice\//);
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
  await shot(page, 'invoice-phone', { full: false });
  await page.getByRole('link', { name: 'Back to your invoices' }).click();

  // The dive log as UDDF for the member's own logbook app.
  await page.getByRole('tab', { name: 'Dive log' }).click();
  await expect(page.getByTestId('club-dive').first()).toBeVisible();
  await shot(page, 'dives-phone', { full: false });
  const [uddf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Logbook (UDDF)' }).click(),
  ]);
  const logbook = await readFile((await uddf.path())!, 'utf8');
  expect(logbook).toContain('<uddf');
  expect(logbook).toContain('<dive ');

  // Points, contests and the member's own data, looked at.
  await page.getByRole('tab', { name: 'Points' }).click();
  await expect(page.getByTestId('club-points-balance')).toBeVisible();
  await shot(page, 'points-phone', { full: false });
  // The card to show at the bar: its QR holds the member's signed code.
  await page.getByRole('tab', { name: 'Member card' }).click();
  await expect(page.getByTestId('member-card')).toBeVisible();
  await shot(page, 'card-phone', { full: false });

  // The code to share: the link for a stay at the resort, copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('tab', { name: 'Friends' }).click();
  const card = page.getByTestId('club-referral-code').first();
  const code = (await card.locator('p').nth(0).textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]+$/);
  await card.getByRole('button', { name: 'Copy the link for A stay at the resort' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`/book/resort?referral=${code}`);
  await shot(page, 'friends-phone', { full: false });
  await page.setViewportSize(DESKTOP);
  await shot(page, 'friends', { full: false });

  // A friend opens the link in their own browser and books a stay for two: the code is filled in.
  const resort = await resortPaidByTransfer(token);
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.setViewportSize(DESKTOP);
  await openResortBooking(friend, resort, `${new URL(link).pathname}${new URL(link).search}`);
  // Seven months ahead: clear of the demo's stays and of the other specs' online bookings.
  await chooseStayForTwo(friend, async () => {
    for (let month = 0; month < 7; month++) await friend.getByRole('button', { name: 'Next month' }).click();
  });
  await friend.getByRole('button', { name: 'Continue' }).click();
  const email = `friend-${RUN}@example.org`;
  await fillCouple(
    friend,
    { first: 'Fiona', last: `Friend${RUN}`, email },
    { first: 'Finn', last: `Friend${RUN}` },
  );
  await expect(friend.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue(code);
  await friend.getByRole('button', { name: 'Reserve and pay by bank transfer' }).click();
  const held = friend.getByRole('heading', { name: /^Reservation .* is held for you$/ });
  await expect(held).toBeVisible({ timeout: 20_000 });
  const bookingNo = (await held.textContent())!.match(/Reservation (\S+) is held/)![1]!;
  await friendContext.close();

  // The member's club lists the friend who booked with the code.
  await page.reload();
  await expect(page.getByText(`Fiona Friend${RUN}`)).toBeVisible();
  const referrals = await apiCall<{ brought: { bookingNo: string; code: string }[] }>(
    'GET',
    '/api/club/referrals',
    {
      token: own,
    },
  );
  expect(referrals.brought).toContainEqual(expect.objectContaining({ bookingNo, code }));
  await releaseOnlineBooking(token, bookingNo);
});
