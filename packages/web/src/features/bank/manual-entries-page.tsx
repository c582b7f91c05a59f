import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { AllAccountsEntries } from './all-accounts-entries.tsx';
import { ManualEntryDialog } from './manual-entry-dialog.tsx';

/** /bank/entry/manual — cash and card payments taken at the desk, and a new one. */
export function ManualEntriesPage() {
  const { t } = useTranslation();
  const canAdd = useCan(['bankentries.update']);
  const [adding, setAdding] = useState(false);
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading
        title={t('routes.bankEntryManual')}
        subtitle={t('bank.manual.intro')}
        actions={
          canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('bank.manual.add')}
            </Button>
          )
        }
      />
      <AllAccountsEntries kind="manual" empty={t('bank.manual.none')} />
      {adding && <ManualEntryDialog onClose={() => setAdding(false)} />}
    </Box>
  );
}
