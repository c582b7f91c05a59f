import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../users/index.ts';
import { formatMessage, VALIDATION_MESSAGES as M } from './messages.ts';
import { emailField, requiredText, withRules } from './zod-fields.ts';

/** SPEC §5 request mode: only the email the reset link goes to. */
export const passwordResetRequestSchema = z.object({ email: emailField() });
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

/**
 * SPEC §5 save mode. The check is "at least MIN_PASSWORD_LENGTH" (SPEC §9, same as the user
 * schema) although the spec's message reads "longer than"; the message is kept verbatim.
 */
// Not trimmed: spaces are legitimate password characters.
export const newPasswordField = withRules(z.string({ error: M.passwordRequired }), (v) => {
  if (v.length === 0) return M.passwordRequired;
  return v.length < MIN_PASSWORD_LENGTH
    ? formatMessage(M.passwordTooShort, { minLength: MIN_PASSWORD_LENGTH })
    : null;
});

/**
 * Adds SPEC §5 "Passwords must match" on `passwordRepeat`, checked as soon as both are text, even
 * while another field is still wrong, so a form shows every problem at once.
 */
export function withMatchingPasswords<S extends z.ZodType<{ password: string; passwordRepeat?: string }>>(
  schema: S,
): S {
  return schema.refine((v) => v.password === v.passwordRepeat, {
    message: M.passwordsMustMatch,
    path: ['passwordRepeat'],
    when: (payload) => {
      const value = payload.value as { password?: unknown } | undefined;
      return typeof value?.password === 'string';
    },
  });
}

/**
 * SPEC §5 save mode: token, email, new password and its repeat. In club mode the token field is
 * only hidden (it comes from the link) and is still sent, so it stays required in both modes;
 * `club` sets the `isCRMUser` flag the API payload carries (SPEC §7).
 */
export function passwordResetSaveSchema(options: { club: boolean }) {
  return withMatchingPasswords(
    z.object({
      token: requiredText(M.tokenRequired),
      email: emailField(),
      password: newPasswordField,
      passwordRepeat: z.string().default(''),
      isCRMUser: z.boolean().default(options.club),
    }),
  );
}
export type PasswordResetSave = z.output<ReturnType<typeof passwordResetSaveSchema>>;
