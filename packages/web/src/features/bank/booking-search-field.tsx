import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { useMoney } from '../../ui/use-money.ts';
import { type BookingOption, useBookingSearch } from './bank-api.ts';

export interface BookingSearchFieldProps {
  value: BookingOption | null;
  onChange: (booking: BookingOption | null) => void;
  error?: string;
}

/** One booking found by its number or the lead guest's name, with what it still has to pay. */
export function BookingSearchField({ value, onChange, error }: BookingSearchFieldProps) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim());
  const found = useBookingSearch(search);
  const open = (booking: BookingOption) =>
    format(Math.max(0, booking.total - booking.paid), booking.currency);
  const label = (booking: BookingOption) => `${booking.bookingNo} · ${booking.leadName}`;
  return (
    <Autocomplete<BookingOption>
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={found.data?.data ?? []}
      // The server has searched already.
      filterOptions={(list) => list}
      getOptionLabel={label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {`${label(option)} · ${t('bank.assign.openAmount', { amount: open(option) })}`}
          </li>
        );
      }}
      loading={found.isFetching}
      noOptionsText={found.isError ? t('bank.assign.searchFailed') : t('bank.assign.noBookings')}
      loadingText={t('resources.common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('bank.assign.booking')}
          required
          error={Boolean(error)}
          helperText={
            error ??
            (value ? t('bank.assign.openAmount', { amount: open(value) }) : t('bank.assign.searchHint'))
          }
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {found.isFetching ? <CircularProgress aria-hidden color="inherit" size={16} /> : null}
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
