import AddIcon from '@mui/icons-material/Add';
import { addDays, compareNames, formatDate } from '@seaberth/domain';
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
  Typography,
} from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { MonthPager } from '../../app/month-pager.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { ChartLegend } from './chart-legend.tsx';
import {
  CHART_SPANS,
  type ChartSpan,
  chartLines,
  chartRange,
  type PlacedBar,
  pageStart,
  startForToday,
} from './chart-model.ts';
import { MovePreviewDialog } from './move-preview-dialog.tsx';
import { MoveStayDialog } from './move-room-dialog.tsx';
import type { MoveTarget } from './occupancy-api.ts';
import { useOccupancyChart } from './occupancy-api.ts';
import { OccupancyGrid } from './occupancy-grid.tsx';
import { operatorToday } from '../../app/clock.ts';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The view lives in the address (`?resort=…&span=1m&start=2027-03-01`): linkable and reloadable. */
function useChartView(resorts: { id: string }[]) {
  const [params, setParams] = useSearchParams();
  const today = operatorToday();
  const spanParam = params.get('span') as ChartSpan | null;
  const span: ChartSpan = spanParam && CHART_SPANS.includes(spanParam) ? spanParam : '2w';
  const start = ISO.test(params.get('start') ?? '') ? params.get('start')! : startForToday(span, today);
  const wanted = params.get('resort') ?? '';
  const resort = resorts.some((r) => r.id === wanted) ? wanted : (resorts[0]?.id ?? '');
  const update = (next: Partial<{ resort: string; span: ChartSpan; start: string }>) => {
    const view = { resort, span, start, ...next };
    setParams(view, { replace: true });
  };
  return { today, span, start, resort, update };
}

/**
 * /booking/occupancy — the front desk's tape chart: every room of a resort by type, a bar per
 * booked room from arrival to departure in the SPEC §4 colours, blockers, today. Bars are dragged
 * to another room or other days (previewed with the price change first), their ends to shorten or
 * extend a stay, and free days dragged across start the booking wizard.
 */
export function OccupancyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bootstrap } = useSession();
  const resorts = useMemo(
    () =>
      ((bootstrap?.assets ?? []) as { id: string; name: string; type: string }[]).filter(
        (a) => a.type === 'resort',
      ),
    [bootstrap],
  );
  const { today, span, start, resort, update } = useChartView(resorts);
  const { from, to } = chartRange(span, start);
  const chart = useOccupancyChart(resort, from, to);
  const [moving, setMoving] = useState<{ target: MoveTarget; placed: PlacedBar } | null>(null);
  const answer = chart.data;
  const lines = useMemo(
    // The wall clock decides "checked in" and "past"; a render a minute later may differ.
    () => (answer ? chartLines(answer, { today: answer.today, time: new Date().toISOString() }) : []),
    [answer],
  );
  const onMove = useCallback((target: MoveTarget, placed: PlacedBar) => setMoving({ target, placed }), []);
  const [moveForm, setMoveForm] = useState<PlacedBar | null>(null);
  const onPick = useCallback(
    (room: string, nights: { from: string; to: string }) =>
      navigate(`/booking/wizard?${new URLSearchParams({ resort, room, from: nights.from, to: nights.to })}`),
    [navigate, resort],
  );
  const atToday = start === startForToday(span, today);

  if (!resorts.length) {
    return (
      <Box>
        <PageHeading title={t('routes.bookingOccupancy')} />
        <Alert severity="info">{t('occupancy.noResort')}</Alert>
      </Box>
    );
  }

  return (
    <Box>
      <PageHeading
        title={t('routes.bookingOccupancy')}
        actions={
          <Button
            component={RouterLink}
            to={`/booking/wizard?resort=${resort}`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('occupancy.newBooking')}
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('occupancy.intro')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        {resorts.length > 1 && (
          <TextField
            select
            size="small"
            label={t('occupancy.resort')}
            value={resort}
            onChange={(event) => update({ resort: event.target.value })}
            sx={{ minWidth: 200 }}
          >
            {resorts.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={span}
          aria-label={t('occupancy.span')}
          onChange={(_, value: ChartSpan | null) =>
            value && update({ span: value, start: startForToday(value, today) })
          }
        >
          {CHART_SPANS.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`occupancy.spans.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <MonthPager
            label={`${formatDate(from)} – ${formatDate(addDays(to, -1))}`}
            onPrevious={() => update({ start: pageStart(span, start, -1) })}
            onNext={() => update({ start: pageStart(span, start, 1) })}
            onToday={() => update({ start: startForToday(span, today) })}
            atToday={atToday}
            texts={{
              previous: t('occupancy.previous'),
              next: t('occupancy.next'),
              today: t('occupancy.today'),
            }}
          />
        </Stack>
      </Stack>
      <ChartLegend focColor={answer?.display.focColor ?? null} />
      {/* clip, not hidden: a hidden overflow would make the Paper the scroller and unstick the day header. */}
      <Paper variant="outlined" sx={{ mt: 1.5, overflow: 'clip', position: 'relative' }}>
        {/* Over the chart, not above it: pushing 200 rooms down by four pixels lays them all out again. */}
        {chart.isFetching && (
          <LinearProgress
            aria-label={t('occupancy.loading')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2 }}
          />
        )}
        {chart.isError && <LoadErrorAlert error={chart.error} onRetry={() => chart.refetch()} />}
        {answer && !lines.length && <Alert severity="info">{t('occupancy.noRooms')}</Alert>}
        {answer && lines.length > 0 && (
          <OccupancyGrid
            chart={answer}
            lines={lines}
            onMove={onMove}
            onPick={onPick}
            onMoveDialog={setMoveForm}
          />
        )}
      </Paper>
      {moveForm && answer && (
        <MoveStayDialog
          stay={{
            booking: moveForm.bar.booking,
            bookingNo: moveForm.bar.bookingNo,
            version: moveForm.bar.version,
            resort: answer.resort.id,
            roomBooking: moveForm.bar.roomBooking,
            room: moveForm.bar.room,
            roomName: answer.rooms.find((r) => r.id === moveForm.bar.room)?.name ?? '',
            from: moveForm.bar.from,
            to: moveForm.bar.to,
            pax: moveForm.bar.pax,
          }}
          rooms={answer.rooms.filter((r) => r.isActive).sort((a, b) => compareNames(a.name, b.name))}
          onClose={() => setMoveForm(null)}
        />
      )}
      {moving && answer && (
        <MovePreviewDialog
          chart={answer}
          target={moving.target}
          placed={moving.placed}
          onClose={() => setMoving(null)}
        />
      )}
    </Box>
  );
}
