import { type BookingDetail, type BookingRoom, compareNames, isIsoDate, type Page } from '@seaberth/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import type { MoveTarget } from './occupancy-api.ts';
import { useMove } from './use-move.tsx';
import { DateField } from '../../app/date-field.tsx';

interface Props {
  booking: BookingDetail;
  room: BookingRoom;
  onClose: () => void;
}

/** The resort's active rooms, for the form's choice (the preview says whether one is free). */
function useResortRooms(resort: string | null) {
  return useQuery({
    queryKey: ['resort-rooms', resort],
    queryFn: () =>
      api.get<Page<{ id: string; name: string; isActive: boolean }>>('/api/rooms', {
        size: 0,
        filter: JSON.stringify({ resort }),
      }),
    enabled: Boolean(resort),
    select: (page) => page.data.filter((r) => r.isActive).sort((a, b) => compareNames(a.name, b.name)),
  });
}

/**
 * The chart's drag as a form, for the booking page and for everyone who works by keyboard: another
 * room and/or other dates for a booked room of a resort stay, previewed before it is done.
 */
export function MoveRoomDialog({ booking, room, onClose }: Props) {
  const { t } = useTranslation();
  const rooms = useResortRooms(booking.resort);
  const [roomId, setRoomId] = useState(room.room);
  const [from, setFrom] = useState(room.from);
  const [to, setTo] = useState(room.to);
  const datesValid = isIsoDate(from) && isIsoDate(to) && from < to;
  const datesChanged = from !== room.from || to !== room.to;
  const target: MoveTarget | null =
    datesValid && (roomId !== room.room || datesChanged)
      ? {
          booking: booking.id,
          roomBooking: room.id,
          version: booking.version,
          ...(roomId !== room.room ? { room: roomId } : {}),
          ...(datesChanged ? { from, to } : {}),
        }
      : null;
  const move = useMove(target, booking.bookingNo, onClose);
  return (
    <ActionDialog
      title={t('occupancy.moveRoom.title', { room: room.roomName, bookingNo: booking.bookingNo })}
      submitLabel={t('occupancy.move.submit')}
      onSubmit={move.submit}
      onClose={onClose}
      pending={move.pending}
      submitDisabled={!target || move.blocked}
      error={move.error}
      testId="move-room-dialog"
    >
      <TextField
        select
        label={t('occupancy.moveRoom.room')}
        value={rooms.data ? roomId : ''}
        onChange={(event) => setRoomId(event.target.value)}
      >
        {(rooms.data ?? []).map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={t('occupancy.moveRoom.from')}
          value={from}
          onChange={(iso) => setFrom(iso)}
          fullWidth
        />
        <DateField
          label={t('occupancy.moveRoom.to')}
          value={to}
          onChange={(iso) => setTo(iso)}
          error={isIsoDate(from) && isIsoDate(to) && !datesValid}
          helperText={
            isIsoDate(from) && isIsoDate(to) && !datesValid ? t('occupancy.moveRoom.datesOrder') : ' '
          }
          fullWidth
        />
      </Stack>
      {move.body}
    </ActionDialog>
  );
}
