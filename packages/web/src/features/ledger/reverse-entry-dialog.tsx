import type { LedgerEntry } from '@seaberth/domain';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';
import { type LedgerBalance, type LedgerDefinition, useReverseLedgerEntry } from './ledger-api.ts';

/** Asks before an entry is cancelled by a counter-entry (the ledger is never edited). */
export function ReverseEntryDialog<Entry extends LedgerEntry<string>, Balance extends LedgerBalance>({
  ledger,
  entry,
  onClose,
}: {
  ledger: LedgerDefinition<Entry, Balance>;
  entry: Entry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showSuccess } = useSnackbar();
  const [note, setNote] = useState('');
  const reverse = useReverseLedgerEntry(ledger);
  const amount = format(entry.amount, entry.currency);
  const kind = t(`${ledger.texts}.kinds.${entry.kind}`);
  const consequence = ledger.reverseConsequence?.(entry, t);
  return (
    <ActionDialog
      title={t(`${ledger.texts}.reverseTitle`)}
      submitLabel={t(`${ledger.texts}.reverseSubmit`)}
      destructive
      onClose={onClose}
      pending={reverse.isPending}
      error={reverse.isError ? { text: bookingErrorText(reverse.error, t) } : null}
      onSubmit={() =>
        reverse.mutate(
          { entry: entry.id, note: note.trim() },
          {
            onSuccess: () => {
              showSuccess(t(`${ledger.texts}.reversedDone`, { kind, amount }));
              onClose();
            },
          },
        )
      }
      testId="reverse-credit-dialog"
    >
      <Typography>
        {t(`${ledger.texts}.reverseText`, {
          kind,
          amount,
          owner: ledger.owner(entry).name,
          date: formatDate(entry.date, false),
        })}
      </Typography>
      {consequence && (
        <Typography variant="body2" color="text.secondary">
          {consequence}
        </Typography>
      )}
      <TextField
        label={t(`${ledger.texts}.reverseNote`)}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
