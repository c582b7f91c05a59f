import type { Locator } from '@playwright/test';

/** An ISO date as the app's date fields show and take it (SPEC §9: DD.MM.YYYY). */
export function displayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/**
 * Puts an ISO date into one of the app's date fields (the DateField: a text input in DD.MM.YYYY,
 * not the browser's own date control). A whole value typed at once is read like a paste.
 */
export async function fillDate(field: Locator, iso: string): Promise<void> {
  await field.fill(displayDate(iso));
}

/** Types a date key by key as a person does: click into the field, then the digits of DD.MM.YYYY. */
export async function typeDate(field: Locator, iso: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(displayDate(iso).replaceAll('.', ''));
}

/** Today in the operator's timezone (Europe/Berlin), as the server reads "today"; never UTC's date. */
export function operatorToday(): string {
  return new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
}

/** An ISO date moved by whole days. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
