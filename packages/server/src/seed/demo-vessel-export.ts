import { addDays } from '@seaberth/domain';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { Services } from '../services.ts';

/** The demo vessel's cabin types sold on the channel, as the channel's room types they are mapped to. */
const SOLD = { 'Deluxe Cabin': 'demo-deluxe-cabin', 'Budget Cabin': 'demo-budget-cabin' } as const;

/**
 * The channel manager's view of the demo vessel (/export): the vessel sold on the channel with two
 * of its cabin types mapped (the Master Suite is sold directly only), one of its next trips taken off
 * the channel (a charter being negotiated), one put on only through its vessel, and the last push
 * the channel acknowledged yesterday, before the demo's connection was left unconnected.
 */
export async function loadDemoVesselExport(services: Services, vessel: string, today: string): Promise<void> {
  const { db } = services.database;
  const types = await db
    .select({ id: t.roomTypes.id, name: t.roomTypes.name })
    .from(t.roomTypes)
    .where(and(eq(t.roomTypes.vessel, vessel), inArray(t.roomTypes.name, Object.keys(SOLD))));
  if (!types.length) return;
  await db
    .update(t.roomTypes)
    .set({ availableToOTA: true })
    .where(
      inArray(
        t.roomTypes.id,
        types.map((type) => type.id),
      ),
    );
  await db
    .insert(t.channelRoomTypes)
    .values(
      types.map((type) => ({ roomType: type.id, channelRoomType: SOLD[type.name as keyof typeof SOLD] })),
    )
    .onConflictDoNothing();
  await db.insert(t.channelVessels).values({ vessel, onChannel: true }).onConflictDoNothing();
  const trips = await db
    .select({ id: t.schedules.id })
    .from(t.schedules)
    .where(and(eq(t.schedules.vessel, vessel), gte(t.schedules.from, today)))
    .orderBy(asc(t.schedules.from))
    .limit(3);
  const charter = trips[2];
  if (charter) await db.insert(t.channelSchedules).values({ schedule: charter.id, onChannel: false });
  const yesterday = new Date(services.clock.now().getTime() - 86_400_000);
  await db.insert(t.channelPushes).values({
    propertyId: 'demo-property',
    kind: 'availability',
    roomTypes: types.map((type) => type.id),
    from: addDays(today, -1),
    to: addDays(today, 364),
    values: 48,
    state: 'ok',
    attempts: 1,
    at: yesterday,
  });
}
