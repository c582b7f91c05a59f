import type { TFunction } from 'i18next';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from '../../app/form-text-field.tsx';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';

/** Words a guest should read for the domain's bare "Required" (the forms' text asks for an answer). */
export function guestMessage(message: string | undefined, t: TFunction): string | undefined {
  if (message === 'Required') return t('onlineBooking.details.required');
  return translateValidationMessage(message, t);
}

/** A text field of the guest's details, its message in the page language. */
export function DetailField<T extends FieldValues>(props: Parameters<typeof FormTextField<T>>[0]) {
  return <FormTextField {...props} wordMessage={guestMessage} />;
}
