import { useTranslation } from 'react-i18next';
import { CustomerAutocomplete } from '../customers/index.ts';
import { type CustomerFacts, guestFromCustomer, type WizardGuest } from './wizard-draft.ts';

export interface GuestPlacePickerProps {
  label: string;
  value: WizardGuest | null;
  onChange: (guest: WizardGuest | null) => void;
  error?: string;
}

/**
 * One bed's guest, found by name or e-mail (the customer search the booking dialog uses); cleared,
 * the bed stays booked and empty. The customer's birthday comes along to tell children apart.
 * Only while the operator types does it search: a page of empty pickers asks the server nothing.
 */
export function GuestPlacePicker({ label, value, onChange, error }: GuestPlacePickerProps) {
  const { t } = useTranslation();
  return (
    <CustomerAutocomplete<WizardGuest>
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      hint={null}
      toOption={(row) => guestFromCustomer(row as CustomerFacts)}
      searchWhileTyping
      texts={{
        typeToSearch: t('wizard.guests.typeToSearch'),
        none: t('wizard.guests.none'),
        failed: t('wizard.guests.searchFailed'),
        loading: t('wizard.common.loading'),
      }}
      size="small"
      fullWidth
      shrinkLabel
      placeholder={value ? undefined : t('wizard.guests.emptyBed')}
    />
  );
}
