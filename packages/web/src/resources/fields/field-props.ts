import type { FieldDescriptor } from '@seaberth/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';
import { firstErrorMessage } from '../form-values.ts';

export interface FieldProps {
  field: FieldDescriptor;
  /** Where the value lives in the form (usually `field.path`). */
  name: string;
  label: string;
  disabled?: boolean;
  /** Shown under the input when there is no error. */
  hint?: string;
}

/**
 * A controlled form field plus its first error message, however deep it sits. Messages a domain
 * schema states in English (the SPEC §5 texts) are shown in the user's language.
 */
export function useFieldController(name: string) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const controller = useController({ name, control });
  const errorMessage = translateValidationMessage(firstErrorMessage(controller.fieldState.error), t);
  return { ...controller, errorMessage };
}
