import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { searchCustomers } from '../bookings/booking-api.ts';
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
 */
export function GuestPlacePicker({ label, value, onChange, error }: GuestPlacePickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim());
  // Only while the operator types: a page of empty pickers asks the server nothing.
  const typing = input.trim() !== '' && input !== value?.fullName;
  const found = useQuery({
    queryKey: [...resourceKeys('customer').lists(), 'search', search],
    queryFn: () => searchCustomers(search),
    placeholderData: keepPreviousData,
    enabled: typing,
    meta: { silent: true },
  });
  const options = typing
    ? (found.data?.data ?? []).map((row) => guestFromCustomer(row as CustomerFacts))
    : [];
  return (
    <Autocomplete<WizardGuest, false>
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      // The server has searched already; typing must not hide what it found by e-mail.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.fullName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {option.fullName}
            {option.email ? ` · ${option.email}` : ''}
          </li>
        );
      }}
      loading={typing && found.isFetching}
      noOptionsText={
        !typing
          ? t('wizard.guests.typeToSearch')
          : found.isError
            ? t('wizard.guests.searchFailed')
            : t('wizard.guests.none')
      }
      loadingText={t('wizard.common.loading')}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          placeholder={value ? undefined : t('wizard.guests.emptyBed')}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            inputLabel: { shrink: true },
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {typing && found.isFetching ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
