import type { TFunction } from 'i18next';
import { isApiError } from '../../api/client.ts';
import { fieldErrorText, isNamedFieldError } from '../../i18n/validation-messages.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';

/** The fields of the credit forms a server's field error can be shown at. */
const FORM_FIELDS = ['customer', 'kind', 'amount', 'currency', 'booking', 'date', 'note'] as const;
export type CreditField = (typeof FORM_FIELDS)[number];

export interface CreditErrors {
  /** A field's refusal, in the UI language, shown at the field. */
  fields: Partial<Record<CreditField, string>>;
  /** What no field shows (NOT_ENOUGH_CREDIT, a conflict, a failed call), for the alert above the form. */
  alert: string | null;
}

/**
 * A refused credit entry in the user's language: the domain's messages through `validation.*`; a
 * rule only the server knows (an amount beyond the booking's open amount, another currency) through
 * `customers.credits.fieldErrors.{field}`, or `overrides` when the form can say it more exactly.
 */
export function creditErrors(
  error: unknown,
  t: TFunction,
  overrides: Partial<Record<CreditField, string>> = {},
): CreditErrors {
  if (!error) return { fields: {}, alert: null };
  if (!isApiError(error) || !error.body.fields?.length)
    return { fields: {}, alert: bookingErrorText(error, t) };
  const fields: CreditErrors['fields'] = {};
  const rest: string[] = [];
  for (const problem of error.body.fields) {
    const { path, message } = problem;
    const field = FORM_FIELDS.find((name) => name === path);
    const known = isNamedFieldError(problem) ? fieldErrorText(problem, t) : undefined;
    if (!field) rest.push(`${path}: ${known ?? message}`);
    else if (known) fields[field] = known;
    else
      fields[field] =
        overrides[field] ?? t(`customers.credits.fieldErrors.${field}`, { defaultValue: message });
  }
  return {
    fields,
    alert: rest.length ? rest.join('\n') : t('customers.credits.fieldsRefused'),
  };
}
