import { addDays, formatDate, type Occupancy } from '@seaberth/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { api } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { occupancyKeys } from './use-occupancy.ts';

export interface RemoveBlockerDialogProps {
  roomName: string;
  blocker: Occupancy;
  onClose: () => void;
}

/** Asks before a blocker goes: the nights become bookable again at once. */
export function RemoveBlockerDialog({ roomName, blocker, onClose }: RemoveBlockerDialogProps) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: () => api.POST('/api/rooms/removeBlocker', { body: { id: blocker.id } }),
    onError: () => {},
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: occupancyKeys.all });
      showSuccess(t('assets.blockers.removed', { name: roomName }));
      onClose();
    },
  });
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby="remove-blocker-title">
      <DialogTitle id="remove-blocker-title">{t('assets.blockers.removeTitle')}</DialogTitle>
      <DialogContent>
        {remove.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {describeError(remove.error, t)}
          </Alert>
        )}
        <DialogContentText>
          {t('assets.blockers.removeQuestion', {
            name: roomName,
            first: formatDate(blocker.from),
            last: formatDate(addDays(blocker.to, -1)),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('resources.common.cancel')}
        </Button>
        <PendingButton
          pending={remove.isPending}
          color="error"
          variant="contained"
          onClick={() => remove.mutate()}
        >
          {t('assets.blockers.remove')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
