import { expect, type Page, test } from '@playwright/test';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN, E2E_DROPBOX_TOKEN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * /config (issue 38): an administrator sees every settings group with its state, each leading to
 * its page; on the backups' page Dropbox is connected (the lane's local Dropbox server), a backup
 * made is copied there, one is copied again by hand, and the connection is removed after a
 * confirmation. Screenshots land in /tmp/shots/config-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('config');

const GROUPS: [name: string, page: string][] = [
  ['Company and documents', '/config/company'],
  ['Mail', '/config/mail'],
  ['Online payment', '/config/paymentprovider'],
  ['Modules', '/config/modules'],
  ['Languages and translations', '/config/translations'],
  ['Backups', '/config/settings/general'],
  ['Users and roles', '/users'],
];
const STATE = /^(Set up|Needs attention|Not in use)$/;

const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the configuration overview shows each group with its state and leads to its page', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/config');
  await expect(pageHeading(page, 'Configuration')).toBeVisible();
  for (const [name, path] of GROUPS) {
    const card = group(page, name);
    await expect(card.getByText(STATE)).toBeVisible();
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  // What each holds, in words: the languages the demo offers.
  await expect(group(page, 'Languages and translations')).toContainText(/Offered: .*English/);

  await group(page, 'Mail').getByRole('link', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/\/config\/mail$/);
  await page.goBack();
  await group(page, 'Backups').getByRole('link', { name: 'Backups' }).click();
  await expect(page).toHaveURL(/\/config\/settings\/general$/);
  await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
});

test('backups go to Dropbox once it is connected, and stop once it is disconnected', async ({ page }) => {
  const folder = `/E2E ${RUN}`;
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/config/settings/general');
  const dropbox = page.getByRole('region', { name: 'Dropbox' });
  await expect(dropbox).toContainText('Not connected');

  await dropbox.getByRole('button', { name: 'Connect Dropbox' }).click();
  const dialog = page.getByTestId('dropbox-connect-dialog');
  await dialog.getByLabel('Access token').fill(E2E_DROPBOX_TOKEN);
  await dialog.getByLabel('Folder in Dropbox').fill(folder);
  await expect(dialog.getByRole('switch', { name: 'Copy each new backup to Dropbox' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(dropbox).toContainText('Connected');
  await expect(dropbox).toContainText(`Backups are copied to the folder ${folder}.`);
  await expect(page.getByText(E2E_DROPBOX_TOKEN)).toHaveCount(0);

  // A backup made is copied by itself; the panel tells where it went.
  await page.getByRole('button', { name: 'Make a backup now' }).click();
  const made = page.getByText(/^Backup (seaberth-.+) made\.$/);
  await expect(made).toBeVisible();
  const name = /^Backup (seaberth-.+) made\.$/.exec((await made.textContent()) ?? '')?.[1] ?? '';
  await expect(dropbox).toContainText(`${name} to ${folder}/${name}.`);

  // Copied again by hand: Dropbox keeps both, the second renamed.
  await page.getByRole('button', { name: `Copy ${name} to Dropbox` }).click();
  await expect(page.getByText(`${name} copied to Dropbox: ${folder}/`)).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 768 });
  await dropbox.scrollIntoViewIfNeeded();
  await shot(page, 'backups-dropbox', { full: false });
  await page.setViewportSize({ width: 1400, height: 900 });

  await page.goto('/config');
  await expect(group(page, 'Backups')).toContainText('Copied to Dropbox');

  await page.goto('/config/settings/general');
  await dropbox.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect Dropbox?' });
  await expect(confirm).toContainText(`The copies already in ${folder} stay in Dropbox.`);
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(dropbox).toContainText('Not connected');
  await expect(page.getByRole('button', { name: `Copy ${name} to Dropbox` })).toHaveCount(0);
});
