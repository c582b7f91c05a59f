import type { Money } from '@seaberth/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context.ts';
import { formatMoney } from '../../ui/money.ts';

interface CurrencyRow {
  code?: unknown;
  decimals?: unknown;
}

/** The minor units of a currency by ISO 4217, for a currency the operator's list does not name. */
function isoDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * Money as a guest reads it, in the page language and the currency's own decimals. The staff
 * helper (`useMoney`) reads the currency list, which needs a login; a guest has the public
 * bootstrap's currencies instead.
 */
export function useBookingMoney() {
  const { i18n } = useTranslation();
  const { bootstrap } = useSession();
  const currencies = bootstrap?.currencies;
  const rows = useMemo(() => (Array.isArray(currencies) ? (currencies as CurrencyRow[]) : []), [currencies]);
  const decimalsOf = useCallback(
    (currency: string) => {
      const row = rows.find((entry) => entry.code === currency);
      return typeof row?.decimals === 'number' ? row.decimals : isoDecimals(currency);
    },
    [rows],
  );
  const format = useCallback(
    (value: Money) => formatMoney(value, i18n.language, decimalsOf(value.currency)),
    [i18n.language, decimalsOf],
  );
  /** Whole units only, for the narrow cells of the month view ("€120"). */
  const short = useCallback(
    (value: Money) => {
      const major = value.amount / 10 ** decimalsOf(value.currency);
      try {
        return new Intl.NumberFormat(i18n.language, {
          style: 'currency',
          currency: value.currency,
          maximumFractionDigits: 0,
        }).format(major);
      } catch {
        return `${Math.round(major)} ${value.currency}`;
      }
    },
    [i18n.language, decimalsOf],
  );
  return { format, short };
}
