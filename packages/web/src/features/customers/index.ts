// The customers feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export {
  CustomerAutocomplete,
  type CustomerAutocompleteProps,
  type CustomerChoice,
  type CustomerRow,
  searchCustomers,
  useCustomerSearch,
} from './customer-autocomplete.tsx';
export { creditErrors } from './credit-errors.ts';
export { CustomerCreditSection } from './customer-credit-section.tsx';
export { CustomerDataSection } from './customer-data-section.tsx';
export { PrivacyMenu } from './privacy-menu.tsx';
export { CustomerMergesSection } from './customer-merges-section.tsx';
export {
  customerCreditKeys,
  heldIn,
  useAddCustomerCredit,
  useCustomerBalances,
} from './customer-credit-api.ts';
export { CustomerPicker, type GuestOption } from './customer-picker.tsx';
export { CustomerPrintMenu } from './customer-print-menu.tsx';
export { CustomerRelations, customerRelationsKey } from './customer-relations.tsx';
export { CustomerSelect } from './customer-select.tsx';
export { CustomerStays, useCustomerStays } from './customer-stays.tsx';
export { QuickCustomerForm } from './quick-customer-form.tsx';

export const customerListScreen = lazyScreen(() =>
  import('./customer-list-page.tsx').then((m) => ({ default: m.CustomerListPage })),
);
export const customerEditScreen = lazyScreen(() =>
  import('./customer-edit-page.tsx').then((m) => ({ default: m.CustomerEditPage })),
);
export const customerCreditsScreen = lazyScreen(() =>
  import('./customer-credits-page.tsx').then((m) => ({ default: m.CustomerCreditsPage })),
);
export const customerFilterScreen = lazyScreen(() =>
  import('./customer-list-page.tsx').then((m) => ({ default: m.CustomerFilterPage })),
);
export const customerGroupsScreen = lazyScreen(() =>
  import('./customer-groups-page.tsx').then((m) => ({ default: m.CustomerGroupsPage })),
);
export const customerRelationsScreen = lazyScreen(() =>
  import('./customer-relations-page.tsx').then((m) => ({ default: m.CustomerRelationsPage })),
);
export const customerDataGroupsScreen = lazyScreen(() =>
  import('./customer-data-groups-page.tsx').then((m) => ({ default: m.CustomerDataGroupsPage })),
);
export const customerDuplicatesScreen = lazyScreen(() =>
  import('./customer-duplicates-page.tsx').then((m) => ({ default: m.CustomerDuplicatesPage })),
);
