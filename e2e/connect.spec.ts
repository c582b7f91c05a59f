import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { APP_PORT, E2E_ADMIN } from './support/env.ts';
import { settle } from './support/route-visits.ts';
import { shooter } from './support/shots.ts';

const shot = shooter('connect');

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, `${name}-desktop`);
}

/**
 * Issue 39 in the browser. The lane has one server, so the group's "other installation" is the
 * lane's own server under a second name (the pair of real installations is the server test
 * connect.int.test.ts): the demo's partner is listed and said to be unreachable, a connection is
 * made and tested, the admin links their account, the master lists and opens a booking, and the
 * jump frames the other side logged in through a jump token.
 */
test('connects an installation, links the account, reads its bookings in the master and jumps over', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/config/systems');
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Connected systems', level: 1 })).toBeVisible();

  // The demo's partner installation is not running in the e2e lane: the test says so.
  const partner = page.getByRole('row').filter({ hasText: 'Reef Lodge Bunaken' });
  await partner.getByRole('menuitem', { name: 'Test the connection to Reef Lodge Bunaken' }).click();
  await expect(page.getByTestId('connection-test-result')).toContainText(
    'Reef Lodge Bunaken did not answer as it should',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('button', { name: /^(Add|New)/ })
    .first()
    .click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Key (in addresses)', exact: true }).fill('sister');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Sister lodge');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(`http://localhost:${APP_PORT}`);
  await form.getByLabel('Shared secret', { exact: true }).fill('e2e-group-secret-0123456789abcdef');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const sister = page.getByRole('row').filter({ hasText: 'Sister lodge' });
  await expect(sister).toBeVisible();
  await expect(page.getByText('e2e-group-secret-0123456789abcdef')).toHaveCount(0);

  await sister.getByRole('menuitem', { name: 'Test the connection to Sister lodge' }).click();
  await expect(page.getByTestId('connection-test-result')).toContainText('accepted the shared secret');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await sister.getByRole('menuitem', { name: 'Link my account in Sister lodge' }).click();
  await expect(page.getByText(`(${E2E_ADMIN.email}) over there`)).toBeVisible();
  await shots(page, 'systems');

  // The master: the sister's bookings, opened read-only.
  await page.goto('/master/booking?system=sister');
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Master bookings', level: 1 })).toBeVisible();
  const first = page.getByRole('table', { name: 'Master bookings' }).getByRole('link').first();
  const number = (await first.textContent()) ?? '';
  await shots(page, 'master-list');
  await first.click();
  await expect(page.getByRole('heading', { name: `Booking ${number} in Sister lodge` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guests' })).toBeVisible();
  await shots(page, 'master-booking');

  // The jump: the frame arrives logged in at the path asked for.
  await page.goto('/jump/sister?to=/booking/list');
  const frame = page.frameLocator('iframe[title="Sister lodge"]');
  await expect(frame.getByRole('heading', { name: /Bookings/, level: 1 })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'jump-desktop');
});
