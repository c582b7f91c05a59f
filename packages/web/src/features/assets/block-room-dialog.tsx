import {
  type AddBlocker,
  addDays,
  BLOCK_REASONS,
  type BlockReason,
  formatDate,
  isIsoDate,
  nightsBetween,
} from '@seaberth/domain';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { api, isApiError } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { BedChoice } from './bed-choice.tsx';
import { occupancyKeys } from './use-occupancy.ts';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

export interface BlockRoomDialogProps {
  room: { id: string; name: string; beds: { no: number; active: boolean }[] };
  onClose: () => void;
}

/**
 * Takes a room (or some of its beds) out of service. "Until" is the morning it is free again, as a
 * departure is for a booking: 1st to 8th blocks seven nights. The database refuses a blocker over
 * an existing booking or blocker; that refusal (409) is shown here as the server words it.
 */
export function BlockRoomDialog({ room, onClose }: BlockRoomDialogProps) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(operatorToday());
  const [to, setTo] = useState(addDays(operatorToday(), 7));
  const [reason, setReason] = useState<BlockReason>('Maintanance');
  const [note, setNote] = useState('');
  const [beds, setBeds] = useState<number[] | null>(null);
  const [touched, setTouched] = useState(false);

  const block = useMutation({
    meta: { silent: true },
    mutationFn: (body: AddBlocker) => api.POST('/api/rooms/addBlocker', { body }),
    // The failure is explained inside the dialog, next to what the user can change.
    onError: () => {},
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: occupancyKeys.all });
      showSuccess(t('assets.blockers.blocked', { name: room.name }));
      onClose();
    },
  });

  const datesValid = isIsoDate(from) && isIsoDate(to);
  const rangeError = !datesValid
    ? t('assets.blockers.datesRequired')
    : from >= to
      ? t('assets.blockers.untilAfterFrom')
      : undefined;
  const bedsError = beds !== null && beds.length === 0 ? t('assets.blockers.pickBeds') : undefined;
  const nights = datesValid ? nightsBetween(from, to) : 0;

  const submit = () => {
    setTouched(true);
    if (rangeError || bedsError) return;
    block.mutate({ room: room.id, from, to, reason, note: note.trim(), ...(beds ? { beds } : {}) });
  };

  const failure = block.error;
  return (
    <Dialog
      open
      onClose={block.isPending ? undefined : onClose}
      aria-labelledby="block-room-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="block-room-title">{t('assets.blockers.dialogTitle', { name: room.name })}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="block-room-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {failure && (
            <Alert severity="error">
              <AlertTitle>{t('assets.blockers.notBlocked')}</AlertTitle>
              {isApiError(failure) && failure.status === 409
                ? failure.body.message
                : describeError(failure, t)}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              label={t('assets.blockers.from')}
              value={from}
              onChange={(iso) => setFrom(iso)}
              required
            />
            <DateField
              label={t('assets.blockers.until')}
              value={to}
              onChange={(iso) => setTo(iso)}
              required
              error={touched && Boolean(rangeError)}
              helperText={touched && rangeError ? rangeError : t('assets.blockers.untilHint')}
              min={from}
            />
          </Stack>
          {!rangeError && (
            <Typography variant="body2" role="status">
              {t('assets.blockers.nights', {
                count: nights,
                first: formatDate(from),
                last: formatDate(addDays(to, -1)),
              })}
            </Typography>
          )}
          <TextField
            select
            label={t('assets.blockers.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as BlockReason)}
          >
            {BLOCK_REASONS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`assets.reasons.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('assets.blockers.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {room.beds.length > 1 && (
            <BedChoice
              beds={room.beds}
              value={beds}
              onChange={setBeds}
              error={touched ? bedsError : undefined}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={block.isPending}>
          {t('resources.common.cancel')}
        </Button>
        <PendingButton pending={block.isPending} type="submit" form="block-room-form" variant="contained">
          {t('assets.blockers.block')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
