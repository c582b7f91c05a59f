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

/**
 * A browser timezone whose calendar shows another day than the operator's right now: UTC+14 from
 * 10:00 to 23:00 UTC, UTC−11 the other hours. A page that takes "today" from the browser instead
 * of the operator's day fails under it at any hour of the run.
 */
export function zoneOnAnotherDay(): string {
  const dayIn = (timeZone: string) => new Date().toLocaleDateString('sv-SE', { timeZone });
  return dayIn('Pacific/Kiritimati') !== operatorToday() ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}
