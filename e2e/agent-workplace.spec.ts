import { expect, test } from '@playwright/test';
import { apiCall, apiLogin } from './support/api.ts';
import { EN, login, pageHeading } from './support/app.ts';
import { shooter } from './support/shots.ts';
import { settle, open } from './support/route-visits.ts';

const shot = shooter('agent-workplace');
const AGENT = { email: 'agent@example.com', password: 'demo1234' };

/** The demo's agent of Tauchreisen Nord: its own workplace, not the operator's. */
test('an agent walks every entry of its drawer without a refusal, opens its booking without red boxes and its commission statement', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403)
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await login(page, AGENT.email, AGENT.password);

  // Every entry of the drawer, folded groups included (their links stay in the page).
  const nav = page.getByRole('navigation', { name: EN.navigation });
  await expect(nav.getByRole('button', { name: 'Bookings' })).toBeVisible();
  const entries = await nav
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(entries).toContain('/booking/list');
  expect(entries).toContain('/agency/commission');
  for (const operatorOnly of [
    '/room/list',
    '/room/type/list',
    '/bedtype',
    '/specials/list',
    '/crm/guestform',
  ])
    expect(entries).not.toContain(operatorOnly);
  expect(new Set(entries).size).toBe(entries.length);

  for (const entry of entries) {
    refused.length = 0;
    await open(page, entry);
    await settle(page);
    expect(new URL(page.url()).pathname, `${entry} stays open`).toBe(entry.split('?')[0]);
    expect(refused, `${entry} asks for nothing it may not have`).toEqual([]);
    await expect(page.getByText(EN.forbidden)).toHaveCount(0);
    await expect(page.getByText('You are not allowed to do this.')).toHaveCount(0);
  }

  // Its own booking: the channel names the agency, no panel it may not read.
  const token = await apiLogin(AGENT.email, AGENT.password);
  const own = await apiCall<{ data: { id: string; bookingNo: string; agency: string }[] }>(
    'GET',
    '/api/bookings?size=1&sort=from&order=1',
    { token },
  );
  const booking = own.data[0]!;
  refused.length = 0;
  await open(page, `/booking/${booking.id}`);
  await expect(pageHeading(page, new RegExp(`Booking ${booking.bookingNo}`))).toBeVisible();
  await expect(page.getByTestId('booking-agency')).toContainText('Agency: Tauchreisen Nord GmbH');
  await settle(page);
  await expect(page.getByText('You are not allowed to do this.')).toHaveCount(0);
  expect(refused).toEqual([]);
  await expect(page.getByText(/\d+\.\d{3,} ?%/)).toHaveCount(0);
  await shot(page, 'booking');

  // The commission statement over all of its bookings, on screen and as a PDF.
  await open(page, '/agency/commission');
  await expect(pageHeading(page, 'Commission statement')).toBeVisible();
  await expect(page.getByTestId(`commission-row-${booking.bookingNo}`)).toBeVisible();
  await expect(page.getByTestId('commission-total-EUR')).toBeVisible();
  expect(refused).toEqual([]);
  await shot(page, 'statement');
  const pdf = await page.request.get(`/api/agency/${booking.agency}/commission?format=pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Statement as PDF' }).click();
  await (await popup).close();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
