/**
 * SPEC §2/§5: /jumpto redirects only to a local path. Refused: anything not starting with one
 * slash, `//host` and `/\host` (browsers read both as another host), and control characters,
 * because browsers silently drop tabs and newlines from URLs and `/\t/evil.com` becomes `//evil.com`.
 */
export function isSafeJumpTarget(to: string | null | undefined): to is string {
  if (typeof to !== 'string' || !to.startsWith('/')) return false;
  if (to.startsWith('//') || to.startsWith('/\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  return !/[\u0000-\u001f\u007f]/.test(to);
}
