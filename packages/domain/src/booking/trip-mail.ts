/** What a mail to the guests of a trip may say about each guest: `{{firstName}}` and so on. */
export const TRIP_MAIL_PLACEHOLDERS = [
  'firstName',
  'lastName',
  'fullName',
  'bookingNo',
  'tour',
  'vessel',
  'cabin',
  'from',
  'to',
] as const;
export type TripMailPlaceholder = (typeof TRIP_MAIL_PLACEHOLDERS)[number];

/**
 * Fills the placeholders; an unknown `{{name}}` stays as written so a typo is visible in the
 * preview instead of silently vanishing from the guest's mail.
 */
export function fillTripMail(template: string, values: Record<TripMailPlaceholder, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    (TRIP_MAIL_PLACEHOLDERS as readonly string[]).includes(name)
      ? values[name as TripMailPlaceholder]
      : whole,
  );
}
