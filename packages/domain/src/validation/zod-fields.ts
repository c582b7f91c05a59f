import { z } from 'zod';
import { PORT_CODE_PATTERN } from '../geo/index.ts';
import { required } from './basic-rules.ts';
import { emailFormat } from './format-rules.ts';
import { type Rule, type RuleResult, VALIDATION_MESSAGES as M } from './messages.ts';

/**
 * Zod building blocks with the same messages as the plain rules, for schemas the web form
 * (zodResolver) and the server share. Each field reports only its first failing rule, so a blank
 * email says "required" and not also "invalid". Zod's `abort: true` is avoided on purpose: an
 * explicitly aborted field also stops the object's cross-field refinements (passwords must match).
 */

/** The message of the first rule that fails, in the given order. */
export function firstFailure<T>(value: T, rules: readonly Rule<T>[]): RuleResult {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/** Adds plain rules (message or null) to a schema; the first failing one becomes the issue. */
export function withRules<S extends z.ZodType>(schema: S, ...rules: Rule<z.output<S>>[]) {
  return schema.superRefine((value, ctx) => {
    const message = firstFailure(value as z.output<S>, rules);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** Text that must not be blank (trimmed), then must pass the given rules. */
export function requiredText(message: string = M.required, ...rules: Rule<string>[]) {
  return withRules(z.string({ error: message }).trim(), (v) => required(v, message), ...rules);
}

/** SPEC §5 reset-form email: 'E-Mail is required', then 'E-mail must be valid'. */
export function emailField() {
  return requiredText(M.emailRequired, (v) => emailFormat(v));
}

export function portCodeField(message: string = M.portCode) {
  return requiredText(M.required, (v) => (PORT_CODE_PATTERN.test(v) ? null : message));
}

/** Form inputs deliver text, so digits are coerced; anything else is refused with one message. */
export function nonNegativeIntegerField(message: string = M.nonNegativeInteger) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    withRules(z.number({ error: message }), (v) => (Number.isSafeInteger(v) && v >= 0 ? null : message)),
  );
}
