import { addDays, formatDate, isoWeekday } from '@seaberth/domain';
import { Box } from '@mui/material';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, memo, type MouseEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fillRow, type GridCellSpan } from '../../app/grid-navigation.ts';
import { useRovingGrid } from '../../app/use-roving-grid.ts';
import { CELL_COLORS, CELL_KEYS, STATE_COLORS, hatch } from '../../ui/calendar-colors.ts';
import type {
  BlockSegment,
  MonthSegment,
  Stretch,
  TripBar,
  TripCell,
  VesselTimeline,
} from './calendar-model.ts';

export const NAME_WIDTH = 168;
const LANE_HEIGHT = 22;
const BAR_HEIGHT = 30;
const HEADER_BG = '#edf2f5';
const WEEKEND_TINT = 'rgba(11,79,108,0.07)';

export interface TimelineAxis {
  from: string;
  days: number;
  months: MonthSegment[];
  /** Weekend flags of the 7 days from `from` (the pattern repeats weekly). */
  weekend: boolean[];
  /** Which day marks the header shows: every day, Mondays, or none. */
  dayMarks: 'all' | 'mondays' | 'none';
  /** Day index of today, when visible. */
  today: number | null;
}

const pct = (value: number, days: number) => `${(value / days) * 100}%`;
const place = (stretch: Stretch, days: number) => ({
  left: pct(stretch.start, days),
  width: pct(stretch.length, days),
});

/**
 * The weekend columns as one repeating background: the rule depends only on the weekday, so a
 * 7-day tile whose width is 7/days of the lane paints every weekend without an element per day.
 */
export function weekendBackground(weekend: boolean[], days: number) {
  if (!weekend.some(Boolean)) return {};
  const stops = weekend.map((on, i) => {
    const color = on ? WEEKEND_TINT : 'transparent';
    return `${color} ${(i / 7) * 100}% ${((i + 1) / 7) * 100}%`;
  });
  return {
    backgroundImage: `linear-gradient(to right, ${stops.join(', ')})`,
    backgroundSize: `calc(700% / ${days}) 100%`,
    backgroundRepeat: 'repeat-x',
  };
}

/** What every timeline shares: rows of a name column that stays put beside the scrolling lanes. */
export function timelineFrame(nameWidth: number, lineHeight: number) {
  return {
    '& .r': { display: 'grid', gridTemplateColumns: `${nameWidth}px 1fr`, alignItems: 'stretch' },
    '& .n': {
      position: 'sticky',
      left: 0,
      zIndex: 2,
      bgcolor: 'background.paper',
      borderRight: 1,
      borderColor: 'divider',
      px: 1,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      lineHeight: `${lineHeight}px`,
    },
  } as const;
}

/**
 * One stylesheet on the wrapper for the whole vessel: 2 vessels × 52 trips × 15 cabins are 1,560
 * cells, which must not each be a styled component. Colours come from `data-s`.
 */
const timelineStyles = {
  position: 'relative',
  fontSize: 12,
  ...timelineFrame(NAME_WIDTH, LANE_HEIGHT),
  '& .h .n, & .h .l': { bgcolor: HEADER_BG, fontWeight: 600 },
  '& .l': { position: 'relative', height: LANE_HEIGHT, borderBottom: '1px solid #fff' },
  '& .m': {
    position: 'absolute',
    top: 0,
    bottom: 0,
    borderLeft: '1px solid #c5d3db',
    px: 0.5,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    lineHeight: `${LANE_HEIGHT}px`,
  },
  '& .dm': { position: 'absolute', top: 0, bottom: 0, textAlign: 'center', lineHeight: `${LANE_HEIGHT}px` },
  '& .dm[data-t]': { color: 'primary.main', fontWeight: 700 },
  '& .trips .l, & .trips .n': { height: BAR_HEIGHT, lineHeight: `${BAR_HEIGHT}px` },
  '& .b': {
    position: 'absolute',
    top: 3,
    bottom: 3,
    borderRadius: 1,
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    border: '1px solid #fff',
    px: 0.5,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    lineHeight: `${BAR_HEIGHT - 8}px`,
    textDecoration: 'none',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover, &:focus-visible': { bgcolor: 'primary.dark', outline: 'none' },
  },
  '& .b[data-st="planned"]': {
    bgcolor: 'background.paper',
    color: 'primary.main',
    borderStyle: 'dashed',
    borderColor: 'primary.main',
  },
  '& .b[data-st="full"]': { bgcolor: '#0b3d52' },
  // A year on screen leaves a week some 17 pixels: the free count alone, edge to edge.
  '& .b[data-narrow]': { px: 0, textAlign: 'center', textOverflow: 'clip', fontSize: 10 },
  '& .deck .n': { fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', fontSize: 11 },
  '& .deck .l': { height: 18 },
  '& .c': {
    position: 'absolute',
    top: 2,
    bottom: 2,
    borderRadius: '2px',
    border: '1px solid #fff',
    // Free (#ECECEC) sits close to the lane's white: a hairline keeps each cell readable.
    boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.06)',
    cursor: 'pointer',
  },
  '& .c:hover, & .c:focus-visible, & .k:focus-visible, & .f:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.dark',
    zIndex: 1,
  },
  '& .f': { position: 'absolute', top: 0, bottom: 0 },
  '& .k': {
    position: 'absolute',
    top: 4,
    bottom: 4,
    backgroundImage: hatch(STATE_COLORS.blocked),
  },
  '& .k[data-s="outOfOrder"]': {
    backgroundImage: hatch(STATE_COLORS.outOfOrder),
  },
  '& .today': {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: '2px',
    bgcolor: 'error.main',
    zIndex: 1,
    pointerEvents: 'none',
  },
  ...Object.fromEntries(
    CELL_KEYS.map((key) => [`& .c[data-s="${key}"]`, { backgroundColor: CELL_COLORS[key] }]),
  ),
} as const;

function tripRange(t: TFunction, bar: { trip: TripBar['trip'] }) {
  return t('calendar.tripRange', {
    from: formatDate(bar.trip.from),
    to: formatDate(bar.trip.to),
    nights: bar.trip.nights,
  });
}

function describeBar(t: TFunction, bar: TripBar): string {
  return [
    bar.trip.tourName,
    tripRange(t, bar),
    t('calendar.freeCabins', { free: bar.freeCabins, cabins: bar.cabins }),
  ].join('\n');
}

function describeCell(t: TFunction, cabin: string, cell: TripCell): string {
  return [
    `${cabin} · ${cell.trip.tourName}`,
    tripRange(t, cell),
    `${t(`assets.states.${cell.state}`)} · ${t('calendar.freeBeds', { free: cell.freeBeds, beds: cell.beds })}`,
    ...(cell.bookedThrough.length
      ? [t('calendar.bookedThrough', { agencies: cell.bookedThrough.join(', ') })]
      : []),
    ...(cell.agencies.length ? [t('calendar.allotmentOf', { agencies: cell.agencies.join(', ') })] : []),
  ].join('\n');
}

export function monthLabel(segment: MonthSegment, index: number, days: number): string {
  const month = dayjs(`${segment.month}-01`);
  // Narrow months (a year on screen) read "Jan", with the year where it changes or starts.
  const wide = segment.length / days > 0.2;
  const withYear = wide || index === 0 || month.month() === 0;
  return month.format(wide ? 'MMMM YYYY' : withYear ? 'MMM YY' : 'MMM');
}

interface Props {
  timeline: VesselTimeline;
  axis: TimelineAxis;
}

/** Days without a trip on a row: cells of their own, so the grid's rows are filled. */
type Free = GridCellSpan & { free: true };

/**
 * One vessel on the time axis, an ARIA grid: its trips, and per deck each cabin's state for every
 * trip. One cell is in the Tab order; the arrow keys move, Enter opens the trip.
 */
export const VesselTimelineView = memo(function VesselTimelineView({ timeline, axis }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const { days } = axis;
  const lane = weekendBackground(axis.weekend, days);
  const dayIndices = axis.dayMarks === 'none' ? [] : Array.from({ length: days }, (_, i) => i);
  // The keyboard's rows: the trips, then per deck its heading (no cells) and its cabins.
  const rows = useMemo(() => {
    const list: (TripBar | TripCell | BlockSegment | Free)[][] = [fillRow<TripBar>(timeline.trips, days)];
    for (const group of timeline.decks) {
      list.push([]);
      for (const row of group.rows)
        list.push(fillRow<TripCell | BlockSegment>([...row.cells, ...row.blocks], days));
    }
    return list;
  }, [timeline, days]);
  const grid = useRovingGrid(rows, root);
  const nights = (cell: GridCellSpan) =>
    `${formatDate(addDays(axis.from, cell.start))} – ${formatDate(addDays(axis.from, cell.start + cell.length))}`;

  // One handler for every cell: a click opens the trip the cell belongs to.
  const openTrip = (event: MouseEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-trip]')?.dataset.trip;
    if (id) navigate(`/schedule/${id}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (grid.onKeyDown(event)) return;
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-trip]')?.dataset.trip;
    if (event.key === 'Enter' && id) {
      event.preventDefault();
      navigate(`/schedule/${id}`);
    }
  };
  const freeCell = (cell: Free, where: string, row: number) => (
    <div
      key={`f${cell.start}`}
      className="f"
      role="gridcell"
      data-cell={cell.start}
      tabIndex={grid.tabIndex(row, cell.start)}
      style={place(cell, days)}
      aria-label={t('calendar.grid.noTrip', { where, dates: nights(cell) })}
    />
  );
  let rowNumber = 0;
  let cabinRow = 0;

  return (
    <Box
      sx={timelineStyles}
      ref={root}
      role="grid"
      aria-label={t('calendar.grid.label', { vessel: timeline.vessel.name })}
      onClick={openTrip}
      onKeyDown={onKeyDown}
      onFocus={grid.onFocus}
    >
      <div className="r h" role="row" aria-rowindex={++rowNumber}>
        <div className="n" role="columnheader">
          {timeline.vessel.name}
        </div>
        <div className="l">
          {axis.months.map((segment, index) => (
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
      {axis.dayMarks !== 'none' && (
        <div className="r h" aria-hidden>
          <div className="n" />
          <div className="l" style={lane}>
            {dayIndices.map((i) => {
              const date = addDays(axis.from, i);
              if (axis.dayMarks === 'mondays' && isoWeekday(date) !== 1) return null;
              return (
                <div
                  key={i}
                  className="dm"
                  data-t={i === axis.today ? '' : undefined}
                  // A week's mark sits at its Monday, where the week starts, not mid-week.
                  style={{
                    left: pct(i, days),
                    width: pct(axis.dayMarks === 'all' ? 1 : 7, days),
                    textAlign: axis.dayMarks === 'all' ? 'center' : 'left',
                    paddingLeft: axis.dayMarks === 'all' ? 0 : 3,
                  }}
                >
                  {Number(date.slice(8))}
                </div>
              );
            })}
          </div>
        </div>
      )}
      <div className="r trips" role="row" aria-rowindex={++rowNumber} data-row={0}>
        <div className="n" role="rowheader">
          {t('calendar.trips')}
        </div>
        <div className="l" style={lane}>
          {rows[0]!.map((cell) => {
            if ('free' in cell) return freeCell(cell, t('calendar.trips'), 0);
            const bar = cell as TripBar;
            return (
              <div
                key={bar.trip.id}
                className="b"
                role="gridcell"
                data-st={bar.trip.status}
                data-trip={bar.trip.id}
                data-cell={bar.start}
                tabIndex={grid.tabIndex(0, bar.start)}
                data-narrow={bar.length / days > 0.04 ? undefined : ''}
                style={place(bar, days)}
                title={describeBar(t, bar)}
                aria-label={describeBar(t, bar)}
              >
                {bar.length / days > 0.04
                  ? `${bar.trip.tourName} · ${bar.freeCabins}/${bar.cabins}`
                  : bar.freeCabins}
              </div>
            );
          })}
        </div>
      </div>
      {timeline.decks.map((group) => {
        const deckName = group.deck?.name ?? t('calendar.noDeck');
        cabinRow++;
        return (
          <div key={group.deck?.id ?? 'unplaced'} role="rowgroup" aria-label={deckName}>
            <div className="r deck" role="row" aria-rowindex={++rowNumber}>
              <div className="n" role="rowheader">
                {deckName}
              </div>
              <div className="l" />
            </div>
            {group.rows.map((row) => {
              const index = ++cabinRow;
              return (
                <div
                  key={row.cabin.id}
                  className="r"
                  role="row"
                  aria-rowindex={++rowNumber}
                  data-row={index}
                  data-cabin={row.cabin.name}
                >
                  <div className="n" title={row.cabin.name} role="rowheader">
                    {row.cabin.name}
                  </div>
                  <div className="l" style={lane}>
                    {rows[index]!.map((cell) => {
                      if ('free' in cell) return freeCell(cell, row.cabin.name, index);
                      if (!('trip' in cell)) {
                        const block = cell as BlockSegment;
                        return (
                          <div
                            key={`${block.start}-${block.length}`}
                            className="k"
                            role="gridcell"
                            data-cell={block.start}
                            tabIndex={grid.tabIndex(index, block.start)}
                            data-s={block.reason === 'OutOfOrder' ? 'outOfOrder' : 'blocked'}
                            style={place(block, days)}
                            title={`${row.cabin.name} · ${t('calendar.inPortBlocked')}`}
                            aria-label={`${row.cabin.name}, ${nights(block)}, ${t('calendar.inPortBlocked')}`}
                          />
                        );
                      }
                      const trip = cell as TripCell;
                      return (
                        <div
                          key={trip.trip.id}
                          className="c"
                          role="gridcell"
                          data-s={trip.state}
                          data-trip={trip.trip.id}
                          data-cell={trip.start}
                          tabIndex={grid.tabIndex(index, trip.start)}
                          style={place(trip, days)}
                          title={describeCell(t, row.cabin.name, trip)}
                          aria-label={describeCell(t, row.cabin.name, trip)}
                        />
                      );
                    })}
                  </div>
                </div>
              );
            })}
          </div>
        );
      })}
      {axis.today !== null && (
        <div
          className="today"
          aria-hidden
          style={{ left: `calc(${NAME_WIDTH}px + (100% - ${NAME_WIDTH}px) * ${axis.today / days})` }}
        />
      )}
    </Box>
  );
});
