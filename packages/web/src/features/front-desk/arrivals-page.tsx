import {
  addDays,
  type ArrivalDepartureDay,
  FRONT_DESK_MAX_DAYS,
  formatDate,
  type Language,
} from '@seaberth/domain';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  GlobalStyles,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useBookingPermissions } from '../bookings/index.ts';
import { DeskLines } from './desk-lines.tsx';
import { DeskReportButtons } from './desk-report-buttons.tsx';
import { useArrivalsAndDepartures } from './front-desk-api.ts';
import { type DeskActions, useDeskActions } from './use-desk-actions.tsx';
import { defaultRange, type DeskRange, clampRange, useDeskView, weekOf } from './use-desk-range.ts';
import { DateField } from '../../app/date-field.tsx';

interface ResortOption {
  id: string;
  name: string;
  type: 'resort' | 'vessel';
}

/**
 * On paper only the lists: no header, drawer, filters or buttons, the page in landscape. The
 * app has no print stylesheet of its own, so the screen that prints brings it.
 */
const PRINT_STYLES = `
@media print {
  .MuiAppBar-root, .MuiDrawer-root, aside, main > .MuiToolbar-root { display: none !important; }
  main { padding: 0 !important; }
  body { background: #fff !important; }
}
@page { size: A4 landscape; margin: 10mm; }
`;

/** /resort/dates — the front desk's day: who arrives and who leaves at a resort, checked in and out here. */
export function ArrivalsPage() {
  const { t } = useTranslation();
  const { bootstrap } = useSession();
  const resorts = ((bootstrap?.assets ?? []) as ResortOption[]).filter((asset) => asset.type === 'resort');
  const view = useDeskView(resorts);
  const resortName = resorts.find((r) => r.id === view.resort)?.name ?? '';
  return (
    <Box>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageHeading
        title={t('frontDesk.title')}
        subtitle={
          resortName
            ? `${resortName} · ${formatDate(view.from)} – ${formatDate(view.to)}`
            : t('frontDesk.subtitle')
        }
        actions={
          resortName && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', displayPrint: 'none' }}>
              <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
                {t('frontDesk.print')}
              </Button>
              <DeskReportButtons resort={view.resort} from={view.from} to={view.to} />
            </Stack>
          )
        }
      />
      {resorts.length === 0 ? (
        <Alert severity="info">{t('frontDesk.noResort')}</Alert>
      ) : (
        <>
          <DeskFilters
            resorts={resorts}
            resort={view.resort}
            range={{ from: view.from, to: view.to }}
            today={view.today}
            onChange={view.update}
          />
          {view.clamped && (
            <Alert severity="info" sx={{ mb: 2, displayPrint: 'none' }}>
              {t('frontDesk.rangeClamped', { count: FRONT_DESK_MAX_DAYS, to: formatDate(view.to) })}
            </Alert>
          )}
          <DeskDays resort={view.resort} from={view.from} to={view.to} />
        </>
      )}
    </Box>
  );
}

function DeskFilters({
  resorts,
  resort,
  range,
  today,
  onChange,
}: {
  resorts: ResortOption[];
  resort: string;
  range: DeskRange;
  today: string;
  onChange: (next: Partial<{ resort: string } & DeskRange>) => void;
}) {
  const { t } = useTranslation();
  const quick: [string, DeskRange][] = [
    [t('frontDesk.today'), { from: today, to: today }],
    [t('frontDesk.tomorrow'), { from: addDays(today, 1), to: addDays(today, 1) }],
    [t('frontDesk.thisWeek'), weekOf(today)],
  ];
  const isDefault = range.from === defaultRange(today).from && range.to === defaultRange(today).to;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap', displayPrint: 'none' }}
    >
      <TextField
        select
        size="small"
        fullWidth={false}
        label={t('frontDesk.resort')}
        value={resort}
        onChange={(event) => onChange({ resort: event.target.value })}
        sx={{ minWidth: 220 }}
      >
        {resorts.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <DateField
          size="small"
          fullWidth={false}
          label={t('frontDesk.from')}
          value={range.from}
          onChange={(iso) => iso && onChange(clampRange({ ...range, from: iso }))}
        />
        <DateField
          size="small"
          fullWidth={false}
          label={t('frontDesk.to')}
          value={range.to}
          onChange={(iso) => iso && onChange(clampRange({ ...range, to: iso }, 'to'))}
        />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={t('frontDesk.quickRanges')}
        sx={{ flexWrap: 'wrap' }}
      >
        {quick.map(([label, days]) => {
          const active = days.from === range.from && days.to === range.to;
          return (
            <Button
              key={label}
              size="small"
              variant={active ? 'contained' : 'outlined'}
              aria-pressed={active}
              onClick={() => onChange(days)}
            >
              {label}
            </Button>
          );
        })}
        {!isDefault && (
          <Button size="small" onClick={() => onChange(defaultRange(today))}>
            {t('frontDesk.todayAndTomorrow')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function DeskDays({ resort, from, to }: { resort: string; from: string; to: string }) {
  const { t } = useTranslation();
  const days = useArrivalsAndDepartures(resort, from, to);
  const lines = (days.data ?? []).flatMap((day) => [...day.arrivals, ...day.departures]);
  const desk = useDeskActions((booking) => lines.find((line) => line.booking === booking)?.version);
  if (days.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('resources.common.loading')} />
      </Box>
    );
  }
  if (days.isError) {
    return (
      <LoadErrorAlert error={days.error} onRetry={() => days.refetch()} lead={t('frontDesk.loadFailed')} />
    );
  }
  return (
    <Stack spacing={3}>
      <Box sx={{ minHeight: 4, mb: -3, displayPrint: 'none' }}>{days.isFetching && <LinearProgress />}</Box>
      {days.data.map((day) => (
        <DeskDay key={day.date} day={day} desk={desk} />
      ))}
      {desk.dialog}
    </Stack>
  );
}

function DeskDay({ day, desk }: { day: ArrivalDepartureDay; desk: DeskActions }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  // Below `lg` (and on phones) nine columns would not fit beside the drawer: one card per booking.
  const cards = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const { bootstrap } = useSession();
  const { canUpdate } = useBookingPermissions();
  const perRoom = bootstrap?.checkInMode === 'room';
  const [year, month, date] = day.date.split('-').map(Number);
  const heading = formatDayWithWeekday(new Date(year!, month! - 1, date), i18n.language as Language);
  const dayId = `desk-day-${day.date}`;
  const sections = [
    {
      kind: 'arrival' as const,
      title: t('frontDesk.arrivals'),
      empty: t('frontDesk.noArrivals'),
      lines: day.arrivals,
    },
    {
      kind: 'departure' as const,
      title: t('frontDesk.departures'),
      empty: t('frontDesk.noDepartures'),
      lines: day.departures,
    },
  ];
  return (
    <Box component="section" aria-labelledby={dayId} data-testid={dayId} sx={{ breakInside: 'avoid-page' }}>
      <Typography id={dayId} variant="h4" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Stack spacing={2}>
        {sections.map((section) => {
          const id = `${dayId}-${section.kind}`;
          return (
            <Box key={section.kind} component="section" aria-labelledby={id}>
              <Typography id={id} variant="h6" component="h3" sx={{ mb: 0.5 }}>
                {section.title}
                {section.lines.length > 0 && ` (${section.lines.length})`}
              </Typography>
              {section.lines.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {section.empty}
                </Typography>
              ) : (
                <DeskLines
                  kind={section.kind}
                  day={day.date}
                  lines={section.lines}
                  labelledBy={id}
                  perRoom={perRoom}
                  canUpdate={canUpdate}
                  desk={desk}
                  cards={cards}
                />
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
