import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '../../app/session-context.ts';
import { ClearEntriesDialog } from './clear-entries-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';

/** Beside an account's title: import a statement, clear unassigned entries, edit the account's data. */
export function BankAccountActions({ bank, name }: { bank: string; name: string }) {
  const { t } = useTranslation();
  const canUpdate = useCan(['banks.update']);
  const [dialog, setDialog] = useState<'import' | 'clear' | null>(null);
  if (!canUpdate) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setDialog('import')}>
        {t('bank.import.open')}
      </Button>
      <Button color="error" startIcon={<DeleteSweepIcon />} onClick={() => setDialog('clear')}>
        {t('bank.clear.open')}
      </Button>
      <Button component={RouterLink} to="?tab=details" startIcon={<EditIcon />}>
        {t('bank.account.edit')}
      </Button>
      {dialog === 'import' && <ImportDialog bank={bank} onClose={() => setDialog(null)} />}
      {dialog === 'clear' && <ClearEntriesDialog bank={bank} name={name} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
