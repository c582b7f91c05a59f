import { expect, test } from '@playwright/test';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * The demo's programmes for repeat guests (issue 37): the loyalty programme's members, tiers and
 * rules, a member's points on their record, the referral codes and the contests, at a laptop's and
 * a phone's size. Screenshots land in /tmp/shots/customers-for-life-*.png.
 */
const shot = shooter('customers-for-life');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

test('the loyalty programme, a member’s points, referral codes and contests on the demo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/crm/loyality');
  await expect(pageHeading(page, 'Loyalty programme')).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  const first = members.getByRole('row').nth(1);
  await expect(first.getByRole('link')).toBeVisible();
  await shot(page, 'members', { full: false });

  await page.getByRole('tab', { name: 'Tiers' }).click();
  await expect(page).toHaveURL(/tab=tiers/);
  await expect(page.getByRole('grid').getByText('Abyss')).toBeVisible();
  await shot(page, 'tiers', { full: false });
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByLabel('Points per night')).toHaveValue('10');
  await shot(page, 'rules', { full: false });

  // The member with the most points: their record shows balance, tier and the entries.
  await page.getByRole('tab', { name: 'Members' }).click();
  const name = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/customer\/view\//);
  await expect(pageHeading(page, name)).toBeVisible();
  const points = page.getByTestId('customer-loyalty');
  await expect(points.getByRole('table', { name: 'Points earned and spent' })).toBeVisible();
  await points.scrollIntoViewIfNeeded();
  await shot(page, 'record', { full: false });
  await page.setViewportSize(PHONE);
  await points.scrollIntoViewIfNeeded();
  await shot(page, 'record-phone', { full: false });

  await open(page, '/crm/referral');
  await expect(pageHeading(page, 'Referral codes')).toBeVisible();
  await expect(page.getByText('DIVEWITHEMMA')).toBeVisible();
  await shot(page, 'referrals-phone', { full: false });
  await page.setViewportSize(DESKTOP);
  await shot(page, 'referrals', { full: false });

  await open(page, '/contest/list');
  await expect(pageHeading(page, 'Contests')).toBeVisible();
  await expect(page.getByText('Win a week on the house reef')).toBeVisible();
  await shot(page, 'contests', { full: false });
});
