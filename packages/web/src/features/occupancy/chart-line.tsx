import { formatDate, nightsBetween } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { formatInstant } from '../../app/format-dates.ts';
import type { Stretch } from '../calendar/calendar-model.ts';
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

interface LineProps {
  line: ChartLine;
  days: number;
  lane: Record<string, string>;
  /** The gesture drawn on this line: a dragged bar's landing or the nights being picked. */
  ghost: { stretch: Stretch; kind: 'bar' | 'pick'; label?: string } | null;
  t: TFunction;
}

/** One line of the chart. Memoised: a drag re-renders only the lines its ghost enters and leaves. */
export const ChartLineView = memo(function ChartLineView({ line, days, lane, ghost, t }: LineProps) {
  const lockedText = t('occupancy.bar.locked');
  if (line.kind === 'type')
    return (
      <div className="r t">
        <div className="n">{line.label || t('occupancy.rooms')}</div>
        <div className="l" />
      </div>
    );
  const name = line.kind === 'bed' ? t('occupancy.bed', { bed: line.label }) : line.label;
  return (
    <div
      className={`r ${line.kind === 'bed' ? 'bd' : 'rm'}`}
      data-line={line.key}
      data-room={line.room?.name}
    >
      <div className="n" title={name}>
        {name}
      </div>
      <div className="l" data-lane="" style={lane}>
        {line.blocks.map((block) => (
          <div
            key={block.blocker.id}
            className="k"
            data-block=""
            data-s={block.look}
            style={place(block, days)}
            title={describeBlock(t, block)}
            role="img"
            aria-label={describeBlock(t, block)}
          />
        ))}
        {line.bars.map((placed) => {
          const bar = placed.bar;
          // Plain links: 2,600 router links cost a third of a three-month redraw. The root
          // navigates on click, and the full description is written on hover (describeBar).
          return (
            <a
              key={bar.roomBooking}
              href={`/booking/${bar.booking}`}
              className="b"
              draggable={false}
              data-rb={bar.roomBooking}
              data-line={line.key}
              data-color={placed.colorKey}
              data-cut-start={placed.cutStart ? '' : undefined}
              data-cut-end={placed.cutEnd ? '' : undefined}
              data-locked={bar.locked ? '' : undefined}
              data-narrow={placed.length / days < 0.035 ? '' : undefined}
              style={{ ...place(placed, days), background: placed.background, color: placed.color }}
              aria-label={`${bar.bookingNo} · ${bar.leadName}, ${formatDate(bar.from)} – ${formatDate(bar.to)}${bar.locked ? ` · ${lockedText}` : ''}`}
            >
              {bar.locked && <LockGlyph />}
              {bar.leadName || bar.bookingNo}
              {bar.pax > 1 ? ` (${bar.pax})` : ''}
            </a>
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
