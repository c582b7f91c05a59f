import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyProfile } from '../../db/schema/index.ts';

export type CompanyProfileRow = typeof companyProfile.$inferSelect;

/** The company's letterhead: one row, changed by version. */
export async function companyRow(db: Db): Promise<CompanyProfileRow | undefined> {
  const [row] = await db.select().from(companyProfile).limit(1);
  return row;
}

/** The first letterhead; undefined when another was saved first (the primary key of the single row). */
export async function insertCompany(
  db: Db,
  id: string,
  profile: CompanyProfileRow['profile'],
): Promise<CompanyProfileRow | undefined> {
  const [row] = await db.insert(companyProfile).values({ id, profile }).onConflictDoNothing().returning();
  return row;
}

/** The letterhead saved over version `seen`; undefined when it is at another version now. */
export async function updateCompany(
  db: Db,
  id: string,
  profile: CompanyProfileRow['profile'],
  seen: number,
): Promise<CompanyProfileRow | undefined> {
  const [row] = await db
    .update(companyProfile)
    .set({ profile, version: sql`${companyProfile.version} + 1`, updatedAt: new Date() })
    .where(and(eq(companyProfile.id, id), eq(companyProfile.version, seen)))
    .returning();
  return row;
}
