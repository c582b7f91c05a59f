import { Box, Typography } from '@mui/material';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, monthGrid, monthOf, weekdayNames } from './month.ts';
import { operatorToday } from '../../app/clock.ts';

/** What a day's button needs from the grid: its place in the roving tab order. */
export interface DayCell {
  tabIndex: 0 | -1;
  'data-date': string;
  onFocus: () => void;
}

export interface MonthGridProps {
  month: string;
  label: string;
  /** Moves the grid to another month when the arrow keys or Page Up/Down leave this one. */
  onMonth?: (month: string) => void;
  /** Where the Tab key lands in the grid: the day chosen, else the first day that can be chosen. */
  focusDate?: string | null;
  /** The content of one day's cell: a button that spreads `cell` on itself. */
  renderDay: (date: string, cell: DayCell) => ReactNode;
}

/** The day a key moves to from `date`, or null for a key the grid leaves alone (APG grid pattern). */
export function dayForKey(date: string, key: string, shift = false): string | null {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday);
    case 'End':
      return addDays(date, 6 - weekday);
    case 'PageUp':
    case 'PageDown': {
      const target = addMonths(monthOf(date), (key === 'PageUp' ? -1 : 1) * (shift ? 12 : 1));
      const lastDay = addDays(addMonths(target, 1), -1);
      const day = `${target.slice(0, 8)}${date.slice(8)}`;
      return day > lastDay ? lastDay : day;
    }
    default:
      return null;
  }
}

/**
 * A month as an ARIA grid, Monday first, with one tab stop (roving tabindex): Tab enters on the
 * chosen or first bookable day, the arrow keys move by day and week, Home/End to the week's ends,
 * Page Up/Down by month, and crossing the month's edge turns the page. Months before the current
 * one are not offered. The columns shrink with the screen, so the cells hold a number and a short
 * price, nothing that could overflow at 320 px.
 */
export function MonthGrid({ month, label, onMonth, focusDate, renderDay }: MonthGridProps) {
  const { i18n } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const cells = monthGrid(month);
  const inMonth = (date: string | null | undefined): date is string =>
    Boolean(date && monthOf(date) === month);
  const today = operatorToday();
  // Without a day to start from, Tab enters on today in the current month, else on the first.
  const stop = inMonth(active) ? active : inMonth(focusDate) ? focusDate : inMonth(today) ? today : month;

  // After a page turn by keyboard, focus follows onto the new month's day.
  useEffect(() => {
    const date = pending.current;
    if (!date || monthOf(date) !== month) return;
    pending.current = null;
    grid.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  }, [month]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    if (!from) return;
    const to = dayForKey(from, event.key, event.shiftKey);
    if (!to) return;
    event.preventDefault();
    if (monthOf(to) < monthOf(operatorToday())) return;
    setActive(to);
    if (monthOf(to) === month) {
      grid.current?.querySelector<HTMLElement>(`[data-date="${to}"]`)?.focus();
    } else if (onMonth) {
      pending.current = to;
      onMonth(monthOf(to));
    }
  };

  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  const names = weekdayNames(i18n.language);
  const longNames = weekdayNames(i18n.language, 'long');
  return (
    <Box role="grid" aria-label={label} ref={grid} onKeyDown={onKeyDown}>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', mb: 0.5 }}>
        {names.map((name, index) => (
          <Typography
            key={name}
            role="columnheader"
            aria-label={longNames[index]}
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center' }}
          >
            {name}
          </Typography>
        ))}
      </Box>
      <Box role="rowgroup" sx={{ display: 'grid', gap: { xs: 0.25, sm: 0.5 } }}>
        {weeks.map((week) => (
          <Box
            key={week.find(Boolean) ?? ''}
            role="row"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
              gap: { xs: 0.25, sm: 0.5 },
            }}
          >
            {week.map((date, index) =>
              date ? (
                <Box key={date} role="gridcell" sx={{ minWidth: 0, position: 'relative' }}>
                  {renderDay(date, {
                    tabIndex: date === stop ? 0 : -1,
                    'data-date': date,
                    onFocus: () => setActive(date),
                  })}
                </Box>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the padding before the first day has no identity
                <Box key={`pad-${index}`} role="gridcell" />
              ),
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
