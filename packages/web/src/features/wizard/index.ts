// The wizard feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { TripBookingButtons, TripBookingSections, type TripSummary } from './trip-bookings.tsx';
export { useWizardSession } from './wizard-session.ts';

export const bookingWizardScreen = lazyScreen(() =>
  import('./booking-wizard-page.tsx').then((m) => ({ default: m.BookingWizardPage })),
);
export const resortBookingScreen = lazyScreen(() =>
  import('./resort-booking-page.tsx').then((m) => ({ default: m.ResortBookingPage })),
);
export const tourBookingScreen = lazyScreen(() =>
  import('./tour-booking-page.tsx').then((m) => ({ default: m.TourBookingPage })),
);
