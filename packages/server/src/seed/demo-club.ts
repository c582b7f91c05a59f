import { eq } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { Services } from '../services.ts';

/** The demo's club member: a returning guest with stays, dives, points and a code to share. */
export const DEMO_MEMBER = 'emma.johnson@example.com';

/**
 * The club's member area (issue 37, feature crmMaster) with a login of its own: Emma Johnson, who
 * has been diving with the demo resort, logs into /club/login with the demo password. Returns the
 * login to print at start, or nothing when her record is not there.
 */
export async function loadDemoClub(services: Services, passwordHash: string): Promise<string[]> {
  const { db } = services.database;
  await db
    .insert(t.settings)
    .values({ group: 'features', key: 'crmMaster', value: 'true' })
    .onConflictDoNothing();
  const [emma] = await db
    .select({ id: t.customers.id, name: t.customers.fullName })
    .from(t.customers)
    .where(eq(t.customers.emailKey, DEMO_MEMBER));
  if (!emma) return [];
  await db
    .insert(t.users)
    .values({
      name: emma.name,
      email: DEMO_MEMBER,
      userType: 'customer',
      customer: emma.id,
      permissions: { scope: ['customers.self', 'users.self'] },
      passwordHash,
    })
    .onConflictDoNothing();
  return [DEMO_MEMBER];
}
