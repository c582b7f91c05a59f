import { Autocomplete, CircularProgress, type SxProps, TextField, type Theme } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { type ResourceRow, resourceKeys, toListQuery } from '../../resources/use-resource.ts';
import { api } from '../../api/client.ts';

/** A customer as the search answers it: what the pickers show and what prices a guest. */
export type CustomerRow = ResourceRow & {
  fullName?: string;
  contact?: { email?: string };
  masterData?: { birthday?: string | null; nationality?: string };
  address?: { country?: string };
  passport?: { nationality?: string };
};

/** The first twenty customers whose name or e-mail matches (`GET /api/customer?search=`). */
export function searchCustomers(search: string): Promise<{ data: CustomerRow[] }> {
  return api.GET('/api/customer', { query: toListQuery({ page: 0, size: 20, search }) });
}

/** What a chosen customer must carry to be shown and told apart. */
export interface CustomerChoice {
  id: string;
  fullName: string;
  email?: string;
}

/**
 * Customers found by a name or an e-mail as typed (`GET /api/customer?search=`), debounced, as the
 * caller's options. `enabled` false asks the server nothing (a page of empty pickers stays quiet).
 */
export function useCustomerSearch<T>(input: string, toOption: (row: CustomerRow) => T, enabled = true) {
  const search = useDebouncedValue(input.trim());
  const found = useQuery({
    queryKey: [...resourceKeys('customer').lists(), 'search', search],
    queryFn: () => searchCustomers(search),
    placeholderData: keepPreviousData,
    enabled,
    meta: { silent: true },
  });
  return { found, options: enabled ? (found.data?.data ?? []).map(toOption) : [] };
}

interface CommonProps<T extends CustomerChoice> {
  label: string;
  error?: string;
  /** Shown under the field when there is no error (default: how to search). */
  hint?: string | null;
  toOption: (row: CustomerRow) => T;
  /** Search only while the operator types something other than the chosen name. */
  searchWhileTyping?: boolean;
  /** Texts of the empty list: nothing typed yet, nothing found, the search failed. */
  texts?: { typeToSearch?: string; none?: string; failed?: string; loading?: string };
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  placeholder?: string;
  fullWidth?: boolean;
  shrinkLabel?: boolean;
  required?: boolean;
  disabled?: boolean;
}

export type CustomerAutocompleteProps<T extends CustomerChoice> = CommonProps<T> &
  (
    | { multiple?: false; value: T | null; onChange: (value: T | null) => void; max?: never }
    | { multiple: true; value: T[]; onChange: (value: T[]) => void /** At most this many. */; max?: number }
  );

/**
 * The one customer picker: one customer or several, chosen by typing a name or an e-mail; the
 * server searches, so typing never hides what it found by e-mail. The booking dialog, the wizard's
 * beds and the lists' customer filters all use it.
 */
export function CustomerAutocomplete<T extends CustomerChoice>(props: CustomerAutocompleteProps<T>) {
  const { t } = useTranslation();
  const { label, error, toOption, searchWhileTyping = false, texts = {}, size, sx, placeholder } = props;
  const [input, setInput] = useState('');
  const single = props.multiple ? null : props.value;
  const typing = !searchWhileTyping || (input.trim() !== '' && input !== single?.fullName);
  const { found, options } = useCustomerSearch(input, toOption, typing);
  const chosen = props.multiple ? props.value : props.value ? [props.value] : [];
  // The chosen customer stays an option while the search shows others.
  const shown =
    !props.multiple && single && !options.some((o) => o.id === single.id) ? [single, ...options] : options;
  const full = props.multiple && props.max !== undefined && chosen.length >= props.max;
  const hint =
    props.hint === null
      ? undefined
      : full
        ? t('bookings.picker.full', { count: props.max })
        : (props.hint ?? t('bookings.picker.hint'));
  const fetching = typing && found.isFetching;
  return (
    <Autocomplete<T, boolean>
      multiple={props.multiple ?? false}
      value={props.value}
      onChange={(_event, next) => {
        if (props.multiple) {
          const list = (next as T[]) ?? [];
          props.onChange(props.max === undefined ? list : list.slice(0, props.max));
        } else props.onChange(next as T | null);
      }}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={shown}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.fullName}
      getOptionDisabled={() => Boolean(full)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return (
          <li key={key} {...rest}>
            {option.fullName}
            {option.email ? ` · ${option.email}` : ''}
          </li>
        );
      }}
      size={size}
      sx={sx}
      fullWidth={props.fullWidth}
      disabled={props.disabled}
      loading={fetching}
      noOptionsText={
        !typing
          ? (texts.typeToSearch ?? t('bookings.picker.hint'))
          : found.isError
            ? (texts.failed ?? t('bookings.picker.failed'))
            : (texts.none ?? t('bookings.picker.none'))
      }
      loadingText={texts.loading ?? t('resources.common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={props.required}
          placeholder={placeholder}
          error={Boolean(error)}
          helperText={error ?? hint}
          slotProps={{
            ...(props.shrinkLabel ? { inputLabel: { shrink: true } } : {}),
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {fetching ? <CircularProgress aria-hidden color="inherit" size={16} /> : null}
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
