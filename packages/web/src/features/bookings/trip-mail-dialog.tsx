import {
  BOOKING_STATES,
  type BookingState,
  fillTripMail,
  holdsBeds,
  type ScheduleMailInput,
  TRIP_MAIL_PLACEHOLDERS,
  type TripMailPlaceholder,
} from '@seaberth/domain';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { sendTripMail, useTripCustomers } from './booking-api.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';

export interface TripMailDialogProps {
  trip: { id: string; tourName: string; vesselName: string; from: string; to: string };
  onClose: () => void;
}

/** The states a trip mail goes to unless the operator says otherwise: guests holding a bed. */
const DEFAULT_STATES = BOOKING_STATES.filter(holdsBeds);
const OFFERED_STATES: BookingState[] = [...DEFAULT_STATES, 'waiting'];

/**
 * One mail to every guest of a trip (`POST /api/schedule/{id}/sendMail`), each copy with the
 * guest's own name, cabin and booking filled in; the preview shows the first guest's copy.
 */
export function TripMailDialog({ trip, onClose }: TripMailDialogProps) {
  const { t } = useTranslation();
  const guests = useTripCustomers(trip.id);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [states, setStates] = useState<BookingState[]>(DEFAULT_STATES);
  const [touched, setTouched] = useState(false);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const send = useMutation({
    meta: { silent: true },
    mutationFn: (body: ScheduleMailInput) => sendTripMail(trip.id, body),
  });

  const first = (guests.data ?? []).find((guest) => states.includes(guest.state));
  const values: Record<TripMailPlaceholder, string> | null = first
    ? {
        firstName: first.firstName,
        lastName: first.lastName,
        fullName: first.fullName,
        bookingNo: first.bookingNo,
        tour: trip.tourName,
        vessel: trip.vesselName,
        cabin: first.roomName,
        from: formatDate(trip.from, false),
        to: formatDate(trip.to, false),
      }
    : null;

  const insert = (name: TripMailPlaceholder) => {
    const token = `{{${name}}}`;
    const input = textRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    setText(`${text.slice(0, start)}${token}${text.slice(end)}`);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const toggleState = (state: BookingState) =>
    setStates((current) =>
      current.includes(state) ? current.filter((s) => s !== state) : [...current, state],
    );

  const subjectMissing = !subject.trim();
  const textMissing = !text.trim();
  const submit = () => {
    setTouched(true);
    if (subjectMissing || textMissing || states.length === 0) return;
    send.mutate({ subject: subject.trim(), text: text.trim(), states });
  };

  const result = send.data;
  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      aria-labelledby="trip-mail-title"
      maxWidth="md"
      fullWidth
      data-testid="trip-mail-dialog"
    >
      <DialogTitle id="trip-mail-title">{t('bookings.mail.title')}</DialogTitle>
      <DialogContent>
        {result ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="success" role="status" data-testid="trip-mail-result">
              {t('bookings.mail.queued', { count: result.queued })}
            </Alert>
            {result.skipped.length > 0 && (
              <Alert severity="warning">
                <AlertTitle>{t('bookings.mail.skipped', { count: result.skipped.length })}</AlertTitle>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {result.skipped.map((guest) => (
                    <li key={guest.customer}>
                      {guest.fullName}:{' '}
                      {t(`bookings.mail.reason.${guest.reason}`, { defaultValue: guest.reason })}
                    </li>
                  ))}
                </Box>
              </Alert>
            )}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {send.isError && (
              <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
                <AlertTitle>{t('bookings.mail.failed')}</AlertTitle>
                {bookingErrorText(send.error, t)}
              </Alert>
            )}
            <TextField
              label={t('bookings.mail.subject')}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              required
              error={touched && subjectMissing}
              helperText={touched && subjectMissing ? t('bookings.quickCustomer.required') : undefined}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
            <Box>
              <Typography variant="caption" color="text.secondary" id="trip-mail-placeholders">
                {t('bookings.mail.placeholders')}
              </Typography>
              <Stack
                direction="row"
                role="group"
                aria-labelledby="trip-mail-placeholders"
                sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
              >
                {TRIP_MAIL_PLACEHOLDERS.map((name) => (
                  <Chip
                    key={name}
                    size="small"
                    variant="outlined"
                    label={t(`bookings.mail.placeholder.${name}`)}
                    aria-label={t('bookings.mail.insert', { name: t(`bookings.mail.placeholder.${name}`) })}
                    onClick={() => insert(name)}
                  />
                ))}
              </Stack>
            </Box>
            <TextField
              label={t('bookings.mail.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              inputRef={textRef}
              required
              multiline
              minRows={6}
              error={touched && textMissing}
              helperText={touched && textMissing ? t('bookings.quickCustomer.required') : undefined}
              slotProps={{ htmlInput: { maxLength: 20000 } }}
            />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="caption" color="text.secondary">
                {t('bookings.mail.states')}
              </Typography>
              <FormGroup row>
                {OFFERED_STATES.map((state) => (
                  <FormControlLabel
                    key={state}
                    control={
                      <Checkbox checked={states.includes(state)} onChange={() => toggleState(state)} />
                    }
                    label={t(`resources.options.state.${state}`)}
                  />
                ))}
              </FormGroup>
              {touched && states.length === 0 && (
                <Typography variant="caption" color="error">
                  {t('bookings.mail.pickState')}
                </Typography>
              )}
            </Box>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="trip-mail-preview"
              sx={{ p: 2, bgcolor: 'action.hover' }}
            >
              <Typography id="trip-mail-preview" variant="subtitle2" component="h3">
                {values && first
                  ? t('bookings.mail.previewFor', { name: first.fullName })
                  : t('bookings.mail.preview')}
              </Typography>
              {values ? (
                <Box data-testid="trip-mail-preview">
                  <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
                    {fillTripMail(subject, values)}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
                    {fillTripMail(text, values)}
                  </Typography>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {guests.isPending ? t('resources.common.loading') : t('bookings.mail.noGuests')}
                </Typography>
              )}
            </Paper>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {result ? t('bookings.common.close') : t('resources.common.cancel')}
        </Button>
        {!result && (
          <PendingButton
            pending={send.isPending}
            variant="contained"
            onClick={submit}
            data-testid="trip-mail-send"
          >
            {t('bookings.mail.send')}
          </PendingButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
