import { expect, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { login, logout, pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { fillDate } from './support/dates.ts';
import { open } from './support/route-visits.ts';

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
  await open(page, '/agency/list');
  await expect(pageHeading(page, 'Agencies')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Tauchreisen Nord GmbH' })).toBeVisible();
  await shot(page, 'list');

  await open(page, `/agency/${nord.id}`);
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
  await open(page, `/booking/${booking!.id}`);
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

  await open(page, '/credits');
  await expect(page.getByTestId('credit-balances')).toContainText('Blue Planet Reisen');
  await shot(page, 'credits');

  // The agent of Tauchreisen Nord: its agency, read only, and no other.
  await logout(page);
  await signIn(page, 'agent@example.com', 'demo1234', `/agency/${nord.id}`);
  await expect(pageHeading(page, /Tauchreisen Nord GmbH/)).toBeVisible();
  await expect(page.getByTestId('agency-facts')).toBeVisible();
  await shot(page, 'agent');
  await open(page, '/agency/payments');
  await expect(pageHeading(page)).toBeVisible();
  await shot(page, 'agent-payments');
});

interface HeldAllotment {
  id: string;
  schedule: string;
  from: string;
  to: string;
  rooms: { id: string; name: string; held: boolean }[];
}

test('an agent books a cabin for a client out of the allotment and sees commission and statement; the operator sees it on the calendar', async ({
  page,
}) => {
  // A whole booking through the wizard, then the statement and the calendar.
  test.setTimeout(120_000);
  const token = await adminToken();
  const agencies = await apiCall<{ data: Row[] }>('GET', '/api/agency?size=0', { token });
  const nord = agencies.data.find((a) => a.name === 'Tauchreisen Nord GmbH')!;
  const allotments = await apiCall<HeldAllotment[]>('GET', `/api/agency/allotments?agency=${nord.id}`, {
    token,
  });
  const allotment = allotments.find((a) => a.rooms.filter((r) => r.held).length >= 2)!;
  const [cabin, stillHeld] = allotment.rooms.filter((r) => r.held);

  await login(page, 'agent@example.com', 'demo1234');
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, `/agency/${nord.id}`);
  await page.getByRole('tab', { name: 'Allotments' }).click();
  await expect(page.getByText(cabin!.name, { exact: true }).first()).toBeVisible();
  await shot(page, 'agent-allotments');

  // The held cabin is free for the agency's agent, who names a new client for it.
  await open(page, `/booking/wizard?schedule=${allotment.schedule}`);
  await expect(page.getByRole('radio', { checked: true })).toBeVisible();
  // Next only once the linked trip's vessel and dates are looked up (else it stays on this step).
  await expect(page.getByTestId('wizard-trip-chosen')).toBeVisible();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rooms and guests' })).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`^${cabin!.name} \\(`) }).check();
  await page
    .getByRole('button', { name: new RegExp(`^New customer for .*${cabin!.name}`) })
    .first()
    .click();
  await page.getByLabel('First name').fill('Klara');
  await page.getByLabel('Last name').fill(`Kunde ${Date.now()}`);
  await page.getByRole('button', { name: 'Create and add' }).click();
  // The client is created on the server first; going on before it sits in the cabin would stop at
  // "every room needs a guest" on a slow runner.
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('combobox', { name: `Guest 1 in ${cabin!.name}` })).toHaveValue(/^Klara Kunde/);
  for (const step of ['Extras', 'Who and how', 'Summary']) {
    await page.getByTestId('wizard-next').click();
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
  }
  await shot(page, 'agent-wizard-summary');
  // An agent books a reservation with an option date; a firm booking is the operator's to allow.
  await expect(page.getByRole('radio', { name: 'Booking' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Reservation' }).check();
  await page.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByTestId('booking-agency')).toContainText('Tauchreisen Nord GmbH');
  await shot(page, 'agent-booking');
  const booking = await apiCall<{
    agency: string;
    bookingNo: string;
    calculation: { commission: { amount: { amount: number } } };
  }>('GET', `/api/bookings/${id}`, { token });
  expect(booking.agency).toBe(nord.id);
  expect(booking.calculation.commission.amount.amount).toBeGreaterThan(0);

  // The allotment now names the booking; the statement lists it with its commission.
  await page.goto(`/agency/${nord.id}`);
  await page.getByRole('tab', { name: 'Allotments' }).click();
  await expect(page.getByRole('link', { name: booking.bookingNo })).toBeVisible();
  await page.getByRole('tab', { name: 'Statement' }).click();
  await fillDate(page.getByLabel('From'), allotment.from);
  await fillDate(page.getByLabel(/^To\b/), allotment.to);
  await expect(page.getByRole('link', { name: booking.bookingNo })).toBeVisible();
  await shot(page, 'agent-statement');

  // The operator's vessel calendar: the cabin reserved by the agent, the other still held for the agency.
  await logout(page);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/booking/calendar');
  const cell = (name: string) => page.locator(`[data-cabin="${name}"] .c[data-trip="${allotment.schedule}"]`);
  await expect(cell(cabin!.name)).toHaveAttribute('data-s', 'reservation');
  await expect(cell(cabin!.name)).toHaveAttribute('aria-label', /Booked through Tauchreisen Nord GmbH/);
  await expect(cell(stillHeld!.name)).toHaveAttribute('data-s', 'allotment');
  await expect(cell(stillHeld!.name)).toHaveAttribute('aria-label', /Allotment of Tauchreisen Nord GmbH/);
  await cell(stillHeld!.name).scrollIntoViewIfNeeded();
  await shot(page, 'calendar-allotment');
});
