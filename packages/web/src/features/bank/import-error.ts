import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error.ts';
import { describeError } from '../../app/describe-error.ts';

/**
 * Why a statement was refused, as the server words it: it names the line or element of the file,
 * which no translation could; other fields (the mapping) keep their name in front.
 */
export function importErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.body.fields?.length) {
    return error.body.fields
      .map((field) =>
        field.path && field.path !== 'file' ? `${field.path}: ${field.message}` : field.message,
      )
      .join('\n');
  }
  return describeError(error, t);
}
