// The customers feature's public face: what other features may import from it.
export {
  CustomerAutocomplete,
  type CustomerAutocompleteProps,
  type CustomerChoice,
  type CustomerRow,
  searchCustomers,
  useCustomerSearch,
} from './customer-autocomplete.tsx';
