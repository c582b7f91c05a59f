import { z } from 'zod';

/**
 * A list in a query: `?assets=a&assets=b` (how the web client sends arrays) and `?assets=a,b` (how a
 * person types it) both read as `['a', 'b']`; empty entries are dropped.
 */
export function listParam<T extends z.ZodType>(item: T, max = 200) {
  const split = (value: unknown) => (typeof value === 'string' ? value.split(',') : [value]);
  return z.preprocess(
    (value) =>
      typeof value === 'string' || Array.isArray(value)
        ? [value]
            .flat()
            .flatMap(split)
            .filter((entry) => entry !== '')
        : value,
    z.array(item).max(max),
  );
}

/** The calendar year a day lies in: the period a report shows when none is asked for. */
export function yearOf(day: string): { from: string; to: string } {
  const year = day.slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/**
 * The period asked for: none given is this year; one end alone is completed to the end or the
 * start of its year, so `?from=2027-04-01` means April to December.
 */
export function reportPeriod(
  query: { from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  const from = query.from ?? yearOf(query.to ?? today).from;
  return { from, to: query.to ?? yearOf(from).to };
}
