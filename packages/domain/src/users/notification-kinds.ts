/**
 * The kinds of change a user may have the bell tell them of (the user's `notifications`, SPEC §3):
 * a booking made or moved by someone else, an online booking, a payment matched, a guest form
 * sent, a mail that failed, an OTA sale that needs placing (a conflict or an error). They are live event types (events area, LIVE_EVENT_TYPES), named here
 * with the user since the events area already imports this one; live-events.test.ts holds them to
 * those types. A rule's own notifications always reach the reader they name.
 */
export const NOTIFICATION_KINDS = [
  'booking.changed',
  'booking.online',
  'payment',
  'guestform.sent',
  'mail.failed',
  'ota.conflict',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/**
 * For a user who never chose: what a new booking from outside or a failure means, not every edit.
 * Who may not hear a kind (an OTA update without bookings.read) is never told it anyway.
 */
export const DEFAULT_NOTIFICATION_KINDS: NotificationKind[] = [
  'booking.online',
  'guestform.sent',
  'mail.failed',
  'ota.conflict',
];
