import LockIcon from '@mui/icons-material/Lock';
import { formatDate, nightsBetween } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Stretch } from '../calendar/calendar-model.ts';
import type { ChartLine, PlacedBar, PlacedBlock } from './chart-model.ts';

const pct = (value: number, days: number) => `${(value / days) * 100}%`;
export const place = (stretch: Stretch, days: number) => ({
  left: pct(stretch.start, days),
  width: pct(stretch.length, days),
});

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

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
  return t('occupancy.blocker', {
    reason: t(`assets.reasons.${blocker.reason ?? 'Maintanance'}`, { defaultValue: blocker.reason ?? '' }),
    from: formatDate(blocker.from),
    to: formatDate(blocker.to),
    note: blocker.note,
  }).trim();
}

interface LineProps {
  line: ChartLine;
  days: number;
  lane: Record<string, string>;
  /** The gesture drawn on this line: a dragged bar's landing or the nights being picked. */
  ghost: { stretch: Stretch; kind: 'bar' | 'pick'; label?: string } | null;
  t: TFunction;
  money: (amount: number, currency: string) => string;
}

/** One line of the chart. Memoised: a drag re-renders only the lines its ghost enters and leaves. */
export const ChartLineView = memo(function ChartLineView({ line, days, lane, ghost, t, money }: LineProps) {
  if (line.kind === 'type')
    return (
      <div className="r t" role="row">
        <div className="n" role="rowheader">
          {line.label || t('occupancy.rooms')}
        </div>
        <div className="l" />
      </div>
    );
  const name = line.kind === 'bed' ? t('occupancy.bed', { bed: line.label }) : line.label;
  return (
    <div
      className={`r ${line.kind === 'bed' ? 'bd' : 'rm'}`}
      role="row"
      data-line={line.key}
      data-room={line.room?.name}
    >
      <div className="n" role="rowheader" title={name}>
        {name}
      </div>
      <div className="l" data-lane="" style={lane}>
        {line.blocks.map((block) => (
          <div
            key={block.blocker.id}
            className="k"
            data-block=""
            data-s={block.outOfOrder ? 'outOfOrder' : 'blocked'}
            style={place(block, days)}
            title={describeBlock(t, block)}
            role="img"
            aria-label={describeBlock(t, block)}
          />
        ))}
        {line.bars.map((placed) => {
          const label = describeBar(t, placed, money);
          const bar = placed.bar;
          return (
            <RouterLink
              key={bar.roomBooking}
              to={`/booking/${bar.booking}`}
              className="b"
              draggable={false}
              data-rb={bar.roomBooking}
              data-color={placed.colorKey}
              data-cut-start={placed.cutStart ? '' : undefined}
              data-cut-end={placed.cutEnd ? '' : undefined}
              data-locked={bar.locked ? '' : undefined}
              data-narrow={placed.length / days < 0.035 ? '' : undefined}
              style={{ ...place(placed, days), background: placed.background, color: placed.color }}
              title={label}
              aria-label={label}
            >
              {!bar.locked && !placed.cutStart && <span className="hs" data-end="start" aria-hidden />}
              {bar.locked && <LockIcon className="lk" aria-hidden />}
              {bar.leadName || bar.bookingNo}
              {bar.pax > 1 ? ` (${bar.pax})` : ''}
              {!bar.locked && !placed.cutEnd && <span className="he" data-end="end" aria-hidden />}
            </RouterLink>
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
