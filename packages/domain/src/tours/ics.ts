import { addDays } from '../dates/index.ts';
import { scheduleNights } from './schedule-rules.ts';

export interface IcsSchedule {
  id: string;
  tour: string;
  vessel: string;
  from: string;
  to: string;
  status: string;
  note?: string;
}

export interface IcsOptions {
  /** DTSTAMP of every event; defaults to now. */
  now?: Date;
  calendarName?: string;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space. Cuts fall
 * between characters, never inside a multi-byte UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Continuation lines start with a space, which counts towards their 75 octets.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsDate = (iso: string) => iso.replaceAll('-', '');
const icsStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const ICS_STATUS: Record<string, string> = { planned: 'TENTATIVE', cancelled: 'CANCELLED' };

/**
 * An iCalendar feed of schedules: one all-day event per trip from the embarkation day to the
 * disembarkation day inclusive (DTEND is exclusive, so it is the day after disembarkation).
 */
export function ics(
  schedules: readonly IcsSchedule[],
  tourNames: Readonly<Record<string, string>>,
  vesselNames: Readonly<Record<string, string>>,
  options: IcsOptions = {},
): string {
  const stamp = icsStamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Seaberth//Schedules//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(options.calendarName ?? 'Seaberth schedules')}`,
  ];
  for (const s of schedules) {
    const tour = tourNames[s.tour] ?? 'Trip';
    const vessel = vesselNames[s.vessel] ?? '';
    const nights = scheduleNights(s);
    const description = [`${nights} nights, ${s.from} to ${s.to}`, s.note ?? ''].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${s.id}@seaberth`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(s.from)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(s.to, 1))}`,
      `SUMMARY:${escapeIcsText(vessel ? `${tour} – ${vessel}` : tour)}`,
      `DESCRIPTION:${escapeIcsText(description)}`,
      `STATUS:${ICS_STATUS[s.status] ?? 'CONFIRMED'}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
