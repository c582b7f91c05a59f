import type { ResourceVerb } from '@seaberth/domain';

/** Permission areas named by the routes of SPEC §6 (plus the ones the generic resources check). */
export const SCOPE_AREAS = [
  'banks',
  'bankentries',
  'agencies',
  'customers',
  'bookings',
  'pos',
  'tours',
  'schedules',
  'vessel',
  'resort',
  'users',
  'mailtemplates',
  'payprovider',
  'mail',
  'mailqueue',
  'mailschedule',
  'todo',
  'suapi',
  'contest',
  'forms',
  'formdef',
  'referral',
  'divelog',
  'diveplan',
  'divesite',
  'divetype',
  'diveboat',
  'price',
  'employee',
  'widget',
  'product',
  'media',
  'settings',
  'export',
  'bookingpayment',
  'textblock',
] as const;

/** SPEC §3 permission verbs; `self` limits an area to the user's own records. */
export const SCOPE_VERBS: readonly (ResourceVerb | 'self')[] = ['read', 'create', 'update', 'delete', 'self'];

/**
 * Suggestions for a scope input. Only suggestions: the input stays free text because scopes also
 * accept prefix forms (`bookings.*`, `bookings`) and the `$view.` / `$cat.` families of SPEC §6.
 */
export const KNOWN_SCOPES: readonly string[] = [
  'admin',
  'user',
  ...SCOPE_AREAS.flatMap((area) => SCOPE_VERBS.map((verb) => `${area}.${verb}`)),
  // Moves stock (used, received, counted) without the right to change products (issue 35).
  'product.stock',
];

/** The area of a scope, used to group suggestions; the special scopes form their own group. */
export function scopeArea(scope: string): string {
  const dot = scope.indexOf('.');
  return dot === -1 ? '' : scope.slice(0, dot);
}
