import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { signIn } from './support/app.ts';
import { addDays, displayDate, operatorToday } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';

/**
 * Issue 38: two people on the occupancy chart; a stay moves (through the API, as a colleague's
 * screen or another process would) and both charts show it in its new room without a reload.
 */

const RUN = Date.now().toString(36).slice(-5);

/** A resort of its own with two rooms, so the chart shows both rows whatever the demo data holds. */
async function smallResort(token: string) {
  const resort = await apiCall<StoredRecord>('POST', '/api/resort', { token, body: { name: `Live ${RUN}` } });
  const type = await apiCall<StoredRecord>('POST', '/api/roomtypes', {
    token,
    body: { name: `Live ${RUN}`, resort: resort.id },
  });
  const room = async (name: string) =>
    (
      await apiCall<StoredRecord>('POST', '/api/rooms', {
        token,
        body: { type: 'Room', name, resort: resort.id, roomType: type.id },
      })
    ).id;
  const rooms = { L1: await room('L1'), L2: await room('L2') };
  await apiCall('POST', '/api/price', {
    token,
    body: {
      name: `Live ${RUN}`,
      resort: resort.id,
      status: 'active',
      calculationType: 'unit',
      entries: [{ roomType: type.id, amount: 9000 }],
    },
  });
  return { resort: resort.id, rooms };
}

async function openChart(browser: Browser, resort: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/occupancy?resort=${resort}`);
  await expect(page.getByRole('grid', { name: /occupancy/i })).toBeVisible();
  return page;
}

test('a stay moved elsewhere moves on every open chart without reloading', async ({ browser }) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const { resort, rooms } = await smallResort(token);
  const guest = await apiCall<StoredRecord>('POST', '/api/customer', {
    token,
    body: {
      masterData: { firstName: 'Lina', lastName: `Live${RUN}` },
      contact: {},
      address: {},
      passport: {},
    },
  });
  const from = addDays(operatorToday(), 2);
  const to = addDays(from, 2);
  const stay = await apiCall<{ id: string; bookingNo: string; version: number; rooms: { id: string }[] }>(
    'POST',
    '/api/bookings',
    {
      token,
      body: {
        resort,
        dates: { from, to },
        rooms: [{ room: rooms.L1, guests: [guest.id] }],
        state: 'confirmed',
      },
    },
  );
  const pages = [await openChart(browser, resort), await openChart(browser, resort)];
  const cellOf = (page: Page) =>
    page
      .getByRole('grid', { name: /occupancy/i })
      .getByRole('gridcell', { name: new RegExp(`\\(${stay.bookingNo}\\)`) });
  for (const page of pages)
    await expect(cellOf(page)).toHaveAccessibleName(new RegExp(`^L1, ${displayDate(from)} – `));
  const navigations: string[] = [];
  for (const page of pages) page.on('framenavigated', (frame) => navigations.push(frame.url()));

  // A colleague moves it to L2.
  await apiCall('POST', `/api/bookings/${stay.id}/rooms/${stay.rooms[0]!.id}`, {
    token,
    body: { room: rooms.L2, version: stay.version },
  });
  for (const page of pages)
    await expect(cellOf(page)).toHaveAccessibleName(new RegExp(`^L2, ${displayDate(from)} – `), {
      timeout: 5000,
    });
  expect(navigations, 'no page was reloaded').toEqual([]);
  // Left open, the two charts would go on listening and redrawing through the lane's later tests.
  await Promise.all(pages.map((page) => page.context().close()));
});
