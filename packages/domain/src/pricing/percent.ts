/**
 * A percentage as people read it: at most two decimals, no trailing zeros. A commission on top is
 * kept with four decimals (10 % on top → 11.1111 % of the net) so cents come out right; shown, it is
 * 11.11. Every text that names a percentage goes through here (web: `formatPercent`).
 */
export function roundPercent(percent: number): number {
  return Math.round(percent * 100) / 100;
}

/** "11.11", "10", "12.5": the number of a percentage for a text, without the sign. */
export function percentText(percent: number): string {
  return String(roundPercent(percent));
}

/** Percentages with more than two decimals in a stored text (reasons written before), rounded. */
export function readablePercents(text: string): string {
  return text.replace(/(\d+\.\d{3,})(\s?%)/g, (_match, value: string, sign: string) => {
    return `${percentText(Number(value))}${sign}`;
  });
}
