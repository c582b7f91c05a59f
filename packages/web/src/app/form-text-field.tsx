import { TextField, type TextFieldProps } from '@mui/material';
import type { TFunction } from 'i18next';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../i18n/validation-messages.ts';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Words the field's message for its readers (a guest rather than staff); the domain's by default. */
  wordMessage?: (message: string | undefined, t: TFunction) => string | undefined;
};

/**
 * A MUI text field bound to react-hook-form. Controlled through the form state, so a `disabled`
 * field (a prefilled reset token) still submits its value, and the domain's English validation
 * messages show in the user's language.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  wordMessage = translateValidationMessage,
  ...rest
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = wordMessage(fieldState.error?.message, t);
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(
          rest.type === 'number' && event.target.value !== ''
            ? Number(event.target.value)
            : event.target.value,
        )
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={message ?? helperText}
    />
  );
}
