import { addDays, daysBetween, isIsoDate, type PricePeriod } from '@seaberth/domain';

export interface TimelineSpan {
  from: string;
  to: string;
  /** Days in the span, both ends inclusive. */
  days: number;
}

/** The span the timeline draws: the list's validity and every period, whichever reaches further. */
export function timelineSpan(
  periods: readonly PricePeriod[],
  valid: { from?: string | null; to?: string | null } | undefined,
): TimelineSpan | null {
  const dated = periods.filter((p) => isIsoDate(p.from) && isIsoDate(p.to) && p.from <= p.to);
  const froms = dated.map((p) => p.from).sort();
  const tos = dated.map((p) => p.to).sort();
  if (valid?.from && isIsoDate(valid.from)) froms.push(valid.from);
  if (valid?.to && isIsoDate(valid.to)) tos.push(valid.to);
  froms.sort();
  tos.sort();
  const from = froms[0];
  const to = tos[tos.length - 1];
  if (!from || !to || to < from) return null;
  return { from, to, days: daysBetween(from, to) + 1 };
}

/** Where a period sits on the span, in percent (clipped to it); null when it lies outside. */
export function barGeometry(period: PricePeriod, span: TimelineSpan): { left: number; width: number } | null {
  if (!isIsoDate(period.from) || !isIsoDate(period.to) || period.to < period.from) return null;
  const start = Math.max(0, daysBetween(span.from, period.from));
  const end = Math.min(span.days - 1, daysBetween(span.from, period.to));
  if (end < start) return null;
  return { left: (start / span.days) * 100, width: ((end - start + 1) / span.days) * 100 };
}

/** Seasons in order of first appearance: one lane each. */
export function seasonsOf(periods: readonly PricePeriod[]): string[] {
  return [...new Set(periods.map((p) => p.season.trim()).filter(Boolean))];
}

/** First days of months within the span, for the scale. */
export function monthStarts(span: TimelineSpan): string[] {
  const result: string[] = [];
  let day = `${span.from.slice(0, 7)}-01`;
  if (day < span.from) day = nextMonth(day);
  while (day <= span.to) {
    result.push(day);
    day = nextMonth(day);
  }
  return result;
}

function nextMonth(first: string): string {
  const [y, m] = first.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Pairs of periods (indexes) that share nights: the engine would price such nights ambiguously. */
export function overlaps(periods: readonly PricePeriod[]): [number, number][] {
  const found: [number, number][] = [];
  periods.forEach((a, i) => {
    periods.forEach((b, j) => {
      if (j <= i) return;
      if (![a.from, a.to, b.from, b.to].every(isIsoDate)) return;
      if (a.from <= b.to && b.from <= a.to) found.push([i, j]);
    });
  });
  return found;
}

/** Days of the validity no period covers: unpriced unless the list has a base price. */
export function uncoveredDays(periods: readonly PricePeriod[], span: TimelineSpan | null): number {
  if (!span || periods.length === 0) return 0;
  let count = 0;
  for (let day = span.from; day <= span.to; day = addDays(day, 1)) {
    if (!periods.some((p) => p.from <= day && day <= p.to)) count += 1;
  }
  return count;
}

/** A new period right after the last one (or at the start of the validity), a month long. */
export function nextPeriod(
  periods: readonly PricePeriod[],
  valid: { from?: string | null } | undefined,
  today: string,
  season: string,
): PricePeriod {
  const ends = periods
    .map((p) => p.to)
    .filter(isIsoDate)
    .sort();
  const last = ends[ends.length - 1];
  const from = last ? addDays(last, 1) : valid?.from && isIsoDate(valid.from) ? valid.from : today;
  return { season, from, to: addDays(from, 30) };
}

/** Periods (indexes) reaching outside the validity: their nights outside it are never priced. */
export function outsideValidity(
  periods: readonly PricePeriod[],
  valid: { from?: string | null; to?: string | null } | undefined,
): number[] {
  return periods.flatMap((p, index) => {
    if (!isIsoDate(p.from) || !isIsoDate(p.to)) return [];
    const early = valid?.from && isIsoDate(valid.from) && p.from < valid.from;
    const late = valid?.to && isIsoDate(valid.to) && p.to > valid.to;
    return early || late ? [index] : [];
  });
}
