import type { ReportBasis } from '@seaberth/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { operatorToday } from '../../app/clock.ts';
import { type Period, type PeriodSpan, periodProblem, spanOf } from '../period.ts';

export interface ReportParams {
  period: Period;
  basis: ReportBasis;
}

/**
 * A report screen's parameters in the address (`?from=2027-01-01&to=2027-12-31&basis=booking`),
 * so a view can be bookmarked, reloaded and sent to a colleague. Left out, the period is today's
 * month or year and the basis the stay date. Other parameters of the address are kept.
 */
export function useReportParams(options: { span?: PeriodSpan; maxDays: number }) {
  const [search, setSearch] = useSearchParams();
  const today = operatorToday();
  const fallback = spanOf(today, options.span ?? 'year');
  const period = { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to };
  const basis: ReportBasis = search.get('basis') === 'booking' ? 'booking' : 'stay';
  const update = useCallback(
    (changes: Record<string, string>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return {
    period,
    basis,
    today,
    /** Why the period cannot be asked for, or null: the screen says so before the server would. */
    problem: periodProblem(period, options.maxDays),
    setPeriod: (next: Period) => update({ from: next.from, to: next.to }),
    setBasis: (next: ReportBasis) => update({ basis: next }),
  };
}
