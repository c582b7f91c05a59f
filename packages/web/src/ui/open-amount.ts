import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from './use-money.ts';

/**
 * A booking's open amount as people read it: what the guest still owes, or — when the booking was
 * paid more than it costs now (a cancellation fee below the deposit) — "Refund due €X", never a
 * negative open amount.
 */
export function useOpenAmount() {
  const { t } = useTranslation();
  const { format } = useMoney();
  return useCallback(
    (open: number, currency: string) =>
      open < 0 ? t('bookings.refundDueAmount', { amount: format(-open, currency) }) : format(open, currency),
    [t, format],
  );
}
