import type { Company } from '@seaberth/domain';
import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

/** The operator's letterhead: one row (documents print it at their head and foot). */
export const companyProfile = pgTable('company_profile', {
  ...recordColumns,
  profile: jsonb().$type<Company>().notNull(),
});
