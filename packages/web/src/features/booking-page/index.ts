// The booking page feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const bookingDetailScreen = lazyScreen(() =>
  import('./booking-page.tsx').then((m) => ({ default: m.BookingPage })),
);
