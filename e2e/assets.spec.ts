import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, findRecords, type StoredRecord } from './support/api.ts';
import { expectSnackbar, pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { fillDate } from './support/dates.ts';
import { settle, open } from './support/route-visits.ts';
import { TAKE_SHOTS } from './support/shots.ts';

/**
 * Resorts, vessels, rooms and cabins through their screens: a vessel with a deck and two cabins,
 * one placed on the deck plan, one blocked for a week (blocked in the availability grid, gone from
 * availability); a resort with a room type and two rooms. Screenshots land in test-results/.
 */

/** Names unique per run, so a retry on the same database never clashes with the first attempt. */
const RUN = Date.now().toString(36).slice(-5);

/** A calendar day relative to today on this machine (the browser runs on the same clock). */
function isoDay(offset: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
const shown = (iso: string) => iso.split('-').reverse().join('.');

/** A screenshot for a person to look at; dialogs as the viewport shows them, pages in full. */
async function shot(page: Page, name: string, options: { full?: boolean } = {}) {
  await settle(page);
  // By role attribute, not getByRole: a spinner inside a button or field is hidden from assistive
  // technology (its control names it) but still means the screen is loading.
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
  if (!TAKE_SHOTS) return;
  const full = options.full ?? true;
  if (full) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: full });
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true, selected: true })).toBeVisible();
}

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createCabin(page: Page, vesselName: string, name: string) {
  await openTab(page, 'Cabins');
  await page.getByRole('button', { name: 'New room' }).first().click();
  await expect(pageHeading(page, 'New cabin')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Vessel' })).toHaveText(vesselName);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(page, 'Deck', 'Main deck');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, `${name} was saved.`, 'success');
  await expect(pageHeading(page, name)).toBeVisible();
  await expect(page).toHaveURL(/\/room\/[0-9a-f-]{36}$/);
}

test('vessel: deck, two cabins, a place on the deck plan and a week blocked', async ({ page }) => {
  // Many screens in one story: creating, placing, blocking and checking take their time.
  test.setTimeout(120_000);
  const vesselName = `MV Mola ${RUN}`;
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/vessel/list');
  await expect(pageHeading(page, 'Vessels')).toBeVisible();
  await page.getByRole('button', { name: 'New vessel' }).first().click();
  await expect(pageHeading(page, 'New vessel')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(vesselName);
  await page.getByRole('textbox', { name: 'Home port' }).fill('Labuan Bajo');
  await shot(page, '01-vessel-create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, `${vesselName} was saved.`, 'success');
  await expect(pageHeading(page, vesselName)).toBeVisible();
  const vesselId = page.url().split('/').pop()!;

  // A deck, in place
  await openTab(page, 'Decks');
  await page.getByRole('button', { name: 'New deck' }).first().click();
  const deckDialog = page.getByRole('dialog', { name: 'New deck' });
  await deckDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Main deck');
  await deckDialog.getByRole('button', { name: 'Save' }).click();
  await expect(deckDialog).toBeHidden();
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: 'Main deck' })).toBeVisible();
  await shot(page, '02-vessel-decks');

  // Two cabins, created from the vessel's cabins tab
  await createCabin(page, vesselName, 'Cabin 1');
  await shot(page, '03-cabin-edit');
  await page.getByRole('link', { name: vesselName }).click();
  await createCabin(page, vesselName, 'Cabin 2');
  const cabin2Path = new URL(page.url()).pathname;
  await open(page, `/vessel/${vesselId}?tab=cabins`);
  const cabins = page.getByRole('grid', { name: 'Vessel cabins' });
  await expect(cabins.getByRole('row').filter({ hasText: 'Cabin 1' })).toBeVisible();
  await expect(cabins.getByRole('row').filter({ hasText: 'Cabin 2' })).toBeVisible();
  await shot(page, '04-vessel-cabins');

  // Place cabin 1 on the deck plan by dragging it from the "not placed" list
  await openTab(page, 'Deck plan');
  const deck = page.getByRole('region', { name: 'Deck Main deck' });
  const source = page.getByRole('button', { name: 'Place Cabin 1' });
  await expect(source).toBeVisible();
  const from = (await source.boundingBox())!;
  const target = (await deck.locator('[data-deck]').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width * 0.3, target.y + target.height * 0.5, { steps: 8 });
  await page.mouse.up();
  await expect(
    deck.getByRole('button', { name: /^Cabin 1, Free, at \d+\/\d+, size 10 × 10$/ }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Cabin 2' })).toBeVisible();
  const token = await adminToken();
  await expect
    .poll(async () => {
      const rows = await findRecords('rooms', { vessel: vesselId }, token);
      return rows.find((row) => row.name === 'Cabin 1')?.plan ?? null;
    })
    .toMatchObject({ w: 10, h: 10 });
  await deck.getByRole('button', { name: /^Cabin 1,/ }).click();
  await shot(page, '05-deck-plan');

  // Block cabin 2 for a week
  const first = isoDay(2);
  const until = isoDay(9);
  await open(page, cabin2Path);
  await page.getByRole('button', { name: 'Block this room' }).click();
  const blockDialog = page.getByRole('dialog', { name: 'Block Cabin 2' });
  await fillDate(blockDialog.getByLabel(/^From/), first);
  await fillDate(blockDialog.getByLabel(/^Until/), until);
  await expect(blockDialog.getByRole('status')).toHaveText(
    `Blocks 7 nights: ${shown(first)} to ${shown(isoDay(8))} (last night).`,
  );
  await pick(page, 'Reason', 'Maintenance');
  await blockDialog.getByRole('textbox', { name: 'Note' }).fill('Air conditioning service');
  await shot(page, '06-block-dialog', { full: false });
  await blockDialog.getByRole('button', { name: 'Block' }).click();
  await expectSnackbar(page, 'Cabin 2 was blocked.', 'success');
  const blockers = page.getByRole('table', { name: 'Blockers' });
  await expect(blockers.getByRole('row').filter({ hasText: shown(first) })).toContainText('Maintenance');

  // The same week again is refused with the server's words
  await page.getByRole('button', { name: 'Block this room' }).click();
  await fillDate(blockDialog.getByLabel(/^From/), first);
  await fillDate(blockDialog.getByLabel(/^Until/), until);
  await blockDialog.getByRole('button', { name: 'Block' }).click();
  await expect(blockDialog.getByRole('alert')).toContainText('Cabin 2 is already occupied or blocked');
  await shot(page, '07-block-conflict', { full: false });
  await blockDialog.getByRole('button', { name: 'Cancel' }).click();
  await shot(page, '08-cabin-blockers');

  // Blocked in the availability grid, free before and after; and not available to book
  await open(page, `/vessel/${vesselId}?tab=availability`);
  const grid = page.getByRole('table', { name: /^Availability / });
  await expect(
    grid.getByRole('cell', { name: `Cabin 2 · ${shown(first)}: Blocked — Maintenance` }),
  ).toHaveAttribute('data-s', 'blocked');
  await expect(
    grid.getByRole('cell', { name: `Cabin 2 · ${shown(isoDay(8))}: Blocked — Maintenance` }),
  ).toBeVisible();
  await expect(grid.getByRole('cell', { name: `Cabin 2 · ${shown(until)}: Free` })).toHaveAttribute(
    'data-s',
    'free',
  );
  await expect(grid.getByRole('cell', { name: `Cabin 1 · ${shown(first)}: Free` })).toBeVisible();
  await shot(page, '09-vessel-availability');
  const available = await apiCall<{ name: string }[]>(
    'GET',
    `/api/rooms/available/${vesselId}?from=${isoDay(4)}&to=${isoDay(6)}`,
    { token },
  );
  expect(available.map((room) => room.name)).toEqual(['Cabin 1']);

  // The deck plan page of the vessel shows the same vessel
  await open(page, `/vesseldeck?vessel=${vesselId}`);
  await expect(pageHeading(page, 'Deck plan')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Deck Main deck' }).getByRole('button', { name: /^Cabin 1,/ }),
  ).toBeVisible();
  await shot(page, '10-vesseldeck');
});

test('resort: a room type and two rooms', async ({ page }) => {
  // Eleven screens: on a machine at load 15 it took 1.5 min and ran out of its 90 s.
  test.setTimeout(150_000);
  const resortName = `Reef Lodge ${RUN}`;
  const typeName = `Garden bungalow ${RUN}`;
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/resort/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(resortName);
  await page.getByRole('textbox', { name: 'City' }).fill('Moalboal');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, `${resortName} was saved.`, 'success');
  await expect(pageHeading(page, resortName)).toBeVisible();
  const resortId = page.url().split('/').pop()!;
  await shot(page, '11-resort-edit');

  await open(page, '/room/type/list');
  await page.getByRole('button', { name: 'New room type' }).first().click();
  const typeDialog = page.getByRole('dialog', { name: 'New room type' });
  await typeDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(typeName);
  await typeDialog.getByRole('combobox', { name: 'Resort' }).fill(resortName);
  await page.getByRole('option', { name: resortName }).click();
  await typeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(typeDialog).toBeHidden();
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: typeName })).toContainText(
    resortName,
  );
  await shot(page, '12-room-types');

  for (const [name, extraBeds] of [
    ['Room 101', 0],
    ['Room 102', 1],
  ] as const) {
    await open(page, `/resort/${resortId}?tab=rooms`);
    await page.getByRole('button', { name: 'New room' }).first().click();
    await expect(pageHeading(page, 'New room')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await pick(page, 'Room type', typeName);
    for (let i = 0; i < extraBeds; i++) await page.getByRole('button', { name: 'Add bed' }).click();
    await page.getByRole('checkbox', { name: 'Sea view' }).check();
    if (extraBeds) await shot(page, '13-room-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, `${name} was saved.`, 'success');
    await expect(pageHeading(page, name)).toBeVisible();
  }
  await expect(page.getByRole('list', { name: 'Beds' }).getByRole('listitem')).toHaveText([
    /^Bed 1/,
    /^Bed 2/,
    /^Bed 3/,
  ]);

  await open(page, `/resort/${resortId}?tab=rooms`);
  const rooms = page.getByRole('grid', { name: 'Resort rooms' });
  await expect(rooms.getByRole('row').filter({ hasText: 'Room 101' })).toContainText(typeName);
  await expect(rooms.getByRole('row').filter({ hasText: 'Room 102' })).toContainText(typeName);
  await shot(page, '14-resort-rooms');
  const token = await adminToken();
  const stored = await findRecords('rooms', { resort: resortId }, token);
  const byName = Object.fromEntries(stored.map((room: StoredRecord) => [room.name, room]));
  expect(byName['Room 101']).toMatchObject({ type: 'Room', availableBeds: 2 });
  expect(byName['Room 102']).toMatchObject({ type: 'Room', availableBeds: 3 });

  await openTab(page, 'Availability');
  await expect(
    page.getByRole('table', { name: /^Availability / }).getByRole('rowheader', { name: 'Room 102' }),
  ).toBeVisible();
  await shot(page, '15-resort-availability');
});

test('lists of rooms, bed types and printable lists', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/room/list');
  await expect(pageHeading(page, 'Rooms and cabins')).toBeVisible();
  await page.getByRole('button', { name: 'Vessel cabins' }).click();
  await expect(page).toHaveURL(/mode=vessel/);
  await expect(page.getByRole('grid', { name: 'Vessel cabins' })).toBeVisible();
  await shot(page, '16-room-list-cabins');
  await page.getByRole('button', { name: 'Resort rooms' }).click();
  await expect(page.getByRole('grid', { name: 'Resort rooms' })).toBeVisible();
  await shot(page, '17-room-list-rooms');

  await open(page, '/bedtype');
  await page.getByRole('button', { name: 'New bed type' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New bed type' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Bunk ${RUN}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page
      .getByRole('grid')
      .getByRole('row')
      .filter({ hasText: `Bunk ${RUN}` }),
  ).toBeVisible();
  await shot(page, '18-bed-types');

  await open(page, '/vessellist');
  await expect(pageHeading(page, 'Vessel lists')).toBeVisible();
  await shot(page, '19-vessel-lists');
  // Print the demo manifest for the second trip (the first is left empty): it opens in a new tab,
  // a line per guest on board.
  const manifestRow = page.getByRole('row').filter({ hasText: 'Passenger manifest' });
  await manifestRow.getByRole('menuitem', { name: 'Print for a trip' }).click();
  const printDialog = page.getByRole('dialog', { name: 'Print Passenger manifest' });
  const tripChoice = printDialog.getByRole('combobox', { name: 'Trip' });
  await expect(tripChoice).toContainText('Komodo');
  await tripChoice.click();
  await page.getByRole('option').nth(1).click();
  const popupOpened = page.waitForEvent('popup');
  await printDialog.getByRole('button', { name: 'Open for printing' }).click();
  const manifest = await popupOpened;
  await expect(manifest.locator('h1')).toHaveText('Passenger manifest: MV Sea Whisper');
  await expect(manifest.locator('tbody tr').first()).toBeVisible();
  expect(await manifest.locator('tbody tr').count()).toBeGreaterThan(10);
  await manifest.close();
  await open(page, '/resort/lists');
  await expect(pageHeading(page, 'Resort lists')).toBeVisible();
  await shot(page, '20-resort-lists');
  await open(page, '/resort/list');
  await expect(pageHeading(page, 'Resorts')).toBeVisible();
  await shot(page, '21-resort-list');

  // The demo vessel's decks with their placed cabins
  const [demo] = await findRecords('vessel', { name: 'MV Sea Whisper' }, await adminToken());
  if (demo) {
    await open(page, `/vesseldeck?vessel=${demo.id}`);
    await expect(page.getByRole('combobox', { name: 'Vessel' })).toHaveText('MV Sea Whisper');
    await expect(
      page
        .getByRole('region', { name: /^Deck / })
        .first()
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await shot(page, '22-vesseldeck-demo');
  }
});
