import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import { assetReferenceFields } from '../assets/index.ts';
import { defineResource } from '../resources/index.ts';

const isoDate = isoDateSchema;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm, e.g. 14:00');
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const EMPLOYEE_ROLES = [
  'instructor',
  'divemaster',
  'captain',
  'crew',
  'cook',
  'frontOffice',
  'housekeeping',
  'management',
  'other',
] as const;

/** People who work at a resort or on a vessel; optionally linked to a login. */
export const employeeResource = defineResource({
  name: 'employee',
  scope: 'employee',
  features: ['resort', 'vessel'],
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    role: z.enum(EMPLOYEE_ROLES).default('other'),
    email: z.union([z.email(), z.literal('')]).default(''),
    phone: z.string().max(50).default(''),
    ...assetReferenceFields(),
    user: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'users', hideInList: true } }),
    isActive: z.boolean().default(true),
    startDate: isoDate.nullable().default(null),
    notes: z
      .string()
      .max(4000)
      .default('')
      .meta({ ui: { widget: 'textarea', hideInList: true } }),
  }),
  search: ['firstName', 'lastName', 'email'],
  columns: ['lastName', 'firstName', 'role', 'resort', 'vessel', 'isActive'],
  sort: { field: 'lastName', order: 1 },
  titleField: 'lastName',
});

/** A shift an employee worked; duration is derived from start, end and the break. */
export const worklogResource = defineResource({
  name: 'worklog',
  scope: 'employee',
  features: ['resort', 'vessel'],
  schema: z
    .object({
      employee: z.uuid().meta({ ui: { widget: 'reference', ref: 'employee' } }),
      date: isoDate,
      start: time,
      end: time,
      breakMinutes: z.number().int().min(0).max(600).default(0),
      activity: z.string().max(200).default(''),
      note: z
        .string()
        .max(2000)
        .default('')
        .meta({ ui: { widget: 'textarea', hideInList: true } }),
    })
    .refine(
      (w) =>
        !time.safeParse(w.start).success ||
        !time.safeParse(w.end).success ||
        minutesOf(w.end) > minutesOf(w.start),
      {
        message: 'The shift must end after it starts',
        path: ['end'],
      },
    )
    .refine(
      (w) =>
        !time.safeParse(w.start).success ||
        !time.safeParse(w.end).success ||
        w.breakMinutes < minutesOf(w.end) - minutesOf(w.start),
      { message: 'The break must be shorter than the shift', path: ['breakMinutes'] },
    ),
  search: ['activity', 'note'],
  columns: ['date', 'employee', 'start', 'end', 'breakMinutes', 'activity'],
  sort: { field: 'date', order: -1 },
  titleField: 'date',
});

/** Worked minutes of a shift. */
export function workedMinutes(log: { start: string; end: string; breakMinutes: number }): number {
  return Math.max(0, minutesOf(log.end) - minutesOf(log.start) - log.breakMinutes);
}
