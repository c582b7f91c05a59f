import type { CustomerDataValues, CustomerField, CustomerRelationKind } from '@seaberth/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { Services } from '../services.ts';

/** The demo's customer groups, each with the guests filed under it (by e-mail). */
const GROUPS: [name: string, description: string, members: string[]][] = [
  [
    'Dive club members',
    'Members of our house reef club: a free nitrox fill on every trip, the club rate on courses.',
    [
      'daan.devries@example.com',
      'sanne.devries@example.com',
      'sarah.costa@example.org',
      'kenji.andersson@example.org',
    ],
  ],
  [
    'Dive professionals',
    'Instructors and divemasters travelling as guests: ask them before you pair them with a beginner.',
    ['james.taylor@example.com', 'hiroshi.tanaka@example.com', 'elif.bianchi@example.org'],
  ],
  [
    'Press and partners',
    'Journalists, photographers and partner agencies on an inspection trip.',
    ['mei.lin@example.com'],
  ],
];

/** Families, couples, buddies and travel companions among the demo's guests. */
const RELATIONS: [email: string, related: string, kind: CustomerRelationKind, note: string][] = [
  ['daan.devries@example.com', 'sanne.devries@example.com', 'partner', ''],
  [
    'sanne.devries@example.com',
    'sem.devries@example.com',
    'family',
    'Mother and son: Sem snorkels, not yet certified',
  ],
  ['daan.devries@example.com', 'sem.devries@example.com', 'family', 'Father and son'],
  ['ethan.brown@example.com', 'ava.brown@example.com', 'partner', ''],
  ['mikkel.hansen@example.com', 'freja.hansen@example.com', 'partner', 'Book a double cabin'],
  ['pablo.garcia@example.com', 'lucia.fernandez@example.com', 'partner', ''],
  ['sarah.costa@example.org', 'kenji.andersson@example.org', 'buddy', 'Always dive together'],
  [
    'maximilian.fischer@example.com',
    'hannah.wagner@example.com',
    'buddy',
    'Met on the Komodo trip last year',
  ],
  ['anna.berg@example.com', 'jonas.berg@example.com', 'partner', ''],
];

const field = (
  key: string,
  label: string,
  type: CustomerField['type'],
  more: Partial<CustomerField> = {},
) => ({
  key,
  label,
  type,
  choices: [],
  personal: false,
  onGuestForm: false,
  ...more,
});

/** The operator's own customer fields, in groups. */
const DATA_GROUPS: [name: string, fields: CustomerField[]][] = [
  [
    'Diving preferences',
    [
      field('camera', 'Underwater camera', 'text'),
      field('nitroxCard', 'Nitrox certified', 'yesNo'),
      field('ownGear', 'Brings own gear', 'choice', { choices: ['none', 'mask and fins', 'full set'] }),
    ],
  ],
  [
    'Health and diet',
    [
      field('diet', 'Diet', 'choice', {
        choices: ['no preference', 'vegetarian', 'vegan', 'gluten-free'],
        personal: true,
        // The galley plans the trip's meals from it: every guest is asked before arrival.
        onGuestForm: true,
      }),
      field('allergies', 'Allergies', 'text', { personal: true }),
      field('lastMedical', 'Last dive medical', 'date', { personal: true }),
    ],
  ],
  [
    'Marketing',
    [
      field('heardOf', 'Heard of us through', 'choice', {
        choices: ['friends', 'agency', 'dive show', 'web search', 'social media'],
      }),
      // What the CRM list's mail to a filtered set looks for (issue 37): who asked for news.
      field('newsletter', 'Newsletter consent', 'yesNo'),
    ],
  ],
];

/** Some guests' data, by e-mail. */
const DATA: [email: string, values: CustomerDataValues][] = [
  [
    'sanne.devries@example.com',
    {
      camera: 'Olympus TG-7',
      nitroxCard: true,
      ownGear: 'full set',
      diet: 'vegetarian',
      heardOf: 'friends',
      newsletter: true,
    },
  ],
  ['daan.devries@example.com', { nitroxCard: true, ownGear: 'mask and fins', heardOf: 'friends' }],
  [
    'sarah.costa@example.org',
    { nitroxCard: true, ownGear: 'full set', heardOf: 'dive show', newsletter: true },
  ],
  [
    'hiroshi.tanaka@example.com',
    {
      camera: 'Sony A7 IV in Nauticam housing',
      nitroxCard: true,
      ownGear: 'full set',
      lastMedical: '2026-02-11',
    },
  ],
  [
    'lea.schneider@example.com',
    { diet: 'gluten-free', allergies: 'Penicillin', heardOf: 'dive show', newsletter: true },
  ],
  ['mei.lin@example.com', { camera: 'GoPro 12', heardOf: 'social media', 'crm.id': 'HS-4471' }],
];

/**
 * The same guest entered twice (issue 37): Hannah Wagner, on file from her own booking, typed in
 * again by a partner agency for the next trip — the e-mail with capitals, no birthday, but her
 * phone and passport. The duplicates screen shows the pair on first start.
 */
async function loadDemoDuplicate(services: Services): Promise<void> {
  const { db } = services.database;
  const [hannah] = await db
    .select()
    .from(t.customers)
    .where(sql`${t.customers.contact}->>'email' = 'hannah.wagner@example.com'`)
    .limit(1);
  if (!hannah) return;
  const [agency] = await db.select({ id: t.agencies.id, name: t.agencies.name }).from(t.agencies).limit(1);
  await db.insert(t.customers).values({
    masterData: { ...hannah.masterData, birthday: null },
    contact: { email: 'Hannah.Wagner@example.com', phone: '+49 170 2345 678' },
    address: { street: '', zip: '', city: '', state: '', country: '' },
    passport: { nationality: hannah.masterData.nationality, number: 'C4J7R2K9L', expires: null },
    fullName: hannah.fullName,
    sortName: hannah.sortName,
    agency: agency?.id ?? null,
    note: agency ? `Entered by ${agency.name} for her next trip` : 'Entered again for her next trip',
  });
}

/**
 * Customer groups, relations and data groups as a dive operator keeps them (issue 37): who belongs
 * together, and what the operator notes beyond the master data.
 */
export async function loadDemoCustomerRecords(services: Services): Promise<void> {
  const { db } = services.database;
  const guests = await db.select({ id: t.customers.id, contact: t.customers.contact }).from(t.customers);
  const byEmail = new Map(guests.map((g) => [(g.contact as { email?: string }).email ?? '', g.id]));
  const ids = (emails: string[]) => emails.flatMap((email) => byEmail.get(email) ?? []);
  for (const [name, description, members] of GROUPS) {
    const [group] = await db.insert(t.customerGroups).values({ name, description }).returning();
    const customers = ids(members);
    if (group && customers.length)
      await db.update(t.customers).set({ group: group.id }).where(inArray(t.customers.id, customers));
  }
  const pairs = RELATIONS.flatMap(([email, other, kind, note]) => {
    const customer = byEmail.get(email);
    const related = byEmail.get(other);
    return customer && related ? [{ customer, related, kind, note }] : [];
  });
  if (pairs.length) await db.insert(t.customerRelations).values(pairs).onConflictDoNothing();
  await db
    .insert(t.customerDataGroups)
    .values(DATA_GROUPS.map(([name, fields], i) => ({ name, fields, sort: i + 1 })));
  for (const [email, meta] of DATA) {
    const customer = byEmail.get(email);
    if (customer) await db.update(t.customers).set({ meta }).where(eq(t.customers.id, customer));
  }
  await loadDemoDuplicate(services);
}
