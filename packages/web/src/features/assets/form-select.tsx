import { MenuItem, TextField } from '@mui/material';
import { useFieldController } from '../../resources/fields/field-props.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectProps {
  name: string;
  label: string;
  options: SelectOption[];
  /** Label of the empty choice; without it there is none. */
  emptyLabel?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** An error shown even when this field has none (a rule about several fields). */
  extraError?: string;
  onPicked?: (value: string) => void;
}

/** A select bound to a form field by name; a stored value missing from the options stays visible. */
export function FormSelect({
  name,
  label,
  options,
  emptyLabel,
  required,
  disabled,
  hint,
  extraError,
  onPicked,
}: FormSelectProps) {
  const { field, errorMessage } = useFieldController(name);
  const value = typeof field.value === 'string' ? field.value : '';
  const known = value === '' || options.some((option) => option.value === value);
  const error = errorMessage ?? extraError;
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      onChange={(event) => {
        field.onChange(event.target.value);
        onPicked?.(event.target.value);
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? hint}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
