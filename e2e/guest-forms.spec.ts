import { type Locator, type Page, expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { expectSnackbar, pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { makePng } from './support/png.ts';
import { shooter, TAKE_SHOTS } from './support/shots.ts';
import { fillDate } from './support/dates.ts';
import { open } from './support/route-visits.ts';

/**
 * Guest forms end to end: the operator sends one link per booking; two guests fill their forms
 * on a phone, logged out (one uploads a passport picture and signs with the finger, one types the
 * name as the signature); the operator reviews what differs, applies it, and the trip's guest list
 * and printed manifest show the passport numbers. Screenshots land in /tmp/shots/guestforms-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('guestforms');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

interface Guest {
  tab: RegExp;
  firstName?: string;
  lastName?: string;
  birthday: string;
  email: string;
  passport: string;
  country: string;
  upload?: boolean;
  /** Signs by typing the name (no drawing: keyboard and screen-reader users, WCAG 2.5.1). */
  typesSignature?: boolean;
}

const ANNA: Guest = {
  tab: new RegExp(`Cabin 1 · bed 1 · Anna Form${RUN}`),
  birthday: '1988-04-12',
  email: `anna.${RUN}@example.com`,
  passport: `SE${RUN}A1`.toUpperCase(),
  country: 'Sweden',
  upload: true,
};
const BEN: Guest = {
  tab: /Guest 2/,
  firstName: 'Ben',
  lastName: `Form${RUN}`,
  birthday: '1985-09-30',
  email: `ben.${RUN}@example.com`,
  passport: `DE${RUN}B2`.toUpperCase(),
  country: 'Germany',
  typesSignature: true,
};

async function openSection(form: Locator, name: string) {
  const header = form.getByRole('button', { name, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

async function chooseCountry(page: Page, form: Locator, label: RegExp, country: string) {
  const box = form.getByRole('combobox', { name: label });
  await box.fill(country.slice(0, 4));
  await page.getByRole('option', { name: country, exact: true }).click();
}

/** Draws a signature with the mouse: a finger on a phone does the same. */
async function sign(page: Page, form: Locator) {
  const pad = form.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++)
    await page.mouse.move(box.x + 30 + step * 20, box.y + box.height * (0.6 - 0.25 * Math.sin(step / 2)), {
      steps: 3,
    });
  await page.mouse.up();
}

async function fillGuest(page: Page, guest: Guest) {
  await page.getByRole('tab', { name: guest.tab }).click();
  const form = page
    .locator('[data-testid^="guest-form-"]')
    .filter({ has: page.getByRole('button', { name: 'Send' }) });
  await openSection(form, 'Personal data');
  if (guest.firstName) await form.getByLabel(/^First name/).fill(guest.firstName);
  if (guest.lastName) await form.getByLabel(/^Last name/).fill(guest.lastName);
  await fillDate(form.getByLabel(/^Date of birth/), guest.birthday);
  await chooseCountry(page, form, /^Nationality/, guest.country);
  await openSection(form, 'Contact');
  await form.getByLabel(/^E-mail/).fill(guest.email);
  await openSection(form, 'Passport');
  await form.getByLabel(/^Passport number/).fill(guest.passport);
  await fillDate(form.getByLabel(/^Passport valid until/), day(3 * 365));
  await chooseCountry(page, form, /^Issuing country/, guest.country);
  await openSection(form, 'Diving experience');
  await form.getByRole('combobox', { name: 'Certification agency' }).click();
  await page.getByRole('option', { name: 'PADI' }).click();
  await form.getByLabel('Certification level').fill('Advanced Open Water');
  await form.getByLabel('Number of logged dives').fill('64');
  await openSection(form, 'Medical questionnaire');
  for (let question = 1; question <= 10; question++)
    await form.locator(`input[name="medical.answers.q${question}"][value="no"]`).check();
  if (guest.upload) {
    await openSection(form, 'Uploads');
    await form.getByTestId('file-passportScan').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(form.getByTestId('upload-passportScan')).toContainText('passport.png');
  }
  await openSection(form, 'Consent and signature');
  await form.getByRole('checkbox', { name: 'I agree' }).check();
  if (guest.typesSignature) {
    await form.getByRole('button', { name: 'Type instead' }).click();
    const typed = form.getByRole('textbox', { name: 'Type your full name to sign' });
    await typed.focus();
    await page.keyboard.type(`${guest.firstName} ${guest.lastName}`);
  } else await sign(page, form);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Thank you! Your form has been sent.')).toBeVisible();
  await expect(page.getByRole('tab', { name: guest.tab }).getByLabel('Sent')).toBeVisible();
}

test('two guests send their forms from a phone; the operator applies them and the manifest shows the passports', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const token = await adminToken();
  const vessel = await apiCall<StoredRecord>('POST', '/api/vessel', {
    token,
    body: { name: `MV Forms ${RUN}` },
  });
  const type = await apiCall<StoredRecord>('POST', '/api/roomtypes', {
    token,
    body: { name: `Twin ${RUN}`, vessel: vessel.id },
  });
  await apiCall('POST', '/api/price', {
    token,
    body: {
      name: `Form trips ${RUN}`,
      vessel: vessel.id,
      type: 'Trip',
      status: 'active',
      calculationType: 'complete',
      entries: [{ roomType: type.id, season: '', noOfPax: null, amount: 120_000 }],
    },
  });
  const cabin = await apiCall<StoredRecord>('POST', '/api/rooms', {
    token,
    body: { type: 'Cabin', name: 'Cabin 1', vessel: vessel.id, roomType: type.id },
  });
  const tour = await apiCall<StoredRecord>('POST', '/api/tour', {
    token,
    body: { name: `Banda Sea ${RUN}`, vessel: vessel.id },
  });
  const trip = await apiCall<StoredRecord>('POST', '/api/schedule', {
    token,
    body: { tour: tour.id, vessel: vessel.id, from: day(30), to: day(37) },
  });
  const manifest = await apiCall<StoredRecord>('POST', '/api/vessellist', {
    token,
    body: {
      vessel: vessel.id,
      name: `Passenger manifest ${RUN}`,
      kind: 'passengers',
      fields: ['name', 'nationality', 'passport', 'birthday', 'cabin'],
    },
  });
  const anna = await apiCall<StoredRecord>('POST', '/api/customer', {
    token,
    body: {
      masterData: { firstName: 'Anna', lastName: `Form${RUN}`, gender: 'f' },
      contact: {},
      address: {},
      passport: {},
    },
  });
  // Anna is named on bed 1; bed 2 is booked for a guest not named yet.
  const booking = await apiCall<{ id: string; bookingNo: string }>('POST', '/api/bookings', {
    token,
    body: { schedule: trip.id, rooms: [{ room: cabin.id, guests: [anna.id, null] }] },
  });

  // The operator reads the booking's link (every guest at once) on the booking page.
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${booking.id}`);
  const section = page.getByTestId('booking-guest-forms');
  await expect(section.getByRole('heading', { name: 'Guest forms' })).toBeVisible();
  await section.getByRole('button', { name: 'All guests at once' }).click();
  const link = await section.getByTestId('guest-form-url').inputValue();
  expect(link).toContain(`/guestform-m/${booking.id}/`);
  await expect(section.getByTestId('guest-form-qr')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  if (TAKE_SHOTS) await section.screenshot({ path: '/tmp/shots/guestforms-booking-section-1366.png' });

  // Logged out, on a phone.
  const phone = await browser.newContext({
    viewport: PHONE,
    locale: 'en-GB',
    isMobile: true,
    hasTouch: true,
  });
  const guestPage = await phone.newPage();
  await guestPage.goto(link);
  // The form starts in the booking's language (German here); the guest switches to English.
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Gästeformular' })).toBeVisible();
  await guestPage.getByRole('main').getByRole('button', { name: 'English' }).click();
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Guest form' })).toBeVisible();
  await expect(guestPage.getByTestId('guest-form-booking')).toContainText(booking.bookingNo);
  await expect(guestPage.getByRole('tab', { name: ANNA.tab })).toBeVisible();
  await shot(guestPage, 'public-390', { full: false });
  await fillGuest(guestPage, ANNA);
  await fillGuest(guestPage, BEN);
  await shot(guestPage, 'public-sent-390');
  await guestPage.setViewportSize(DESKTOP);
  await guestPage.evaluate(() => window.scrollTo(0, 0));
  await shot(guestPage, 'public-1366', { full: false });
  await phone.close();

  // The operator reviews: the sent forms, what differs, and applies Anna's form.
  await open(page, '/customer/guestform');
  await expect(pageHeading(page, 'Guest forms')).toBeVisible();
  const list = page.getByTestId('guest-form-list');
  await expect(list.getByRole('row').filter({ hasText: booking.bookingNo })).toHaveCount(2);
  await shot(page, 'review-list-1366');
  await page.setViewportSize(PHONE);
  await shot(page, 'review-list-390');
  await page.setViewportSize(DESKTOP);
  await list.getByRole('button', { name: `Anna Form${RUN}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Anna Form${RUN}`) });
  const differences = dialog.getByTestId('differences-table');
  await expect(differences.locator('[data-field="passport.number"]')).toContainText(ANNA.passport);
  await expect(differences.locator('[data-field="diver.dives"]')).toContainText('64');
  await expect(dialog.getByTestId('review-signature')).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: /Passport \(photo or scan\): passport\.png/ }),
  ).toBeVisible();
  await shot(page, 'review-detail-1366', { full: false });
  await page.setViewportSize(PHONE);
  await shot(page, 'review-detail-390', { full: false });
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Apply all' }).click();
  await page.getByTestId('apply-guest-form').getByRole('button', { name: 'Apply' }).click();
  // The snackbar shows above the open dialog (which hides the rest of the page from the role tree).
  await expect(page.getByText(`Applied the form of Anna Form${RUN}.`)).toBeVisible();
  await expect(
    dialog.getByText('This form has been applied to the customer record and booking.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Ben's form from the booking page: "Apply all sent forms" gives the blank bed a new customer.
  await page.goto(`/booking/${booking.id}`);
  await section.getByRole('button', { name: 'Apply sent form (1)' }).click();
  await page.getByTestId('apply-all-guest-forms').getByRole('button', { name: 'Apply' }).click();
  await expectSnackbar(page, 'Applied 1 form.', 'success');
  await expect(section.locator('[data-state="applied"]')).toHaveCount(2);
  await expect(section).toContainText(`Ben Form${RUN}`);
  await section.scrollIntoViewIfNeeded();
  if (TAKE_SHOTS)
    await section.screenshot({ path: '/tmp/shots/guestforms-booking-section-applied-1366.png' });
  await page.setViewportSize(PHONE);
  await section.scrollIntoViewIfNeeded();
  if (TAKE_SHOTS) await section.screenshot({ path: '/tmp/shots/guestforms-booking-section-390.png' });
  await page.setViewportSize(DESKTOP);

  // The trip's guest list and its printed manifest read the applied passports.
  await open(page, `/schedule/${trip.id}`);
  const guests = page.getByTestId('trip-guests-table');
  await expect(guests).toContainText(ANNA.passport);
  await expect(guests).toContainText(BEN.passport);
  await page.getByRole('button', { name: 'Print vessel list' }).click();
  const print = page.getByRole('dialog', { name: 'Print a vessel list for this trip' });
  await print.getByRole('combobox', { name: 'List' }).click();
  await page.getByRole('option', { name: manifest.name as string }).click();
  const popup = page.waitForEvent('popup');
  await print.getByRole('button', { name: 'Open for printing' }).click();
  const printed = await popup;
  await expect(printed.locator('body')).toContainText(ANNA.passport);
  await expect(printed.locator('body')).toContainText(BEN.passport);
});
