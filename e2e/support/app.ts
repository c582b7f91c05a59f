import { expect, type Locator, type Page } from '@playwright/test';

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
