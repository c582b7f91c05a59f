import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyRecord } from './agency-api.ts';
import { CreditLedger } from './credit-ledger.tsx';

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
      <CreditLedger query={query} agency={fixed} />
    </>
  );
}
