import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './money.ts';
import { useCurrencies } from './use-currencies.ts';

/** Minor units of a currency as the UI language writes money, with the currency's own decimals. */
export function useMoney() {
  const { i18n } = useTranslation();
  const { decimalsOf } = useCurrencies();
  const format = useCallback(
    (amount: number, currency: string) =>
      formatMoney({ amount, currency }, i18n.language, decimalsOf(currency)),
    [i18n.language, decimalsOf],
  );
  return { format, decimalsOf };
}
