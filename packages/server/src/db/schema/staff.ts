import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { resorts, vessels } from './assets.ts';
import { recordColumns } from './columns.ts';
import { users } from './users.ts';

export const employees = pgTable(
  'employees',
  {
    ...recordColumns,
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: text().notNull().default('other'),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    resort: uuid().references(() => resorts.id, { onDelete: 'set null' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'set null' }),
    user: uuid().references(() => users.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    startDate: date({ mode: 'string' }),
    notes: text().notNull().default(''),
  },
  (t) => [index('employees_last_name_idx').on(t.lastName)],
);

export const worklogs = pgTable(
  'worklogs',
  {
    ...recordColumns,
    employee: uuid()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    start: text().notNull(),
    end: text().notNull(),
    breakMinutes: integer().notNull().default(0),
    activity: text().notNull().default(''),
    note: text().notNull().default(''),
  },
  (t) => [index('worklogs_employee_date_idx').on(t.employee, t.date)],
);
