import { type FieldErrors, get } from 'react-hook-form';
import { firstErrorMessage } from '../../resources/form-values.ts';

/** The first message at or under a path of the form's errors (array items, nested fields). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  return firstErrorMessage(get(errors, path));
}
