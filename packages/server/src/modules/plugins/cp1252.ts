/** The characters windows-1252 puts at 0x80–0x9F (five codes there are unassigned). */
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const HIGH_CODES = new Map([...HIGH].map((char, index) => [char, 0x80 + index]));

/**
 * Text as windows-1252 bytes, the encoding DATEV imports ("ANSI"). Latin-1 maps onto itself,
 * the euro sign and typographic quotes onto 0x80–0x9F. A character the code page lacks loses its
 * accents where that leaves a Latin letter (ő → o, č → c), else becomes "?".
 */
export function encodeCp1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = byteOf(char);
    if (byte !== undefined) {
      bytes.push(byte);
      continue;
    }
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    for (const part of bare) bytes.push(byteOf(part) ?? 0x3f);
  }
  return Buffer.from(bytes);
}

function byteOf(char: string): number | undefined {
  const code = char.codePointAt(0)!;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  const high = HIGH_CODES.get(char);
  // The five unassigned codes stay unassigned rather than passing control characters through.
  return high !== undefined && ![0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(high) ? high : undefined;
}
