import { TextField, type TextFieldProps } from '@mui/material';
import type { RefObject } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';
import { useTranslation } from 'react-i18next';

export interface TextTarget {
  element: HTMLInputElement | HTMLTextAreaElement;
  name: string;
}

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Remembers the field the cursor was last in, so a placeholder goes there. */
  target: RefObject<TextTarget | null>;
};

/** A subject or body field of the template editor: monospace, and a target for placeholders. */
export function TemplateTextField<T extends FieldValues>({
  control,
  name,
  target,
  helperText,
  ...rest
}: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      onFocus={(event) => {
        target.current = { element: event.target, name };
      }}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={translateValidationMessage(fieldState.error?.message, t) ?? helperText}
      slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 14 }, spellCheck: false } }}
    />
  );
}

/** The value with `snippet` put in place of the selection of `element`, and where the cursor goes after. */
export function insertAt(
  value: string,
  element: HTMLInputElement | HTMLTextAreaElement | null,
  snippet: string,
) {
  const start = element?.selectionStart ?? value.length;
  const end = element?.selectionEnd ?? value.length;
  return { value: value.slice(0, start) + snippet + value.slice(end), caret: start + snippet.length };
}
