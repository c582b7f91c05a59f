import type { Allotment } from '@seaberth/domain';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useReleaseAllotment } from './allotment-api.ts';
import { allotmentPlace } from './allotment-text.ts';

/** Asks before the rooms still held go back to open sale ahead of the release date. */
export function ReleaseAllotmentDialog({
  allotment,
  onClose,
}: {
  allotment: Allotment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const release = useReleaseAllotment();
  const held = allotment.rooms.filter((room) => room.held).length;
  return (
    <ActionDialog
      title={t('agencies.allotments.releaseTitle')}
      submitLabel={t('agencies.allotments.releaseSubmit')}
      destructive
      onClose={onClose}
      pending={release.isPending}
      error={release.isError ? { text: bookingErrorText(release.error, t) } : null}
      onSubmit={() =>
        release.mutate(allotment.id, {
          onSuccess: () => {
            showSuccess(t('agencies.allotments.releasedDone', { count: held }));
            onClose();
          },
        })
      }
      testId="release-allotment-dialog"
    >
      <Typography>
        {t('agencies.allotments.releaseText', {
          count: held,
          place: allotmentPlace(allotment, t),
          agency: allotment.agencyName,
        })}
      </Typography>
    </ActionDialog>
  );
}
