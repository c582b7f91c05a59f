import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GuestOption, useCustomerSearch } from '../bookings/customer-picker.tsx';

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
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const { found, options } = useCustomerSearch(input);
  return (
    <Autocomplete<GuestOption>
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      // The chosen customer stays an option while the search shows others.
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
      size={inToolbar ? 'small' : 'medium'}
      sx={inToolbar ? { width: { xs: '100%', sm: 260 } } : undefined}
      loading={found.isFetching}
      noOptionsText={found.isError ? t('bookings.picker.failed') : t('bookings.picker.none')}
      loadingText={t('resources.common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? (inToolbar ? undefined : t('bookings.picker.hint'))}
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
