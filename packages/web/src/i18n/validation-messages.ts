import { type FieldError, type MessageCode, messageCode } from '@seaberth/domain';
import type { TFunction } from 'i18next';

/**
 * Validation messages in the user's language (issue 33 §4). A message is worded from its name:
 * `validation.{code}` with the message's values. The server sends the name with every field error;
 * the form's own checks (the same domain schemas, run in the browser) are named by the domain's
 * table of its messages (`messageCode`), the one the server uses too.
 */
function wordCode(named: MessageCode, t: TFunction, english: string): string {
  return t(`validation.${named.code}`, { ...named.params, defaultValue: english });
}

/** The `validation.*` key a domain message translates through, if it is a known one. */
export function validationMessageKey(message: string): string | undefined {
  const named = messageCode(message);
  return named && `validation.${named.code}`;
}

/** The translated form of a domain validation message; unknown messages are shown as they are. */
export function translateValidationMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return message;
  const named = messageCode(message);
  return named ? wordCode(named, t, message) : message;
}

/** A field error of a server's answer in the user's language: by its code, the text only without one. */
export function fieldErrorText(field: FieldError, t: TFunction): string {
  if (field.code) return wordCode({ code: field.code, params: field.params }, t, field.message);
  return translateValidationMessage(field.message, t) ?? field.message;
}

/** Whether the web has words of its own for a server's field error (else a screen may say it better). */
export function isNamedFieldError(field: FieldError): boolean {
  return Boolean(field.code ?? messageCode(field.message));
}

/** A server's field errors with their messages in the user's language, for a form that places them. */
export function wordedFieldErrors(fields: readonly FieldError[], t: TFunction): FieldError[] {
  return fields.map((field) => ({ path: field.path, message: fieldErrorText(field, t) }));
}
