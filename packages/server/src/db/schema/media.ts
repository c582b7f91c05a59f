import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

/**
 * Folders of the media library. Deleting a folder deletes nothing else: its pictures and
 * sub-folders move up to the top level (ON DELETE SET NULL).
 */
export const mediaFolders = pgTable(
  'media_folders',
  {
    ...recordColumns,
    name: text().notNull(),
    parent: uuid().references((): AnyPgColumn => mediaFolders.id, { onDelete: 'set null' }),
  },
  // One name per folder level, the top level included (NULLS NOT DISTINCT).
  (t) => [unique('media_folders_parent_name_key').on(t.parent, t.name).nullsNotDistinct()],
);

/**
 * Pictures and documents of the library. The file itself lives in the media storage under
 * `storageKey` (and `thumbKey` for images); the columns after `tags` are filled by the server from
 * the uploaded bytes, never by clients.
 */
export const media = pgTable(
  'media',
  {
    ...recordColumns,
    name: text().notNull(),
    folder: uuid().references(() => mediaFolders.id, { onDelete: 'set null' }),
    alt: jsonb().$type<{ de: string; en: string }>().notNull().default({ de: '', en: '' }),
    tags: jsonb().$type<string[]>().notNull().default([]),
    kind: text().notNull().default('image'),
    mimeType: text(),
    size: integer().notNull().default(0),
    width: integer(),
    height: integer(),
    fileName: text().notNull().default(''),
    checksum: text(),
    storageKey: text(),
    thumbKey: text(),
  },
  (t) => [index('media_folder_idx').on(t.folder), index('media_updated_at_idx').on(t.updatedAt)],
);
