import { addDays, FRONT_DESK_MAX_DAYS, isIsoDate, isoWeekday, nightsBetween } from '@seaberth/domain';
import { useSearchParams } from 'react-router-dom';
import { operatorToday } from '../../app/clock.ts';

export interface DeskRange {
  from: string;
  to: string;
}

/** Today and tomorrow: the two days a desk shift looks at. */
export function defaultRange(today: string): DeskRange {
  return { from: today, to: addDays(today, 1) };
}

/** Monday to Sunday of the week of `today`. */
export function weekOf(today: string): DeskRange {
  const monday = addDays(today, 1 - isoWeekday(today));
  return { from: monday, to: addDays(monday, 6) };
}

/** A range the server accepts: from on or before to, at most FRONT_DESK_MAX_DAYS days (both ends counted). */
export function clampRange(range: DeskRange, keep: 'from' | 'to' = 'from'): DeskRange {
  let { from, to } = range;
  if (from > to) {
    if (keep === 'from') to = from;
    else from = to;
  }
  if (nightsBetween(from, to) >= FRONT_DESK_MAX_DAYS) {
    if (keep === 'from') to = addDays(from, FRONT_DESK_MAX_DAYS - 1);
    else from = addDays(to, 1 - FRONT_DESK_MAX_DAYS);
  }
  return { from, to };
}

/**
 * The resort and days live in the address (`?resort=…&from=…&to=…`), so a list can be linked,
 * reloaded and printed again. A resort the user may not work with falls back to the first one.
 */
export function useDeskView(resorts: readonly { id: string }[]) {
  const [params, setParams] = useSearchParams();
  const today = operatorToday();
  const wanted = params.get('resort') ?? '';
  const resort = resorts.some((r) => r.id === wanted) ? wanted : (resorts[0]?.id ?? '');
  const fallback = defaultRange(today);
  const fromParam = params.get('from') ?? '';
  const toParam = params.get('to') ?? '';
  const from = isIsoDate(fromParam) ? fromParam : fallback.from;
  const to = isIsoDate(toParam) ? toParam : isIsoDate(fromParam) ? from : fallback.to;
  const range = clampRange({ from, to });
  const clamped = range.to !== to;
  const update = (next: Partial<{ resort: string } & DeskRange>) => {
    const view = { resort, ...range, ...next };
    setParams(Object.fromEntries(Object.entries(view).filter(([, value]) => value !== '')), {
      replace: true,
    });
  };
  return { today, resort, ...range, clamped, update };
}
