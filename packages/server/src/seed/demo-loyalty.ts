import { sql } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import { SYSTEM_ACTOR } from '../http/actor.ts';
import { LoyaltyService } from '../modules/customers/index.ts';
import type { Services } from '../services.ts';

/** The demo's tiers: a dive centre's usual three, the top one with a price benefit. */
const TIERS = [
  { name: 'Reef', minPoints: 0, benefits: 'Our newsletter with the season’s sightings', color: '#4fc3f7' },
  { name: 'Wall', minPoints: 300, benefits: 'Free nitrox fills on every dive', color: '#7e57c2' },
  {
    name: 'Abyss',
    minPoints: 900,
    benefits: '10 % off every stay and trip, and a free night dive',
    color: '#263238',
  },
];

/**
 * The loyalty programme switched on (issue 37): its rules at their defaults, three tiers, the top
 * tier's special for bookings made from today (the demo's own bookings keep their prices when
 * priced again), and the points of every stay, trip and dive that has ended posted as the nightly
 * job would.
 */
export async function loadDemoLoyalty(services: Services, today: string): Promise<void> {
  const { db } = services.database;
  const tiers = await db.insert(t.loyaltyTiers).values(TIERS).onConflictDoNothing().returning();
  const top = tiers.find((tier) => tier.name === 'Abyss');
  if (top)
    await db.insert(t.specials).values({
      name: 'Abyss members',
      description: '10 % off for guests of the loyalty tier Abyss',
      status: 'active',
      autoAdd: true,
      includeIn: ['Booking', 'AgentDirectBooking', 'CustomerDirectBooking', 'OTABooking'],
      discount: 'PerCent',
      discountValue: 10,
      rule: [
        { criterion: 'LoyaltyTier', operator: 'IsIn', values: [top.id] },
        { criterion: 'BookingDate', operator: 'GreaterThanEquals', values: [today] },
      ],
    });
  await db
    .insert(t.settings)
    .values({ group: 'features', key: 'loyalityProgram', value: 'true' })
    .onConflictDoNothing();
  services.settings.invalidate();
  await new LoyaltyService(services).earn();
  // A guest who spent points already: the most loyal one took a part as credit.
  const [best] = (
    await db.execute(
      sql`select customer, balance from loyalty_members order by balance desc, customer limit 1`,
    )
  ).rows as { customer: string; balance: number }[];
  if (best && best.balance >= 500)
    await new LoyaltyService(services).redeem(
      best.customer,
      { points: 500, note: 'Towards the next trip' },
      SYSTEM_ACTOR,
    );
}
