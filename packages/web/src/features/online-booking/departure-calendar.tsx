import type { OnlineDeparture } from '@seaberth/domain';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingMoney } from './booking-money.ts';
import { useBookingSetup, useCatalogView, widgetDepartures } from './booking-setup.ts';
import { MonthGrid } from './month-grid.tsx';
import { MonthSwitch } from './month-switch.tsx';
import { addDays, monthRange, shortDate, spokenDate } from './month.ts';
import { FOCUS_RING } from './focus-ring.ts';
import { useDepartures } from './online-api.ts';

export interface DepartureCalendarProps {
  vessel: string;
  month: string;
  onMonth: (month: string) => void;
  value: string | null;
  onChoose: (departure: OnlineDeparture) => void;
}

/**
 * How far before the month departures are read, for the days their trips are still at sea. With the
 * longest month that is the 62 days the public API answers at once (online-catalog.ts).
 */
const AT_SEA_LOOKBACK_DAYS = 31;

/**
 * A month of departures: the grid shows when trips run, the list under it says what each costs
 * and how many berths are left. A day a trip starts on is a shortcut to it.
 */
export function DepartureCalendar({ vessel, month, onMonth, value, onChoose }: DepartureCalendarProps) {
  const { t, i18n } = useTranslation();
  const { widget } = useBookingSetup();
  const money = useBookingMoney();
  const range = monthRange(month);
  // From a month before: a trip embarking late in the month before is still at sea in this one.
  const query = useDepartures(vessel, addDays(range.from, -AT_SEA_LOOKBACK_DAYS), range.to, useCatalogView());
  const shown = useMemo(() => widgetDepartures(query.data ?? [], widget), [query.data, widget]);
  const departures = useMemo(
    () =>
      shown
        .filter((departure) => departure.from >= range.from && departure.from < range.to)
        .sort((a, b) => a.from.localeCompare(b.from)),
    [shown, range.from, range.to],
  );
  const starting = new Map(departures.map((departure) => [departure.from, departure]));
  const onBoard = (date: string) => shown.some((d) => d.from <= date && date < d.to);

  return (
    <Box component="section" aria-label={t('onlineBooking.calendar.departures')}>
      <MonthSwitch month={month} onChange={onMonth} />
      <Box sx={{ height: 4, mb: 0.5 }}>
        {query.isFetching && <LinearProgress aria-label={t('onlineBooking.common.loading')} />}
      </Box>
      <MonthGrid
        month={month}
        label={t('onlineBooking.calendar.departures')}
        onMonth={onMonth}
        focusDate={
          departures.find((d) => d.id === value)?.from ?? departures.find((d) => d.freeBerths > 0)?.from
        }
        renderDay={(date, cellProps) => {
          const departure = starting.get(date);
          const day = Number(date.slice(8));
          const selected = departure !== undefined && departure.id === value;
          const open = departure !== undefined && departure.freeBerths > 0;
          const spoken = [
            spokenDate(date, i18n.language),
            departure
              ? [
                  t('onlineBooking.calendar.departs', { tour: departure.tour.name }),
                  open
                    ? t('onlineBooking.calendar.freeBerths', { count: departure.freeBerths })
                    : t('onlineBooking.calendar.full'),
                  departure.fromPrice && open
                    ? t('onlineBooking.calendar.fromPrice', { price: money.format(departure.fromPrice) })
                    : '',
                ]
                  .filter(Boolean)
                  .join(', ')
              : onBoard(date)
                ? t('onlineBooking.calendar.onBoard')
                : t('onlineBooking.calendar.noDeparture'),
          ].join(': ');
          return (
            <ButtonBase
              {...cellProps}
              // The spoken date, availability and price; the number and short price seen are inside it.
              aria-label={spoken}
              aria-disabled={!open}
              aria-pressed={open ? selected : undefined}
              onClick={() => open && onChoose(departure)}
              disableRipple={!open}
              sx={{
                width: '100%',
                minHeight: 40,
                borderRadius: 1,
                typography: 'body2',
                border: 2,
                borderColor: open ? 'primary.main' : 'transparent',
                bgcolor: selected ? 'primary.main' : onBoard(date) ? 'action.hover' : undefined,
                color: selected ? 'primary.contrastText' : open ? 'primary.main' : 'text.primary',
                fontWeight: open ? 700 : 400,
                cursor: open ? 'pointer' : 'default',
                '&.Mui-focusVisible, &:focus-visible': FOCUS_RING,
              }}
            >
              <span aria-hidden="true">{day}</span>
            </ButtonBase>
          );
        }}
      />
      {query.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('onlineBooking.common.loadFailed')}
        </Alert>
      )}
      {/* Not while the month is still loading: the last month's answer stands in for it then. */}
      {query.isSuccess && !query.isPlaceholderData && departures.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('onlineBooking.calendar.noDepartures')}
        </Alert>
      )}
      <Stack spacing={1.5} sx={{ mt: 2 }} role="list" aria-label={t('onlineBooking.calendar.list')}>
        {departures.map((departure) => {
          const selected = departure.id === value;
          const full = departure.freeBerths <= 0;
          return (
            <Card
              key={departure.id}
              role="listitem"
              aria-label={departure.tour.name}
              data-testid={`departure-${departure.id}`}
              sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
            >
              <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
                <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography
                    variant="subtitle1"
                    component="h4"
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {departure.tour.name}
                  </Typography>
                  <Typography variant="body2">
                    {t('onlineBooking.calendar.dates', {
                      from: shortDate(departure.from, i18n.language),
                      to: shortDate(departure.to, i18n.language),
                      count: departure.nights,
                    })}
                  </Typography>
                  <Typography variant="body2" color={full ? 'error.main' : 'text.secondary'}>
                    {full
                      ? t('onlineBooking.calendar.full')
                      : t('onlineBooking.calendar.freeBerths', { count: departure.freeBerths })}
                    {departure.fromPrice &&
                      ` · ${t('onlineBooking.calendar.fromPrice', { price: money.format(departure.fromPrice) })}`}
                  </Typography>
                </Box>
                <Button
                  variant={selected ? 'contained' : 'outlined'}
                  disabled={full}
                  onClick={() => onChoose(departure)}
                  aria-label={t('onlineBooking.calendar.chooseDeparture', {
                    tour: departure.tour.name,
                    date: shortDate(departure.from, i18n.language),
                  })}
                >
                  {selected ? t('onlineBooking.calendar.chosen') : t('onlineBooking.calendar.choose')}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    </Box>
  );
}
