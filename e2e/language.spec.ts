import { expect, type Page, test } from '@playwright/test';
import { apiCall, apiLogin, createUser } from './support/api.ts';
import { drawer, EN, login, pageHeading } from './support/app.ts';

/** German texts from packages/web/src/i18n/de. */
const DE = {
  navigation: 'Hauptnavigation',
  masterData: 'Stammdaten',
  geo: 'Geografie und Währungen',
  greeting: /^Guten (Morgen|Tag|Abend), Greta Sprache$/,
  intro: 'Das bringt der heutige Tag. Jede Zahl öffnet ihre Liste.',
  language: 'Sprache',
  accountMenu: 'Kontomenü',
  logout: 'Abmelden',
  loginTitle: 'Willkommen an Bord',
};

async function chooseLanguage(page: Page, current: { label: string }, language: 'Deutsch' | 'English') {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/self') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: current.label }).click();
  await page.getByRole('menuitem', { name: language }).click();
  expect((await saved).ok()).toBe(true);
}

async function storedLanguage(email: string, password: string): Promise<unknown> {
  const token = await apiLogin(email, password);
  const self = await apiCall<{ settings: { language?: string } }>('GET', '/api/users/self', { token });
  return self.settings.language;
}

async function expectGerman(page: Page, { htmlLang = true } = {}) {
  await expect(pageHeading(page)).toHaveText(DE.greeting);
  await expect(page.getByText(DE.intro)).toBeVisible();
  const nav = page.getByRole('navigation', { name: DE.navigation });
  await expect(nav.getByRole('button', { name: DE.masterData, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: DE.language })).toHaveText('DE');
  if (htmlLang) await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

test('the language choice switches the UI, survives a reload and is saved to the user', async ({
  page,
  context,
}) => {
  // An account of its own: a failure half-way must not leave another spec's user in German.
  const user = await createUser({ prefix: 'lang', name: 'Greta Sprache', scopes: ['settings.read'] });
  await login(page, user.email, user.password);
  await expect(pageHeading(page)).toHaveText(/^Good (morning|afternoon|evening), Greta Sprache$/);
  await expect(page.getByRole('button', { name: EN.language })).toHaveText('EN');

  await chooseLanguage(page, { label: EN.language }, 'Deutsch');
  await expectGerman(page);
  await expect(page.getByRole('navigation', { name: EN.navigation })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: DE.navigation });
  await nav.getByRole('button', { name: DE.masterData }).click();
  await expect(nav.getByRole('link', { name: DE.geo })).toBeVisible();
  expect(await storedLanguage(user.email, user.password)).toBe('de');

  await page.reload();
  // <html lang> after a reload is the known bug checked on its own below.
  await expectGerman(page, { htmlLang: false });

  // Logged out, the browser still remembers German …
  await page.getByRole('button', { name: DE.accountMenu }).click();
  await page.getByRole('menuitem', { name: DE.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(pageHeading(page, DE.loginTitle)).toBeVisible();

  // … and with the browser's memory wiped, the login brings German back from the server.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(pageHeading(page, EN.loginTitle)).toBeVisible();
  await login(page, user.email, user.password);
  await expectGerman(page);

  await chooseLanguage(page, { label: DE.language }, 'English');
  await expect(pageHeading(page)).toHaveText(/^Good (morning|afternoon|evening), Greta Sprache$/);
  await expect(drawer(page).getByRole('button', { name: 'Master data', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: EN.language })).toHaveText('EN');
  expect(await storedLanguage(user.email, user.password)).toBe('en');
});

test('after a reload the page still declares German in <html lang>', async ({ page }) => {
  const user = await createUser({ prefix: 'lang-attr', name: 'Greta Sprache', scopes: ['settings.read'] });
  await login(page, user.email, user.password);
  await chooseLanguage(page, { label: EN.language }, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(pageHeading(page)).toHaveText(DE.greeting);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de', { timeout: 2000 });
});
