import { addDays, isIsoDate } from '@seaberth/domain';
import type { AllotmentBody } from './allotment-api.ts';

/** What the "New allotment" dialog holds while it is filled in. */
export interface AllotmentForm {
  kind: 'trips' | 'resort';
  vessel: string;
  schedules: string[];
  resort: string;
  /** First night and departure day of a resort allotment. */
  from: string;
  to: string;
  count: string;
  roomType: string;
  /** Null while the operator has not typed one: then it follows the start (see `defaultReleaseDate`). */
  releaseDate: string | null;
  note: string;
}

export const EMPTY_ALLOTMENT_FORM: AllotmentForm = {
  kind: 'trips',
  vessel: '',
  schedules: [],
  resort: '',
  from: '',
  to: '',
  count: '2',
  roomType: '',
  releaseDate: null,
  note: '',
};

/** Agencies usually have to fill their rooms until a month before arrival. */
export const RELEASE_DAYS_BEFORE = 30;
export const MAX_ALLOTMENT_ROOMS = 200;

/** 30 days before the start, but never in the past; unknown until a start is chosen. */
export function defaultReleaseDate(start: string | undefined, today: string): string {
  if (!start || !isIsoDate(start)) return '';
  const release = addDays(start, -RELEASE_DAYS_BEFORE);
  return release < today ? today : release;
}

/** The earliest departure of the chosen trips, or the resort's first night. */
export function startOf(form: AllotmentForm, tripStarts: ReadonlyMap<string, string>): string | undefined {
  if (form.kind === 'resort') return form.from || undefined;
  const starts = form.schedules
    .map((id) => tripStarts.get(id))
    .filter((from): from is string => Boolean(from));
  return starts.sort()[0];
}

export type AllotmentProblem = 'vessel' | 'schedules' | 'resort' | 'from' | 'to' | 'count' | 'releaseDate';

/** What keeps the form from being sent, by field (the server checks the same again). */
export function problemsOf(form: AllotmentForm, releaseDate: string): Set<AllotmentProblem> {
  const problems = new Set<AllotmentProblem>();
  if (form.kind === 'trips') {
    if (!form.vessel) problems.add('vessel');
    if (form.schedules.length === 0) problems.add('schedules');
  } else {
    if (!form.resort) problems.add('resort');
    if (!isIsoDate(form.from)) problems.add('from');
    if (!isIsoDate(form.to) || (isIsoDate(form.from) && form.to <= form.from)) problems.add('to');
  }
  const count = Number(form.count);
  if (!Number.isInteger(count) || count < 1 || count > MAX_ALLOTMENT_ROOMS) problems.add('count');
  if (!isIsoDate(releaseDate)) problems.add('releaseDate');
  return problems;
}

/** The body of `POST /api/agency/{agency}/allotments`. */
export function toAllotmentBody(form: AllotmentForm, releaseDate: string): AllotmentBody {
  const common = {
    count: Number(form.count),
    ...(form.roomType ? { roomType: form.roomType } : {}),
    releaseDate,
    note: form.note.trim(),
  };
  return form.kind === 'trips'
    ? { schedules: form.schedules, ...common }
    : { resort: form.resort, from: form.from, to: form.to, ...common };
}
