import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useClearEntries } from './bank-api.ts';

/** Asks before every entry of the account nothing is assigned of is deleted (a wrong import undone). */
export function ClearEntriesDialog({
  bank,
  name,
  onClose,
}: {
  bank: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const clear = useClearEntries();
  return (
    <ActionDialog
      title={t('bank.clear.title')}
      submitLabel={t('bank.clear.submit')}
      destructive
      onClose={onClose}
      pending={clear.isPending}
      error={clear.isError ? { text: describeError(clear.error, t) } : null}
      onSubmit={() =>
        clear.mutate(bank, {
          onSuccess: ({ deleted }) => {
            showSuccess(t('bank.clear.done', { count: deleted }));
            onClose();
          },
        })
      }
      testId="clear-entries-dialog"
    >
      <Typography>{t('bank.clear.question', { name })}</Typography>
    </ActionDialog>
  );
}
