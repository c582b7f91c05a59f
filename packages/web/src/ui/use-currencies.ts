import { currencyResource, type ExchangeRates } from '@seaberth/domain';
import { useCallback, useMemo } from 'react';
import { useSession } from '../app/session-context.ts';
import { ALL_ROWS, useResourceList } from '../resources/use-resource.ts';

/**
 * The currencies the operator keeps (code, decimals, rate): the decimals say how minor units read
 * ("12345" EUR is 123.45, JPY has none), the codes are what a quote or a price list may use.
 */
export function useCurrencies() {
  const { bootstrap } = useSession();
  const list = useResourceList(currencyResource, ALL_ROWS);
  const rows = list.data?.data;
  const fallback = typeof bootstrap?.defaultCurrency === 'string' ? bootstrap.defaultCurrency : 'EUR';
  const codes = useMemo(() => {
    const found = (rows ?? []).map((row) => String(row.code ?? '')).filter(Boolean);
    return found.length > 0 ? found : [fallback];
  }, [rows, fallback]);
  const decimalsOf = useCallback(
    (code: string) => {
      const row = rows?.find((r) => r.code === code);
      return typeof row?.decimals === 'number' ? row.decimals : 2;
    },
    [rows],
  );
  /** The rates as the engine reads them, for client-side examples (terms). */
  const rates = useMemo<ExchangeRates>(
    () => ({
      base: fallback,
      currencies: (rows ?? []).map((row) => ({
        code: String(row.code),
        decimals: typeof row.decimals === 'number' ? row.decimals : 2,
        exchangeRate: String(row.exchangeRate ?? '1'),
      })),
    }),
    [rows, fallback],
  );
  return { codes, decimalsOf, rates, defaultCurrency: fallback, isLoading: list.isLoading };
}
