import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mailbox.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * Mail templates: the demo confirmation edited in the editor and previewed on a booking picked
 * there, then sent from the booking page; the mail arrives at the test SMTP server with the
 * confirmation PDF attached. Screenshots land in /tmp/shots/mail-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('mail');

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

test('edits the confirmation template, previews it on a booking, sends it with its PDF', async ({ page }) => {
  // Two screens, a PDF and a mail round trip: on a loaded machine more than the default 45 s.
  test.setTimeout(90_000);
  const token = await adminToken();
  const post = <T = StoredRecord>(path: string, body: unknown) => apiCall<T>('POST', path, { token, body });
  const vessel = await post('/api/vessel', { name: `MV Letters ${RUN}` });
  const type = await post('/api/roomtypes', { name: `Twin ${RUN}`, vessel: vessel.id });
  const cabin = await post('/api/rooms', {
    type: 'Cabin',
    name: 'Cabin 7',
    vessel: vessel.id,
    roomType: type.id,
  });
  const tour = await post('/api/tour', { name: `Reefs ${RUN}`, vessel: vessel.id });
  const trip = await post('/api/schedule', { tour: tour.id, vessel: vessel.id, from: day(50), to: day(57) });
  const email = `mia.${RUN}@example.com`;
  const guest = await post('/api/customer', {
    masterData: { firstName: 'Mia', lastName: `Letters${RUN}`, gender: 'f' },
    contact: { email },
    address: {},
    passport: {},
  });
  const booking = await post<{ id: string; bookingNo: string }>('/api/bookings', {
    schedule: trip.id,
    rooms: [{ room: cabin.id, guests: [guest.id] }],
    language: 'en',
    state: 'confirmed',
  });

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/config/mailtemplates');
  await expect(pageHeading(page, 'Mail templates')).toBeVisible();
  // The name column; the attachments column names the confirmation document too.
  await page.getByRole('gridcell', { name: 'Booking confirmation' }).first().click();
  await expect(pageHeading(page, 'Booking confirmation')).toBeVisible();

  // The preview on the booking made above, in English.
  await page.getByRole('tab', { name: 'English' }).click();
  const preview = page.getByTestId('mail-preview');
  await preview.getByRole('combobox', { name: 'Preview with booking' }).fill(booking.bookingNo);
  await page.getByRole('option', { name: new RegExp(booking.bookingNo) }).click();
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await subject.fill(`Confirmed: {{ booking.number }} for {{ booker.lastName }} (${RUN})`);
  await expect(preview.getByTestId('mail-preview-subject')).toHaveText(
    `Confirmed: ${booking.bookingNo} for Letters${RUN} (${RUN})`,
  );
  await expect(preview.getByTestId('mail-preview-body')).toContainText(`Dear Ms Letters${RUN},`);
  await expect(preview.getByTestId('mail-preview-body')).toContainText(`Reefs ${RUN} on MV Letters ${RUN}`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'template-editor');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'template-editor-phone');
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The template was saved.')).toBeVisible();

  await open(page, `/booking/${booking.id}`);
  const documents = page.getByTestId('booking-documents');
  await documents.getByRole('button', { name: 'Send mail' }).click();
  const dialog = page.getByTestId('send-mail-dialog');
  await expect(dialog.getByRole('combobox', { name: 'Template' })).toHaveText('Booking confirmation');
  await expect(dialog.getByRole('checkbox', { name: 'Booking confirmation' })).toBeChecked();
  await expect(dialog.getByTestId('mail-preview-subject')).toHaveText(
    `Confirmed: ${booking.bookingNo} for Letters${RUN} (${RUN})`,
  );
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'send-dialog', { full: false });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText(
      `The mail to ${email} is queued; the booking's history shows when the mail server has taken it.`,
    ),
  ).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail).toContain(`Confirmed: ${booking.bookingNo} for Letters${RUN}`);
  // (The mailbox helper decodes quoted-printable over the whole mail, so "=20" of the header goes.)
  expect(mail).toContain('Content-Type: application/pdf');
  expect(mail).toContain(`${booking.bookingNo.slice(-5)}-confirmation.pdf`);
  // The attachment is a PDF: base64 of "%PDF-" starts with JVBERi0.
  expect(mail).toContain('JVBERi0');
  // The history said "queued" until the mail server took it (or, read after the worker's next
  // round, already "sent"); read again, it says "sent". A reload on a loaded machine has taken
  // more than 5 s to show the history, so each look gets 15.
  await expect(page.getByText(/Mail (queued|sent)/).first()).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Mail sent').first()).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
});
