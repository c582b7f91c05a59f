import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/use-money.ts';
import { formatPercent } from '../../app/format-percent.ts';

export { formatPercent };

/**
 * Money of the agency screens: minor units like everywhere (`money`), and the credit limit, which
 * the contract keeps in whole units of the agency's currency (`limit`).
 */
export function useAgencyMoney() {
  const { i18n } = useTranslation();
  const { format, decimalsOf } = useMoney();
  const limit = useCallback(
    (whole: number, currency: string) => format(whole * 10 ** decimalsOf(currency), currency),
    [format, decimalsOf],
  );
  const percent = useCallback((value: number) => formatPercent(value, i18n.language), [i18n.language]);
  return { money: format, limit, percent, decimalsOf };
}
