import { type GuestOption, toGuestOption } from './customer-picker.tsx';
import { CustomerAutocomplete } from './customer-autocomplete.tsx';

export interface CustomerSelectProps {
  label: string;
  value: GuestOption | null;
  onChange: (value: GuestOption | null) => void;
  error?: string;
  /** Small, without the hint: a filter in a toolbar. */
  inToolbar?: boolean;
}

/** One customer, chosen by typing a name or an e-mail; cleared to choose none. */
export function CustomerSelect({ label, value, onChange, error, inToolbar = false }: CustomerSelectProps) {
  return (
    <CustomerAutocomplete<GuestOption>
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      toOption={toGuestOption}
      hint={inToolbar ? null : undefined}
      size={inToolbar ? 'small' : 'medium'}
      sx={inToolbar ? { width: { xs: '100%', sm: 260 } } : undefined}
    />
  );
}
