import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, pathOf, type StoredRecord } from './support/api.ts';
import { reflowProblems } from './support/reflow.ts';

/**
 * Issue 40, beyond axe, on the forms a guest fills in without an account: a send with problems,
 * done by keyboard alone, puts the focus on the first field with a problem, marked invalid and
 * described by its message (WCAG 3.3.1, 4.1.3 by the alert), and no focused field hides under the
 * guest form's sticky bar or the page's fixed header (WCAG 2.4.11). All at 200 % zoom (1366×768
 * shown at 683×384 CSS px), where both bars take the most of the screen.
 */
const ZOOM = { width: 683, height: 384 };

const links = { guestForm: '', form: '' };

test.beforeAll(async () => {
  const token = await adminToken();
  const filter = encodeURIComponent(JSON.stringify({ state: 'confirmed' }));
  const { data } = await apiCall<{ data: { id: string }[] }>('GET', `/api/bookings?size=5&filter=${filter}`, {
    token,
  });
  const guestLink = await apiCall<{ multiUrl: string }>('GET', `/api/guestform/${data[0]!.id}/links`, {
    token,
  });
  links.guestForm = pathOf(guestLink.multiUrl);

  const definition = await apiCall<StoredRecord>('POST', '/api/formdef', {
    token,
    body: {
      name: `Arrival questions a11y ${Date.now().toString(36)}`,
      purpose: 'feedback',
      description: 'Before you come',
      fields: [
        { id: 'intro', type: 'Header', label: { en: 'Your arrival', de: 'Ihre Anreise' } },
        {
          id: 'flight',
          type: 'QuestionShort',
          label: { en: 'Flight number', de: 'Flugnummer' },
          required: true,
        },
        {
          id: 'transfer',
          type: 'Radio',
          label: { en: 'Do you need a transfer?', de: 'Brauchen Sie einen Transfer?' },
          required: true,
          options: [
            { value: 'yes', label: { en: 'Yes', de: 'Ja' } },
            { value: 'no', label: { en: 'No', de: 'Nein' } },
          ],
        },
      ],
    },
  });
  const customers = await apiCall<{ data: { id: string }[] }>('GET', '/api/customer?size=1', { token });
  const sent = await apiCall<{ url: string }>('POST', '/api/form/send', {
    token,
    body: { definition: definition.id, customer: customers.data[0]!.id, language: 'en' },
  });
  links.form = pathOf(sent.url);
});

/** Presses Tab until the focused element matches `test` (at most `max` times). */
async function tabUntil(page: Page, test: (el: Element) => boolean, max = 80): Promise<void> {
  for (let step = 0; step < max; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluateHandle(() => document.activeElement ?? document.body);
    if (await focused.evaluate(test)) return;
  }
  throw new Error('Tab never reached the control');
}

/**
 * What a screen reader and a sighted keyboard user get at the focused element: marked invalid
 * (itself or its group), the text it is described by, and whether it is clear of fixed and sticky
 * bars (the element found at its middle is the element itself).
 */
async function focusedProblem(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const marked = el.closest('[aria-invalid="true"]') as HTMLElement | null;
    const ids = (marked?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const message = ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    return { tag: el.tagName, invalid: marked !== null, message, hidden: hiddenUnderBar(el) };

    function hiddenUnderBar(target: HTMLElement): string | null {
      const rect = target.getBoundingClientRect();
      if (rect.bottom <= 0 || rect.top >= innerHeight) return 'off screen';
      // A quarter in from the top and the bottom: a tab's own underline is no cover.
      for (const y of [rect.top + rect.height / 4, rect.bottom - rect.height / 4]) {
        const x = rect.left + Math.min(rect.width / 2, 12);
        const top = document.elementFromPoint(x, Math.min(Math.max(y, 0), innerHeight - 1));
        const label = target.closest('label');
        if (top && !(target.contains(top) || top.contains(target) || label?.contains(top)))
          return `${top.tagName}.${String(top.className).slice(0, 40)} at y=${Math.round(y)}`;
      }
      return null;
    }
  });
}

test('an empty guest form sent by keyboard focuses the first problem, tied to its message (200 %)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: ZOOM, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(links.guestForm);
  const first = page.getByRole('textbox', { name: 'First name' });
  await expect(first).toBeVisible({ timeout: 20_000 });
  expect(await reflowProblems(page), 'the guest form reflows at 200 %').toEqual([]);

  // The first required field emptied, then "Send" reached and pressed by keyboard.
  await tabUntil(page, (el) => el.getAttribute('name') === 'masterData.firstName');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await tabUntil(page, (el) => el.tagName === 'BUTTON' && /^Send/.test(el.textContent ?? ''), 120);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert').filter({ hasText: /check|fix/i })).toBeVisible();
  await expect(first).toBeFocused();
  const state = await focusedProblem(page);
  expect(state).toMatchObject({ invalid: true, hidden: null });
  expect(state?.message).toMatch(/fill|required/i);
  await context.close();
});

test('Tab through the guest form at 200 %: no focused field hides under the sticky bar or header', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: ZOOM, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(links.guestForm);
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible({ timeout: 20_000 });
  const hidden: string[] = [];
  // Forward through the open section to the bar's buttons, then back up to the header.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press(key);
      const state = await focusedProblem(page);
      if (state?.hidden) hidden.push(`${key} ${step}: ${state.tag} under ${state.hidden}`);
    }
  }
  expect(hidden).toEqual([]);
  await context.close();
});

test('an empty public form sent by keyboard focuses the first problem, tied to its message (200 %)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: ZOOM, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(links.form);
  const flight = page.getByRole('textbox', { name: 'Flight number' });
  await expect(flight).toBeVisible({ timeout: 20_000 });
  expect(await reflowProblems(page), 'the form reflows at 200 %').toEqual([]);
  await tabUntil(page, (el) => el.tagName === 'BUTTON' && /^Send/.test(el.textContent ?? ''));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert')).toBeVisible();
  await expect(flight).toBeFocused();
  const state = await focusedProblem(page);
  expect(state).toMatchObject({ invalid: true, hidden: null });
  expect(state?.message).not.toBe('');
  // The choice group's problem is tied to its radios too.
  const yes = page.getByRole('radio', { name: 'Yes' });
  await expect(yes).toHaveAttribute('aria-invalid', 'true');
  const described = (await yes.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${described}"]`)).not.toBeEmpty();
  await context.close();
});
