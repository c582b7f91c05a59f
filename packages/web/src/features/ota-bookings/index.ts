// The OTA bookings feature's public face: its routed screen (a lazily loaded chunk) and the booking page's part.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { BookingOtaUpdates } from './booking-ota-updates.tsx';

export const otaBookingsScreen = lazyScreen(() =>
  import('./ota-bookings-page.tsx').then((m) => ({ default: m.OtaBookingsPage })),
);
