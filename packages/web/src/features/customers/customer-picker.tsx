import { CustomerAutocomplete, type CustomerRow } from './customer-autocomplete.tsx';

/** A guest as the booking dialog holds it: the id it sends and the name it shows. */
export interface GuestOption {
  id: string;
  fullName: string;
  email?: string;
  /** What prices a guest and picks a booking's language: age and countries (quote-draft-schema.ts). */
  birthday?: string | null;
  nationality?: string;
  addressCountry?: string;
  passportCountry?: string;
}

/** A found customer as a guest option: name, e-mail and what prices a guest. */
export function toGuestOption(row: CustomerRow): GuestOption {
  return {
    id: row.id,
    fullName: row.fullName ?? '',
    email: row.contact?.email ?? '',
    birthday: row.masterData?.birthday ?? null,
    nationality: row.masterData?.nationality ?? '',
    addressCountry: row.address?.country ?? '',
    passportCountry: row.passport?.nationality ?? '',
  };
}

export interface CustomerPickerProps {
  label: string;
  value: GuestOption[];
  onChange: (value: GuestOption[]) => void;
  /** At most this many guests (the cabin's beds). */
  max?: number;
  error?: string;
}

/** Several customers chosen by typing a name or an e-mail (`GET /api/customer?search=`). */
export function CustomerPicker({ label, value, onChange, max, error }: CustomerPickerProps) {
  return (
    <CustomerAutocomplete<GuestOption>
      multiple
      label={label}
      value={value}
      onChange={onChange}
      max={max}
      error={error}
      toOption={toGuestOption}
    />
  );
}
