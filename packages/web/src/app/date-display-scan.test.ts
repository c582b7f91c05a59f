import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * SPEC §9: every date the web app shows reads DD.MM.YYYY (app/format-dates.ts, formatDate). The
 * browser's locale formats write "3/6/2027" or "6 Mar 2027" instead, and "today" from an ISO
 * string is UTC's day, not the operator's: this scan keeps both out of the sources.
 */
const SOURCE = join(import.meta.dirname, '..');
const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /\.toLocale(Date|Time)?String\(/, why: 'use formatDate / formatInstant (app/format-dates.ts)' },
  {
    pattern: /new Date\(\)\.toISOString\(\)\.(slice|substring)\(0, 10\)/,
    why: "UTC's day: use operatorToday() from app/clock.ts (the operator's day)",
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('dates in the web sources', () => {
  it('are never written by the browser locale nor taken as UTC today', () => {
    const files = sources(SOURCE);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          FORBIDDEN.filter((f) => f.pattern.test(line)).map(
            (f) => `${relative(SOURCE, file)}:${index + 1}: ${line.trim()} (${f.why})`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('catches a locale date and a UTC today', () => {
    const lines = [
      'label = day.toLocaleDateString();',
      'const today = new Date().toISOString().slice(0, 10);',
    ];
    expect(lines.map((line) => FORBIDDEN.some((f) => f.pattern.test(line)))).toEqual([true, true]);
  });
});
