import {
  compareNames,
  type CreateBookingInput,
  NEW_BOOKING_STATES,
  type NewBookingState,
} from '@seaberth/domain';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PendingButton } from '../../app/pending-button.tsx';
import { api } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { type AvailableRoom, useFreeCabins, useRefreshBookings } from '../bookings/index.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { CustomerPicker, type GuestOption, QuickCustomerForm } from '../customers/index.ts';
import { BookingTermsFields, useBookingTerms } from './booking-terms-fields.tsx';
import { QuotePanel } from './wizard-quote.tsx';
import { useWizardSession } from './wizard-session.ts';
import { roomsQuoteBody } from './cabin-quote.ts';

export interface BookCabinsDialogProps {
  trip: { id: string; vessel: string; from: string; to: string; title: string };
  onClose: () => void;
}

/**
 * Books free cabins of one trip: cabins, their guests, the state to start in. The database
 * refuses a cabin someone else took in the meantime (409); that refusal stays in the dialog with
 * the choices intact, so the operator picks another cabin and sends again.
 */
export function BookCabinsDialog({ trip, onClose }: BookCabinsDialogProps) {
  const { t } = useTranslation();
  const cabins = useFreeCabins(trip.vessel, trip.from, trip.to);
  const refresh = useRefreshBookings();
  const [chosen, setChosen] = useState<string[]>([]);
  // Names of the cabins chosen, to name one that another booking took while the dialog was open.
  const [names, setNames] = useState<Record<string, string>>({});
  const [guests, setGuests] = useState<Record<string, GuestOption[]>>({});
  const [state, setState] = useState<NewBookingState>('planned');
  const [note, setNote] = useState('');
  const [newFor, setNewFor] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // The first guest chosen leads the booking: its language is the booking's unless changed.
  const lead = chosen.flatMap((room) => guests[room] ?? [])[0];
  const session = useWizardSession();
  const terms = useBookingTerms(
    lead && { address: { country: lead.addressCountry }, masterData: { nationality: lead.nationality } },
  );

  const book = useMutation({
    meta: { silent: true },
    mutationFn: (body: CreateBookingInput) => api.POST('/api/bookings', { body }),
    onSuccess: () => refresh(),
    // A cabin taken meanwhile is no longer free: reload the choice and the trip behind the dialog
    // (somebody else booked), keep what was entered.
    onError: () => refresh(),
  });

  const rooms = (cabins.data ?? [])
    .filter((room) => room.availableBeds > 0)
    .sort((a, b) => compareNames(a.name, b.name));
  const byId = new Map(rooms.map((room) => [room.id, room]));
  // A cabin taken meanwhile drops out of the choice once the free list is reloaded (after a
  // refusal, or at once when the live feed tells of the other booking): the dialog says which.
  const selected = chosen.filter((id) => byId.has(id));
  const takenMeanwhile = cabins.data ? chosen.filter((id) => !byId.has(id)).map((id) => names[id] ?? id) : [];
  const cabinError = selected.length === 0 ? t('bookings.book.pickCabin') : undefined;
  const guestError = (room: string) =>
    (guests[room] ?? []).length === 0 ? t('bookings.book.pickGuest') : undefined;

  const toggle = (room: AvailableRoom) => {
    setNames((current) => ({ ...current, [room.id]: room.name }));
    // A new choice puts the cabins taken meanwhile (and their notice) aside.
    setChosen((current) => {
      const free = current.filter((id) => byId.has(id));
      return free.includes(room.id) ? free.filter((id) => id !== room.id) : [...free, room.id];
    });
  };

  const submit = () => {
    setTouched(true);
    if (cabinError || selected.some((room) => guestError(room))) return;
    book.mutate({
      schedule: trip.id,
      rooms: selected.map((room) => ({ room, guests: (guests[room] ?? []).map((guest) => guest.id) })),
      state,
      language: terms.language,
      termsOfPayment: terms.terms,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  // The price as the wizard shows it, once every chosen cabin has its guests.
  const quoteBody = roomsQuoteBody({
    asset: { kind: 'vessel', id: trip.vessel },
    where: { schedule: trip.id },
    rooms: selected.map((id) => ({ room: byId.get(id)!, guests: guests[id] ?? [] })),
    termsOfPayment: terms.terms,
    currency: session.defaults.currency,
  });
  const quoteReady = selected.length > 0 && selected.every((room) => !guestError(room));

  if (book.isSuccess) {
    const booking = book.data;
    return (
      <Dialog open onClose={onClose} aria-labelledby="book-cabins-title" maxWidth="sm" fullWidth>
        <DialogTitle id="book-cabins-title">{t('bookings.book.title')}</DialogTitle>
        <DialogContent>
          <Alert severity="success" role="status">
            {t('bookings.book.done', { bookingNo: booking.bookingNo, count: booking.rooms.length })}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('bookings.common.close')}</Button>
          <Button variant="contained" component={RouterLink} to={`/booking/${booking.id}`}>
            {t('bookings.book.open')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={book.isPending ? undefined : onClose}
      aria-labelledby="book-cabins-title"
      maxWidth="md"
      fullWidth
      data-testid="book-cabins-dialog"
    >
      <DialogTitle id="book-cabins-title">{t('bookings.book.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {trip.title}
          </Typography>
          {book.isError && (
            <Alert severity="error" sx={{ whiteSpace: 'pre-line' }} data-testid="book-cabins-error">
              <AlertTitle>{t('bookings.book.failed')}</AlertTitle>
              {bookingErrorText(book.error, t)}
            </Alert>
          )}
          {takenMeanwhile.length > 0 && (
            <Alert severity="warning" data-testid="book-cabins-taken">
              {t('bookings.book.takenMeanwhile', { names: takenMeanwhile.join(', ') })}
            </Alert>
          )}
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1">
              {t('bookings.book.cabins')}
            </Typography>
            {cabins.isPending ? (
              <CircularProgress size={20} aria-label={t('resources.common.loading')} />
            ) : cabins.isError ? (
              <Alert severity="error">{describeError(cabins.error, t)}</Alert>
            ) : rooms.length === 0 ? (
              <Typography variant="body2">{t('bookings.book.noneFree')}</Typography>
            ) : (
              <FormGroup row>
                {rooms.map((room) => (
                  <FormControlLabel
                    key={room.id}
                    control={
                      <Checkbox
                        checked={chosen.includes(room.id)}
                        onChange={() => toggle(room)}
                        slotProps={{ input: { 'data-testid': `book-cabin-${room.id}` } as object }}
                      />
                    }
                    label={t('bookings.book.cabinLabel', { name: room.name, count: room.availableBeds })}
                  />
                ))}
              </FormGroup>
            )}
            {touched && cabinError && <FormHelperText error>{cabinError}</FormHelperText>}
          </Box>
          {selected.map((id) => {
            const room: AvailableRoom | undefined = byId.get(id);
            const name = room?.name ?? id;
            return (
              <Stack key={id} spacing={1} data-testid={`book-guests-${id}`}>
                <CustomerPicker
                  label={t('bookings.book.guestsIn', { name })}
                  value={guests[id] ?? []}
                  onChange={(next) => setGuests((current) => ({ ...current, [id]: next }))}
                  max={room?.availableBeds}
                  error={touched ? guestError(id) : undefined}
                />
                {newFor === id ? (
                  <QuickCustomerForm
                    onCancel={() => setNewFor(null)}
                    onCreated={(guest) => {
                      setGuests((current) => ({ ...current, [id]: [...(current[id] ?? []), guest] }));
                      setNewFor(null);
                    }}
                  />
                ) : (
                  <Box>
                    <Button size="small" onClick={() => setNewFor(id)}>
                      {t('bookings.book.newCustomerFor', { name })}
                    </Button>
                  </Box>
                )}
              </Stack>
            );
          })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('bookings.book.state')}
              value={state}
              onChange={(event) => setState(event.target.value as NewBookingState)}
              sx={{ minWidth: 220 }}
            >
              {NEW_BOOKING_STATES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`resources.options.state.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('fields.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={1}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
          </Stack>
          <BookingTermsFields value={terms} />
          <QuotePanel body={quoteBody} ready={quoteReady} variant="compact" showDue />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={book.isPending}>
          {t('resources.common.cancel')}
        </Button>
        <PendingButton
          pending={book.isPending}
          variant="contained"
          onClick={submit}
          data-testid="book-cabins-submit"
        >
          {t('bookings.book.submit')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
