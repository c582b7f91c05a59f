import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';

/** A form with a new password and its repetition, under the field names `password` and `passwordRepeat`. */
type WithNewPassword = FieldValues & { password: string; passwordRepeat?: string };

/**
 * The "new password" pair every password form asks for (register, reset, profile): marked as a new
 * password so browsers offer to generate and save one.
 */
export function NewPasswordFields<T extends WithNewPassword>({
  control,
  label,
  repeatLabel,
  autoFocus,
}: {
  // Forms whose schema transforms values have a third type; only the field names matter here.
  // biome-ignore lint/suspicious/noExplicitAny: any transformed form values are fine
  control: Control<T, unknown, any>;
  label: string;
  repeatLabel: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as FieldPath<T>}
        type="password"
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <FormTextField
        control={control}
        name={'passwordRepeat' as FieldPath<T>}
        type="password"
        label={repeatLabel}
        autoComplete="new-password"
      />
    </>
  );
}
