import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDayWithWeekday, localDay } from '../../app/format-dates.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { formatDate } from '../../resources/format-value.ts';
import type { BookableTrip } from './booking-api.ts';

/** How much of a trip is left: cabins free as a whole, and single beds. */
function FreePlaces({ trip }: { trip: BookableTrip }) {
  const { t } = useTranslation();
  const share = trip.cabins > 0 ? (trip.freeCabins / trip.cabins) * 100 : 0;
  const color = trip.freeCabins > 0 ? 'success' : trip.freeBeds > 0 ? 'warning' : 'default';
  const cabins = t('bookings.tour.freeCabins', { free: trip.freeCabins, count: trip.cabins });
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }} data-testid={`bookable-trip-free-${trip.id}`}>
      <Chip size="small" color={color} label={cabins} sx={{ alignSelf: 'flex-start' }} />
      <LinearProgress
        variant="determinate"
        value={share}
        color={color === 'default' ? 'inherit' : color}
        aria-label={cabins}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        {t('bookings.tour.freeBeds', { count: trip.freeBeds })}
      </Typography>
    </Stack>
  );
}

export interface BookableTripsTableProps {
  trips: BookableTrip[];
  /** Shown with a Book button when the user may create bookings. */
  onBook?: (trip: BookableTrip) => void;
}

/** The departures that can be sold, one row each: dates, tour, vessel, nights, free places. */
export function BookableTripsTable({ trips, onBook }: BookableTripsTableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const status = (value: string) => t(`resources.options.status.${value}`, { defaultValue: value });
  return (
    <TableContainer>
      <Table size="small" aria-label={t('bookings.tour.table')} data-testid="bookable-trips">
        <TableHead>
          <TableRow>
            <TableCell>{t('bookings.tour.dates')}</TableCell>
            <TableCell>{t('bookings.tour.tour')}</TableCell>
            <TableCell>{t('bookings.tour.vessel')}</TableCell>
            <TableCell align="right">{t('bookings.tour.nights')}</TableCell>
            <TableCell>{t('bookings.tour.free')}</TableCell>
            <TableCell align="right">{t('bookings.tour.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trips.map((trip) => {
            const named = { tour: trip.tourName, from: formatDate(trip.from, false) };
            return (
              <TableRow key={trip.id} hover data-testid={`bookable-trip-${trip.id}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Typography variant="body2">
                    {formatDayWithWeekday(localDay(trip.from), language)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {'– '}
                    {formatDayWithWeekday(localDay(trip.to), language)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Box component="span" sx={{ mr: 1 }}>
                    {trip.tourName}
                  </Box>
                  {trip.status && trip.status !== 'open' && (
                    <Chip size="small" variant="outlined" label={status(trip.status)} />
                  )}
                </TableCell>
                <TableCell>{trip.vesselName}</TableCell>
                <TableCell align="right">{trip.nights}</TableCell>
                <TableCell>
                  <FreePlaces trip={trip} />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/schedule/${trip.id}`}
                      aria-label={t('bookings.tour.openNamed', named)}
                    >
                      {t('bookings.tour.open')}
                    </Button>
                    {onBook && (
                      <Button
                        size="small"
                        variant="contained"
                        startIcon={<AddIcon />}
                        onClick={() => onBook(trip)}
                        aria-label={t('bookings.tour.bookNamed', named)}
                        data-testid={`book-trip-${trip.id}`}
                      >
                        {t('bookings.book.openButton')}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
