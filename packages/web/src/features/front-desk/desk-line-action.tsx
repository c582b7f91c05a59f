import type { FrontDeskLine, FrontDeskRoom } from '@seaberth/domain';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { formatDate } from '@seaberth/domain';
import { arrivalGuard } from './desk-guard-dialogs.tsx';
import { deskTime, firstTime } from './desk-time.ts';
import type { DeskTarget } from './front-desk-api.ts';
import type { DeskActions } from './use-desk-actions.tsx';
import { operatorToday } from '../../app/clock.ts';

export type DeskKind = 'arrival' | 'departure';

export interface DeskLineActionProps {
  kind: DeskKind;
  line: FrontDeskLine;
  /** The day of the list, so a time on that day reads `HH:mm`. */
  day: string;
  perRoom: boolean;
  canUpdate: boolean;
  desk: DeskActions;
}

/**
 * The desk's column of a line: the button while there is something to do, else when it was done.
 * In check-in mode `room` each booked room has its own line.
 */
export function DeskLineAction({ kind, line, day, perRoom, canUpdate, desk }: DeskLineActionProps) {
  if (!perRoom) {
    return <BookingDeskAction kind={kind} line={line} day={day} canUpdate={canUpdate} desk={desk} />;
  }
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
      {line.rooms.map((room) => (
        <RoomDeskAction
          key={room.roomBooking}
          kind={kind}
          line={line}
          room={room}
          day={day}
          canUpdate={canUpdate}
          desk={desk}
        />
      ))}
    </Stack>
  );
}

function BookingDeskAction({ kind, line, day, canUpdate, desk }: Omit<DeskLineActionProps, 'perRoom'>) {
  const { t } = useTranslation();
  const target: DeskTarget = { booking: line.booking, bookingNo: line.bookingNo, version: line.version };
  const rooms = line.rooms;
  const hadButton = useRef(false);
  if (kind === 'arrival') {
    if (rooms.every((room) => room.checkIn)) {
      return (
        <Done
          replacedButton={hadButton.current}
          text={t('frontDesk.status.checkedIn', {
            time: deskTime(firstTime(rooms.map((r) => r.checkIn)), day),
          })}
        />
      );
    }
    if (!canUpdate) return <Done text={t('frontDesk.status.notCheckedIn')} muted />;
    // Weeks ahead the desk cannot check in (the server refuses BEFORE_ARRIVAL): no button yet.
    if (operatorToday() < line.from)
      return <Done text={t('frontDesk.guard.arrivesOn', { date: formatDate(line.from) })} muted />;
    hadButton.current = true;
    return (
      <DeskButton
        kind="arrival"
        label={t('frontDesk.checkIn')}
        name={t('frontDesk.checkInBooking', { bookingNo: line.bookingNo })}
        pending={desk.isPending(target)}
        disabled={desk.busy}
        onClick={() => desk.checkIn(target, arrivalGuard(rooms))}
      />
    );
  }
  if (rooms.every((room) => room.checkOut)) {
    return (
      <Done
        replacedButton={hadButton.current}
        text={t('frontDesk.status.checkedOut', {
          time: deskTime(
            firstTime(
              rooms.map((r) => r.checkOut),
              true,
            ),
            day,
          ),
        })}
      />
    );
  }
  if (!rooms.some((room) => room.checkIn && !room.checkOut)) {
    return <Done text={t('frontDesk.status.notCheckedIn')} muted />;
  }
  if (!canUpdate) return <Done text={t('frontDesk.status.inHouse')} muted />;
  hadButton.current = true;
  return (
    <DeskButton
      kind="departure"
      label={t('frontDesk.checkOut')}
      name={t('frontDesk.checkOutBooking', { bookingNo: line.bookingNo })}
      pending={desk.isPending(target)}
      disabled={desk.busy}
      onClick={() => desk.checkOut(target, line, balanceOf(line))}
    />
  );
}

function RoomDeskAction({
  kind,
  line,
  room,
  day,
  canUpdate,
  desk,
}: Omit<DeskLineActionProps, 'perRoom'> & { room: FrontDeskRoom }) {
  const { t } = useTranslation();
  const target: DeskTarget = {
    booking: line.booking,
    bookingNo: line.bookingNo,
    version: line.version,
    room: { roomBooking: room.roomBooking, roomName: room.roomName },
  };
  const label = (text: string) => `${room.roomName}: ${text}`;
  const hadButton = useRef(false);
  if (kind === 'arrival') {
    if (room.checkIn)
      return (
        <Done
          replacedButton={hadButton.current}
          text={label(t('frontDesk.status.checkedIn', { time: deskTime(room.checkIn, day) }))}
        />
      );
    if (!canUpdate) return <Done text={label(t('frontDesk.status.notCheckedIn'))} muted />;
    if (operatorToday() < room.from)
      return <Done text={label(t('frontDesk.guard.arrivesOn', { date: formatDate(room.from) }))} muted />;
    hadButton.current = true;
    return (
      <DeskButton
        kind="arrival"
        label={t('frontDesk.checkInRoom', { room: room.roomName })}
        pending={desk.isPending(target)}
        disabled={desk.busy}
        onClick={() => desk.checkIn(target, arrivalGuard([room]))}
      />
    );
  }
  if (room.checkOut)
    return (
      <Done
        replacedButton={hadButton.current}
        text={label(t('frontDesk.status.checkedOut', { time: deskTime(room.checkOut, day) }))}
      />
    );
  if (!room.checkIn) return <Done text={label(t('frontDesk.status.notCheckedIn'))} muted />;
  if (!canUpdate) return <Done text={label(t('frontDesk.status.inHouse'))} muted />;
  hadButton.current = true;
  return (
    <DeskButton
      kind="departure"
      label={t('frontDesk.checkOutRoom', { room: room.roomName })}
      pending={desk.isPending(target)}
      disabled={desk.busy}
      onClick={() => desk.checkOut(target, room, balanceOf(line))}
    />
  );
}

/** What a check-out asks about: the booking's open balance. */
const balanceOf = (line: FrontDeskLine) => ({ open: line.open, currency: line.currency });

/**
 * What was done, where the button was. When it replaces the button that had the focus (a check-in
 * just made), it takes the focus, so a keyboard user is not dropped at the top of the page.
 */
function Done({
  text,
  muted = false,
  replacedButton = false,
}: {
  text: string;
  muted?: boolean;
  replacedButton?: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (replacedButton && lost) ref.current?.focus();
  }, [replacedButton]);
  return (
    <Typography
      ref={ref}
      tabIndex={replacedButton ? -1 : undefined}
      variant="body2"
      color={muted ? 'text.secondary' : 'success.main'}
      sx={{ fontWeight: muted ? 400 : 500 }}
    >
      {text}
    </Typography>
  );
}

export function DeskButton({
  kind,
  label,
  name,
  pending,
  disabled,
  onClick,
  size = 'small',
  primary = kind === 'arrival',
}: {
  kind: DeskKind;
  /** The booking's next step is painted as the main button (check-in on arrival, check-out in house). */
  primary?: boolean;
  size?: 'small' | 'medium';
  label: string;
  /** A fuller accessible name when several lines show the same label. */
  name?: string;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <PendingButton
      size={size}
      variant={primary ? 'contained' : 'outlined'}
      startIcon={kind === 'arrival' ? <LoginIcon /> : <LogoutIcon />}
      pending={pending}
      disabled={disabled}
      onClick={onClick}
      aria-label={name}
      sx={{ displayPrint: 'none' }}
    >
      {label}
    </PendingButton>
  );
}
