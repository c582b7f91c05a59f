import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { type FieldProps, useFieldController } from '../../resources/fields/field-props.ts';

/**
 * The price category of a list: one of the types the operator configured (settings
 * general.priceCategoryTypes, served by `GET /api/price/types`), or a new word typed in.
 */
export function PriceCategoryField({ name, label, disabled, hint }: FieldProps) {
  const { field: input, errorMessage } = useFieldController(name);
  const types = useQuery({
    queryKey: ['price', 'types'],
    queryFn: () => api.GET('/api/price/types'),
    staleTime: 300_000,
    meta: { silent: true },
  });
  const value = typeof input.value === 'string' ? input.value : '';
  return (
    <Autocomplete
      freeSolo
      options={Array.isArray(types.data) ? types.data : []}
      value={value}
      disabled={disabled}
      onChange={(_event, next) => input.onChange(next ?? '')}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') input.onChange(next);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={input.name}
          inputRef={input.ref}
          onBlur={input.onBlur}
          label={label}
          error={Boolean(errorMessage)}
          helperText={errorMessage ?? hint}
        />
      )}
    />
  );
}
