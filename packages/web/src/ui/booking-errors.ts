import type { TFunction } from 'i18next';
import { isApiError } from '../api/client.ts';
import { describeError } from '../app/describe-error.ts';
import { fieldErrorText } from '../i18n/validation-messages.ts';

/**
 * What a booking call's refusal says to the operator. Known codes are worded in the UI language
 * from their params through `errors.<CODE>` (ROOM_TAKEN, SHARED_GENDER, STALE_VERSION, and the
 * booking's life: ACTION_NOT_ALLOWED names the state and the action, MONEY_ON_BOOKING the booking);
 * a plain CONFLICT as the server words it; field errors one per line in the UI language.
 */
export function bookingErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const { body, status } = error;
    if (status === 409 && body.description === 'CONFLICT' && body.message) return body.message;
    if (body.fields?.length) {
      return body.fields
        .map((field) => {
          const message = fieldErrorText(field, t);
          return field.path ? `${field.path}: ${message}` : message;
        })
        .join('\n');
    }
  }
  return describeError(error, t);
}
