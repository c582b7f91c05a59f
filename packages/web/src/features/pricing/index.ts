// The pricing feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { CalculationSummary, CalculationView } from './calculation-view.tsx';
export { postQuote } from './use-pricing.ts';

export const priceListsScreen = lazyScreen(() =>
  import('./price-list-page.tsx').then((m) => ({ default: m.PriceListPage })),
);
export const priceListEditScreen = lazyScreen(() =>
  import('./price-list-edit-page.tsx').then((m) => ({ default: m.PriceListEditPage })),
);
export const priceVariantsScreen = lazyScreen(() =>
  import('./generic-pages.tsx').then((m) => ({ default: m.PriceVariantPage })),
);
export const supplementsScreen = lazyScreen(() =>
  import('./generic-pages.tsx').then((m) => ({ default: m.SupplementsPage })),
);
export const commissionsScreen = lazyScreen(() =>
  import('./generic-pages.tsx').then((m) => ({ default: m.CommissionPage })),
);
export const paymentTermsScreen = lazyScreen(() =>
  import('./terms-page.tsx').then((m) => ({ default: m.TermsPage })),
);
export const specialsListScreen = lazyScreen(() =>
  import('./specials-list-page.tsx').then((m) => ({ default: m.SpecialsListPage })),
);
export const specialsGroupsScreen = lazyScreen(() =>
  import('./generic-pages.tsx').then((m) => ({ default: m.SpecialsGroupPage })),
);
export const specialEditScreen = lazyScreen(() =>
  import('./special-edit-page.tsx').then((m) => ({ default: m.SpecialEditPage })),
);
