import type { FieldError as ServerFieldError } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/client.ts';
import { fieldErrorText } from '../i18n/validation-messages.ts';
import { matchFieldPath } from './error-paths.ts';

export type ServerErrorOutcome =
  /** Someone saved in between: the form must offer a reload, never overwrite. */
  | { kind: 'stale' }
  /** Messages were put on the fields; `unmatched` belong to no visible field. */
  | { kind: 'fields'; unmatched: ServerFieldError[] }
  | { kind: 'other' };

export interface ServerErrorTarget {
  /** Paths of the fields the user can see and fix. */
  paths: string[];
  setError: (
    path: string,
    error: { type: string; message: string },
    options?: { shouldFocus: boolean },
  ) => void;
  /** The message for a DUPLICATE clash; the server's text names the constraint, not the field. */
  duplicateMessage: string;
  /** Words a field's refusal by its code in the user's language. */
  t: TFunction;
}

/** Sorts a failed save into the reactions the form has for it, putting field messages in place. */
export function applyServerError(error: unknown, target: ServerErrorTarget): ServerErrorOutcome {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  const code = error.body?.description;
  if (code === 'STALE_VERSION') return { kind: 'stale' };
  // A refusal by a business rule (a vessel already out on another trip) is worded by the server
  // for the operator; it stays above the form instead of a generic "conflict" in the snackbar.
  if (code === 'CONFLICT' && error.body?.message) {
    return { kind: 'fields', unmatched: [{ path: '', message: error.body.message }] };
  }
  const fields = error.body?.fields ?? [];
  if ((code !== 'VALIDATION_ERROR' && code !== 'DUPLICATE') || fields.length === 0) return { kind: 'other' };
  const unmatched: ServerFieldError[] = [];
  let focused = false;
  for (const field of fields) {
    const path = matchFieldPath(field.path, target.paths);
    if (!path) {
      unmatched.push(field);
      continue;
    }
    const message = code === 'DUPLICATE' ? target.duplicateMessage : fieldErrorText(field, target.t);
    target.setError(path, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return { kind: 'fields', unmatched };
}
