import { afterEach, describe, expect, it } from 'vitest';
import { operatorToday, setOperatorTimezone } from './clock.ts';

describe('operatorToday', () => {
  afterEach(() => setOperatorTimezone(undefined));

  it('counts the day in the operator timezone, not the browser one', () => {
    // 23:30 UTC on 28 November is already 29 November in Berlin and still the 28th in New York.
    const instant = Date.parse('2026-11-28T23:30:00Z');
    setOperatorTimezone('Europe/Berlin');
    expect(operatorToday(instant)).toBe('2026-11-29');
    setOperatorTimezone('America/New_York');
    expect(operatorToday(instant)).toBe('2026-11-28');
  });

  it('falls back to the browser day for an unknown zone', () => {
    setOperatorTimezone('Mars/Olympus');
    const instant = Date.parse('2026-06-01T12:00:00Z');
    const local = new Date(instant);
    const expected = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    expect(operatorToday(instant)).toBe(expected);
  });
});
