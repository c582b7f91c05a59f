import { type Locator, type Page, expect, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { expectSnackbar, pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * Forms end to end: the operator builds a feedback form (stars, one choice, a long question),
 * reorders it by dragging, sends it to a demo customer without mail, the customer answers it on a
 * phone without logging in, and the operator reads the answers. Screenshots in /tmp/shots/forms-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const NAME = `Trip feedback ${RUN}`;
const shot = shooter('forms');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

const fields = (page: Page) => page.getByTestId('builder-field');

async function addField(page: Page, type: string, question: string) {
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
  const field = fields(page).last();
  await field.getByRole('textbox', { name: 'Question (EN)' }).fill(question);
  return field;
}

async function keys(list: Locator, attribute: string): Promise<string[]> {
  return list.evaluateAll((els, name) => els.map((el) => el.getAttribute(name) ?? ''), attribute);
}

/** Script errors and console errors of a page (a failed load the app handles itself aside). */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of (401|404)/.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

/** Drags a field by its handle onto another field's place, as a person does with the mouse. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(x, to.y + to.height * 0.75, { steps: 20 });
  await page.mouse.up();
}

test('builds a feedback form, sends it, the customer answers it on a phone and the operator reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const customers = await apiCall<{ data: { id: string; fullName: string }[] }>(
    'GET',
    '/api/customer?size=5',
    {
      token,
    },
  );
  const customer = customers.data.find((c) => c.fullName)!;

  const operatorProblems = watch(page);

  // The operator builds the form.
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/formdef');
  await expect(pageHeading(page, 'Form definitions')).toBeVisible();
  await page.getByRole('button', { name: 'New form definition' }).first().click();
  await expect(page).toHaveURL(/\/formdef\/new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await page.getByRole('textbox', { name: 'Description' }).fill('Two minutes to tell us how your trip was.');

  await addField(page, 'Long answer', 'What should we do better?');
  const stars = await addField(page, 'Stars', 'How was your trip?');
  await stars.getByRole('textbox', { name: 'Question (DE)' }).fill('Wie war Ihre Reise?');
  await stars.getByRole('switch', { name: 'Required' }).check();
  const choice = await addField(page, 'One choice', 'Would you dive with us again?');
  await choice.getByRole('switch', { name: 'Required' }).check();
  const options = choice.getByTestId('option-row');
  await options.nth(0).getByRole('textbox', { name: 'Label (EN)' }).fill('Yes');
  await options.nth(1).getByRole('textbox', { name: 'Label (EN)' }).fill('No');
  await expect(options.nth(0).getByRole('textbox', { name: 'Value' })).toHaveValue('yes');
  const preview = page.getByTestId('form-preview');
  await expect(preview.getByRole('radio', { name: 'Yes' })).toBeAttached();
  await shot(page, 'builder-editing', { full: false });

  // The long question goes last: dragged by its handle below the others.
  await choice.getByRole('button', { name: /^Close / }).click();
  await expect(choice.getByRole('textbox', { name: 'Question (EN)' })).toBeHidden();
  const order = ['whatShouldWeDoBetter', 'howWasYourTrip', 'wouldYouDiveWithUsAgain'];
  expect(await keys(fields(page), 'data-key')).toEqual(order);
  await drag(
    page,
    page.getByRole('button', { name: 'Drag What should we do better? to another place' }),
    fields(page).last(),
  );
  const moved = ['howWasYourTrip', 'wouldYouDiveWithUsAgain', 'whatShouldWeDoBetter'];
  await expect.poll(() => keys(fields(page), 'data-key')).toEqual(moved);
  await expect.poll(() => keys(preview.locator('[data-field]'), 'data-field')).toEqual(moved);
  await shot(page, 'builder', { full: false });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSnackbar(page, `${NAME} was saved.`, 'success');
  await expect(page).toHaveURL(/\/formdef\/[0-9a-f-]{36}$/);
  await page.setViewportSize(PHONE);
  await shot(page, 'builder-phone');
  await page.setViewportSize(DESKTOP);

  // Sent to a demo customer, without mail: the link and its QR code to hand over.
  await open(page, '/form');
  await expect(pageHeading(page, 'Forms')).toBeVisible();
  await page.getByRole('button', { name: 'Send a form' }).click();
  const dialog = page.getByTestId('send-form-dialog');
  await dialog.getByRole('combobox', { name: /^Form/ }).click();
  await page.getByRole('option', { name: NAME }).click();
  await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer.fullName);
  await page
    .getByRole('option', { name: new RegExp(customer.fullName) })
    .first()
    .click();
  await dialog.getByTestId('send-form-dialog-submit').click();
  const linkDialog = page.getByTestId('form-link-dialog');
  await expect(linkDialog.getByTestId('form-qr')).toBeVisible();
  const url = await linkDialog.getByTestId('form-url').inputValue();
  expect(url).toMatch(/\/forms\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/);
  await shot(page, 'sent-link', { full: false });
  await linkDialog.getByRole('button', { name: 'Done' }).click();

  // The customer, logged out: first on a laptop, then answering on a phone.
  const guest = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' });
  const phone = await guest.newPage();
  const customerProblems = watch(phone);
  await phone.goto(url);
  await expect(pageHeading(phone, NAME)).toBeVisible();
  await shot(phone, 'public-desktop');
  // The customer's other language: the German question where written, the English one elsewhere.
  await phone.getByRole('button', { name: 'Deutsch' }).click();
  await expect(phone.getByText('Wie war Ihre Reise?')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Senden' })).toBeVisible();
  await shot(phone, 'public-desktop-de');
  await phone.getByRole('button', { name: 'English' }).click();
  await phone.setViewportSize(PHONE);
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(phone.getByText('2 answers need your attention.')).toBeVisible();
  await shot(phone, 'public-phone-problems');
  // The fourth star, tapped where it is drawn (its radio is hidden under the picture).
  await phone.locator('label', { hasText: '4 of 5 stars' }).click();
  await expect(phone.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  await phone.getByRole('radio', { name: 'Yes' }).check();
  await phone
    .getByRole('textbox', { name: 'What should we do better?' })
    .fill('More <b>coffee</b> on the boat');
  await shot(phone, 'public-phone');
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(phone.getByText('More <b>coffee</b> on the boat')).toBeVisible();
  await shot(phone, 'public-phone-sent');
  await phone.reload();
  await expect(phone.getByText('This form was sent. These are your answers.')).toBeVisible();
  expect(customerProblems).toEqual([]);
  await guest.close();

  // The operator reads the answers.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.fullName);
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row.getByText('Answered')).toBeVisible();
  await shot(page, 'list', { full: false });
  await row.getByRole('button', { name: NAME }).click();
  const detail = page.getByTestId('sent-form-dialog');
  await expect(detail.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await expect(detail.getByText('Yes', { exact: true })).toBeVisible();
  await expect(detail.getByText('More <b>coffee</b> on the boat')).toBeVisible();
  await shot(page, 'detail', { full: false });

  const stored = await apiCall<{ data: { definitionName: string; answers: Record<string, unknown> }[] }>(
    'GET',
    `/api/form?search=${encodeURIComponent(NAME)}`,
    { token },
  );
  expect(stored.data[0]!.answers).toEqual({
    howWasYourTrip: 4,
    wouldYouDiveWithUsAgain: 'yes',
    whatShouldWeDoBetter: 'More <b>coffee</b> on the boat',
  });
  expect(operatorProblems).toEqual([]);
});
