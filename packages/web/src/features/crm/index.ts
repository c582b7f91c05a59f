// The CRM feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const crmCustomersScreen = lazyScreen(() =>
  import('./crm-customers-page.tsx').then((m) => ({ default: m.CrmCustomersPage })),
);
export const crmFilterScreen = lazyScreen(() =>
  import('./crm-customers-page.tsx').then((m) => ({ default: m.CrmFilterPage })),
);
export const crmGuestFormsScreen = lazyScreen(() =>
  import('./crm-guest-forms-page.tsx').then((m) => ({ default: m.CrmGuestFormsPage })),
);
