import { type Allotment, isIsoDate } from '@seaberth/domain';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useUpdateAllotment } from './allotment-api.ts';
import { allotmentPlace } from './allotment-text.ts';
import { DateField } from '../../app/date-field.tsx';

/** Another release date (an agency asked for more time) or note for an allotment. */
export function AllotmentReleaseDateDialog({
  allotment,
  onClose,
}: {
  allotment: Allotment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const [releaseDate, setReleaseDate] = useState(allotment.releaseDate);
  const [note, setNote] = useState(allotment.note);
  const [tried, setTried] = useState(false);
  const update = useUpdateAllotment();
  const invalid = !isIsoDate(releaseDate);
  const submit = () => {
    setTried(true);
    if (invalid) return;
    update.mutate(
      { allotment: allotment.id, releaseDate, note: note.trim() },
      {
        onSuccess: (saved) => {
          showSuccess(
            t('agencies.allotments.releaseDateSaved', { date: formatDate(saved.releaseDate, false) }),
          );
          onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      title={t('agencies.allotments.releaseDateTitle')}
      submitLabel={t('agencies.allotments.save')}
      onSubmit={submit}
      onClose={onClose}
      pending={update.isPending}
      error={update.isError ? { text: bookingErrorText(update.error, t) } : null}
      testId="allotment-release-date-dialog"
    >
      <Typography>{allotmentPlace(allotment, t)}</Typography>
      <DateField
        label={t('agencies.allotments.releaseDate')}
        value={releaseDate}
        onChange={(iso) => setReleaseDate(iso)}
        required
        error={tried && invalid}
        helperText={
          tried && invalid ? t('agencies.allotments.pickRelease') : t('agencies.allotments.releaseHint')
        }
      />
      <TextField
        label={t('agencies.allotments.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </ActionDialog>
  );
}
