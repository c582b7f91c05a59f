// The agencies feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { isCreditLimit } from './agency-api.ts';
export { AgencyName, AgencySelect } from './agency-select.tsx';
export { BookingAgencyFact } from './booking-agency-fact.tsx';
export { CreditLimitOverride } from './credit-limit-override.tsx';

export const agencyListScreen = lazyScreen(() =>
  import('./agency-list-page.tsx').then((m) => ({ default: m.AgencyListPage })),
);
export const agencyFilterScreen = lazyScreen(() =>
  import('./agency-list-page.tsx').then((m) => ({ default: m.AgencyFilterPage })),
);
export const agencyEditScreen = lazyScreen(() =>
  import('./agency-page.tsx').then((m) => ({ default: m.AgencyPage })),
);
export const agencyGroupsScreen = lazyScreen(() =>
  import('./agency-groups-page.tsx').then((m) => ({ default: m.AgencyGroupsPage })),
);
export const agencyPaymentsScreen = lazyScreen(() =>
  import('./agency-payments-page.tsx').then((m) => ({ default: m.AgencyPaymentsPage })),
);
export const agencyCommissionScreen = lazyScreen(() =>
  import('./commission-statement-page.tsx').then((m) => ({ default: m.CommissionStatementPage })),
);
export const agencyCreditsScreen = lazyScreen(() =>
  import('./credits-page.tsx').then((m) => ({ default: m.CreditsPage })),
);
