import { addDays, formatDate, nightsBetween } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { formatInstant } from '../../app/format-dates.ts';
import { fillRow } from '../../app/grid-navigation.ts';
import type { Stretch } from '../calendar/index.ts';
import type { ChartLine, PlacedBar, PlacedBlock } from './chart-model.ts';

const pct = (value: number, days: number) => `${(value / days) * 100}%`;
export const place = (stretch: Stretch, days: number) => ({
  left: pct(stretch.start, days),
  width: pct(stretch.length, days),
});

// When a guest checked in or out, on the operator's clock as SPEC §9 writes it.
const time = (iso: string) => formatInstant(iso);

/** What hovering a bar tells: who, when, in which state, how many, what is still open. */
export function describeBar(
  t: TFunction,
  placed: PlacedBar,
  money: (amount: number, currency: string) => string,
) {
  const bar = placed.bar;
  const open = bar.total - bar.paid;
  return [
    t('occupancy.bar.title', { bookingNo: bar.bookingNo, lead: bar.leadName }),
    t('occupancy.bar.dates', {
      from: formatDate(bar.from),
      to: formatDate(bar.to),
      nights: nightsBetween(bar.from, bar.to),
    }),
    t('occupancy.bar.state', {
      state: t(`resources.options.state.${bar.state}`, { defaultValue: bar.state }),
    }),
    bar.optionUntil ? t('occupancy.bar.optionUntil', { date: formatDate(bar.optionUntil) }) : null,
    t('occupancy.bar.pax', { pax: bar.pax }),
    bar.guests.length ? t('occupancy.bar.guests', { names: bar.guests.join(', ') }) : null,
    open > 0 ? t('occupancy.bar.open', { amount: money(open, bar.currency) }) : null,
    bar.checkIn ? t('occupancy.bar.checkedIn', { time: time(bar.checkIn) }) : null,
    bar.checkOut ? t('occupancy.bar.checkedOut', { time: time(bar.checkOut) }) : null,
    bar.locked ? t('occupancy.bar.locked') : null,
    bar.hasFoc ? t('occupancy.bar.foc') : null,
  ]
    .filter(Boolean)
    .join('\n');
}

function describeBlock(t: TFunction, block: PlacedBlock) {
  const { blocker } = block;
  if (blocker.kind === 'allotment')
    return t('occupancy.allotment', {
      agency: blocker.note,
      from: formatDate(blocker.from),
      to: formatDate(blocker.to),
      release: blocker.releaseDate ? formatDate(blocker.releaseDate) : '',
    });
  return t('occupancy.blocker', {
    reason: t(`assets.reasons.${blocker.reason ?? 'Maintanance'}`, { defaultValue: blocker.reason ?? '' }),
    from: formatDate(blocker.from),
    to: formatDate(blocker.to),
    note: blocker.note,
  }).trim();
}

/** Material's lock as a bare path: an icon component per locked bar is too dear at 2,600 bars. */
function LockGlyph() {
  return (
    <svg className="lk" viewBox="0 0 24 24" width="12" height="12" aria-hidden fill="currentColor">
      <path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z" />
    </svg>
  );
}

/** A line's cells in the order the keyboard walks them: stays, blocked days and free days. */
export type LaneCell =
  | (PlacedBar & { free?: undefined })
  | (PlacedBlock & { free?: undefined; bar?: undefined })
  | { start: number; length: number; free: true; bar?: undefined };

/** The cells of a room or bed line, filling it from the first day to the last (grid-navigation). */
export function laneCells(line: ChartLine, days: number): LaneCell[] {
  if (line.kind === 'type') return [];
  return fillRow<PlacedBar | PlacedBlock>([...line.bars, ...line.blocks], days) as LaneCell[];
}

const isBar = (cell: LaneCell): cell is PlacedBar & { free?: undefined } =>
  'bar' in cell && Boolean(cell.bar);

interface LineProps {
  line: ChartLine;
  /** The line's position among the grid's rows (aria-rowindex, counted from 1). */
  rowIndex: number;
  cells: LaneCell[];
  /** The first night of the chart: free cells say their dates. */
  from: string;
  days: number;
  lane: Record<string, string>;
  /** The start of the cell the Tab key reaches (roving tabindex), on the one line that has it. */
  tabStart: number | undefined;
  /** The dragged bar's landing or the nights being picked on this line. */
  ghost: { stretch: Stretch; kind: 'bar' | 'pick'; label?: string } | null;
  t: TFunction;
}

const nightsText = (from: string, start: number, length: number) =>
  `${formatDate(addDays(from, start))} – ${formatDate(addDays(from, start + length))}`;

/**
 * One line of the chart, a row of the grid. Memoised: a drag re-renders only the lines its ghost
 * enters and leaves, a keyboard step only the lines the focus leaves and enters.
 */
export const ChartLineView = memo(function ChartLineView({
  line,
  rowIndex,
  cells,
  from,
  days,
  lane,
  tabStart,
  ghost,
  t,
}: LineProps) {
  const lockedText = t('occupancy.bar.locked');
  if (line.kind === 'type')
    return (
      <div className="r t" role="row" aria-rowindex={rowIndex}>
        <div className="n" role="rowheader">
          {line.label || t('occupancy.rooms')}
        </div>
        <div className="l" />
      </div>
    );
  const name = line.kind === 'bed' ? t('occupancy.bed', { bed: line.label }) : line.label;
  const where = line.kind === 'bed' ? `${line.room?.name ?? ''} · ${name}` : name;
  const keyed = new Set<unknown>(cells);
  const tab = (start: number) => (start === tabStart ? 0 : -1);
  return (
    <div
      className={`r ${line.kind === 'bed' ? 'bd' : 'rm'}`}
      role="row"
      aria-rowindex={rowIndex}
      data-line={line.key}
      data-room={line.room?.name}
    >
      <div className="n" title={name} role="rowheader">
        {name}
      </div>
      <div className="l" data-lane="" style={lane}>
        {cells.map((cell) =>
          cell.free ? (
            <div
              key={`f${cell.start}`}
              className="f"
              role="gridcell"
              data-cell={cell.start}
              tabIndex={tab(cell.start)}
              style={place(cell, days)}
              aria-label={t('occupancy.grid.free', {
                room: where,
                dates: nightsText(from, cell.start, cell.length),
              })}
            />
          ) : null,
        )}
        {line.blocks.map((block) => (
          <div
            key={block.blocker.id}
            className="k"
            data-block=""
            data-s={block.look}
            style={place(block, days)}
            title={describeBlock(t, block)}
            {...(keyed.has(block)
              ? {
                  role: 'gridcell',
                  'data-cell': block.start,
                  tabIndex: tab(block.start),
                  'aria-label': `${where}, ${describeBlock(t, block)}`,
                }
              : { role: 'img', 'aria-label': describeBlock(t, block) })}
          />
        ))}
        {line.bars.map((placed) => {
          const bar = placed.bar;
          const state = t(`resources.options.state.${bar.state}`, { defaultValue: bar.state });
          // A div, not a link: a grid cell may not be a link (ARIA in HTML). The root opens the
          // booking on click or Enter, and writes the full description on hover (describeBar).
          return (
            <div
              key={bar.roomBooking}
              className="b"
              data-href={`/booking/${bar.booking}`}
              data-rb={bar.roomBooking}
              data-line={line.key}
              data-color={placed.colorKey}
              data-cut-start={placed.cutStart ? '' : undefined}
              data-cut-end={placed.cutEnd ? '' : undefined}
              data-locked={bar.locked ? '' : undefined}
              data-narrow={placed.length / days < 0.035 ? '' : undefined}
              style={{ ...place(placed, days), background: placed.background, color: placed.color }}
              role="gridcell"
              tabIndex={keyed.has(placed) ? tab(placed.start) : -1}
              data-cell={keyed.has(placed) ? placed.start : undefined}
              aria-label={t('occupancy.grid.stay', {
                room: where,
                dates: `${formatDate(bar.from)} – ${formatDate(bar.to)}`,
                guest: bar.leadName || bar.bookingNo,
                bookingNo: bar.bookingNo,
                state: bar.locked ? `${state} · ${lockedText}` : state,
              })}
            >
              {bar.locked && <LockGlyph />}
              {bar.leadName || bar.bookingNo}
              {bar.pax > 1 ? ` (${bar.pax})` : ''}
            </div>
          );
        })}
        {ghost && (
          <div className={ghost.kind === 'bar' ? 'gh' : 'pk'} style={place(ghost.stretch, days)} aria-hidden>
            {ghost.label}
          </div>
        )}
      </div>
    </div>
  );
});

export { isBar };
