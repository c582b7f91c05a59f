import type { RecordChange } from '@seaberth/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The versions of records whose resource keeps a history (`history: true`): one row per create,
 * change and delete through the API, with the changed fields. No foreign key, so the history of a
 * deleted record stays readable; erasure deletes a person's rows itself.
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    resource: text().notNull(),
    record: uuid().notNull(),
    version: integer().notNull(),
    action: text().notNull(),
    actor: uuid(),
    actorName: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    changes: jsonb().$type<RecordChange[]>().notNull(),
  },
  (t) => [index('record_versions_record_idx').on(t.record, t.at)],
);
