import { Box, CircularProgress, LinearProgress, Paper, TablePagination, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { BookCabinsDialog } from './book-cabins-dialog.tsx';
import {
  type BookableTrip,
  BookableTripsTable,
  DEFAULT_TOUR_BOOKING_FILTER,
  type TourBookingFilter,
  TourBookingFilters,
  useBookableTrips,
  useBookingPermissions,
} from '../bookings/index.ts';

/** Trips per page of the list. */
export const TOUR_BOOKING_PAGE_SIZE = 25;

/**
 * /booking/tour — where selling a trip starts: the departures with free places, by date, filtered
 * by vessel and tour; a trip's cabins are booked right here or on the trip's own page.
 */
export function TourBookingPage() {
  const { t } = useTranslation();
  const permissions = useBookingPermissions();
  const [filter, setFilter] = useState<TourBookingFilter>(DEFAULT_TOUR_BOOKING_FILTER);
  const [page, setPage] = useState(0);
  const [booking, setBooking] = useState<BookableTrip | null>(null);
  const trips = useBookableTrips({
    page,
    size: TOUR_BOOKING_PAGE_SIZE,
    vessel: filter.vessel || undefined,
    tour: filter.tour || undefined,
    available: filter.available,
    upcoming: filter.upcoming,
  });

  // A page emptied meanwhile (its trips booked up, or a filter narrowed) falls back to the last one.
  const total = trips.data?.total;
  useEffect(() => {
    if (total !== undefined && page > 0 && page * TOUR_BOOKING_PAGE_SIZE >= total) {
      setPage(Math.max(0, Math.ceil(total / TOUR_BOOKING_PAGE_SIZE) - 1));
    }
  }, [total, page]);

  const changeFilter = (next: TourBookingFilter) => {
    setFilter(next);
    setPage(0);
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeading title={t('routes.bookingTour')} subtitle={t('bookings.tour.intro')} />
      <TourBookingFilters value={filter} onChange={changeFilter} />
      {trips.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('resources.common.loading')} />
        </Box>
      ) : trips.isError ? (
        <LoadErrorAlert
          error={trips.error}
          onRetry={() => trips.refetch()}
          lead={t('bookings.tour.failed')}
        />
      ) : (
        <Paper variant="outlined">
          {/* A new page or filter keeps the old rows visible; this line says fresh ones are coming. */}
          <Box sx={{ height: 4 }}>
            {trips.isFetching && <LinearProgress aria-label={t('resources.common.loading')} />}
          </Box>
          {trips.data.data.length === 0 ? (
            <Box sx={{ p: 3 }} data-testid="bookable-trips-empty">
              <Typography>{t('bookings.tour.empty')}</Typography>
              <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
                {t('bookings.tour.emptyHint')}
              </Typography>
            </Box>
          ) : (
            <>
              <BookableTripsTable
                trips={trips.data.data}
                onBook={permissions.canCreate ? setBooking : undefined}
              />
              <TablePagination
                component="div"
                count={trips.data.total}
                page={page}
                onPageChange={(_event, next) => setPage(next)}
                rowsPerPage={TOUR_BOOKING_PAGE_SIZE}
                rowsPerPageOptions={[]}
                data-testid="bookable-trips-pager"
              />
            </>
          )}
        </Paper>
      )}
      {booking && (
        <BookCabinsDialog
          trip={{
            id: booking.id,
            vessel: booking.vessel,
            from: booking.from,
            to: booking.to,
            title: `${booking.tourName} · ${booking.vesselName}`,
          }}
          onClose={() => setBooking(null)}
        />
      )}
    </Box>
  );
}
