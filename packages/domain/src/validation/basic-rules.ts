import { formatMessage, type RuleResult, VALIDATION_MESSAGES as M } from './messages.ts';

/**
 * Empty means nothing was entered: null, undefined, a blank string or an empty list. 0 and false
 * are answers (0 nights, "no"), so they count as present.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function required(value: unknown, message: string = M.required): RuleResult {
  return isEmpty(value) ? message : null;
}

// Length, number and format rules let an empty value pass: `required` alone decides emptiness, so
// the same rule serves optional fields. Length counts UTF-16 units, as zod does on the server.

export function minLength(
  value: string | null | undefined,
  min: number,
  message: string = M.minLength,
): RuleResult {
  if (isEmpty(value)) return null;
  return (value as string).length < min ? formatMessage(message, { min }) : null;
}

export function maxLength(
  value: string | null | undefined,
  max: number,
  message: string = M.maxLength,
): RuleResult {
  if (isEmpty(value)) return null;
  return (value as string).length > max ? formatMessage(message, { max }) : null;
}

/** Form inputs deliver text; a number rule reads "12" as 12 and rejects "12abc". */
export function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export function min(
  value: number | string | null | undefined,
  bound: number,
  message: string = M.min,
): RuleResult {
  if (isEmpty(value)) return null;
  const n = toNumber(value as number | string);
  if (!Number.isFinite(n)) return M.notANumber;
  return n < bound ? formatMessage(message, { min: bound }) : null;
}

export function max(
  value: number | string | null | undefined,
  bound: number,
  message: string = M.max,
): RuleResult {
  if (isEmpty(value)) return null;
  const n = toNumber(value as number | string);
  if (!Number.isFinite(n)) return M.notANumber;
  return n > bound ? formatMessage(message, { max: bound }) : null;
}

export function nonNegativeInteger(
  value: number | string | null | undefined,
  message: string = M.nonNegativeInteger,
): RuleResult {
  if (isEmpty(value)) return null;
  // Text must be plain digits: "1e3", "0x10" and "3.0" are not what a user means by a count.
  if (typeof value === 'string') return /^\d+$/.test(value.trim()) ? null : message;
  return Number.isSafeInteger(value) && (value as number) >= 0 ? null : message;
}

/** Strict equality; for the repeat-password style of field. */
export function equals<T>(value: T, other: T, message: string = M.equals): RuleResult {
  return Object.is(value, other) || value === other ? null : message;
}

export function notEquals<T>(value: T, other: T, message: string = M.notEquals): RuleResult {
  return equals(value, other) === null ? message : null;
}
