import { Autocomplete, Chip, CircularProgress, TextField } from '@mui/material';
import type { AutocompleteRenderInputParams } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type ReferenceOption, useReferenceOptions } from '../use-reference-options.ts';
import { type FieldProps, useFieldController } from './field-props.ts';

/**
 * Records of another resource, picked by their titleField and stored by id; a list field picks
 * several. Ids the options do not contain (deleted records) stay visible as their raw id.
 */
export function ReferenceField(props: FieldProps) {
  return props.field.kind === 'array' ? <MultiReference {...props} /> : <SingleReference {...props} />;
}

function useReference({ field, name, label, hint }: FieldProps) {
  const { t } = useTranslation();
  const controller = useFieldController(name);
  const reference = useReferenceOptions(field.ui.ref);
  const { errorMessage, field: input } = controller;
  const renderInput = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      name={input.name}
      inputRef={input.ref}
      label={label}
      required={field.required}
      error={Boolean(errorMessage) || Boolean(reference.error)}
      helperText={errorMessage ?? (reference.error ? t('resources.common.optionsFailed') : hint)}
      slotProps={{
        input: {
          ...params.InputProps,
          endAdornment: (
            <>
              {reference.isLoading && <CircularProgress size={18} />}
              {params.InputProps.endAdornment}
            </>
          ),
        },
      }}
    />
  );
  const toOption = (id: string): ReferenceOption => ({ id, label: reference.labelOf(id) });
  return { input, reference, renderInput, toOption };
}

function MultiReference(props: FieldProps) {
  const { input, reference, renderInput, toOption } = useReference(props);
  const ids: string[] = Array.isArray(input.value) ? input.value : [];
  return (
    <Autocomplete<ReferenceOption, true>
      multiple
      options={reference.options}
      loading={reference.isLoading}
      value={ids.map(toOption)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      filterSelectedOptions
      disabled={props.disabled}
      onChange={(_event, next) => input.onChange(next.map((option) => option.id))}
      onBlur={input.onBlur}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.label} size="small" {...itemProps} />;
        })
      }
      renderInput={renderInput}
    />
  );
}

function SingleReference(props: FieldProps) {
  const { input, reference, renderInput, toOption } = useReference(props);
  return (
    <Autocomplete<ReferenceOption, false>
      options={reference.options}
      loading={reference.isLoading}
      value={input.value ? toOption(String(input.value)) : null}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      disabled={props.disabled}
      onChange={(_event, next) => input.onChange(next ? next.id : '')}
      onBlur={input.onBlur}
      renderInput={renderInput}
    />
  );
}
