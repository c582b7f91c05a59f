import type { TodoDefinition } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { recordColumns } from './columns.ts';
import { users } from './users.ts';

/** The rules every new booking takes its to-dos from (SPEC §3 Todo definition). */
export const todoDefinitions = pgTable(
  'todo_definitions',
  {
    ...recordColumns,
    group: text().notNull().default(''),
    text: text().notNull(),
    rule: jsonb().$type<TodoDefinition['rule']>().notNull(),
    closeOnAbort: boolean().notNull().default(true),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('todo_definitions_group_text_key').on(t.group, t.text)],
);

/** A booking's to-dos (SPEC §3 Todo): what is left to do for it, and by when. */
export const bookingTodos = pgTable(
  'booking_todos',
  {
    ...recordColumns,
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    group: text().notNull().default(''),
    text: text().notNull(),
    due: date({ mode: 'string' }).notNull(),
    open: boolean().notNull().default(true),
    definition: uuid().references(() => todoDefinitions.id, { onDelete: 'set null' }),
    editedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    predefined: boolean().notNull().default(true),
    closedAt: timestamp({ withTimezone: true }),
    /**
     * A to-do the server wrote (todo-texts.ts): its text by key and parameters, so each reader gets
     * it in their language; `group` and `text` keep the English words for search and old readers.
     */
    textKey: text(),
    textParams: jsonb().$type<Record<string, string>>(),
  },
  (t) => [
    index('booking_todos_booking_idx').on(t.booking),
    // The open list, by due day: only open to-dos are in this index.
    index('booking_todos_open_due_idx').on(t.due).where(sql`${t.open}`),
  ],
);
