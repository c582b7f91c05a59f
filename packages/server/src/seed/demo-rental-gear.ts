import { addDays } from '@seaberth/domain';
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import { SYSTEM_ACTOR } from '../http/actor.ts';
import type { BookingService } from '../modules/bookings/index.ts';
import { PosService } from '../modules/pos/index.ts';
import { RentalService } from '../modules/rental/index.ts';
import type { Services } from '../services.ts';

/** Number, size and days until the next service (negative: overdue) of each demo item. */
type Gear = [number: string, size: string, serviceIn: number, state?: 'service'];

const GEAR: Record<string, Gear[]> = {
  BCD: [
    ['B-01', 'S', 120],
    ['B-02', 'M', 95],
    ['B-03', 'M', 60],
    ['B-04', 'L', -3],
    ['B-05', 'L', 150],
    ['B-06', 'XL', 200],
  ],
  'Regulator set': [
    ['R-01', '', 45],
    ['R-02', '', 80],
    ['R-03', '', 10, 'service'],
    ['R-04', '', 170],
  ],
  'Dive computer rental': [
    ['C-01', '', 300],
    ['C-02', '', 240],
    ['C-03', '', 180],
  ],
};

/**
 * The rental counter's gear (issue 35): numbered BCDs, regulators and computers of the resort
 * with sizes and service dates (B-04 overdue, R-03 in the workshop), a rental counter till that
 * keeps no stock location (gear is lent, not sold: its count is its items), and a BCD and a
 * computer rented to guests in house today, charged on their rooms.
 */
export async function loadDemoRentalGear(
  services: Services,
  bookings: BookingService,
  today: string,
  resort: string,
) {
  const { db } = services.database;
  const products = await db
    .select({ id: t.products.id, name: t.products.name })
    .from(t.products)
    .where(and(inArray(t.products.name, Object.keys(GEAR)), eq(t.products.resort, resort)));
  const items = await db
    .insert(t.rentalItems)
    .values(
      products.flatMap((p) =>
        (GEAR[p.name] ?? []).map(([number, size, serviceIn, state]) => ({
          product: p.id,
          number,
          size,
          state: state ?? 'available',
          nextService: addDays(today, serviceIn),
          notes: serviceIn < 0 ? 'Inflator sticks: to the workshop before it goes out again' : '',
        })),
      ),
    )
    .returning();
  const [till] = await db
    .insert(t.posTills)
    .values({ name: 'Rental counter', kind: 'rental', resort })
    .returning();

  const pos = new PosService(services, bookings);
  const rentals = new RentalService(services, pos);
  const staff = { ...SYSTEM_ACTOR, name: 'Demo rental staff' };
  const guests = await pos.guests();
  const rooms = [...new Map(guests.map((g) => [g.roomBooking, g])).values()];
  const out = ['B-02', 'C-01'].map((n) => items.find((i) => i.number === n)).filter((i) => i !== undefined);
  // The last rooms in house: the bar's tabs went on the first ones.
  for (const [i, item] of out.entries()) {
    const guest = rooms[rooms.length - 1 - i];
    if (!guest) break;
    await rentals.rent(
      { item: item.id, roomBooking: guest.roomBooking, customer: guest.customer, till: till!.id },
      staff,
    );
  }
}
