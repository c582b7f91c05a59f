import { type BookingDetail, type BookingRoom, holdsBeds } from '@seaberth/domain';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { BookingRoomsList, useRefreshBookings } from '../bookings/index.ts';
import { MoveRoomDialog } from '../occupancy/index.ts';
import { arrivalGuard } from './desk-guard-dialogs.tsx';
import { DeskButton } from './desk-line-action.tsx';
import { type DeskTarget, lockRoom, useArrivalLine } from './front-desk-api.ts';
import { type DeskActions, useDeskActions } from './use-desk-actions.tsx';
import { operatorToday } from '../../app/clock.ts';

/**
 * The booking's rooms as the desk works them (for users who may update bookings): a lock per room
 * and, when the desk checks in room by room, each room's own check-in and check-out button.
 */
export function DeskRoomsList({
  booking,
  extraActions,
  renderGuest,
}: {
  booking: BookingDetail;
  extraActions?: (room: BookingRoom) => ReactNode;
  renderGuest?: (room: BookingRoom, index: number) => ReactNode;
}) {
  const { bootstrap } = useSession();
  const desk = useDeskActions(() => booking.version);
  const perRoom = bootstrap?.checkInMode === 'room' && holdsBeds(booking.state);
  return (
    <>
      <BookingRoomsList
        booking={booking}
        renderGuest={renderGuest}
        actions={(room) => (
          <>
            <LockToggle booking={booking} room={room} />
            <MoveRoomButton booking={booking} room={room} />
            {perRoom && <RoomDeskButton booking={booking} room={room} desk={desk} />}
            {extraActions?.(room)}
          </>
        )}
      />
      {desk.dialog}
    </>
  );
}

function RoomDeskButton({
  booking,
  room,
  desk,
}: {
  booking: BookingDetail;
  room: BookingRoom;
  desk: DeskActions;
}) {
  const { t } = useTranslation();
  const today = operatorToday();
  const arriving = !room.checkIn && today >= room.from && today < room.to;
  // The guests' missing data, as the arrivals list warns about it before a check-in.
  const arrival = useArrivalLine(booking, arriving);
  const target: DeskTarget = {
    booking: booking.id,
    bookingNo: booking.bookingNo,
    version: booking.version,
    room: { roomBooking: room.id, roomName: room.roomName },
  };
  if (!room.checkIn) {
    // Weeks ahead the desk cannot check in (the server refuses BEFORE_ARRIVAL): no button yet.
    if (!arriving) return null;
    return (
      <DeskButton
        kind="arrival"
        label={t('frontDesk.checkInRoom', { room: room.roomName })}
        pending={desk.isPending(target) || arrival.loading}
        disabled={desk.busy}
        onClick={() => desk.checkIn(target, arrival.line && arrivalGuard(arrival.line.rooms, room.id))}
      />
    );
  }
  if (room.checkOut) return null;
  return (
    <DeskButton
      kind="departure"
      label={t('frontDesk.checkOutRoom', { room: room.roomName })}
      pending={desk.isPending(target)}
      disabled={desk.busy}
      onClick={() => desk.checkOut(target, room)}
    />
  );
}

/** A locked room assignment moves to no other room or dates (the occupancy chart, a rebooking) until unlocked. */
/** A resort stay's room moves by form here, as on the chart by drag. */
function MoveRoomButton({ booking, room }: { booking: BookingDetail; room: BookingRoom }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (booking.type !== 'resort' || !holdsBeds(booking.state) || room.locked || room.checkOut) return null;
  const label = t('occupancy.moveRoom.action', { room: room.roomName });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={() => setOpen(true)}
          data-testid={`move-${room.id}`}
        >
          <SwapHorizIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <MoveRoomDialog booking={booking} room={room} onClose={() => setOpen(false)} />}
    </>
  );
}

function LockToggle({ booking, room }: { booking: BookingDetail; room: BookingRoom }) {
  const { t } = useTranslation();
  const { showSuccess, showError } = useSnackbar();
  const refresh = useRefreshBookings();
  const toggle = useMutation({
    meta: { silent: true },
    mutationFn: () => lockRoom(booking.id, room.id, !room.locked, booking.version),
    onSuccess: async () => {
      showSuccess(
        t(room.locked ? 'frontDesk.booking.unlocked' : 'frontDesk.booking.locked', { room: room.roomName }),
      );
      await refresh();
    },
    onError: async (error) => {
      showError(error);
      await refresh();
    },
  });
  return (
    <Tooltip
      describeChild
      title={room.locked ? t('frontDesk.booking.lockedTooltip') : t('frontDesk.booking.lockTooltip')}
    >
      <span>
        <IconButton
          size="small"
          aria-label={t('frontDesk.booking.lockRoom', { room: room.roomName })}
          aria-pressed={room.locked}
          color={room.locked ? 'warning' : 'default'}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
          data-testid={`lock-${room.id}`}
        >
          {toggle.isPending ? (
            <CircularProgress aria-hidden size={18} color="inherit" />
          ) : room.locked ? (
            <LockIcon fontSize="small" />
          ) : (
            <LockOpenIcon fontSize="small" />
          )}
        </IconButton>
      </span>
    </Tooltip>
  );
}
