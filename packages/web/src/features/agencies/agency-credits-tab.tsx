import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LedgerView } from '../ledger/index.ts';
import { AddCreditDialog } from './add-credit-dialog.tsx';
import { type AgencyRecord, agencyLedger } from './agency-api.ts';

/** The agency's own ledger: its balance and every entry. */
export function AgencyCreditsTab({ agency }: { agency: AgencyRecord }) {
  const { t } = useTranslation();
  const query = useMemo(() => ({ agency: agency.id }), [agency.id]);
  const fixed = useMemo(() => ({ id: agency.id, currency: agency.currency }), [agency.id, agency.currency]);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 800 }}>
        {t('agencies.credits.intro')}
      </Typography>
      <LedgerView
        ledger={agencyLedger}
        query={query}
        single
        addDialog={(onClose) => <AddCreditDialog agency={fixed} onClose={onClose} />}
      />
    </>
  );
}
