import { randomBytes } from 'node:crypto';
import type { Db } from '../packages/server/src/db/client.ts';
import {
  bookingGuests,
  bookingRooms,
  bookings,
  customers,
  occupancies,
  resorts,
  rooms,
  schedules,
  textblocks,
  tours,
  users,
  vessels,
} from '../packages/server/src/db/schema/index.ts';

const WORDS =
  'reef manta wreck drift nitrox cabin deck sunset macro shark turtle lagoon pier channel wall night'.split(
    ' ',
  );
const pick = () => WORDS[Math.floor(Math.random() * WORDS.length)]!;

/** Fills a database with list-sized data: users and text blocks, in batches of 1,000 rows. */
export async function generate(db: Db, counts: { users: number; textblocks: number }): Promise<void> {
  for (let start = 0; start < counts.users; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, counts.users - start) }, (_, i) => ({
      name: `${pick()} ${pick()} ${start + i}`,
      email: `user${start + i}-${randomBytes(3).toString('hex')}@bench.local`,
      userType: 'employee',
    }));
    await db.insert(users).values(batch);
  }
  for (let start = 0; start < counts.textblocks; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, counts.textblocks - start) }, (_, i) => ({
      name: `${pick()}-${start + i}`,
      lang: i % 2 ? 'de' : 'en',
      text: Array.from({ length: 40 }, pick).join(' '),
    }));
    await db.insert(textblocks).values(batch);
  }
}

/**
 * A resort with `roomCount` rooms and a year of stays: each room is taken for runs of 3-10
 * nights with gaps of 0-4 nights (about 75 % occupancy), as blocker-kind occupancies.
 */
export const twoBeds = {
  maxNoOfPax: 2,
  minNoOfPax: 1,
  defaultNoOfPax: 2,
  single: false,
  double: true,
  fan: false,
  acc: true,
  seaview: false,
  warmwater: true,
  beds: [0, 1].map((no) => ({ no, active: true, visible: true, type: '', maxAge: -1, internalId: '' })),
};

/**
 * A fleet for the vessel calendar: `vessels` vessels of `cabins` two-bed cabins, each sailing
 * `weeks` weekly 7-night trips from the first Saturday of `year`, with about 60 % of cabin-trips
 * taken (as blocker-kind occupancies until bookings exist).
 */
export async function generateFleet(
  db: Db,
  counts: { vessels: number; cabins: number; weeks: number },
  year: number,
): Promise<string[]> {
  let first = Date.UTC(year, 0, 1);
  while (new Date(first).getUTCDay() !== 6) first += 86_400_000;
  const day = (n: number) => new Date(first + n * 86_400_000).toISOString().slice(0, 10);
  const tag = randomBytes(2).toString('hex');
  const ids: string[] = [];
  for (let v = 0; v < counts.vessels; v++) {
    const [vessel] = await db
      .insert(vessels)
      .values({ name: `Bench Vessel ${tag}-${v + 1}` })
      .returning();
    const [tour] = await db
      .insert(tours)
      .values({ name: `Bench Tour ${tag}-${v + 1}`, vessel: vessel!.id })
      .returning();
    const cabinRows = await db
      .insert(rooms)
      .values(
        Array.from({ length: counts.cabins }, (_, i) => ({
          name: `Cabin ${i + 1}`,
          type: 'Cabin',
          vessel: vessel!.id,
          configuration: twoBeds,
          availableBeds: 2,
        })),
      )
      .returning({ id: rooms.id });
    await db.insert(schedules).values(
      Array.from({ length: counts.weeks }, (_, w) => ({
        tour: tour!.id,
        vessel: vessel!.id,
        from: day(w * 7),
        to: day(w * 7 + 7),
      })),
    );
    const taken = cabinRows.flatMap((cabin) =>
      Array.from({ length: counts.weeks }, (_, w) => w)
        .filter(() => Math.random() < 0.6)
        .map((w) => ({
          room: cabin.id,
          beds: (Math.random() < 0.2 ? [0, 1] : [0, 64]) as [number, number],
          stay: [day(w * 7), day(w * 7 + 7)] as [string, string],
          kind: 'blocker',
          reason: 'Event',
        })),
    );
    for (let i = 0; i < taken.length; i += 2000)
      await db.insert(occupancies).values(taken.slice(i, i + 2000));
    ids.push(vessel!.id);
  }
  return ids;
}

/** A resort of `roomCount` two-bed rooms named Room 1, Room 2, ... */
async function resortWithRooms(db: Db, name: string, roomCount: number) {
  const [resort] = await db
    .insert(resorts)
    .values({ name: `${name} ${randomBytes(2).toString('hex')}` })
    .returning();
  const roomRows = await db
    .insert(rooms)
    .values(
      Array.from({ length: roomCount }, (_, i) => ({
        name: `Room ${i + 1}`,
        type: 'Room',
        resort: resort!.id,
        configuration: twoBeds,
        availableBeds: 2,
      })),
    )
    .returning({ id: rooms.id });
  return { resort: resort!, roomRows };
}

export async function generateOccupiedResort(db: Db, roomCount: number, year: number): Promise<string> {
  const { resort, roomRows } = await resortWithRooms(db, 'Bench Resort', roomCount);
  const start = Date.UTC(year, 0, 1);
  const day = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10);
  const rows: (typeof occupancies.$inferInsert)[] = [];
  for (const room of roomRows) {
    let night = Math.floor(Math.random() * 5);
    while (night < 365) {
      const length = 3 + Math.floor(Math.random() * 8);
      rows.push({
        room: room.id,
        beds: [0, 64],
        stay: [day(night), day(night + length)],
        kind: 'blocker',
        reason: 'Event',
      });
      night += length + Math.floor(Math.random() * 5);
    }
  }
  for (let i = 0; i < rows.length; i += 2000) await db.insert(occupancies).values(rows.slice(i, i + 2000));
  return resort.id;
}

const FIRST = 'Anna Ben Carla Dora Emil Fatma Georg Hana Ivan Jule Kofi Lena Mats Nora Omar Pia'.split(' ');
const LAST = 'Berg Diaz Eck Fischer Garcia Hansen Ito Jensen Kowalski Lopez Meyer Novak Olsen Perez'.split(
  ' ',
);

/**
 * A resort of `roomCount` two-bed rooms booked for a year the way the product books: customers,
 * bookings (about 75 % of nights), their rooms, guests and booking-kind occupancies. Rows are
 * written directly in batches: the point is the size of the data, not the booking call.
 */
export async function generateBookedResort(
  db: Db,
  roomCount: number,
  year: number,
): Promise<{ resort: string; bookings: number; customers: number }> {
  const { resort, roomRows } = await resortWithRooms(db, 'Bench Booked Resort', roomCount);
  const people = Array.from({ length: roomCount * 20 }, (_, i) => {
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = `${LAST[Math.floor(i / FIRST.length) % LAST.length]!}${Math.floor(i / 224) || ''}`;
    return {
      masterData: {
        title: '',
        firstName,
        middleName: '',
        lastName,
        gender: 'u' as const,
        birthday: null,
        permanentAge: null,
        nationality: 'DE',
      },
      contact: { email: `${firstName}.${lastName}.${i}@bench.local`.toLowerCase(), phone: '' },
      address: { street: '', zip: '', city: '', state: '', country: 'DE' },
      passport: { nationality: 'DE', number: '', expires: null },
      fullName: `${firstName} ${lastName}`,
      sortName: `${lastName} ${firstName}`.toLowerCase(),
    };
  });
  const customerIds: string[] = [];
  for (let i = 0; i < people.length; i += 1000)
    customerIds.push(
      ...(
        await db
          .insert(customers)
          .values(people.slice(i, i + 1000))
          .returning({ id: customers.id })
      ).map((r) => r.id),
    );
  const start = Date.UTC(year, 0, 1);
  const day = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10);
  const states = ['confirmed', 'confirmed', 'confirmed', 'planned', 'draft'];
  let made = 0;
  for (const [r, room] of roomRows.entries()) {
    const stays: { from: string; to: string }[] = [];
    let night = Math.floor(Math.random() * 5);
    while (night < 365) {
      const length = 3 + Math.floor(Math.random() * 8);
      stays.push({ from: day(night), to: day(night + length) });
      night += length + Math.floor(Math.random() * 5);
    }
    const guests = stays.map((_, s) => [
      customerIds[(r * 37 + s * 2) % customerIds.length]!,
      customerIds[(r * 37 + s * 2 + 1) % customerIds.length]!,
    ]);
    const booked = await db
      .insert(bookings)
      .values(
        stays.map((stay, s) => ({
          bookingNo: `${year}-B${String(++made).padStart(6, '0')}`,
          state: states[s % states.length]!,
          type: 'resort',
          from: stay.from,
          to: stay.to,
          lead: guests[s]![0],
          leadName: people[customerIds.indexOf(guests[s]![0]!)]?.fullName ?? '',
          noOfPax: 2,
          resort: resort.id,
          currency: 'EUR',
          total: 20_000 * 3,
          paid: s % 2 ? 20_000 * 3 : 0,
          bookingDate: day(0),
        })),
      )
      .returning({ id: bookings.id });
    const roomBookings = await db
      .insert(bookingRooms)
      .values(
        booked.map((b, s) => ({ booking: b.id, room: room.id, from: stays[s]!.from, to: stays[s]!.to })),
      )
      .returning({ id: bookingRooms.id, booking: bookingRooms.booking });
    await db
      .insert(bookingGuests)
      .values(
        roomBookings.flatMap((rb, s) =>
          guests[s]!.map((customer, bed) => ({ booking: rb.booking, roomBooking: rb.id, customer, bed })),
        ),
      );
    await db.insert(occupancies).values(
      roomBookings.map((rb, s) => ({
        room: room.id,
        beds: [0, 64] as [number, number],
        stay: [stays[s]!.from, stays[s]!.to] as [string, string],
        kind: 'booking',
        booking: rb.booking,
        roomBooking: rb.id,
      })),
    );
  }
  return { resort: resort.id, bookings: made, customers: customerIds.length };
}
