import { Alert, Box, ButtonBase, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingMoney } from './booking-money.ts';
import { useBookingSetup, useCatalogView, widgetRoomTypes } from './booking-setup.ts';
import { MonthGrid } from './month-grid.tsx';
import { MonthSwitch } from './month-switch.tsx';
import { formatDate } from '@seaberth/domain';
import { FOCUS_RING } from './focus-ring.ts';
import { monthRange, nightsBetween, spokenDate } from './month.ts';
import { useRoomTypeNights } from './online-api.ts';
import { nightOffers, stayFits } from './stay-nights.ts';
import { operatorToday } from '../../app/clock.ts';

export interface Stay {
  from: string;
  to: string;
}

export interface NightCalendarProps {
  resort: string;
  month: string;
  onMonth: (month: string) => void;
  value: Stay | null;
  onChange: (stay: Stay | null) => void;
  /** The room type chosen (null: all), kept by the booking for the next steps. */
  roomType?: string | null;
  onRoomType?: (roomType: string | null) => void;
}

const ALL = 'all';

/**
 * A month of a resort's nights with how many rooms are free and the lowest price per night. The
 * first tap picks the arrival, the second the departure; the departure day needs no free night.
 */
export function NightCalendar({
  resort,
  month,
  onMonth,
  value,
  onChange,
  roomType = null,
  onRoomType,
}: NightCalendarProps) {
  const { t, i18n } = useTranslation();
  const { widget } = useBookingSetup();
  const money = useBookingMoney();
  const range = monthRange(month);
  const query = useRoomTypeNights(resort, range.from, range.to, useCatalogView());
  const [ownType, setOwnType] = useState(ALL);
  const type = onRoomType ? (roomType ?? ALL) : ownType;
  const setType = (next: string) => (onRoomType ? onRoomType(next === ALL ? null : next) : setOwnType(next));
  const [arrival, setArrival] = useState<string | null>(null);
  const [problem, setProblem] = useState(false);
  const types = useMemo(() => widgetRoomTypes(query.data ?? [], widget), [query.data, widget]);
  const shown = useMemo(
    () => (type === ALL ? types : types.filter((entry) => entry.id === type)),
    [types, type],
  );
  const offers = useMemo(() => nightOffers(shown), [shown]);
  const today = operatorToday();
  const firstFree = [...offers.entries()]
    .filter(([date, offer]) => date >= today && offer.freeRooms > 0)
    .map(([date]) => date)
    .sort()[0];

  const pick = (date: string) => {
    setProblem(false);
    if (arrival && date > arrival) {
      if (!stayFits(shown, arrival, date)) {
        setProblem(true);
        return;
      }
      setArrival(null);
      onChange({ from: arrival, to: date });
      return;
    }
    setArrival(date);
    onChange(null);
  };

  const inStay = (date: string) => Boolean(value && value.from <= date && date < value.to);
  const hint = arrival
    ? t('onlineBooking.nights.pickDeparture', { date: formatDate(arrival) })
    : value
      ? t('onlineBooking.nights.stay', {
          from: formatDate(value.from),
          to: formatDate(value.to),
          count: nightsBetween(value.from, value.to),
        })
      : t('onlineBooking.nights.pickArrival');

  return (
    <Box component="section" aria-label={t('onlineBooking.nights.title')}>
      {types.length > 1 && (
        <TextField
          select
          size="small"
          label={t('onlineBooking.nights.roomType')}
          value={type}
          onChange={(event) => setType(event.target.value)}
          sx={{ mb: 1 }}
        >
          <MenuItem value={ALL}>{t('onlineBooking.nights.allTypes')}</MenuItem>
          {types.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {entry.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <MonthSwitch month={month} onChange={onMonth} />
      <Box sx={{ height: 4, mb: 0.5 }}>
        {query.isFetching && <LinearProgress aria-label={t('onlineBooking.common.loading')} />}
      </Box>
      <MonthGrid
        month={month}
        label={t('onlineBooking.nights.title')}
        onMonth={onMonth}
        focusDate={arrival ?? value?.from ?? firstFree}
        renderDay={(date, cellProps) => {
          const offer = offers.get(date);
          const free = (offer?.freeRooms ?? 0) > 0;
          // A departure day only ends the stay: it needs no free night of its own.
          const endsStay = Boolean(arrival && date > arrival);
          const enabled = date >= today && (free || endsStay);
          const chosen = inStay(date) || date === arrival || date === value?.to;
          const spoken = `${spokenDate(date, i18n.language)}: ${
            date < today
              ? t('onlineBooking.nights.past')
              : free
                ? t('onlineBooking.nights.free', {
                    count: offer?.freeRooms ?? 0,
                    // The short price the cell shows, so what is seen is what is read (WCAG 2.5.3).
                    price: offer?.price ? money.short(offer.price) : '–',
                  })
                : endsStay
                  ? t('onlineBooking.nights.departureDay')
                  : t('onlineBooking.nights.full')
          }`;
          // The short price sits under the button, not in it: the button's text is the day alone, so
          // its name (which says the price in full) contains all it shows (WCAG 2.5.3).
          return (
            <>
              <ButtonBase
                {...cellProps}
                // The spoken date, availability and price; the day's number seen is inside it.
                aria-label={spoken}
                aria-disabled={!enabled}
                onClick={() => enabled && pick(date)}
                disableRipple={!enabled}
                aria-pressed={chosen}
                sx={{
                  width: '100%',
                  minHeight: 48,
                  borderRadius: 1,
                  flexDirection: 'column',
                  justifyContent: 'flex-start',
                  pt: 0.75,
                  bgcolor: chosen ? 'primary.main' : free ? 'background.paper' : 'action.disabledBackground',
                  color: chosen ? 'primary.contrastText' : enabled ? 'text.primary' : 'text.secondary',
                  border: 1,
                  borderColor: chosen ? 'primary.main' : 'divider',
                  cursor: enabled ? 'pointer' : 'default',
                  '&.Mui-focusVisible, &:focus-visible': FOCUS_RING,
                }}
              >
                <Typography variant="body2" component="span" aria-hidden="true" sx={{ fontWeight: 600 }}>
                  {Number(date.slice(8))}
                </Typography>
              </ButtonBase>
              <Typography
                variant="caption"
                component="span"
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  bottom: 4,
                  left: 0,
                  right: 0,
                  textAlign: 'center',
                  pointerEvents: 'none',
                  color: chosen ? 'primary.contrastText' : 'text.primary',
                  fontSize: { xs: '0.62rem', sm: '0.72rem' },
                  lineHeight: 1.2,
                  overflow: 'hidden',
                }}
              >
                {free && date >= today && offer?.price ? money.short(offer.price) : ''}
              </Typography>
            </>
          );
        }}
      />
      <Typography variant="body2" sx={{ mt: 1.5 }} role="status" data-testid="stay-hint">
        {hint}
      </Typography>
      {problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('onlineBooking.nights.notFree')}
        </Alert>
      )}
      {query.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('onlineBooking.common.loadFailed')}
        </Alert>
      )}
    </Box>
  );
}
