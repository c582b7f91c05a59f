import { formatMessage, type RuleResult, VALIDATION_MESSAGES as M } from './messages.ts';

/** SPEC §9: the validator's default upload limit (the guest-form limit comes from settings). */
export const DEFAULT_MAX_UPLOAD_KB = 256;
/** A kilobyte here is 1024 bytes, as file dialogs and the server's body limit count. */
export const BYTES_PER_KB = 1024;

type Sized = { size: number };

/** Every chosen file must fit; nothing chosen passes (pair with `required`). */
export function maxFileSize(
  files: Sized | readonly Sized[] | null | undefined,
  maxKb: number = DEFAULT_MAX_UPLOAD_KB,
  message: string = M.maxFileSize,
): RuleResult {
  if (!files) return null;
  const list: readonly Sized[] = Array.isArray(files) ? files : [files as Sized];
  const limit = maxKb * BYTES_PER_KB;
  return list.some((f) => f.size > limit) ? formatMessage(message, { maxKb }) : null;
}
