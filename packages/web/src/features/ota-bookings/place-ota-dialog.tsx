import type { OtaUpdate } from '@seaberth/domain';
import { MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { DateField } from '../../app/date-field.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { usePlaceOtaUpdate, useRejectOtaUpdate, useResortRooms } from './ota-bookings-api.ts';

/**
 * Places a conflict: a room of the resort the channel sold, on the sold dates or others. The
 * server books it through the booking flow and refuses a room taken meanwhile.
 */
export function PlaceOtaDialog({ update, onClose }: { update: OtaUpdate; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const rooms = useResortRooms(update.resort);
  const place = usePlaceOtaUpdate();
  const [room, setRoom] = useState('');
  const [from, setFrom] = useState(update.from);
  const [to, setTo] = useState(update.to);
  const sold = update.rooms.map((r) => r.roomTypeName).join(', ');
  return (
    <ActionDialog
      title={t('otaBookings.place.title', { guest: update.guestName })}
      submitLabel={t('otaBookings.place.submit')}
      pending={place.isPending}
      submitDisabled={!room || !from || !to || from >= to}
      error={place.error ? { text: describeError(place.error, t) } : null}
      onClose={onClose}
      testId="place-ota-dialog"
      onSubmit={() =>
        place.mutate(
          { id: update.id, body: { room, from, to } },
          {
            onSuccess: () => {
              showSuccess(t('otaBookings.place.done'));
              onClose();
            },
          },
        )
      }
    >
      <Typography variant="body2">
        {t('otaBookings.place.sold', {
          roomType: sold,
          from: formatDate(update.from, false),
          to: formatDate(update.to, false),
        })}
      </Typography>
      <TextField
        select
        label={t('otaBookings.place.room')}
        value={room}
        onChange={(event) => setRoom(event.target.value)}
        required
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'place-room' } }}
      >
        {(rooms.data ?? []).map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <DateField label={t('otaBookings.place.from')} value={from} onChange={setFrom} required fullWidth />
      <DateField
        label={t('otaBookings.place.to')}
        value={to}
        onChange={setTo}
        min={from}
        required
        fullWidth
      />
    </ActionDialog>
  );
}

/** Rejects a conflict: it stays in the list as rejected, nothing is booked. */
export function RejectOtaDialog({ update, onClose }: { update: OtaUpdate; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectOtaUpdate();
  return (
    <ActionDialog
      title={t('otaBookings.reject.title', { guest: update.guestName })}
      submitLabel={t('otaBookings.reject.submit')}
      destructive
      pending={reject.isPending}
      error={reject.error ? { text: describeError(reject.error, t) } : null}
      onClose={onClose}
      onSubmit={() => reject.mutate(update.id, { onSuccess: onClose })}
    >
      <Typography variant="body2">{t('otaBookings.reject.text', { reference: update.reference })}</Typography>
    </ActionDialog>
  );
}
