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
import { monthRange, shortDate } from './month.ts';
import { useDepartures } from './online-api.ts';

export interface DepartureCalendarProps {
  vessel: string;
  month: string;
  onMonth: (month: string) => void;
  value: string | null;
  onChoose: (departure: OnlineDeparture) => void;
}

/**
 * A month of departures: the grid shows when trips run, the list under it says what each costs
 * and how many berths are left. A day a trip starts on is a shortcut to it.
 */
export function DepartureCalendar({ vessel, month, onMonth, value, onChoose }: DepartureCalendarProps) {
  const { t, i18n } = useTranslation();
  const { widget } = useBookingSetup();
  const money = useBookingMoney();
  const range = monthRange(month);
  const query = useDepartures(vessel, range.from, range.to, useCatalogView());
  const departures = useMemo(
    () =>
      widgetDepartures(query.data ?? [], widget)
        .filter((departure) => departure.from >= range.from && departure.from < range.to)
        .sort((a, b) => a.from.localeCompare(b.from)),
    [query.data, widget, range.from, range.to],
  );
  const starting = new Map(departures.map((departure) => [departure.from, departure]));
  const onBoard = (date: string) => departures.some((d) => d.from <= date && date < d.to);

  return (
    <Box component="section" aria-label={t('onlineBooking.calendar.departures')}>
      <MonthSwitch month={month} onChange={onMonth} />
      <Box sx={{ height: 4, mb: 0.5 }}>{query.isFetching && <LinearProgress />}</Box>
      <MonthGrid
        month={month}
        label={t('onlineBooking.calendar.departures')}
        renderDay={(date) => {
          const departure = starting.get(date);
          const day = Number(date.slice(8));
          const selected = departure?.id === value;
          const cell = {
            width: '100%',
            minHeight: 40,
            borderRadius: 1,
            typography: 'body2',
            border: 2,
            borderColor: departure ? 'primary.main' : 'transparent',
            bgcolor: selected ? 'primary.main' : onBoard(date) ? 'action.hover' : undefined,
            color: selected ? 'primary.contrastText' : departure ? 'primary.main' : 'text.primary',
            fontWeight: departure ? 700 : 400,
          } as const;
          if (!departure || departure.freeBerths <= 0)
            return (
              <Box sx={{ ...cell, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                {day}
              </Box>
            );
          return (
            <ButtonBase
              sx={cell}
              onClick={() => onChoose(departure)}
              aria-label={t('onlineBooking.calendar.departureOn', {
                date: shortDate(date, i18n.language),
                tour: departure.tour.name,
              })}
            >
              {day}
            </ButtonBase>
          );
        }}
      />
      {query.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('onlineBooking.common.loadFailed')}
        </Alert>
      )}
      {query.isSuccess && departures.length === 0 && (
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
