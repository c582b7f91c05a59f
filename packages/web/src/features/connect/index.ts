// The connect feature's public face (issue 39): connected systems and the group's asset master.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const systemConnectionsScreen = lazyScreen(() =>
  import('./system-connections-page.tsx').then((m) => ({ default: m.SystemConnectionsPage })),
);
export const masterBookingsScreen = lazyScreen(() =>
  import('./master-bookings-page.tsx').then((m) => ({ default: m.MasterBookingsPage })),
);
export const masterBookingScreen = lazyScreen(() =>
  import('./master-booking-page.tsx').then((m) => ({ default: m.MasterBookingPage })),
);
