import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { dayForKey, MonthGrid } from './month-grid.tsx';
import { monthOf } from './month.ts';
import { operatorToday } from '../../app/clock.ts';

/** A month of plain day buttons, turning pages as the grid asks, like the booking calendars do. */
function Calendar({ start, focusDate }: { start: string; focusDate?: string }) {
  const [month, setMonth] = useState(start);
  return (
    <I18nextProvider i18n={i18n}>
      <p data-testid="month">{month}</p>
      <button type="button">Before</button>
      <MonthGrid
        month={month}
        label="Nights"
        onMonth={setMonth}
        focusDate={focusDate}
        renderDay={(date, cell) => (
          <button type="button" {...cell}>
            {date}
          </button>
        )}
      />
      <button type="button">After</button>
    </I18nextProvider>
  );
}

const tabStops = () => screen.getByRole('grid').querySelectorAll('[tabindex="0"]');

describe('dayForKey', () => {
  it('moves by day, week, week end and month, keeping the day of the month where it exists', () => {
    // 2031-05-14 is a Wednesday.
    expect(dayForKey('2031-05-14', 'ArrowLeft')).toBe('2031-05-13');
    expect(dayForKey('2031-05-14', 'ArrowRight')).toBe('2031-05-15');
    expect(dayForKey('2031-05-14', 'ArrowUp')).toBe('2031-05-07');
    expect(dayForKey('2031-05-14', 'ArrowDown')).toBe('2031-05-21');
    expect(dayForKey('2031-05-14', 'Home')).toBe('2031-05-12');
    expect(dayForKey('2031-05-14', 'End')).toBe('2031-05-18');
    expect(dayForKey('2031-05-14', 'PageDown')).toBe('2031-06-14');
    expect(dayForKey('2031-05-14', 'PageUp', true)).toBe('2030-05-14');
    expect(dayForKey('2031-01-31', 'PageDown')).toBe('2031-02-28');
    expect(dayForKey('2031-05-14', 'Enter')).toBeNull();
  });
});

describe('MonthGrid', () => {
  it('is one tab stop, on the day to start from, and the arrow keys move focus and the stop together', async () => {
    const user = userEvent.setup();
    render(<Calendar start="2031-05-01" focusDate="2031-05-14" />);
    expect(tabStops()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: '2031-05-14' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '2031-05-15' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '2031-05-22' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: '2031-05-07' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: '2031-05-05' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '2031-05-11' })).toHaveFocus();
    // Still one tab stop, where focus is: Tab leaves the grid, Shift+Tab comes back to that day.
    expect(tabStops()).toHaveLength(1);
    expect(tabStops()[0]).toHaveAccessibleName('2031-05-11');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '2031-05-11' })).toHaveFocus();
  });

  it('turns the page when a key crosses the month, focus following onto the new month', async () => {
    const user = userEvent.setup();
    render(<Calendar start="2031-05-01" focusDate="2031-05-31" />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('month')).toHaveTextContent('2031-06-01');
    expect(await screen.findByRole('button', { name: '2031-06-01' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByTestId('month')).toHaveTextContent('2031-07-01');
    expect(await screen.findByRole('button', { name: '2031-07-01' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByTestId('month')).toHaveTextContent('2031-06-01');
    expect(await screen.findByRole('button', { name: '2031-06-24' })).toHaveFocus();
  });

  it('offers no month before the current one', async () => {
    const user = userEvent.setup();
    const month = monthOf(operatorToday());
    render(<Calendar start={month} focusDate={month} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{PageUp}{ArrowUp}{ArrowLeft}');
    expect(screen.getByTestId('month')).toHaveTextContent(month);
    expect(screen.getByRole('button', { name: month })).toHaveFocus();
  });

  it('names the weekday columns in full for screen readers', () => {
    render(<Calendar start="2031-05-01" />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveAccessibleName('Monday');
    // Without a day to start from, Tab enters on the first of the month.
    expect(tabStops()[0]).toHaveAccessibleName('2031-05-01');
  });
});
