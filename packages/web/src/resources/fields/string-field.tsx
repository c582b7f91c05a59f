import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormWidget } from '../form-values.ts';
import { type FieldProps, useFieldController } from './field-props.ts';

const INPUT_TYPES: Partial<Record<FormWidget, string>> = {
  email: 'email',
  color: 'color',
  password: 'password',
};

/** Inputs whose browser control always shows something, so their label sits above it. */
const SHRUNK_LABEL = new Set<FormWidget>(['color']);

/** Text in its flavours: plain, multi-line, e-mail, colour, password (with a show toggle). */
export function StringField({
  field,
  name,
  label,
  disabled,
  hint,
  widget,
}: FieldProps & { widget: FormWidget }) {
  const { t } = useTranslation();
  const { field: input, errorMessage } = useFieldController(name);
  const [revealed, setRevealed] = useState(false);
  const isPassword = widget === 'password';
  const type = isPassword && revealed ? 'text' : INPUT_TYPES[widget];
  return (
    <TextField
      {...input}
      value={input.value ?? ''}
      type={type}
      label={label}
      required={field.required}
      disabled={disabled}
      fullWidth
      multiline={widget === 'textarea'}
      minRows={widget === 'textarea' ? 4 : undefined}
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? hint}
      autoComplete={isPassword ? 'new-password' : undefined}
      slotProps={{
        inputLabel: SHRUNK_LABEL.has(widget) ? { shrink: true } : undefined,
        input: isPassword
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={
                      revealed ? t('resources.common.hidePassword') : t('resources.common.showPassword')
                    }
                    onClick={() => setRevealed((current) => !current)}
                    edge="end"
                  >
                    {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
