import type { OnlineBookingView } from '@seaberth/domain';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { guestMessage } from './details-fields.tsx';
import { lookupBooking } from './online-api.ts';
import { PayPanel } from './pay-panel.tsx';
import { onlineLookupQuerySchema } from '@seaberth/domain';

/**
 * `/book/preview`: a booking looked up by its number and the booker's e-mail (never by the number
 * alone), with what is paid and open, and the way to pay what is open.
 */
export function BookingPreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [bookingNo, setBookingNo] = useState(params.get('no') ?? '');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [errors, setErrors] = useState<{ bookingNo?: string; email?: string }>({});
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [booking, setBooking] = useState<OnlineBookingView | null>(null);
  const started = useRef(false);

  const look = async () => {
    const found: { bookingNo?: string; email?: string } = {};
    if (!bookingNo.trim()) found.bookingNo = t('onlineBooking.details.required');
    const checked = onlineLookupQuerySchema.safeParse({ email: email.trim() });
    if (!checked.success) found.email = guestMessage(checked.error.issues[0]?.message, t);
    setErrors(found);
    setProblem(null);
    if (found.bookingNo || found.email) return;
    setPending(true);
    try {
      setBooking(await lookupBooking(bookingNo.trim(), email.trim()));
    } catch (error) {
      setBooking(null);
      setProblem(
        isApiError(error) && error.status === 404
          ? t('onlineBooking.preview.notFound')
          : describeError(error, t),
      );
    } finally {
      setPending(false);
    }
  };

  // A link with number and e-mail (from the confirmation mail) shows the booking at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, with the values of the link.
  useEffect(() => {
    if (started.current || !params.get('no') || !params.get('email')) return;
    started.current = true;
    void look();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void look();
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {t('onlineBooking.preview.title')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          label={t('onlineBooking.preview.bookingNo')}
          value={bookingNo}
          onChange={(event) => setBookingNo(event.target.value)}
          error={Boolean(errors.bookingNo)}
          helperText={errors.bookingNo}
          required
        />
        <TextField
          label={t('onlineBooking.details.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          required
        />
        <PendingButton
          type="submit"
          variant="contained"
          size="large"
          pending={pending}
          startIcon={<SearchIcon />}
        >
          {t('onlineBooking.preview.show')}
        </PendingButton>
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
      {booking && (
        <>
          <BookingSummary booking={booking} />
          <PayPanel booking={booking} restartTo="/book" />
        </>
      )}
    </Stack>
  );
}
