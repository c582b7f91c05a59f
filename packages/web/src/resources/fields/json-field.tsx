import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useFieldController } from './field-props.ts';

/**
 * Structured values as JSON text. The form holds the text; the resolver parses it, so a typo is
 * reported on this field (on blur and on save) instead of silently keeping the old value.
 */
export function JsonField({ field, name, label, disabled, hint }: FieldProps) {
  const { t } = useTranslation();
  const { field: input, errorMessage } = useFieldController(name);
  return (
    <TextField
      {...input}
      value={input.value ?? ''}
      label={label}
      required={field.required}
      disabled={disabled}
      fullWidth
      multiline
      minRows={3}
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? hint ?? t('resources.common.jsonHint')}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
  );
}
