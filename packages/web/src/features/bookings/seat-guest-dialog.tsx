import type { BookingDetail } from '@seaberth/domain';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';

export interface Seat {
  room: string;
  index: number;
}

/** Every place of the booking but the guest's own, in the order the rooms list shows them. */
export function otherSeats(booking: BookingDetail, from: Seat): Seat[] {
  return booking.rooms.flatMap((room) =>
    room.guests
      .map((_, index) => ({ room: room.id, index }))
      .filter((seat) => seat.room !== from.room || seat.index !== from.index),
  );
}

/**
 * The guests list's drag as a form (WCAG 2.5.7, issue 40): the guest of `from` goes onto the bed
 * chosen; a bed with a guest swaps, like a drop onto it. `onSeat` runs the same call as the drop.
 */
export function SeatGuestDialog({
  booking,
  from,
  pending,
  error,
  onSeat,
  onClose,
}: {
  booking: BookingDetail;
  from: Seat;
  pending: boolean;
  error?: { title?: string; text: string } | null;
  onSeat: (to: Seat) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const seats = otherSeats(booking, from);
  const [chosen, setChosen] = useState('');
  const guest = booking.rooms.find((r) => r.id === from.room)?.guests[from.index];
  const label = (seat: Seat) => {
    const room = booking.rooms.find((r) => r.id === seat.room)!;
    const sitting = room.guests[seat.index];
    return t('bookingRooms.seat.option', {
      room: room.roomName,
      bed: seat.index + 1,
      guest: sitting ? sitting.fullName : t('bookings.move.emptyBed'),
    });
  };
  const target = seats.find((seat) => `${seat.room}:${seat.index}` === chosen);
  return (
    <ActionDialog
      title={t('bookingRooms.seat.title', { name: guest?.fullName ?? '' })}
      submitLabel={t('bookingRooms.seat.submit')}
      pending={pending}
      error={error}
      onClose={onClose}
      submitDisabled={!target}
      onSubmit={() => target && onSeat(target)}
      testId="seat-guest-dialog"
    >
      <TextField
        select
        autoFocus
        label={t('bookingRooms.seat.where')}
        helperText={t('bookingRooms.seat.help')}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        {seats.map((seat) => (
          <MenuItem key={`${seat.room}:${seat.index}`} value={`${seat.room}:${seat.index}`}>
            {label(seat)}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}
