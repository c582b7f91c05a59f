import { PORT_CODE_PATTERN } from '../geo/index.ts';
import { isEmpty } from './basic-rules.ts';
import { type RuleResult, VALIDATION_MESSAGES as M } from './messages.ts';

/**
 * A pragmatic address shape: something, one @, a domain with a dot and a top-level part of at
 * least two characters, no spaces. Deliverability is proven by the mail, not by a regex.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** SPEC §5 reset forms: an email is required and must look like one. */
export function email(value: string | null | undefined): RuleResult {
  if (isEmpty(value)) return M.emailRequired;
  return emailFormat(value);
}

/** The format check alone, for optional email fields. */
export function emailFormat(value: string | null | undefined, message: string = M.emailInvalid): RuleResult {
  if (isEmpty(value)) return null;
  return EMAIL_PATTERN.test((value as string).trim()) ? null : message;
}

export function portCode(value: string | null | undefined, message: string = M.portCode): RuleResult {
  if (isEmpty(value)) return null;
  return PORT_CODE_PATTERN.test((value as string).trim()) ? null : message;
}
