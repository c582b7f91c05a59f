import type { OtaUpdate } from '@seaberth/domain';
import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { soldRoomTypes } from './ota-update-rows.tsx';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { DateField } from '../../app/date-field.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { useFreeRooms, usePlaceOtaUpdate, useRejectOtaUpdate } from './ota-bookings-api.ts';

/**
 * Places a conflict: for each room the channel sold, a room of the resort free on the chosen
 * nights (the sold ones or others). The server checks them all before booking any, books them as
 * one booking, and refuses a room taken meanwhile. A sale of one room sends the single-room body.
 */
export function PlaceOtaDialog({ update, onClose }: { update: OtaUpdate; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const place = usePlaceOtaUpdate();
  const [from, setFrom] = useState(update.from);
  const [to, setTo] = useState(update.to);
  const datesValid = Boolean(from && to && from < to);
  const free = useFreeRooms(update.resort, from, to, datesValid);
  const sold = update.rooms.length ? update.rooms : [null];
  const [chosen, setChosen] = useState<string[]>(() => sold.map(() => ''));
  // A room no longer free on changed dates is no choice any more.
  const picked = chosen.map((id) => (free.data?.some((room) => room.id === id) ? id : ''));
  const several = sold.length > 1;
  return (
    <ActionDialog
      title={t('otaBookings.place.title', { guest: update.guestName })}
      submitLabel={t(several ? 'otaBookings.place.submitRooms' : 'otaBookings.place.submit')}
      pending={place.isPending}
      submitDisabled={!datesValid || picked.some((id) => !id)}
      error={place.error ? { text: describeError(place.error, t) } : null}
      onClose={onClose}
      testId="place-ota-dialog"
      onSubmit={() =>
        place.mutate(
          { id: update.id, body: several ? { rooms: picked, from, to } : { room: picked[0]!, from, to } },
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
          roomType: soldRoomTypes(update.rooms),
          from: formatDate(update.from, false),
          to: formatDate(update.to, false),
        })}
      </Typography>
      <DateField label={t('otaBookings.place.from')} value={from} onChange={setFrom} required fullWidth />
      <DateField
        label={t('otaBookings.place.to')}
        value={to}
        onChange={setTo}
        min={from}
        required
        fullWidth
      />
      {datesValid && free.data?.length === 0 && (
        <Alert severity="warning">{t('otaBookings.place.noneFree')}</Alert>
      )}
      {sold.map((soldRoom, i) => (
        <TextField
          // The sold rooms never change while the dialog is open: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          select
          label={
            several
              ? t('otaBookings.place.roomFor', { n: i + 1, roomType: soldRoom?.roomTypeName ?? '' })
              : t('otaBookings.place.room')
          }
          value={picked[i] ?? ''}
          onChange={(event) => setChosen(picked.map((id, j) => (j === i ? event.target.value : id)))}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': `place-room-${i}` } }}
        >
          {/* The sold type's rooms first; a room chosen for another sold room is not offered twice. */}
          {sortedFree(free.data ?? [], soldRoom?.roomType ?? null).map((room) => (
            <MenuItem
              key={room.id}
              value={room.id}
              disabled={picked.some((id, j) => j !== i && id === room.id)}
            >
              {room.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </ActionDialog>
  );
}

const sortedFree = <T extends { roomType: string | null; name: string }>(rooms: T[], type: string | null) =>
  [...rooms].sort(
    (a, b) =>
      Number(b.roomType === type) - Number(a.roomType === type) ||
      a.name.localeCompare(b.name, undefined, { numeric: true }),
  );

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
