import type { BookingDetail } from '@seaberth/domain';
import {
  Alert,
  AlertTitle,
  FormControl,
  FormControlLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { type BookableTrip, useBookableTrips, useFreeCabins, useRefreshBookings } from './booking-api.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';

type Mode = 'same' | 'other';

interface MoveRequest {
  mode: Mode;
  schedule: string;
  rooms: { roomBooking: string; room: string }[];
}

/**
 * Same trip: each booked cabin may get a new cabin (`changeRoom`, one call per cabin, each with
 * the version the previous answer returned). Another trip: every cabin needs one there
 * (`move/{schedule}`), the same cabin preselected when the vessel is the same and it is free.
 */
export function MoveCabinForm({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const [mode, setMode] = useState<Mode>('same');
  const [targets, setTargets] = useState<Record<string, string>>({});
  const [tripId, setTripId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const trips = useBookableTrips();
  const otherTrips = (trips.data?.data ?? []).filter((trip) => trip.id !== booking.schedule);
  const trip: BookableTrip | undefined = otherTrips.find((candidate) => candidate.id === tripId);
  const sameFree = useFreeCabins(booking.vessel ?? undefined, booking.from, booking.to);
  const otherFree = useFreeCabins(trip?.vessel, trip?.from, trip?.to);
  const free = mode === 'same' ? sameFree : otherFree;

  const move = useMutation({
    meta: { silent: true },
    mutationFn: async (request: MoveRequest) => {
      if (request.mode === 'other') {
        return api.POST('/api/bookings/{id}/move/{schedule}', {
          path: { id: booking.id, schedule: request.schedule },
          body: { rooms: request.rooms, version: booking.version },
        });
      }
      let version = booking.version;
      let last: BookingDetail | undefined;
      for (const room of request.rooms) {
        last = await api.POST('/api/bookings/{id}/changeRoom', {
          path: { id: booking.id },
          body: { ...room, version },
        });
        version = last?.version ?? version + 1;
      }
      return last;
    },
    onSuccess: async (_result, request) => {
      await refresh();
      showSuccess(t('bookings.move.moved', { bookingNo: booking.bookingNo }));
      navigate(`/schedule/${request.schedule}`);
    },
    // Whatever moved before a refusal is stored: reload the booking and the free cabins.
    onError: () => refresh(),
  });

  // A booking with a resort stay too moves its cabins only; the stay keeps its room and nights.
  const cabins = booking.rooms.filter((room) => room.vessel !== null);
  const chooseTrip = (id: string) => {
    setTripId(id);
    const next = otherTrips.find((candidate) => candidate.id === id);
    // The same cabin is preselected on the same vessel; useFreeCabins confirms it is free.
    setTargets(
      next && next.vessel === booking.vessel
        ? Object.fromEntries(cabins.map((room) => [room.id, room.room]))
        : {},
    );
  };
  const freeIds = new Set((free.data ?? []).map((room) => room.id));
  const chosen = cabins
    .map((room) => ({ roomBooking: room.id, room: targets[room.id] ?? '' }))
    .filter((entry) => entry.room !== '' && (mode === 'same' || freeIds.has(entry.room)));

  const submit = () => {
    setProblem(null);
    if (mode === 'same' && chosen.length === 0) return setProblem(t('bookings.move.pickTarget'));
    if (mode === 'other' && (!trip || chosen.length !== cabins.length))
      return setProblem(t('bookings.move.pickAll'));
    if (new Set(chosen.map((entry) => entry.room)).size !== chosen.length)
      return setProblem(t('bookings.move.sameTwice'));
    move.mutate({
      mode,
      schedule: mode === 'same' ? (booking.schedule ?? '') : (trip?.id ?? ''),
      rooms: chosen,
    });
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="move-form-title"
    >
      <Typography id="move-form-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        {t('bookings.move.mode')}
      </Typography>
      <Stack spacing={2}>
        {(problem || move.isError) && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }} data-testid="move-cabin-error">
            <AlertTitle>{t('bookings.move.failed')}</AlertTitle>
            {problem ?? bookingErrorText(move.error, t)}
          </Alert>
        )}
        <FormControl>
          <RadioGroup
            row
            aria-labelledby="move-form-title"
            value={mode}
            onChange={(event) => {
              setMode(event.target.value as Mode);
              setTargets({});
              setProblem(null);
            }}
          >
            <FormControlLabel value="same" control={<Radio />} label={t('bookings.move.sameTrip')} />
            <FormControlLabel value="other" control={<Radio />} label={t('bookings.move.otherTrip')} />
          </RadioGroup>
        </FormControl>
        {mode === 'other' && (
          <TextField
            select
            label={t('bookings.move.chooseTrip')}
            value={tripId}
            onChange={(event) => chooseTrip(event.target.value)}
            helperText={trips.isSuccess && otherTrips.length === 0 ? t('bookings.move.noTrips') : undefined}
            slotProps={{ htmlInput: { 'data-testid': 'move-cabin-trip' } }}
          >
            {otherTrips.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {t('bookings.move.tripOption', {
                  tour: candidate.tourName,
                  vessel: candidate.vesselName,
                  from: formatDate(candidate.from, false),
                  to: formatDate(candidate.to, false),
                  free: candidate.freeCabins,
                })}
              </MenuItem>
            ))}
          </TextField>
        )}
        {(mode === 'same' || trip) &&
          cabins.map((room) => (
            <TextField
              key={room.id}
              select
              label={t('bookings.move.targetFor', { name: room.roomName })}
              value={freeIds.has(targets[room.id] ?? '') ? targets[room.id] : ''}
              onChange={(event) => setTargets((current) => ({ ...current, [room.id]: event.target.value }))}
              helperText={free.isSuccess && freeIds.size === 0 ? t('bookings.move.noFree') : undefined}
              slotProps={{ htmlInput: { 'data-testid': `move-cabin-target-${room.id}` } }}
            >
              <MenuItem value="">
                {mode === 'same' ? t('bookings.move.keep', { name: room.roomName }) : '–'}
              </MenuItem>
              {(free.data ?? []).map((cabin) => (
                <MenuItem key={cabin.id} value={cabin.id}>
                  {t('bookings.book.cabinLabel', { name: cabin.name, count: cabin.availableBeds })}
                </MenuItem>
              ))}
            </TextField>
          ))}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <PendingButton
            pending={move.isPending}
            variant="contained"
            onClick={submit}
            data-testid="move-cabin-submit"
          >
            {t('bookings.move.submit')}
          </PendingButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
