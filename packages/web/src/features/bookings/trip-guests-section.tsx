import { compareNames, formatDate } from '@seaberth/domain';
import type { TripCustomer } from '@seaberth/domain';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Button,
  Link,
  Table,
  TableBody,
  Chip,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QuerySection } from '../../app/query-section.tsx';
import { useTripCustomers } from './booking-api.ts';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';

export interface CabinGroup {
  room: string;
  roomName: string;
  guests: TripCustomer[];
}

/** The trip's guests cabin by cabin ("Cabin 2" before "Cabin 10"), each cabin's guests by bed. */
export function groupByCabin(guests: readonly TripCustomer[]): CabinGroup[] {
  const groups = new Map<string, CabinGroup>();
  for (const guest of guests) {
    const group = groups.get(guest.room) ?? { room: guest.room, roomName: guest.roomName, guests: [] };
    group.guests.push(guest);
    groups.set(guest.room, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, guests: [...group.guests].sort((a, b) => a.bed - b.bed) }))
    .sort((a, b) => compareNames(a.roomName, b.roomName));
}

/** Guests on the trip (`GET /api/schedule/{id}/customers`), a row per guest under their cabin. */
export function TripGuestsSection({ schedule, canMove }: { schedule: string; canMove: boolean }) {
  const { t } = useTranslation();
  const guests = useTripCustomers(schedule);
  return (
    <QuerySection
      id="trip-guests"
      title={t('bookings.guests.title')}
      query={guests}
      isEmpty={(data) => data.length === 0}
      empty={t('bookings.guests.empty')}
    >
      {(data) => <GuestsTable guests={data} canMove={canMove} />}
    </QuerySection>
  );
}

function GuestsTable({ guests, canMove }: { guests: TripCustomer[]; canMove: boolean }) {
  const { t } = useTranslation();
  const groups = groupByCabin(guests);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('bookings.guests.title')} data-testid="trip-guests-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('bookings.guests.cabin')}</TableCell>
            <TableCell>{t('bookings.guests.guest')}</TableCell>
            <TableCell align="right">{t('bookings.guests.age')}</TableCell>
            <TableCell>{t('fields.nationality')}</TableCell>
            <TableCell>{t('bookings.guests.passport')}</TableCell>
            <TableCell>{t('bookings.guests.certification')}</TableCell>
            <TableCell>{t('bookings.guests.medical')}</TableCell>
            <TableCell>{t('bookings.guests.booking')}</TableCell>
            <TableCell>{t('bookings.guests.state')}</TableCell>
            {canMove && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.room}>
              {group.guests.map((guest, index) => {
                // The move action belongs to the booking: once per booking within a cabin.
                const firstOfBooking =
                  group.guests.findIndex((other) => other.booking === guest.booking) === index;
                return (
                  <TableRow key={`${guest.roomBooking}-${guest.bed}`} data-cabin={group.roomName}>
                    {index === 0 && (
                      <TableCell
                        rowSpan={group.guests.length}
                        component="th"
                        scope="rowgroup"
                        sx={{ fontWeight: 600, verticalAlign: 'top' }}
                      >
                        {group.roomName}
                      </TableCell>
                    )}
                    <TableCell>{guest.fullName}</TableCell>
                    <TableCell align="right">{guest.age ?? ''}</TableCell>
                    <TableCell>{guest.nationality}</TableCell>
                    {/* The manifest's passport and the diver's level, as the guest form applied them. */}
                    <TableCell data-testid="trip-guest-passport">
                      {guest.passportNumber}
                      {guest.passportExpires && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('bookings.guests.passportExpires', { date: formatDate(guest.passportExpires) })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {guest.certification}
                      {guest.dives !== null && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('bookings.guests.dives', { count: guest.dives })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell data-testid="trip-guest-medical" sx={{ whiteSpace: 'nowrap' }}>
                      {guest.medical === 'physician' && (
                        <Chip size="small" color="warning" label={t('bookings.guests.medicalPhysician')} />
                      )}
                      {guest.medical === 'fit' && (
                        <Chip
                          size="small"
                          variant="outlined"
                          color="success"
                          label={t('bookings.guests.medicalFit')}
                        />
                      )}
                    </TableCell>
                    {/* Numbers, chips and the move button keep to one line: the table scrolls instead. */}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Link component={RouterLink} to={`/booking/${guest.booking}`}>
                        {guest.bookingNo}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <BookingStateChip state={guest.state} />
                    </TableCell>
                    {canMove && (
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {firstOfBooking && (
                          <Button
                            size="small"
                            component={RouterLink}
                            to={`/schedules/movecabin/${guest.booking}`}
                            startIcon={<SwapHorizIcon />}
                            aria-label={t('bookings.guests.moveNamed', { bookingNo: guest.bookingNo })}
                          >
                            {t('bookings.guests.move')}
                          </Button>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
