import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, ics } from './ics.ts';

const now = new Date('2027-01-01T12:00:00Z');

describe('ics', () => {
  const text = ics(
    [
      { id: 's1', tour: 't1', vessel: 'v1', from: '2027-01-02', to: '2027-01-09', status: 'open' },
      {
        id: 's2',
        tour: 't1',
        vessel: 'v1',
        from: '2027-01-09',
        to: '2027-01-16',
        status: 'cancelled',
        note: 'Storm; rebooked, see \\ mail\nline two',
      },
    ],
    { t1: 'North, South; and more' },
    { v1: 'MV Manta' },
    { now },
  );

  it('writes a calendar with one all-day event per schedule, CRLF line endings', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('UID:s1@seaberth\r\n');
    expect(text).toContain('DTSTAMP:20270101T120000Z\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20270102\r\nDTEND;VALUE=DATE:20270110\r\n');
    expect(text).toContain('STATUS:CANCELLED');
  });

  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(text).toContain('SUMMARY:North\\, South\\; and more – MV Manta');
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(text.replace(/\r\n /g, '')).toContain('Storm\\; rebooked\\, see \\\\ mail\\nline two');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'Tauchsafari über Riffe – '.repeat(10)}`;
    const folded = foldIcsLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(long);
  });
});
