import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { downloadLogbook } from './dive-log-api.ts';

/** The guest's dives as a UDDF logbook file, which their own logbook app opens (customer page). */
export function DiveLogUddfButton({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const [pending, setPending] = useState(false);
  return (
    <PendingButton
      pending={pending}
      startIcon={<FileDownloadIcon />}
      onClick={() => {
        setPending(true);
        downloadLogbook(customer)
          .catch(showError)
          .finally(() => setPending(false));
      }}
    >
      {t('diveLog.uddf.button')}
    </PendingButton>
  );
}
