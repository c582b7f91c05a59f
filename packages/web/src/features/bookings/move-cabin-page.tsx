import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useBooking } from './booking-api.ts';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { Facts } from '../../app/facts.tsx';
import { BookingPlaceLink, BookingRoomsList, dateRange } from './booking-summary.tsx';
import { MoveCabinForm } from './move-cabin-form.tsx';

/** /schedules/movecabin/:id — a booking's cabins to other cabins of its trip, or to another trip. */
export function MoveCabinPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const booking = useBooking(id);
  if (booking.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('resources.common.loading')} />
      </Box>
    );
  }
  if (booking.isError) return <LoadErrorAlert error={booking.error} onRetry={() => booking.refetch()} />;
  const data = booking.data;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Button
        component={RouterLink}
        to={data.schedule ? `/schedule/${data.schedule}` : `/booking/${data.id}`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {data.schedule ? t('bookings.move.trip') : t('bookings.move.booking', { bookingNo: data.bookingNo })}
      </Button>
      <PageHeading
        title={t('bookings.move.title')}
        subtitle={t('bookings.move.booking', { bookingNo: data.bookingNo })}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }} data-testid="move-cabin-booking">
        <Facts
          facts={[
            [t('bookings.guests.booking'), data.bookingNo],
            [t('bookings.guests.state'), <BookingStateChip key="state" state={data.state} />],
            [t('bookings.move.lead'), data.leadName],
            [t('bookings.detail.dates'), dateRange(data.from, data.to)],
            [t('bookings.move.trip'), <BookingPlaceLink key="trip" booking={data} />],
          ]}
        />
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
          {t('bookings.move.guests')}
        </Typography>
        <BookingRoomsList booking={data} />
      </Paper>
      {data.schedule && data.vessel ? (
        <MoveCabinForm booking={data} />
      ) : (
        <Typography>{t('bookings.move.notOnTrip')}</Typography>
      )}
    </Box>
  );
}
