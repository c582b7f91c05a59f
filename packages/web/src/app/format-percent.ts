import { roundPercent } from '@seaberth/domain';

/**
 * "12 %", "11.11 %": a percentage as the UI language writes it, at most two decimals (the domain's
 * `roundPercent`). The one formatter of percentages on screen: contracts, quotes, calculations.
 */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    roundPercent(percent) / 100,
  );
}
