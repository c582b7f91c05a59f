import type { TodoDefinition, TodoRuleAction, TodoRuleCondition, TodoRuleTrigger } from '@seaberth/domain';
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
import { userRoles, users } from './users.ts';

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
    /** Issue 38: the defaults make every definition of before the rule it was (todo-rules.ts). */
    trigger: jsonb()
      .$type<TodoRuleTrigger>()
      .notNull()
      .default(sql`'{"kind":"bookingCreated","days":0}'::jsonb`),
    condition: jsonb()
      .$type<TodoRuleCondition>()
      .notNull()
      .default(sql`'{"kind":"none","asset":null}'::jsonb`),
    action: jsonb()
      .$type<TodoRuleAction>()
      .notNull()
      .default(sql`'{"kind":"todo","role":null,"user":null,"template":null}'::jsonb`),
    catchUp: text().notNull().default('now'),
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
    /** Whom a rule gave it to: a role or one user (their "own" list shows it). */
    assignedRole: uuid().references(() => userRoles.id, { onDelete: 'set null' }),
    assignedUser: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The condition a rule made it under: once that no longer holds, the to-do closes itself. */
    condition: jsonb().$type<TodoRuleCondition>(),
  },
  (t) => [
    index('booking_todos_booking_idx').on(t.booking),
    // The open list, by due day: only open to-dos are in this index.
    index('booking_todos_open_due_idx').on(t.due).where(sql`${t.open}`),
    // The sweep's self-closing pass reads only the open to-dos a condition made.
    index('booking_todos_open_condition_idx')
      .on(t.booking)
      .where(sql`${t.open} and ${t.condition} is not null`),
  ],
);

/**
 * What each rule did, per booking and occurrence (issue 38). A decision — fired, planned for a
 * later day, skipped — is unique per rule, booking and occurrence: two processes sweeping the same
 * day cannot both act, the second's insert conflicts. Notes beside the decisions (another sweep
 * was first, a to-do closed itself) are not decisions and repeat freely.
 */
export const todoRuleLog = pgTable(
  'todo_rule_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    rule: uuid()
      .notNull()
      .references(() => todoDefinitions.id, { onDelete: 'cascade' }),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    occurrence: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    outcome: text().notNull(),
    reason: text(),
    decision: boolean().notNull().default(true),
    detail: text().notNull().default(''),
    todo: uuid().references(() => bookingTodos.id, { onDelete: 'set null' }),
    mails: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('todo_rule_log_decision_key').on(t.rule, t.booking, t.occurrence).where(sql`${t.decision}`),
    index('todo_rule_log_rule_idx').on(t.rule, t.createdAt.desc()),
    // Catch-ups planned for a later day: the sweep of that day takes them, a few rows.
    index('todo_rule_log_planned_idx').on(t.day).where(sql`${t.outcome} = 'planned'`),
    index('todo_rule_log_booking_idx').on(t.booking),
  ],
);

/** A rule's word to a user (issue 38 "notify"): read on the to-do page until marked read. */
export const todoNotifications = pgTable(
  'todo_notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    user: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rule: uuid().references(() => todoDefinitions.id, { onDelete: 'set null' }),
    booking: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('todo_notifications_unread_idx').on(t.user, t.createdAt).where(sql`${t.readAt} is null`)],
);
