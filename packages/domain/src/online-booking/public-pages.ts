/**
 * The pages a guest opens on the operator's website (issue 17): they are served by their own light
 * entry (`book.html`) instead of the back office's, so a phone loads only what booking needs.
 * The server answers these paths with that entry, the service worker keeps its shell apart.
 */
export const PUBLIC_BOOKING_PAGES = [
  '/book/online',
  '/book/online-v2',
  '/book/resort',
  '/book/resort-v2',
  '/payment/success',
  '/payment/aborted',
] as const;

export type PublicBookingPage = (typeof PUBLIC_BOOKING_PAGES)[number];

/** Whether a path (without query) is one of the public booking pages; a trailing slash is allowed. */
export function isPublicBookingPage(path: string): path is PublicBookingPage {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return (PUBLIC_BOOKING_PAGES as readonly string[]).includes(trimmed);
}
