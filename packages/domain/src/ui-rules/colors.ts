/** SPEC §9: perceived brightness weights (ITU-R BT.601 luma) and the cut-off between them. */
export const BRIGHTNESS_CUTOFF = 128;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` (the `#` optional, any case) as channels 0-255; null for anything else. */
export function parseHexColor(hex: string): { r: number; g: number; b: number } | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

/** 0 (black) to 255 (white); null for an unreadable colour. */
export function colorBrightness(hex: string): number | null {
  const rgb = parseHexColor(hex);
  if (!rgb) return null;
  return (rgb.r * 299 + rgb.g * 587 + rgb.b * 114) / 1000;
}

/**
 * Bright from the cut-off up (128 itself is bright). An unreadable colour counts as dark rather
 * than throwing: an operator's typo in a category colour must not break the calendar.
 */
export function isBrightColor(hex: string): boolean {
  const brightness = colorBrightness(hex);
  return brightness !== null && brightness >= BRIGHTNESS_CUTOFF;
}

/** Black text on bright backgrounds (calendar bars, category chips), white on dark ones. */
export function contrastTextColor(hex: string): '#000000' | '#ffffff' {
  return isBrightColor(hex) ? '#000000' : '#ffffff';
}
