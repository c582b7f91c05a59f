import { type BookingDetail, type BookingRoom, compareNames, isIsoDate } from '@seaberth/domain';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import type { MoveTarget } from './occupancy-api.ts';
import { useMove } from './use-move.tsx';
import { DateField } from '../../app/date-field.tsx';

/** A booked room as the form needs it: from a booking page or from a bar of the chart. */
export interface MovableStay {
  booking: string;
  bookingNo: string;
  version: number;
  resort: string | null;
  roomBooking: string;
  room: string;
  roomName: string;
  from: string;
  to: string;
  /** Guests in the room: a smaller room is refused before the server is asked. */
  pax?: number;
}

type RoomChoice = { id: string; name: string; availableBeds?: number };

interface Props {
  booking: BookingDetail;
  room: BookingRoom;
  onClose: () => void;
}

/** The resort's active rooms, for the form's choice (the preview says whether one is free). */
function useResortRooms(resort: string | null, given: readonly RoomChoice[] | undefined) {
  return useQuery({
    queryKey: ['resort-rooms', resort],
    queryFn: () => api.GET('/api/rooms', { query: { size: 0, filter: JSON.stringify({ resort }) } }),
    enabled: Boolean(resort) && !given,
    select: (page) => page.data.filter((r) => r.isActive).sort((a, b) => compareNames(a.name, b.name)),
  });
}

/** The form for a booked room of a booking (the front desk's rooms list). */
export function MoveRoomDialog({ booking, room, onClose }: Props) {
  return (
    <MoveStayDialog
      stay={{
        booking: booking.id,
        bookingNo: booking.bookingNo,
        version: booking.version,
        resort: booking.resort,
        roomBooking: room.id,
        room: room.room,
        roomName: room.roomName,
        from: room.from,
        to: room.to,
      }}
      onClose={onClose}
    />
  );
}

/**
 * The chart's drag as a form, for the booking page and for everyone who works by keyboard: another
 * room and/or other dates for a booked room of a resort stay, previewed before it is done, through
 * the same server call as the drag. `rooms` (the chart's, with their places) saves the fetch.
 */
export function MoveStayDialog({
  stay,
  rooms: given,
  onClose,
}: {
  stay: MovableStay;
  rooms?: readonly RoomChoice[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fetched = useResortRooms(stay.resort, given);
  const choices: readonly RoomChoice[] | undefined = given ?? fetched.data;
  const [roomId, setRoomId] = useState(stay.room);
  const [from, setFrom] = useState(stay.from);
  const [to, setTo] = useState(stay.to);
  const datesValid = isIsoDate(from) && isIsoDate(to) && from < to;
  const datesChanged = from !== stay.from || to !== stay.to;
  const target: MoveTarget | null =
    datesValid && (roomId !== stay.room || datesChanged)
      ? {
          booking: stay.booking,
          roomBooking: stay.roomBooking,
          version: stay.version,
          ...(roomId !== stay.room ? { room: roomId } : {}),
          ...(datesChanged ? { from, to } : {}),
        }
      : null;
  const chosen = choices?.find((r) => r.id === roomId);
  const tooSmall =
    target?.room &&
    chosen?.availableBeds !== undefined &&
    stay.pax !== undefined &&
    stay.pax > chosen.availableBeds
      ? chosen
      : null;
  const move = useMove(tooSmall ? null : target, stay.bookingNo, onClose);
  return (
    <ActionDialog
      title={t('occupancy.moveRoom.title', { room: stay.roomName, bookingNo: stay.bookingNo })}
      submitLabel={t('occupancy.move.submit')}
      onSubmit={move.submit}
      onClose={onClose}
      pending={move.pending}
      submitDisabled={!target || move.blocked || Boolean(tooSmall)}
      error={move.error}
      testId="move-room-dialog"
    >
      <TextField
        select
        label={t('occupancy.moveRoom.room')}
        value={choices ? roomId : ''}
        onChange={(event) => setRoomId(event.target.value)}
      >
        {(choices ?? []).map((r) => (
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
      {tooSmall ? (
        <Alert severity="warning" data-testid="move-too-small">
          {t('errors.ROOM_TOO_SMALL', {
            room: tooSmall.name,
            places: tooSmall.availableBeds,
            guests: stay.pax,
          })}
        </Alert>
      ) : (
        move.body
      )}
    </ActionDialog>
  );
}
