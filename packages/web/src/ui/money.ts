import type { Money } from '@seaberth/domain';

/** Minor units as the decimal an operator types: 12345 → "123.45" (EUR), 500 → "500" (JPY). */
export function minorToDecimal(minor: number, decimals = 2): string {
  const negative = minor < 0;
  const digits = String(Math.abs(Math.trunc(minor))).padStart(decimals + 1, '0');
  const whole = decimals > 0 ? digits.slice(0, -decimals) : digits;
  const fraction = decimals > 0 ? `.${digits.slice(-decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * A typed amount ("123.45", "123,45", "1 234.5") as integer minor units without going through a
 * float multiplication; null when it is not an amount or has more decimals than the currency.
 */
export function decimalToMinor(text: string, decimals = 2): number | null {
  const cleaned = text.trim().replace(/[\s']/g, '').replace(',', '.');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const fraction = match[3] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(`${match[2] || '0'}${fraction.padEnd(decimals, '0')}`);
  if (!Number.isSafeInteger(minor)) return null;
  return match[1] ? -minor : minor;
}

/** "1,234.50 €" in the UI language; unknown currency codes fall back to "1,234.50 XYZ". */
export function formatMoney(value: Money, language: string, decimals = 2): string {
  const major = value.amount / 10 ** decimals;
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: value.currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(major);
  } catch {
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(major)} ${value.currency}`;
  }
}
