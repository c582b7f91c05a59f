import { addDays, formatDate, isoWeekday, nightsBetween, type OccupancyChart } from '@seaberth/domain';
import { Box, Typography } from '@mui/material';
import dayjs from 'dayjs';
import {
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CALENDAR_COLORS, STATE_COLORS, hatch } from '../../ui/calendar-colors.ts';
import {
  monthLabel,
  monthSegments,
  timelineFrame,
  weekendBackground,
  weekendPattern,
} from '../calendar/index.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useRovingGrid } from '../../app/use-roving-grid.ts';
import { ChartLineView, describeBar, laneCells, place } from './chart-line.tsx';
import { StayMenu } from './stay-menu.tsx';
import { type ChartLine, type PlacedBar, todayIndex } from './chart-model.ts';
import type { MoveTarget } from './occupancy-api.ts';
import { useChartDrag } from './use-chart-drag.ts';
import { LINE_HEIGHT, useVisibleLines } from './use-visible-lines.ts';

export const NAME_WIDTH = 132;
const ROOM_HEIGHT = LINE_HEIGHT.room;
const BED_HEIGHT = LINE_HEIGHT.bed;
const HEADER_BG = '#edf2f5';

/** One stylesheet for the whole chart: 200 rooms × 90 days must not be styled component by component. */
const chartStyles = {
  position: 'relative',
  fontSize: 12,
  userSelect: 'none',
  touchAction: 'pan-y',
  ...timelineFrame(NAME_WIDTH, ROOM_HEIGHT),
  '& .l': { position: 'relative', height: ROOM_HEIGHT, borderBottom: '1px solid #eef1f3' },
  // Fixed heights: the chart draws only the lines on screen and places them by these.
  '& .rm': { height: LINE_HEIGHT.room },
  '& .bd': { height: LINE_HEIGHT.bed },
  '& .t': { height: LINE_HEIGHT.type },
  // The month and day rows stay under the app bar while the rooms scroll by.
  '& .hd': { position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 4, bgcolor: HEADER_BG },
  '& .h .n, & .h .l': { bgcolor: HEADER_BG, fontWeight: 600, height: 22, lineHeight: '22px' },
  '& .t .n, & .t .l': {
    bgcolor: '#f7f9fa',
    height: 22,
    lineHeight: '22px',
    fontWeight: 600,
    color: 'text.secondary',
  },
  '& .bd .n': { pl: 3, color: 'text.secondary', fontSize: 11, lineHeight: `${BED_HEIGHT}px` },
  '& .bd .l': { height: BED_HEIGHT },
  '& .m': {
    position: 'absolute',
    top: 0,
    bottom: 0,
    borderLeft: '1px solid #c5d3db',
    px: 0.5,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
  '& .dm': { position: 'absolute', top: 0, bottom: 0, textAlign: 'center', fontWeight: 500, fontSize: 11 },
  '& .dm[data-t]': { color: 'primary.main', fontWeight: 800 },
  '& .b': {
    position: 'absolute',
    top: 3,
    bottom: 3,
    borderRadius: '6px',
    border: '1px solid rgba(255,255,255,0.9)',
    px: 1,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    textDecoration: 'none',
    fontWeight: 600,
    lineHeight: `${ROOM_HEIGHT - 8}px`,
    cursor: 'grab',
    '&:hover, &:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', zIndex: 1 },
  },
  // Three months leave a night some 13 pixels: short stays show what fits, edge to edge.
  '& .b[data-narrow]': { px: 0.25, textOverflow: 'clip' },
  '& .bd .b': { lineHeight: `${BED_HEIGHT - 8}px`, fontSize: 11 },
  '& .b[data-cut-start]': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
  '& .b[data-cut-end]': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  '& .b[data-locked]': { cursor: 'pointer', borderStyle: 'dashed' },
  '& .b .lk': { verticalAlign: '-2px', marginRight: '3px' },
  // The ends a stay is shortened or extended by: pseudo-elements, no nodes of their own (use-chart-drag
  // tells them apart by where the pointer went down).
  '& .b::before, & .b::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: 6,
    cursor: 'ew-resize',
  },
  '& .b::before': { left: 0 },
  '& .b::after': { right: 0 },
  '& .b[data-cut-start]::before, & .b[data-cut-end]::after, & .b[data-locked]::before, & .b[data-locked]::after':
    {
      display: 'none',
    },
  // Free days: invisible until the keyboard is on them.
  '& .f': { position: 'absolute', top: 0, bottom: 0 },
  '& .f:focus-visible, & .k:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.dark',
    outlineOffset: '-2px',
    zIndex: 1,
  },
  '& .k': {
    position: 'absolute',
    top: 3,
    bottom: 3,
    backgroundImage: hatch(STATE_COLORS.blocked),
  },
  '& .k[data-s="outOfOrder"]': {
    backgroundImage: hatch(STATE_COLORS.outOfOrder),
  },
  '& .k[data-s="allotment"]': {
    backgroundImage: hatch(CALENDAR_COLORS.allotment),
  },
  '& .gh': {
    position: 'absolute',
    top: 2,
    bottom: 2,
    borderRadius: '6px',
    border: '2px dashed',
    borderColor: 'primary.main',
    bgcolor: 'rgba(11,79,108,0.15)',
    zIndex: 3,
    px: 1,
    fontWeight: 600,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  },
  '& .pk': {
    position: 'absolute',
    top: 2,
    bottom: 2,
    bgcolor: 'rgba(11,79,108,0.25)',
    zIndex: 3,
    pointerEvents: 'none',
  },
  '& .rm .l, & .bd .l': { cursor: 'cell' },
  '& .today': {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: '2px',
    bgcolor: 'error.main',
    zIndex: 1,
    pointerEvents: 'none',
  },
} as const;

interface Props {
  chart: OccupancyChart;
  lines: ChartLine[];
  onMove: (target: MoveTarget, placed: PlacedBar) => void;
  onPick: (room: string, nights: { from: string; to: string }) => void;
  /** "Move…" on a stay: the drag as a form (WCAG 2.5.7), by keyboard or a single click. */
  onMoveDialog: (placed: PlacedBar) => void;
}

/** Rows above the lines: the months (the row of days is a picture of the same, hidden). */
const HEADER_ROWS = 1;

/** The chart itself: header of months and days, a line per room (and bed), bars, blockers, today. */
export function OccupancyGrid({ chart, lines, onMove, onPick, onMoveDialog }: Props) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const days = nightsBetween(chart.from, chart.to);
  const { gesture, onPointerDown, onClickCapture } = useChartDrag({
    from: chart.from,
    to: chart.to,
    days,
    lines,
    onMove,
    onPick,
  });
  const lane = useMemo(
    () =>
      weekendBackground(days <= 100 ? weekendPattern(chart.from, chart.weekend) : [], days) as Record<
        string,
        string
      >,
    [chart.from, chart.weekend, days],
  );
  const months = useMemo(() => monthSegments(chart.from, chart.to), [chart.from, chart.to]);
  const navigate = useNavigate();
  const linesRef = useRef<HTMLDivElement>(null);
  const visible = useVisibleLines(lines, linesRef);
  const barsByLine = useMemo(() => new Map(lines.map((line) => [line.key, line.bars])), [lines]);
  // The full description of a bar is written when someone points at it or tabs to it.
  const describe = useCallback(
    (event: SyntheticEvent) => {
      const link = (event.target as HTMLElement).closest<HTMLElement>('[data-rb]');
      if (!link || link.title) return;
      const placed = barsByLine
        .get(link.dataset.line ?? '')
        ?.find((b) => b.bar.roomBooking === link.dataset.rb);
      if (placed) link.title = describeBar(t, placed, format);
    },
    [barsByLine, t, format],
  );
  const open = useCallback(
    (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest<HTMLElement>('[data-rb]');
      if (!link || event.defaultPrevented || event.button !== 0) return;
      const href = link.dataset.href!;
      // A modified click opens the booking beside the chart, as a link would.
      if (event.metaKey || event.ctrlKey || event.shiftKey) window.open(href, '_blank', 'noopener');
      else navigate(href);
    },
    [navigate],
  );
  const cells = useMemo(() => lines.map((line) => laneCells(line, days)), [lines, days]);
  const grid = useRovingGrid(cells, linesRef, {
    rowOf: (element) => {
      const key = element.closest<HTMLElement>('[data-line]')?.dataset.line;
      return lines.findIndex((line) => line.key === key);
    },
    // Rows are drawn only near the view: scroll a row there first, then focus its cell.
    rowElement: (row) =>
      [...(linesRef.current?.querySelectorAll<HTMLElement>('[role="row"][data-line]') ?? [])].find(
        (element) => element.dataset.line === lines[row]?.key,
      ),
    reveal: (row) => {
      if (!linesRef.current) return;
      let top = 0;
      for (let i = 0; i < row; i++) top += LINE_HEIGHT[lines[i]!.kind];
      const box = linesRef.current.getBoundingClientRect();
      window.scrollTo({ top: window.scrollY + box.top + top - window.innerHeight / 2 });
    },
  });
  const [menu, setMenu] = useState<{ anchor: HTMLElement; placed: PlacedBar } | null>(null);
  const placedOf = (element: HTMLElement | null) => {
    const rb = element?.closest<HTMLElement>('[data-rb]');
    return rb
      ? barsByLine.get(rb.dataset.line ?? '')?.find((b) => b.bar.roomBooking === rb.dataset.rb)
      : undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (grid.onKeyDown(event)) return;
    const placed = placedOf(target);
    const cell = target.closest<HTMLElement>('[data-cell]');
    const line = lines.find((l) => l.key === target.closest<HTMLElement>('[data-line]')?.dataset.line);
    if (event.key === 'Enter' && placed) {
      event.preventDefault();
      navigate(`/booking/${placed.bar.booking}`);
    } else if (event.key === 'Enter' && cell && line?.room && !cell.dataset.block) {
      // A free day: book its first night (the wizard asks for the rest).
      event.preventDefault();
      const first = addDays(chart.from, Number(cell.dataset.cell));
      onPick(line.room.id, { from: first, to: addDays(first, 1) });
    } else if (placed && (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10'))) {
      event.preventDefault();
      setMenu({ anchor: target, placed });
    } else if (placed && (event.key === 'm' || event.key === 'M') && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      onMoveDialog(placed);
    }
  };
  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    const placed = placedOf(event.target as HTMLElement);
    if (!placed) return;
    event.preventDefault();
    setMenu({ anchor: (event.target as HTMLElement).closest<HTMLElement>('[data-rb]')!, placed });
  };
  const helpId = useId();
  const today = todayIndex(chart.from, chart.to, chart.today);
  const everyDay = days <= 31;
  const ghostFor = (key: string) => {
    if (!gesture || gesture.lineKey !== key || !gesture.stretch) return null;
    return gesture.kind === 'bar'
      ? { kind: 'bar' as const, stretch: gesture.stretch, label: gesture.placed.bar.leadName }
      : { kind: 'pick' as const, stretch: gesture.stretch };
  };

  return (
    <>
      <Typography id={helpId} variant="caption" component="p" color="text.secondary" sx={{ px: 1, py: 0.5 }}>
        {t('occupancy.grid.help')}
      </Typography>
      <Box
        sx={chartStyles}
        role="grid"
        aria-label={t('occupancy.chart', {
          resort: chart.resort.name,
          range: `${formatDate(chart.from)} – ${formatDate(chart.to)}`,
        })}
        aria-describedby={helpId}
        aria-rowcount={lines.length + HEADER_ROWS}
        aria-colcount={days + 1}
        onPointerDown={onPointerDown}
        onClickCapture={onClickCapture}
        onClick={open}
        onContextMenu={onContextMenu}
        onKeyDown={onKeyDown}
        onPointerOver={describe}
        onFocus={(event) => {
          describe(event);
          grid.onFocus(event);
        }}
        data-testid="occupancy-grid"
        data-range={`${chart.from}/${chart.to}`}
      >
        <div className="hd">
          <div className="r h" role="row" aria-rowindex={1}>
            <div className="n" role="columnheader" aria-colindex={1}>
              {t('occupancy.grid.room')}
            </div>
            <div className="l">
              {months.map((segment, index) => (
                <div
                  key={segment.month}
                  className="m"
                  style={place(segment, days)}
                  role="columnheader"
                  aria-colindex={segment.start + 2}
                  aria-colspan={segment.length}
                >
                  {monthLabel(segment, index, days)}
                </div>
              ))}
            </div>
          </div>
          <div className="r h" aria-hidden>
            <div className="n" />
            <div className="l" style={lane}>
              {Array.from({ length: days }, (_, i) => {
                const date = addDays(chart.from, i);
                if (!everyDay && isoWeekday(date) !== 1) return null;
                return (
                  <div
                    key={date}
                    className="dm"
                    data-t={i === today ? '' : undefined}
                    style={{ left: `${(i / days) * 100}%`, width: `${((everyDay ? 1 : 7) / days) * 100}%` }}
                    title={dayjs(date).format('dddd, DD.MM.YYYY')}
                  >
                    {everyDay && days <= 14 ? dayjs(date).format('dd D') : Number(date.slice(8))}
                  </div>
                );
              })}
            </div>
          </div>
        </div>
        <div ref={linesRef}>
          <div style={{ height: visible.before }} aria-hidden />
          {lines.slice(visible.start, visible.end).map((line, index) => (
            <ChartLineView
              key={line.key}
              line={line}
              rowIndex={visible.start + index + HEADER_ROWS + 1}
              cells={cells[visible.start + index]!}
              from={chart.from}
              days={days}
              lane={lane}
              tabStart={grid.tab.row === visible.start + index ? grid.tab.start : undefined}
              ghost={ghostFor(line.key)}
              t={t}
            />
          ))}
          <div style={{ height: visible.after }} aria-hidden />
        </div>
        {today !== null && (
          <div
            className="today"
            aria-hidden
            style={{ left: `calc(${NAME_WIDTH}px + (100% - ${NAME_WIDTH}px) * ${(today + 0.5) / days})` }}
          />
        )}
      </Box>
      {menu && (
        <StayMenu
          anchor={menu.anchor}
          onClose={() => {
            menu.anchor.focus();
            setMenu(null);
          }}
          onOpen={() => navigate(`/booking/${menu.placed.bar.booking}`)}
          onMove={() => {
            setMenu(null);
            onMoveDialog(menu.placed);
          }}
        />
      )}
    </>
  );
}
