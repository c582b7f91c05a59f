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
export {
  customerCreditKeys,
  heldIn,
  useAddCustomerCredit,
  useCustomerBalances,
} from './customer-credit-api.ts';
export { CustomerPicker, type GuestOption } from './customer-picker.tsx';
export { CustomerSelect } from './customer-select.tsx';
export { useCustomerStays } from './customer-stays.tsx';
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
