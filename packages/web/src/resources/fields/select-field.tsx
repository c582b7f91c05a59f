import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useFieldController } from './field-props.ts';

export interface SelectFieldProps extends FieldProps {
  optionLabel: (path: string, value: string) => string;
}

/** One value of an enum; fields that may really be empty offer "none" first. */
export function SelectField({ field, name, label, disabled, hint, optionLabel }: SelectFieldProps) {
  const { t } = useTranslation();
  const { field: input, errorMessage } = useFieldController(name);
  // A field with a default (user type) has no "none": clearing it would quietly mean the default.
  const canBeEmpty = field.nullable || (field.optional && field.defaultValue === undefined);
  return (
    <TextField
      select
      name={input.name}
      inputRef={input.ref}
      value={input.value ?? ''}
      onChange={(event) => input.onChange(event.target.value)}
      onBlur={input.onBlur}
      label={label}
      required={field.required}
      disabled={disabled}
      fullWidth
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? hint}
    >
      {canBeEmpty && (
        <MenuItem value="">
          <em>{t('resources.common.none')}</em>
        </MenuItem>
      )}
      {(field.options ?? []).map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(field.path, option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
