import type { TFunction } from 'i18next';
import { DATE_FORMATS, formatDate } from '@seaberth/domain';
import { isApiError } from '../api/api-error.ts';
import { fieldErrorText } from '../i18n/validation-messages.ts';

/** A day a refusal names (`2026-12-01`) reads in the product's format (SPEC §9), not as sent. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
function shownParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' && ISO_DAY.test(value) ? formatDate(value, DATE_FORMATS.default) : value,
    ]),
  );
}

/** Translated through `errors.{text}` or `events.{text}` when such a key exists (SPEC §8). */
function translateCode(code: string, t: TFunction, params: Record<string, unknown> = {}): string | undefined {
  if (!code) return undefined;
  for (const prefix of ['errors', 'events']) {
    const key = `${prefix}.${code}`;
    // `exists` rather than comparing the result, because an operator may translate a code to itself.
    if (t(key, { defaultValue: '' }) !== '') return t(key, shownParams(params));
  }
  return undefined;
}

/**
 * The text a user sees for a failure: the translated description, else status and message,
 * else the spec's default 'An unknown error occured'. Validation errors list their fields.
 */
export function describeError(error: unknown, t: TFunction): string {
  const fallback = t('errors.default');
  if (typeof error === 'string') return translateCode(error, t) ?? (error || fallback);
  if (isApiError(error)) {
    const { body, status } = error;
    if (status === 449) return body.message;
    const text = translateCode(body.description, t, body.params);
    const fields = (body.fields ?? []).map((field) => `${field.path}: ${fieldErrorText(field, t)}`);
    if (text) return [text, ...fields].join('\n');
    if (status && body.message) return `${status} ${body.message}`;
    return body.message || fallback;
  }
  if (error instanceof Error && error.message) return translateCode(error.message, t) ?? error.message;
  return fallback;
}

/** Whether a failure means "please log in": such messages wait until bootstrap has settled. */
export function isUnauthorized(error: unknown): boolean {
  if (typeof error === 'string') return error === 'UNAUTHORIZED';
  return isApiError(error) && error.body.description === 'UNAUTHORIZED';
}
