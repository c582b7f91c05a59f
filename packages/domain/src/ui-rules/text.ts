/** One character (U+2026), so a cut text is exactly `length` + 1 characters wide at most. */
export const ELLIPSIS = '…';

/**
 * SPEC §9: cuts at `length` characters and adds an ellipsis; shorter text is returned as is.
 * Counts code points so an emoji is never split in half, and drops spaces before the ellipsis
 * so "Hello …" reads "Hello…".
 */
export function shorten(text: string | null | undefined, length: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return chars.slice(0, Math.max(0, length)).join('').trimEnd() + ELLIPSIS;
}
