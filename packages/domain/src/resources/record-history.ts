import { z } from 'zod';

/** What a version of a record says happened to it. */
/** `guestForm`: staff took a guest form's answers over into the record. */
export const RECORD_ACTIONS = [
  'create',
  'update',
  'delete',
  'merge',
  'unmerge',
  'erase',
  'guestForm',
] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** One field that changed: a dotted path into the record (`contact.email`), before and after. */
export const recordChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type RecordChange = z.infer<typeof recordChangeSchema>;

/** `GET /api/{resource}/{id}/history`, `GET /api/customer/{id}/diff/{from}`: one version, newest first. */
export const recordVersionSchema = z.object({
  version: z.number().int(),
  action: z.enum(RECORD_ACTIONS),
  at: z.string().meta({ format: 'date-time' }),
  actorName: z.string(),
  changes: z.array(recordChangeSchema),
});
export type RecordVersion = z.infer<typeof recordVersionSchema>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The fields that differ between two states of a record, as leaf paths: a changed e-mail is
 * `contact.email`, not the whole contact group. Lists compare whole. Only `fields` (the record's
 * own fields) count, so server-kept columns never show as changes; a field going from nothing to
 * nothing (undefined, null, '') is no change.
 */
export function recordChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields: readonly string[],
): RecordChange[] {
  const changes: RecordChange[] = [];
  const walk = (path: string, was: unknown, now: unknown) => {
    if (isPlainObject(was) || isPlainObject(now)) {
      const a = isPlainObject(was) ? was : {};
      const b = isPlainObject(now) ? now : {};
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        walk(`${path}.${key}`, a[key], b[key]);
      return;
    }
    if (blank(was) && blank(now)) return;
    if (JSON.stringify(was) !== JSON.stringify(now))
      changes.push({ field: path, before: was ?? null, after: now ?? null });
  };
  for (const field of fields) walk(field, before?.[field], after?.[field]);
  return changes;
}
