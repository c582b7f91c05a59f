import { Fragment, type ReactNode } from 'react';
import type { BookingDetail, BookingRoom } from '@seaberth/domain';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstant } from '../../app/format-dates.ts';
import { formatDate } from '../../resources/format-value.ts';

/**
 * A booking's cabins with the guests in them, bed by bed, and when they checked in and out.
 * `actions` adds controls per room (the front desk's lock and check-in buttons).
 */
export function BookingRoomsList({
  booking,
  actions,
  renderGuest,
}: {
  booking: BookingDetail;
  actions?: (room: BookingRoom) => ReactNode;
  /** A place of a room as the editor draws it (a guest to drag, a bed to drop on). */
  renderGuest?: (room: BookingRoom, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('bookings.detail.rooms')}
    >
      {booking.rooms.map((room) => (
        <Box component="li" key={room.id} data-testid={`booking-room-${room.id}`}>
          <Typography variant="subtitle2" component="span">
            {room.roomName}
          </Typography>
          {(room.from !== booking.from || room.to !== booking.to) && (
            // A room with nights of its own: a part of a booking with a stay and a trip, or a moved stay.
            <Typography variant="body2" component="span" color="text.secondary" data-testid="room-dates">
              {' · '}
              {formatDate(room.from, false)} – {formatDate(room.to, false)}
            </Typography>
          )}
          <Typography variant="body2" component="span" color="text.secondary">
            {' · '}
            {room.guests.map((guest, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a bed's place in the room is its identity
              <Fragment key={index}>
                {index > 0 && ', '}
                {renderGuest ? (
                  renderGuest(room, index)
                ) : guest ? (
                  <Link component={RouterLink} to={`/customer/${guest.customer}`}>
                    {guest.fullName}
                  </Link>
                ) : (
                  t('bookings.move.emptyBed')
                )}
              </Fragment>
            ))}
          </Typography>
          <RoomCheckTimes room={room} />
          {actions && (
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, ml: 1, verticalAlign: 'middle' }}
            >
              {actions(room)}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function RoomCheckTimes({ room }: { room: BookingRoom }) {
  const { t } = useTranslation();
  const times = [
    room.checkIn && t('frontDesk.booking.roomCheckedIn', { time: formatInstant(room.checkIn) }),
    room.checkOut && t('frontDesk.booking.roomCheckedOut', { time: formatInstant(room.checkOut) }),
  ].filter(Boolean);
  if (!times.length) return null;
  return (
    <Typography variant="body2" component="span" color="text.secondary">
      {' · '}
      {times.join(', ')}
    </Typography>
  );
}

export function dateRange(from: string, to: string): string {
  return `${formatDate(from, false)} – ${formatDate(to, false)}`;
}

/** Where the booking goes: its trip page, or its resort (`place` names one of a booking with both). */
export function BookingPlaceLink({ booking, place }: { booking: BookingDetail; place?: 'trip' | 'resort' }) {
  const { t } = useTranslation();
  if (booking.schedule && place !== 'resort') {
    return (
      <Link component={RouterLink} to={`/schedule/${booking.schedule}`}>
        {t('bookings.detail.openTrip')}
      </Link>
    );
  }
  if (booking.resort) {
    return (
      <Link component={RouterLink} to={`/resort/${booking.resort}`}>
        {t('bookings.detail.openResort')}
      </Link>
    );
  }
  return null;
}
