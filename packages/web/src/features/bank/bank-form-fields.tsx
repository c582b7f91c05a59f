import type { FieldOverrides } from '../../resources/resource-form.tsx';
import { SignedMoneyField } from './signed-money-field.tsx';

/** The generic bank form with the opening balance as money of the account's currency. */
export const BANK_FORM_FIELDS: FieldOverrides = {
  openingBalance: { render: (props) => <SignedMoneyField {...props} /> },
};
