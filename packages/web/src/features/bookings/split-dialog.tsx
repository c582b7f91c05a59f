import type { BookingDetail, SplitBookingInput } from '@seaberth/domain';
import { FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { api } from '../../api/client.ts';
import { useRefreshBookings } from './booking-api.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';

/**
 * The split body from the operator's choice: rooms go whole to a part (so no guest is left out and
 * no room is cut in two), the guests of a part are the guests of its rooms, payments go where chosen.
 */
export function splitBody(
  booking: BookingDetail,
  roomPart: Record<string, number>,
  paymentPart: Record<string, number>,
  price: 'divide' | 'reprice',
): SplitBookingInput {
  const parts = [0, 1].map((part) => ({
    customers: booking.rooms
      .filter((room) => (roomPart[room.id] ?? 0) === part)
      .flatMap((room) => room.guests.flatMap((g) => (g ? [g.customer] : []))),
    payments: booking.payments.filter((p) => (paymentPart[p.id] ?? 0) === part).map((p) => p.id),
  }));
  return { parts, price, version: booking.version };
}

/** Split a booking in two: which rooms (with their guests) and which payments go to the second one. */
export function SplitDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  const { format } = useMoney();
  const refresh = useRefreshBookings();
  // A room without named guests stays with the first booking: nobody to take it along.
  const movable = booking.rooms.filter((room) => room.guests.some(Boolean));
  const [roomPart, setRoomPart] = useState<Record<string, number>>(
    Object.fromEntries(movable.map((room, i) => [room.id, i === movable.length - 1 ? 1 : 0])),
  );
  const [paymentPart, setPaymentPart] = useState<Record<string, number>>({});
  const [price, setPrice] = useState<'divide' | 'reprice'>('divide');
  const body = splitBody(booking, roomPart, paymentPart, price);
  const split = useMutation({
    meta: { silent: true },
    mutationFn: () => api.POST('/api/bookings/{id}/splitByCustomer', { path: { id: booking.id }, body }),
    onSuccess: async (result) => {
      await refresh();
      showSuccess(
        t('bookings.split.done', {
          bookingNo: booking.bookingNo,
          parts: result.bookings.map((b) => b.bookingNo).join(', '),
        }),
      );
      navigate(`/booking/${result.bookings[0]!.id}`);
    },
  });
  const partName = (part: number) => t('bookings.split.part', { n: part + 1 });
  const parts = [0, 1];
  return (
    <ActionDialog
      title={t('bookings.split.title', { bookingNo: booking.bookingNo })}
      submitLabel={t('bookings.split.submit')}
      onSubmit={() => split.mutate()}
      onClose={onClose}
      pending={split.isPending}
      submitDisabled={body.parts.some((p) => !p.customers.length)}
      error={split.isError ? { text: bookingErrorText(split.error, t) } : null}
      maxWidth="md"
      testId="split-dialog"
    >
      <Typography variant="body2">{t('bookings.split.text')}</Typography>
      <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {t('bookings.split.rooms')}
        </Typography>
        {movable.map((room) => (
          <TextField
            key={room.id}
            select
            size="small"
            label={`${room.roomName} · ${room.guests.flatMap((g) => (g ? [g.fullName] : [])).join(', ')}`}
            value={roomPart[room.id] ?? 0}
            onChange={(event) => setRoomPart({ ...roomPart, [room.id]: Number(event.target.value) })}
          >
            {parts.map((part) => (
              <MenuItem key={part} value={part}>
                {partName(part)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      {booking.payments.length > 0 && (
        <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {t('bookings.split.payments')}
          </Typography>
          {booking.payments.map((payment) => (
            <TextField
              key={payment.id}
              select
              size="small"
              label={`${formatDate(payment.date, false)} · ${format(payment.amount, payment.currency)}`}
              value={paymentPart[payment.id] ?? 0}
              onChange={(event) =>
                setPaymentPart({ ...paymentPart, [payment.id]: Number(event.target.value) })
              }
            >
              {parts.map((part) => (
                <MenuItem key={part} value={part}>
                  {partName(part)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
      )}
      <RadioGroup
        value={price}
        onChange={(event) => setPrice(event.target.value as 'divide' | 'reprice')}
        aria-label={t('bookings.split.price')}
      >
        <FormControlLabel value="divide" control={<Radio />} label={t('bookings.split.divide')} />
        <FormControlLabel value="reprice" control={<Radio />} label={t('bookings.split.reprice')} />
      </RadioGroup>
    </ActionDialog>
  );
}
