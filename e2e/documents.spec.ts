import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * The letterhead and a booking's documents: the company details saved on /config/company (a wrong
 * IBAN refused in its field), the confirmation downloaded as a PDF and kept with the booking.
 * Screenshots land in /tmp/shots/documents-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('documents');

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

test('saves the letterhead and keeps a booking confirmation as a PDF', async ({ page }) => {
  const token = await adminToken();
  const post = <T = StoredRecord>(path: string, body: unknown) => apiCall<T>('POST', path, { token, body });
  const vessel = await post('/api/vessel', { name: `MV Papers ${RUN}` });
  const type = await post('/api/roomtypes', { name: `Double ${RUN}`, vessel: vessel.id });
  const cabin = await post('/api/rooms', {
    type: 'Cabin',
    name: 'Cabin 1',
    vessel: vessel.id,
    roomType: type.id,
  });
  const tour = await post('/api/tour', { name: `Wrecks ${RUN}`, vessel: vessel.id });
  const trip = await post('/api/schedule', { tour: tour.id, vessel: vessel.id, from: day(40), to: day(47) });
  const guest = await post('/api/customer', {
    masterData: { firstName: 'Ola', lastName: `Papers${RUN}` },
    contact: {},
    address: { street: 'Storgata 1', zip: '0155', city: 'Oslo', country: 'NO' },
    passport: {},
  });
  const booking = await post<{ id: string; bookingNo: string }>('/api/bookings', {
    schedule: trip.id,
    rooms: [{ room: cabin.id, guests: [guest.id] }],
    language: 'en',
  });

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/config/company');
  await expect(pageHeading(page, 'Company')).toBeVisible();
  await page.getByRole('textbox', { name: /Company name/ }).fill(`Blue Reef Diving ${RUN}`);
  await page.getByRole('textbox', { name: 'VAT id' }).fill('DE123456789');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  const iban = page.getByRole('textbox', { name: 'IBAN' }).last();
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Not a valid IBAN')).toBeVisible();
  await iban.fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Company details saved.')).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'company');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'company-phone');
  await page.setViewportSize({ width: 1400, height: 900 });

  await open(page, `/booking/${booking.id}`);
  const section = page.getByTestId('booking-documents');
  await expect(section.getByRole('combobox', { name: 'Document' })).toHaveText('Booking confirmation');
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${booking.bookingNo}-confirmation.pdf`);
  await section.getByRole('button', { name: 'Keep with the booking' }).click();
  await expect(section.getByText(`${booking.bookingNo}-confirmation.pdf`)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'booking');
});
