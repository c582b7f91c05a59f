import { expect, type Page } from '@playwright/test';
import { apiCall, demoResort } from './api.ts';

/**
 * The public resort booking (/book/resort) as a guest walks it, shared by the specs that book
 * online: the operator's choice of bank transfer, the nights, a couple in one room, the details.
 */

export interface ResortChoice {
  id: string;
  name: string;
}

/** The demo resort, set to take online bookings by bank transfer (a card provider may exist from other specs). */
export async function resortPaidByTransfer(token: string): Promise<ResortChoice> {
  const first = await demoResort(token);
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = first;
  await apiCall('POST', `/api/resort/${first.id}`, { token, body: { ...fields, onlinePayment: 'transfer' } });
  return { id: first.id, name: first.name };
}

/**
 * Opens the public resort page in English with this resort chosen; `path` is a shared link's
 * (`/book/resort?referral=CODE`). Waits for the resort choice or the calendar before choosing:
 * the heading shows before the resorts have loaded.
 */
export async function openResortBooking(
  page: Page,
  resort: ResortChoice,
  path = '/book/resort',
): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
  await expect(page.getByRole('heading', { name: 'Book your stay' })).toBeVisible({ timeout: 20_000 });
  const pick = page.getByRole('button', { name: resort.name, exact: true });
  await expect(pick.or(page.getByRole('button', { name: 'Next month' })).first()).toBeVisible();
  if ((await pick.count()) > 0 && !(await pick.first().getAttribute('aria-pressed'))?.includes('true'))
    await pick.first().click();
}

/** Two guests in the first room of a kind that takes them (rooms by their type's public name). */
export async function chooseCouple(page: Page): Promise<boolean> {
  const pickers = page.getByRole('combobox', { name: /^Guests in / });
  await expect(pickers.first()).toBeVisible();
  for (const picker of await pickers.all())
    if ((await picker.locator('option[value="2"]').count()) > 0) {
      await picker.selectOption('2');
      return true;
    }
  return false;
}

/**
 * Nights and a couple's room: two nights from the `attempt`-th day with free rooms of the month
 * shown, trying further days while no room of the day takes two. Leaves the page on the price.
 */
export async function chooseStayForTwo(page: Page, beforeFirst: () => Promise<void> = async () => {}) {
  let picked = false;
  for (let attempt = 0; attempt < 4 && !picked; attempt++) {
    if (attempt === 0) await beforeFirst();
    const free = page.getByRole('button', { name: /rooms? free/ });
    await expect(free.first()).toBeVisible();
    const days = await free.all();
    await days[attempt * 3]!.click();
    await days[attempt * 3 + 2]!.click();
    await page.getByRole('button', { name: 'Continue' }).click();
    picked = await chooseCouple(page);
    if (!picked) await page.getByRole('button', { name: 'Back' }).click();
  }
  expect(picked, 'a room for two').toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Your price' })).toBeVisible();
}

/** The booker and the second traveller, and the terms accepted. */
export async function fillCouple(
  page: Page,
  booker: { first: string; last: string; email: string },
  second: { first: string; last: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(booker.first);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(booker.last);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(booker.email);
  await page.getByRole('textbox', { name: 'First name of traveller 2' }).fill(second.first);
  await page.getByRole('textbox', { name: 'Last name of traveller 2' }).fill(second.last);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
}

/**
 * Gives an online booking's hold back through the office (release), as the hold's end would: the
 * e2e run books from one address, and the unpaid holds per visitor (2 by default) would refuse the
 * next spec's online booking for the hold's 15 minutes.
 */
export async function releaseOnlineBooking(token: string, bookingNo: string): Promise<void> {
  const found = await apiCall<{ data: { id: string; bookingNo: string }[] }>(
    'GET',
    `/api/bookings?search=${encodeURIComponent(bookingNo)}`,
    { token },
  );
  const booking = found.data.find((b) => b.bookingNo === bookingNo);
  expect(booking, `booking ${bookingNo}`).toBeDefined();
  const { version } = await apiCall<{ version: number }>('GET', `/api/bookings/${booking!.id}`, { token });
  await apiCall('POST', `/api/bookings/${booking!.id}/release`, {
    token,
    body: { reason: 'other', message: 'e2e: hold given back', version },
  });
}
