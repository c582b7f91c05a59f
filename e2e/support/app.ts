import { expect, type Locator, type Page } from '@playwright/test';
import { apiCall } from './api.ts';

/** Texts of the English UI (packages/web/src/i18n/en), the ones the specs look for. */
export const EN = {
  email: 'E-mail',
  password: 'Password',
  newPassword: 'New password',
  passwordRepeat: 'Repeat password',
  token: 'Token',
  accountMenu: 'Account menu',
  logout: 'Log out',
  language: 'Language',
  navigation: 'Main navigation',
  loginTitle: 'Welcome aboard',
  greeting: /^Good (morning|afternoon|evening), /,
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to open this page.',
  invalidCredentials: 'E-mail or password is wrong.',
  notFoundTitle: 'Page not found',
} as const;

/** The theme's colours of the filled snackbars (packages/web/src/app/theme.ts). */
const SNACKBAR_COLOURS = { error: 'rgb(198, 40, 40)', success: 'rgb(46, 125, 50)' } as const;

export function snackbar(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** A snackbar with this text shows, in red (error) or green (success). */
export async function expectSnackbar(
  page: Page,
  text: string | RegExp,
  severity: keyof typeof SNACKBAR_COLOURS,
): Promise<void> {
  const alert = snackbar(page, text);
  await expect(alert).toBeVisible();
  await expect(alert).toHaveCSS('background-color', SNACKBAR_COLOURS[severity]);
}

/** Logs in on /login the way a person does: type, press Enter, wait for the start page. */
export async function login(
  page: Page,
  email: string,
  password: string,
  options: { expectPath?: string | RegExp } = {},
): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  // Either UI language: a German user's browser may show the German form.
  await page.getByLabel(/^E-?mail$/i).fill(email);
  const passwordField = page.getByLabel(/^(Password|Passwort)$/);
  await passwordField.fill(password);
  await passwordField.press('Enter');
  await expect(page).toHaveURL(options.expectPath ?? /\/$/);
}

/**
 * Signs in without the form and opens `path`: the token comes from the API and is stored where the
 * app keeps its login (app/storage.ts, `seaberth.auth`) before the first page loads. A UI login
 * lands on the start page, the heaviest screen there is, only for the spec to leave it at once; this
 * saves that visit (about 3 s a spec, measured here). auth.spec.ts and guard.spec.ts keep the form.
 * The user's saved language is not applied (the form's login does that): for English users only.
 */
export async function signIn(page: Page, email: string, password: string, path: string): Promise<void> {
  const auth = await apiCall<{ token: string; expiresIn: number; user: unknown }>('POST', '/api/auth/token', {
    body: { email, password, ts: Date.now() },
  });
  const stored = JSON.stringify({
    token: auth.token,
    expiresAt: Date.now() + auth.expiresIn * 1000,
    lifetime: auth.expiresIn,
    user: auth.user,
  });
  // Once per tab and sign-in: a spec that logs out and navigates on must stay logged out, and the
  // tab a test is handed may have been the last test's (the config's `reuseContext`), whose mark
  // its session storage keeps.
  const mark = `${auth.token.slice(-12)}${Math.random()}`;
  await page.addInitScript(
    ({ value, mark }) => {
      if (sessionStorage.getItem('e2e.signedIn') === mark) return;
      sessionStorage.setItem('e2e.signedIn', mark);
      localStorage.setItem('seaberth.auth', value);
    },
    { value: stored, mark },
  );
  await page.goto(path);
}

/** The logout entry of the account menu in the header; lands on /login. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: EN.accountMenu }).click();
  await page.getByRole('menuitem', { name: EN.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export function drawer(page: Page): Locator {
  return page.getByRole('navigation', { name: EN.navigation });
}

/** The first page-level heading. */
export function pageHeading(page: Page, name?: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
}
