import { formatDate, type OnlineBookingView } from '@seaberth/domain';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBookingMoney } from './booking-money.ts';

/** A booking as its booker sees it: where, when, which rooms, what it costs, what is paid and open. */
export function BookingSummary({ booking }: { booking: OnlineBookingView }) {
  const { t } = useTranslation();
  const money = useBookingMoney();
  const row = (label: string, value: string, testId?: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('onlineBooking.summary.title', { bookingNo: booking.bookingNo })}
      sx={{ p: 2 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('onlineBooking.summary.title', { bookingNo: booking.bookingNo })}
      </Typography>
      <Stack spacing={0.5}>
        {row(
          t('onlineBooking.summary.place'),
          booking.tripName ? `${booking.tripName} · ${booking.place}` : booking.place,
        )}
        {row(t('onlineBooking.summary.dates'), `${formatDate(booking.from)} – ${formatDate(booking.to)}`)}
        {booking.rooms.map((room, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms of a booking keep their order
          <Box key={index}>{row(room.name, t('onlineBooking.summary.guests', { count: room.guests }))}</Box>
        ))}
      </Stack>
      {booking.lines.length > 0 && (
        <Stack spacing={0.5} sx={{ mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          {booking.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the identity
            <Box key={index}>{row(line.text, money.format(line.amount))}</Box>
          ))}
        </Stack>
      )}
      <Stack spacing={0.5} sx={{ mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        {row(t('onlineBooking.summary.total'), money.format(booking.total), 'summary-total')}
        {row(t('onlineBooking.summary.paid'), money.format(booking.paid), 'summary-paid')}
        {row(t('onlineBooking.summary.open'), money.format(booking.open), 'summary-open')}
      </Stack>
    </Paper>
  );
}
