import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * To-dos: a rule gives a new booking its to-do; the operator ticks it off on /todo and sees it
 * done on the booking page. Screenshots land in /tmp/shots/todo-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('todo');

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

test('a rule gives a new booking its to-do, ticked off on the to-do list', async ({ page }) => {
  const token = await adminToken();
  const post = <T = StoredRecord>(path: string, body: unknown) => apiCall<T>('POST', path, { token, body });
  await post('/api/tododefinition', {
    group: 'Gear',
    text: `Fit the wetsuits ${RUN}`,
    rule: { calcType: 'beforeArrival', value: 2 },
  });
  const vessel = await post('/api/vessel', { name: `MV Tasks ${RUN}` });
  const type = await post('/api/roomtypes', { name: `Twin ${RUN}`, vessel: vessel.id });
  const cabin = await post('/api/rooms', {
    type: 'Cabin',
    name: 'Cabin 1',
    vessel: vessel.id,
    roomType: type.id,
  });
  const tour = await post('/api/tour', { name: `Reefs ${RUN}`, vessel: vessel.id });
  const trip = await post('/api/schedule', { tour: tour.id, vessel: vessel.id, from: day(30), to: day(37) });
  const guest = await post('/api/customer', {
    masterData: { firstName: 'Tia', lastName: `Tasks${RUN}` },
    contact: {},
    address: {},
    passport: {},
  });
  const booking = await post<{ id: string; bookingNo: string }>('/api/bookings', {
    schedule: trip.id,
    rooms: [{ room: cabin.id, guests: [guest.id] }],
  });

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/todo');
  await expect(pageHeading(page, 'To-dos')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search to-do, booking or guest' }).fill(RUN);
  const table = page.getByRole('table', { name: 'To-dos' });
  const row = table.getByRole('row').filter({ hasText: `Fit the wetsuits ${RUN}` });
  await expect(row).toContainText(booking.bookingNo);
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'open');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'open-phone');
  await page.setViewportSize({ width: 1400, height: 900 });
  await row.getByRole('checkbox', { name: `Mark “Fit the wetsuits ${RUN}” done` }).click();
  // Done, it leaves the open list; the demo's rules gave the booking its other to-dos.
  await expect(row).toHaveCount(0);
  await expect(table).toContainText('Send the booking confirmation');

  await open(page, `/booking/${booking.id}`);
  const todos = page.getByTestId('booking-todos');
  await expect(todos).toContainText(`Fit the wetsuits ${RUN}`);
  await expect(todos).toContainText('done by');
  await expect(todos.getByRole('checkbox', { name: `Open “Fit the wetsuits ${RUN}” again` })).toBeChecked();
});
