// The booking setup feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const bookingSetupScreen = lazyScreen(() =>
  import('./booking-setup-page.tsx').then((m) => ({ default: m.BookingSetupPage })),
);
