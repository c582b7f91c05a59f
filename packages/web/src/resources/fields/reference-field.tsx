import { Autocomplete, Chip, CircularProgress, TextField } from '@mui/material';
import type { AutocompleteRenderInputParams } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  asFound,
  referencedDefinition,
  type ReferenceOption,
  type TypedReferenceOption,
  usePickerSearch,
  useReferencePicker,
  useTypedReferenceOptions,
} from '../use-reference-options.ts';
import { resourceTitle } from '../use-resource-text.ts';
import { type FieldProps, useFieldController } from './field-props.ts';

export interface ReferenceFieldProps extends FieldProps {
  /** The resources whose records are offered (see `FieldOverride.ref`). */
  refs: readonly string[];
}

/**
 * Records of another resource, picked by their titleField and stored by id; a list field picks
 * several. An object field `{ ref, type }` picks one record of any of several resources. Ids the
 * options do not contain (deleted records) stay visible as their raw id. A large resource is
 * searched on the server as the user types.
 */
export function ReferenceField(props: ReferenceFieldProps) {
  if (props.field.kind === 'object') return <TypedReference {...props} />;
  return props.field.kind === 'array' ? <MultiReference {...props} /> : <SingleReference {...props} />;
}

interface LoadState {
  isLoading: boolean;
  error: unknown;
}

function useReferenceInput({ field, name, label, hint }: FieldProps) {
  const { t } = useTranslation();
  const controller = useFieldController(name);
  const { errorMessage, field: input } = controller;
  const renderInput = (load: LoadState) => (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      name={input.name}
      inputRef={input.ref}
      label={label}
      required={field.required}
      error={Boolean(errorMessage) || Boolean(load.error)}
      helperText={errorMessage ?? (load.error ? t('resources.common.optionsFailed') : hint)}
      slotProps={{
        input: {
          ...params.InputProps,
          endAdornment: (
            <>
              {load.isLoading && <CircularProgress aria-hidden size={18} />}
              {params.InputProps.endAdornment}
            </>
          ),
        },
      }}
    />
  );
  return { input, renderInput };
}

function MultiReference(props: ReferenceFieldProps) {
  const { input, renderInput } = useReferenceInput(props);
  const ids: string[] = Array.isArray(input.value) ? input.value : [];
  const { search, open, handlers } = usePickerSearch();
  const reference = useReferencePicker(props.refs[0], { search, open, chosen: ids });
  const toOption = (id: string): ReferenceOption => ({ id, label: reference.labelOf(id) });
  return (
    <Autocomplete<ReferenceOption, true>
      multiple
      options={reference.options}
      filterOptions={reference.serverSearch ? asFound : undefined}
      {...handlers}
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
      renderInput={renderInput(reference)}
    />
  );
}

function SingleReference(props: ReferenceFieldProps) {
  const { input, renderInput } = useReferenceInput(props);
  const id = input.value ? String(input.value) : '';
  const { search, open, handlers } = usePickerSearch();
  const reference = useReferencePicker(props.refs[0], { search, open, chosen: id ? [id] : [] });
  const value = id ? { id, label: reference.labelOf(id) } : null;
  return (
    <Autocomplete<ReferenceOption, false>
      options={reference.options}
      filterOptions={reference.serverSearch ? asFound : undefined}
      {...handlers}
      loading={reference.isLoading}
      value={value}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      disabled={props.disabled}
      onChange={(_event, next) => input.onChange(next ? next.id : '')}
      onBlur={input.onBlur}
      renderInput={renderInput(reference)}
    />
  );
}

interface TypedValue {
  ref: string;
  type: string;
}

function isTypedValue(value: unknown): value is TypedValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TypedValue).ref === 'string' &&
    typeof (value as TypedValue).type === 'string'
  );
}

/** One record of any of several resources, grouped by resource, stored as `{ ref, type }`. */
function TypedReference(props: ReferenceFieldProps) {
  const { t } = useTranslation();
  const reference = useTypedReferenceOptions(props.refs);
  const { input, renderInput } = useReferenceInput(props);
  const value = isTypedValue(input.value)
    ? {
        id: input.value.ref,
        type: input.value.type,
        label: reference.labelOf(input.value.type, input.value.ref),
      }
    : null;
  const groupLabel = (type: string) => {
    const definition = referencedDefinition(type);
    return definition ? resourceTitle(t, definition) : type;
  };
  return (
    <Autocomplete<TypedReferenceOption, false>
      options={reference.options}
      loading={reference.isLoading}
      value={value}
      groupBy={props.refs.length > 1 ? (option) => groupLabel(option.type) : undefined}
      isOptionEqualToValue={(option, current) => option.id === current.id && option.type === current.type}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => `${option.type}:${option.id}`}
      disabled={props.disabled}
      onChange={(_event, next) => input.onChange(next ? { ref: next.id, type: next.type } : null)}
      onBlur={input.onBlur}
      renderInput={renderInput(reference)}
    />
  );
}
