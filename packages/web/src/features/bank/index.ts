// The bank feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const bankOverviewScreen = lazyScreen(() =>
  import('./bank-overview-page.tsx').then((m) => ({ default: m.BankOverviewPage })),
);
export const bankListScreen = lazyScreen(() =>
  import('./bank-list-page.tsx').then((m) => ({ default: m.BankListPage })),
);
export const bankCreateScreen = lazyScreen(() =>
  import('./bank-create-page.tsx').then((m) => ({ default: m.BankCreatePage })),
);
export const bankAccountScreen = lazyScreen(() =>
  import('./bank-account-page.tsx').then((m) => ({ default: m.BankAccountPage })),
);
export const bankCashflowScreen = lazyScreen(() =>
  import('./cashflow-page.tsx').then((m) => ({ default: m.CashflowPage })),
);
export const bankEntryListScreen = lazyScreen(() =>
  import('./bank-entry-list-page.tsx').then((m) => ({ default: m.BankEntryListPage })),
);
export const bankEntryManualScreen = lazyScreen(() =>
  import('./manual-entries-page.tsx').then((m) => ({ default: m.ManualEntriesPage })),
);
export const bankEntryTemporaryScreen = lazyScreen(() =>
  import('./temporary-entries-page.tsx').then((m) => ({ default: m.TemporaryEntriesPage })),
);
