import { eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { Services } from '../services.ts';

/** Accounting ids of some regular guests: DATEV debitor numbers and a lexoffice contact. */
const REFERENCES: [email: string, system: string, external: string, data: Record<string, unknown>][] = [
  ['sanne.devries@example.com', 'datev', '10001', { account: '10001' }],
  ['daan.devries@example.com', 'datev', '10002', { account: '10002' }],
  ['hiroshi.tanaka@example.com', 'datev', '10003', { account: '10003' }],
  [
    'sarah.costa@example.org',
    'lexoffice',
    'c2f6e0a4-5b1d-4e8e-9a51-7f3c2d9b0e11',
    { customerNumber: 'K-0042' },
  ],
];

/**
 * The CRM lists (issue 37) switched on (crmMaster; customerRelation for the customer list) with two
 * shared filters of the administrator — the guests who came back, those born this month — and a
 * few guests' ids in the accounting systems.
 */
export async function loadDemoCrm(services: Services, today: string): Promise<void> {
  const { db } = services.database;
  await db
    .insert(t.settings)
    .values([
      { group: 'features', key: 'crmMaster', value: 'true' },
      { group: 'features', key: 'customerRelation', value: 'true' },
    ])
    .onConflictDoNothing();
  services.settings.invalidate();
  const [admin] = await db
    .select({ id: t.users.id, name: t.users.name })
    .from(t.users)
    .where(eq(t.users.userType, 'admin'))
    .orderBy(t.users.createdAt)
    .limit(1);
  const by = { createdBy: admin?.id ?? null, createdByName: admin?.name ?? '' };
  await db.insert(t.crmFilters).values([
    { name: 'Returning divers', criteria: { returning: true, hasEmail: true }, shared: true, ...by },
    {
      name: 'Birthdays this month',
      criteria: { birthdayMonth: Number(today.slice(5, 7)) },
      shared: true,
      ...by,
    },
  ]);
  const emails = REFERENCES.map(([email]) => email);
  const guests = await db
    .select({ id: t.customers.id, email: t.customers.emailKey })
    .from(t.customers)
    .where(inArray(t.customers.emailKey, emails));
  const byEmail = new Map(guests.map((g) => [g.email, g.id]));
  const rows = REFERENCES.flatMap(([email, system, external, data]) => {
    const customer = byEmail.get(email);
    return customer ? [{ customer, system, external, data, createdByName: by.createdByName }] : [];
  });
  if (rows.length) await db.insert(t.customerReferences).values(rows).onConflictDoNothing();
}
