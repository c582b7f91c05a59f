import { CUSTOMER_CREDIT_KINDS } from '@seaberth/domain';
import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import type { Period } from '../../ui/period.ts';
import { PeriodFields } from '../../ui/period-fields.tsx';
import type { GuestOption } from './customer-picker.tsx';
import { LedgerKindSelect, LedgerView } from '../ledger/index.ts';
import { customerLedger } from './customer-credit-api.ts';
import { CustomerCreditDialog } from './customer-credit-dialog.tsx';
import { CustomerSelect } from './customer-select.tsx';

/**
 * /ccredits — the credit of every customer: who holds how much (a card per customer and currency),
 * the entries by customer, period and kind, and new entries (vouchers, overpayments kept, payouts).
 */
export function CustomerCreditsPage() {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState<GuestOption | null>(null);
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const [kind, setKind] = useState('');
  const query = useMemo(
    () => ({
      customer: customer?.id,
      kind: kind || undefined,
      // A period turned round is not asked for: the field says why.
      ...(period.from && period.to && period.to < period.from ? {} : period),
    }),
    [customer?.id, kind, period],
  );
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('routes.customerCredits')} subtitle={t('customers.credits.pageIntro')} />
      <LedgerView
        ledger={customerLedger}
        query={query}
        addDialog={(onClose) => <CustomerCreditDialog initial={customer} onClose={onClose} />}
        filters={
          <>
            <CustomerSelect
              label={t('customers.credits.owner')}
              value={customer}
              onChange={setCustomer}
              inToolbar
            />
            <PeriodFields value={period} onChange={setPeriod} />
            <LedgerKindSelect
              texts={customerLedger.texts}
              kinds={CUSTOMER_CREDIT_KINDS}
              value={kind}
              onChange={setKind}
            />
          </>
        }
      />
    </Box>
  );
}
