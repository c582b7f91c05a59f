import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, demoResort } from './support/api.ts';
import { expectSnackbar, signIn } from './support/app.ts';
import { displayDate } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * Issue 40, WCAG 2.5.7: a stay moves on the occupancy chart without the mouse. Tab into the grid,
 * arrow keys to the stay, the menu key opens "Move…", the form takes another room and a day later,
 * and the stay is there afterwards (the same server call as the drag).
 */

const shot = shooter('a11y-desk', { full: false });

interface Chart {
  resort: { id: string };
  from: string;
  to: string;
  today: string;
  rooms: { id: string; name: string; isActive: boolean; availableBeds: number; allowSharedRoom: boolean }[];
  bars: {
    roomBooking: string;
    booking: string;
    bookingNo: string;
    room: string;
    beds: number[] | null;
    from: string;
    to: string;
    pax: number;
    locked: boolean;
    state: string;
    checkIn: string | null;
  }[];
  blockers: { room: string; from: string; to: string }[];
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A stay of the demo data on the chart, and a room that is free for it one night later. */
function pickMove(chart: Chart) {
  const taken = (room: string, from: string, to: string, except: string) =>
    chart.bars.some((b) => b.room === room && b.roomBooking !== except && b.from < to && from < b.to) ||
    chart.blockers.some((b) => b.room === room && b.from < to && from < b.to);
  for (const bar of chart.bars) {
    // A stay not begun: one checked in is refused (its room is in use), which is another test.
    if (bar.locked || bar.beds || bar.checkIn || bar.from <= chart.today || addDays(bar.to, 1) > chart.to)
      continue;
    if (!['confirmed', 'planned', 'reserved'].includes(bar.state)) continue;
    const from = addDays(bar.from, 1);
    const to = addDays(bar.to, 1);
    const room = chart.rooms.find(
      (r) =>
        r.isActive &&
        r.id !== bar.room &&
        !r.allowSharedRoom &&
        r.availableBeds >= bar.pax &&
        !taken(r.id, from, to, bar.roomBooking),
    );
    if (room) return { bar, room, from, to };
  }
  return null;
}

/** Presses `key` until the focused element's accessible name matches, at most `limit` times. */
async function pressUntil(page: Page, key: string, name: RegExp, limit = 120) {
  for (let i = 0; i < limit; i++) {
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (name.test(label)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${name}`);
}

/** Presses Tab until the element has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 30) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a stay moves to another room and other nights by keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const token = await adminToken();
  const resort = await demoResort(token);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/occupancy?resort=${resort.id}`);
  const grid = page.getByRole('grid', { name: /Occupancy|occupancy/ });
  await expect(grid).toBeVisible();
  const [from, to] = (await grid.getAttribute('data-range'))!.split('/') as [string, string];
  const chart = await apiCall<Chart>('GET', `/api/bookings/occupancy/${resort.id}/${from}/${to}`, {
    token,
  });
  const move = pickMove(chart);
  expect(move, 'a movable stay in the demo data').not.toBeNull();
  const { bar, room, from: newFrom, to: newTo } = move!;
  const fromRoom = chart.rooms.find((r) => r.id === bar.room)!.name;

  // Tab from the top of the page into the grid: one stop, on its first cell.
  await page.locator('body').focus();
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell')) break;
  }
  await expect(grid.locator(':focus')).toHaveAttribute('role', 'gridcell');
  // Down to the stay's room, then along it to the stay.
  const escaped = fromRoom.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await pressUntil(page, 'ArrowDown', new RegExp(`^${escaped}, `));
  await pressUntil(page, 'ArrowRight', new RegExp(`\\(${bar.bookingNo}\\)`));
  const stay = grid.getByRole('gridcell', { name: new RegExp(`\\(${bar.bookingNo}\\)`) });
  await expect(stay).toBeFocused();
  await expect(stay).toHaveAccessibleName(
    new RegExp(`^${escaped}, ${displayDate(bar.from)} – ${displayDate(bar.to)}, .+ \\(${bar.bookingNo}\\), `),
  );
  await shot(page, 'occupancy-focus');

  // The menu key on the stay: "Move…".
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Open booking' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Move…' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: new RegExp(bar.bookingNo) });
  await expect(dialog).toBeVisible();
  // The room: open the choice with the keyboard and walk to the free room.
  const roomField = dialog.getByRole('combobox', { name: 'Room' });
  await tabTo(page, roomField);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // The list opens on the present room: from the top, down to the free one.
  await page.keyboard.press('Home');
  for (let i = 0; i < 200; i++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused === room.name) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(roomField).toHaveText(room.name);
  // The nights: a day later, typed as DD.MM.YYYY.
  // Past each date field's calendar button to the next field.
  await tabTo(page, dialog.getByLabel('Arrival'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(displayDate(newFrom));
  await tabTo(page, dialog.getByLabel('Departure'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(displayDate(newTo));
  const submit = dialog.getByRole('button', { name: 'Move', exact: true });
  await expect(submit).toBeEnabled();
  await shot(page, 'move-dialog');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  await expectSnackbar(page, new RegExp(bar.bookingNo), 'success');
  const after = await apiCall<Chart>('GET', `/api/bookings/occupancy/${resort.id}/${from}/${to}`, {
    token,
  });
  const moved = after.bars.find((b) => b.roomBooking === bar.roomBooking);
  expect(moved).toMatchObject({ room: room.id, from: newFrom, to: newTo });
  await expect(
    grid.getByRole('gridcell', { name: new RegExp(`\\(${bar.bookingNo}\\)`) }),
  ).toHaveAccessibleName(
    new RegExp(`^${room.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, ${displayDate(newFrom)} – `),
  );
});
