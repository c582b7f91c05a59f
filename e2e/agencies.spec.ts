import { expect, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { login, logout, pageHeading } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * Agencies as the operator and an agent meet them: the demo's agencies, the contract explained,
 * a booking moved to an agency with its commission, and the agent of Tauchreisen Nord who sees its
 * own agency only. Screenshots land in /tmp/shots/agencies-*.png.
 */
const shot = shooter('agencies');

interface Row {
  id: string;
  name?: string;
  bookingNo?: string;
  agency?: string | null;
}

test('the operator reads an agency and moves a booking to it; the agent sees its own agency', async ({
  page,
}) => {
  const token = await adminToken();
  const agencies = await apiCall<{ data: Row[] }>('GET', '/api/agency?size=0', { token });
  const nord = agencies.data.find((a) => a.name === 'Tauchreisen Nord GmbH')!;
  const crew = agencies.data.find((a) => a.name === 'Crew & Friends')!;
  const filter = encodeURIComponent(JSON.stringify({ state: 'confirmed', agency: null }));
  const [booking] = (
    await apiCall<{ data: Row[] }>('GET', `/api/bookings?size=1&filter=${filter}`, { token })
  ).data;

  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/agency/list');
  await expect(pageHeading(page, 'Agencies')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Tauchreisen Nord GmbH' })).toBeVisible();
  await shot(page, 'list');

  await page.goto(`/agency/${nord.id}`);
  await expect(pageHeading(page, /Tauchreisen Nord GmbH/)).toBeVisible();
  await page.getByRole('tab', { name: 'Commission' }).click();
  await expect(page.getByTestId('commission-example')).toContainText('11.11');
  await shot(page, 'commission');
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByRole('grid').getByRole('row')).not.toHaveCount(1);
  await shot(page, 'bookings');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Commission' }).click();
  await shot(page, 'commission-phone');
  await page.setViewportSize({ width: 1366, height: 768 });

  // A direct booking moves to the employee agency and earns its 5 %.
  await page.goto(`/booking/${booking!.id}`);
  const fact = page.getByTestId('booking-agency');
  await fact.getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByTestId('change-agency-dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Crew & Friends' }).click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(fact).toContainText('Crew & Friends');
  const moved = await apiCall<{ agency: string; calculation: { commission: { percent: number } } }>(
    'GET',
    `/api/bookings/${booking!.id}`,
    { token },
  );
  expect(moved.agency).toBe(crew.id);
  expect(moved.calculation.commission.percent).toBe(5);

  await page.goto('/credits');
  await expect(page.getByTestId('credit-balances')).toContainText('Blue Planet Reisen');
  await shot(page, 'credits');

  // The agent of Tauchreisen Nord: its agency, read only, and no other.
  await logout(page);
  await login(page, 'agent@example.com', 'demo1234');
  await page.goto(`/agency/${nord.id}`);
  await expect(pageHeading(page, /Tauchreisen Nord GmbH/)).toBeVisible();
  await expect(page.getByTestId('agency-facts')).toBeVisible();
  await shot(page, 'agent');
  await page.goto('/agency/payments');
  await expect(pageHeading(page)).toBeVisible();
  await shot(page, 'agent-payments');
});
