import type { BookingDetail, RebookBookingInput } from '@seaberth/domain';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { api } from '../../api/client.ts';
import { useBookableTrips, useRefreshBookings } from './booking-api.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { DateField } from '../../app/date-field.tsx';

/**
 * Rebook: the guests travel on another departure (a trip) or other dates (a resort stay). A new
 * booking is made with the same cabins and guests, the payments move with it, and the old booking
 * points to it; the screen then opens the new booking.
 */
export function RebookDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const trip = booking.type === 'vessel';
  const [schedule, setSchedule] = useState('');
  const [from, setFrom] = useState(booking.from);
  const [to, setTo] = useState(booking.to);
  const [keepPrice, setKeepPrice] = useState(false);
  const rebook = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const body: RebookBookingInput = { keepPrice, version: booking.version };
      return trip
        ? api.POST('/api/bookings/{id}/rebook/{schedule}', { path: { id: booking.id, schedule }, body })
        : api.POST('/api/bookings/{id}/rebook', {
            path: { id: booking.id },
            body: { ...body, dates: { from, to } },
          });
    },
    onSuccess: async (next) => {
      await refresh();
      showSuccess(t('bookings.rebook.done', { bookingNo: booking.bookingNo, next: next.bookingNo }));
      navigate(`/booking/${next.id}`);
    },
  });
  const invalidDates = !trip && (!from || !to || from >= to);
  return (
    <ActionDialog
      title={t('bookings.rebook.title', { bookingNo: booking.bookingNo })}
      submitLabel={t('bookings.rebook.submit')}
      onSubmit={() => rebook.mutate()}
      onClose={onClose}
      pending={rebook.isPending}
      submitDisabled={trip ? !schedule : invalidDates}
      error={rebook.isError ? { text: bookingErrorText(rebook.error, t) } : null}
      testId="rebook-dialog"
    >
      <Typography variant="body2">{t('bookings.rebook.text')}</Typography>
      {trip ? (
        <DepartureField booking={booking} value={schedule} onChange={setSchedule} />
      ) : (
        <DateRange from={from} to={to} setFrom={setFrom} setTo={setTo} invalid={invalidDates} />
      )}
      <FormControlLabel
        control={<Checkbox checked={keepPrice} onChange={(event) => setKeepPrice(event.target.checked)} />}
        label={t('bookings.rebook.keepPrice')}
      />
    </ActionDialog>
  );
}

/** Undo a rebooking: the new booking is deleted and this one takes its cabins and payments back. */
export function RevertRebookDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const revert = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.POST('/api/bookings/{id}/revertRebook', {
        path: { id: booking.id },
        body: { version: booking.version },
      }),
    onSuccess: async () => {
      await refresh();
      showSuccess(t('bookings.rebook.reverted', { bookingNo: booking.bookingNo }));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('bookings.rebook.revertTitle', { bookingNo: booking.bookingNo })}
      submitLabel={t('bookings.rebook.revert')}
      onSubmit={() => revert.mutate()}
      onClose={onClose}
      pending={revert.isPending}
      error={revert.isError ? { text: bookingErrorText(revert.error, t) } : null}
      destructive
    >
      <Typography variant="body2">{t('bookings.rebook.revertText')}</Typography>
    </ActionDialog>
  );
}

/** The other upcoming departures of the booking's vessel, with their free cabins. */
export function DepartureField({
  booking,
  value,
  onChange,
}: {
  booking: BookingDetail;
  value: string;
  onChange: (schedule: string) => void;
}) {
  const { t } = useTranslation();
  const trips = useBookableTrips({ page: 0, size: 0, vessel: booking.vessel ?? undefined, upcoming: true });
  const departures = (trips.data?.data ?? []).filter((d) => d.id !== booking.schedule);
  return (
    <TextField
      select
      label={t('bookings.rebook.departure')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={trips.isPending ? t('resources.common.loading') : undefined}
    >
      {departures.map((d) => (
        <MenuItem key={d.id} value={d.id} disabled={d.freeCabins === 0 && d.freeBeds === 0}>
          {t('bookings.rebook.departureOption', {
            tour: d.tourName,
            from: formatDate(d.from, false),
            to: formatDate(d.to, false),
            free: d.freeCabins,
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Arrival and departure of a stay; the departure says so when it does not come after the arrival. */
export function DateRange(props: {
  from: string;
  to: string;
  setFrom: (value: string) => void;
  setTo: (value: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const { from, to, setFrom, setTo, invalid } = props;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <DateField label={t('bookings.rebook.from')} value={from} onChange={(iso) => setFrom(iso)} fullWidth />
      <DateField
        label={t('bookings.rebook.to')}
        value={to}
        onChange={(iso) => setTo(iso)}
        error={invalid}
        helperText={invalid ? t('bookings.rebook.datesInvalid') : undefined}
        fullWidth
      />
    </Stack>
  );
}
