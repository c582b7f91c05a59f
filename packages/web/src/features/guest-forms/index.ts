// The guest forms feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazy } from 'react';
import { lazyScreen } from '../../app/lazy-screen.ts';

export { BookingGuestForms } from './booking-guest-forms.tsx';
export { CustomerGuestForms } from './customer-guest-forms.tsx';
/** The review page as a component of its own chunk: /crm/guestform shows it with the CRM filter. */
export const GuestFormReview = lazy(() =>
  import('./guest-form-review-page.tsx').then((m) => ({ default: m.GuestFormReviewPage })),
);

export const guestFormScreen = lazyScreen(() =>
  import('./public-guest-form-page.tsx').then((m) => ({ default: m.GuestFormPage })),
);
export const guestFormMultiScreen = lazyScreen(() =>
  import('./public-guest-form-page.tsx').then((m) => ({ default: m.GuestFormMultiPage })),
);
export const guestFormReviewScreen = lazyScreen(() =>
  import('./guest-form-review-page.tsx').then((m) => ({ default: m.GuestFormReviewPage })),
);
