import * as t from '../db/schema/index.ts';
import { kidOf } from '../modules/connect/index.ts';
import type { Services } from '../services.ts';

/**
 * The group's shared secret of the demo (issue 39). Two demo installations started on ports 3000
 * and 3001 name each other with it, so they connect, jump and read each other's bookings; a real
 * group chooses its own (at least 24 characters) on both sides.
 */
export const DEMO_GROUP_SECRET = 'seaberth-demo-group-secret-0123456789';

/**
 * Connected systems and the asset master on, and the partner installation in the list: the other
 * port of the pair. While it is not running, its test and the master say so, with the reason.
 */
export async function loadDemoConnections(services: Services): Promise<void> {
  const { port } = services.config;
  const partner =
    port === 3001
      ? { key: 'main', name: 'Seaberth Demo Divers (main)', url: 'http://localhost:3000' }
      : { key: 'bunaken', name: 'Reef Lodge Bunaken', url: 'http://localhost:3001' };
  const { db } = services.database;
  await db
    .insert(t.settings)
    .values([
      { group: 'features', key: 'connect', value: 'true' },
      { group: 'features', key: 'assetMaster', value: 'true' },
    ])
    .onConflictDoNothing();
  await db
    .insert(t.systemConnections)
    .values({
      ...partner,
      type: 'seaberth',
      secret: await services.secrets.seal(DEMO_GROUP_SECRET),
      secretKid: kidOf(DEMO_GROUP_SECRET),
    })
    .onConflictDoNothing();
}
