import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { LedgerView } from '../ledger/index.ts';
import { AddCreditDialog } from './add-credit-dialog.tsx';
import { agencyLedger, type Period } from './agency-api.ts';
import { AgencySelect } from './agency-select.tsx';
import { PeriodFields } from '../../ui/period-fields.tsx';

/** /credits — the credit ledger of every agency: balances per agency, entries by agency and period. */
export function CreditsPage() {
  const { t } = useTranslation();
  const [agency, setAgency] = useState('');
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const query = useMemo(
    () => ({
      agency: agency || undefined,
      // A period turned round is not asked for: the field says why.
      ...(period.from && period.to && period.to < period.from ? {} : period),
    }),
    [agency, period],
  );
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('routes.agencyCredits')} subtitle={t('agencies.credits.pageIntro')} />
      <LedgerView
        ledger={agencyLedger}
        query={query}
        addDialog={(onClose) => <AddCreditDialog onClose={onClose} />}
        filters={
          <>
            <AgencySelect value={agency} onChange={setAgency} empty={t('agencies.select.all')} inToolbar />
            <PeriodFields value={period} onChange={setPeriod} />
          </>
        }
      />
    </Box>
  );
}
