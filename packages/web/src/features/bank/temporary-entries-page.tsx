import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { AllAccountsEntries } from './all-accounts-entries.tsx';

/** /bank/entry/temporary — money received and not (fully) assigned to a booking yet. */
export function TemporaryEntriesPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('routes.bankEntryTemporary')} subtitle={t('bank.temporary.intro')} />
      <AllAccountsEntries kind="temporary" empty={t('bank.temporary.none')} />
    </Box>
  );
}
