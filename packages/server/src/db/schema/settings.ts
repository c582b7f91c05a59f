import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

export const settings = pgTable(
  'settings',
  {
    ...recordColumns,
    group: text().notNull(),
    key: text().notNull(),
    value: text().notNull(),
  },
  (t) => [uniqueIndex('settings_group_key_key').on(t.group, t.key)],
);

export const currencies = pgTable(
  'currencies',
  {
    ...recordColumns,
    code: text().notNull(),
    name: text().notNull(),
    symbol: text().notNull().default(''),
    decimals: integer().notNull().default(2),
    exchangeRate: text().notNull().default('1'),
    active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('currencies_code_key').on(t.code)],
);

export const translations = pgTable(
  'translations',
  {
    ...recordColumns,
    lang: text().notNull(),
    key: text().notNull(),
    value: text().notNull(),
  },
  (t) => [uniqueIndex('translations_lang_key_key').on(t.lang, t.key)],
);

export const textblockGroups = pgTable(
  'textblock_groups',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('textblock_groups_name_key').on(t.name)],
);

export const textblocks = pgTable(
  'textblocks',
  {
    ...recordColumns,
    name: text().notNull(),
    group: uuid().references(() => textblockGroups.id, { onDelete: 'set null' }),
    lang: text().notNull().default('en'),
    text: text().notNull().default(''),
  },
  (t) => [uniqueIndex('textblocks_name_lang_key').on(t.name, t.lang)],
);
