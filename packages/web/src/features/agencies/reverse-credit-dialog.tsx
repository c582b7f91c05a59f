import type { AgencyCreditEntry } from '@seaberth/domain';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { bookingErrorText } from '../bookings/booking-errors.ts';
import { useMoney } from '../bookings/use-money.ts';
import { useReverseCredit } from './agency-api.ts';

/** Asks before an entry is cancelled by a counter-entry (the ledger is never edited). */
export function ReverseCreditDialog({ entry, onClose }: { entry: AgencyCreditEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showSuccess } = useSnackbar();
  const [note, setNote] = useState('');
  const reverse = useReverseCredit();
  const amount = format(entry.amount, entry.currency);
  const kind = t(`agencies.credits.kinds.${entry.kind}`);
  return (
    <ActionDialog
      title={t('agencies.credits.reverseTitle')}
      submitLabel={t('agencies.credits.reverseSubmit')}
      destructive
      onClose={onClose}
      pending={reverse.isPending}
      error={reverse.isError ? { text: bookingErrorText(reverse.error, t) } : null}
      onSubmit={() =>
        reverse.mutate(
          { entry: entry.id, note: note.trim() },
          {
            onSuccess: () => {
              showSuccess(t('agencies.credits.reversedDone', { kind, amount }));
              onClose();
            },
          },
        )
      }
      testId="reverse-credit-dialog"
    >
      <Typography>
        {t('agencies.credits.reverseText', {
          kind,
          amount,
          agency: entry.agencyName,
          date: formatDate(entry.date, false),
        })}
      </Typography>
      <TextField
        label={t('agencies.credits.reverseNote')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
