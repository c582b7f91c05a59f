import { addMonths, daysBetween, formatDate, addDays, nightsBetween } from '@seaberth/domain';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { CELL_KEYS } from '../../ui/calendar-colors.ts';
import { StateLegend } from '../assets/index.ts';
import {
  CALENDAR_SPANS,
  type CalendarSpan,
  calendarRange,
  monthSegments,
  vesselTimelines,
  weekendPattern,
} from './calendar-model.ts';
import { useVesselCalendar } from './use-vessel-calendar.ts';
import { NAME_WIDTH, type TimelineAxis, VesselTimelineView } from './vessel-timeline.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { MonthPager } from '../../app/month-pager.tsx';
import { operatorToday } from '../../app/clock.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DEFAULT_SPAN: CalendarSpan = 12;

/** The view lives in the address (`?month=2027-01&span=3&vessel=…`), so it can be linked and reloaded. */
function useCalendarView() {
  const [params, setParams] = useSearchParams();
  const today = operatorToday();
  const month = MONTH.test(params.get('month') ?? '') ? params.get('month')! : today.slice(0, 7);
  const spanParam = Number(params.get('span'));
  const span = (CALENDAR_SPANS as readonly number[]).includes(spanParam)
    ? (spanParam as CalendarSpan)
    : DEFAULT_SPAN;
  const vessel = params.get('vessel') ?? '';
  const update = (next: Partial<{ month: string; span: number; vessel: string }>) => {
    const view = { month, vessel, ...next, span: String(next.span ?? span) };
    // An empty vessel means all vessels: left out of the address rather than written empty.
    setParams(Object.fromEntries(Object.entries(view).filter(([, v]) => v !== '')), { replace: true });
  };
  return { today, month, span, vessel, update };
}

/** /booking/calendar: every vessel's trips over months, with each cabin's state per trip. */
export function VesselCalendarPage() {
  const { t } = useTranslation();
  const { today, month, span, vessel, update } = useCalendarView();
  const { from, to } = calendarRange(month, span);
  const calendar = useVesselCalendar(from, to);
  const answer = calendar.data;

  const timelines = useMemo(() => (answer ? vesselTimelines(answer) : []), [answer]);
  const axis = useMemo((): TimelineAxis | null => {
    if (!answer) return null;
    const days = nightsBetween(answer.from, answer.to);
    const todayIndex = daysBetween(answer.from, today);
    return {
      from: answer.from,
      days,
      months: monthSegments(answer.from, answer.to),
      weekend: days <= 100 ? weekendPattern(answer.from, answer.weekend) : [],
      dayMarks: days <= 31 ? 'all' : days <= 100 ? 'mondays' : 'none',
      today: todayIndex >= 0 && todayIndex < days ? todayIndex : null,
    };
  }, [answer, today]);
  const shown = vessel ? timelines.filter((line) => line.vessel.id === vessel) : timelines;
  const range = `${formatDate(from)} – ${formatDate(addDays(to, -1))}`;

  return (
    <Box>
      <PageHeading
        title={t('routes.bookingCalendar')}
        subtitle={t('calendar.subtitle')}
        actions={
          <Button component={RouterLink} to="/schedule">
            {t('calendar.schedules')}
          </Button>
        }
      />
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={2}
        sx={{ mb: 1, alignItems: { lg: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <MonthPager
            label={range}
            onPrevious={() => update({ month: addMonths(from, -1).slice(0, 7) })}
            onNext={() => update({ month: addMonths(from, 1).slice(0, 7) })}
            onToday={() => update({ month: today.slice(0, 7) })}
            atToday={month === today.slice(0, 7)}
            texts={{
              previous: t('calendar.previousMonth'),
              next: t('calendar.nextMonth'),
              today: t('calendar.today'),
            }}
          />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={span}
            aria-label={t('calendar.span')}
            onChange={(_e, value: CalendarSpan | null) => value && update({ span: value })}
          >
            {CALENDAR_SPANS.map((months) => (
              <ToggleButton key={months} value={months}>
                {t('calendar.months', { count: months })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            select
            size="small"
            label={t('calendar.vessel')}
            value={timelines.some((line) => line.vessel.id === vessel) ? vessel : ''}
            onChange={(event) => update({ vessel: event.target.value })}
            sx={{ width: 220, flexShrink: 0 }}
          >
            <MenuItem value="">{t('calendar.allVessels')}</MenuItem>
            {timelines.map((line) => (
              <MenuItem key={line.vessel.id} value={line.vessel.id}>
                {line.vessel.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <StateLegend keys={CELL_KEYS} />
      </Stack>
      <Box sx={{ minHeight: 4, mb: 1 }}>{calendar.isFetching && <LinearProgress />}</Box>
      {calendar.isError && !answer ? (
        <LoadErrorAlert error={calendar.error} onRetry={() => calendar.refetch()} />
      ) : answer && shown.length === 0 ? (
        <Alert severity="info">{t('calendar.noVessels')}</Alert>
      ) : axis ? (
        <Stack spacing={2} data-testid="vessel-calendar" data-range={`${answer!.from}/${answer!.to}`}>
          {shown.map((timeline) => (
            <Paper
              key={timeline.vessel.id}
              variant="outlined"
              component="section"
              aria-label={timeline.vessel.name}
            >
              {timeline.trips.length === 0 && (
                <Alert severity="info" sx={{ m: 1 }}>
                  {t('calendar.noTrips')}{' '}
                  <RouterLink to="/schedules/create">{t('calendar.addTrip')}</RouterLink>
                </Alert>
              )}
              {timeline.decks.length === 0 && (
                <Alert severity="info" sx={{ m: 1 }}>
                  {t('calendar.noCabins')}
                </Alert>
              )}
              <Box sx={{ overflowX: 'auto' }}>
                <Box sx={{ minWidth: NAME_WIDTH + axis.days * 2 }}>
                  <VesselTimelineView timeline={timeline} axis={axis} />
                </Box>
              </Box>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
