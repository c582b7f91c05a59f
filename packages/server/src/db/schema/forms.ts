import type { FormAnswers, FormField } from '@seaberth/domain';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { recordColumns } from './columns.ts';
import { customers } from './customers.ts';

/** Form definitions (`/api/formdef`): the operator's own forms, field by field. */
export const formDefinitions = pgTable(
  'form_definitions',
  {
    ...recordColumns,
    name: text().notNull(),
    purpose: text().notNull().default('custom'),
    description: text().notNull().default(''),
    fields: jsonb().$type<FormField[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('form_definitions_name_key').on(t.name)],
);

/**
 * Forms sent to customers (`/api/form`): a copy of the definition's fields at sending time, so a
 * later change of the definition never changes what a customer was asked. The token (256 random
 * bits) opens it at `/forms/{id}/{token}`; names are kept for lists and search.
 */
export const forms = pgTable(
  'forms',
  {
    ...recordColumns,
    definition: uuid()
      .notNull()
      .references(() => formDefinitions.id, { onDelete: 'restrict' }),
    definitionName: text().notNull(),
    fields: jsonb().$type<FormField[]>().notNull(),
    customer: uuid().references(() => customers.id, { onDelete: 'set null' }),
    customerName: text().notNull().default(''),
    booking: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    language: text().notNull().default('en'),
    state: text().notNull().default('open'),
    answers: jsonb().$type<FormAnswers>().notNull().default({}),
    answeredAt: timestamp({ withTimezone: true }),
    token: text().notNull().unique(),
  },
  (t) => [index('forms_customer_idx').on(t.customer), index('forms_definition_idx').on(t.definition)],
);
