// The customer's record page (issue 37): it brings together what the customers, bookings, dive
// and guest-forms areas show of one guest, so none of them has to import the others.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const customerViewScreen = lazyScreen(() =>
  import('./customer-view-page.tsx').then((m) => ({ default: m.CustomerViewPage })),
);
