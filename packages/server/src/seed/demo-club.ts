import { and, count, desc, eq, exists, ne, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { Services } from '../services.ts';

/**
 * The club's member area (issue 37, feature crmMaster) with a login of its own: the demo's keenest
 * diver who booked with us — stays, dives, points — logs into /club/login with the demo password
 * and has a code to share with friends. Returns the login (`member:` and the e-mail) to print at start.
 */
export async function loadDemoClub(services: Services, passwordHash: string): Promise<string[]> {
  const { db } = services.database;
  await db
    .insert(t.settings)
    .values({ group: 'features', key: 'crmMaster', value: 'true' })
    .onConflictDoNothing();
  const booked = exists(
    db
      .select({ one: sql`1` })
      .from(t.bookings)
      .where(and(eq(t.bookings.lead, t.customers.id), ne(t.bookings.state, 'cancelled'))),
  );
  const [member] = await db
    .select({
      id: t.customers.id,
      name: t.customers.fullName,
      email: t.customers.emailKey,
      firstName: sql<string>`${t.customers.masterData}->>'firstName'`,
    })
    .from(t.customers)
    .innerJoin(t.diveLogs, eq(t.diveLogs.customer, t.customers.id))
    .where(and(booked, ne(t.customers.emailKey, '')))
    .groupBy(t.customers.id)
    .orderBy(desc(count(t.diveLogs.id)), t.customers.sortName)
    .limit(1);
  if (!member) return [];
  await db
    .insert(t.users)
    .values({
      name: member.name,
      email: member.email,
      userType: 'customer',
      customer: member.id,
      permissions: { scope: ['customers.self', 'users.self'] },
      passwordHash,
    })
    .onConflictDoNothing();
  // Their code for friends, with the same discount and thank-you as the demo's other codes.
  const [friends] = await db
    .select({ special: t.referrals.special, rewardAmount: t.referrals.rewardAmount })
    .from(t.referrals)
    .limit(1);
  const code = `DIVEWITH${member.firstName.toUpperCase().replace(/[^A-Z]/g, '')}`;
  await db
    .insert(t.referrals)
    .values({
      customer: member.id,
      code,
      special: friends?.special ?? null,
      rewardAmount: friends?.rewardAmount ?? 5_000,
      rewardCurrency: 'EUR',
    })
    .onConflictDoNothing();
  // Marked as the club's, so the start banner prints it apart from the staff's logins.
  return [`member:${member.email}`];
}
