import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../resources/use-resource.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { type CustomerRow, searchCustomers } from './booking-api.ts';

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

function toOption(row: CustomerRow): GuestOption {
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

/** Customers found by a name or an e-mail as typed (`GET /api/customer?search=`), debounced. */
export function useCustomerSearch(input: string) {
  const search = useDebouncedValue(input.trim());
  const found = useQuery({
    queryKey: [...resourceKeys('customer').lists(), 'search', search],
    queryFn: () => searchCustomers(search),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  return { found, options: (found.data?.data ?? []).map(toOption) };
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
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const { found, options } = useCustomerSearch(input);
  const full = max !== undefined && value.length >= max;
  return (
    <Autocomplete<GuestOption, true>
      multiple
      value={value}
      onChange={(_event, next) => onChange(max === undefined ? next : next.slice(0, max))}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={options}
      // The server has searched already; typing must not hide what it found by e-mail.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.fullName}
      getOptionDisabled={() => full}
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
      loading={found.isFetching}
      noOptionsText={found.isError ? t('bookings.picker.failed') : t('bookings.picker.none')}
      loadingText={t('resources.common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? (full ? t('bookings.picker.full', { count: max }) : t('bookings.picker.hint'))}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {found.isFetching ? <CircularProgress color="inherit" size={16} /> : null}
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
