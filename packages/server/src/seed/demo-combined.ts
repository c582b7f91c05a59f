import {
  addBookedRoomSchema,
  addDays,
  customerFullName,
  customerSortName,
  type NewBookingState,
} from '@seaberth/domain';
import { asc, eq } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import { freeRooms } from '../modules/assets/index.ts';
import { OccupancyRepository } from '../modules/assets/index.ts';
import type { BookingActions } from '../modules/bookings/index.ts';
import type { Services } from '../services.ts';
import { SEEDER } from './demo-bookings.ts';

/**
 * A few combined bookings (nights at the resort, then a trip, or the other way round) so the asset
 * share report and a booking with two parts have something to show from the first start: one
 * arriving today, one a trip followed by a few nights ashore, one reserved for later. Made after
 * the other demo bookings, in rooms and cabins still free, through the booking service.
 */

const GUESTS = [
  ['Sofia', 'Lindqvist', 'f', 'SE'],
  ['Erik', 'Lindqvist', 'm', 'SE'],
  ['Maya', 'Cohen', 'f', 'IL'],
  ['Daniel', 'Cohen', 'm', 'IL'],
  ['Ravi', 'Menon', 'm', 'IN'],
] as const;

interface Plan {
  /** Number of the trip in the season (0 is the first, which sails within a week; the other demo
   * bookings leave it empty). */
  trip: number;
  /** Nights ashore: before the trip (until the day it sails) or after it (from the day it ends). */
  ashore: 'before' | 'after';
  /** Nights ashore; `sinceToday` lets the stay begin today and last until the trip sails. */
  nights: number | 'sinceToday';
  guests: number[];
  state: NewBookingState;
  pay?: 'deposit' | 'full';
}

const PLANS: Plan[] = [
  { trip: 0, ashore: 'before', nights: 'sinceToday', guests: [0, 1], state: 'confirmed', pay: 'deposit' },
  { trip: 2, ashore: 'after', nights: 4, guests: [2, 3], state: 'confirmed', pay: 'full' },
  { trip: 3, ashore: 'before', nights: 3, guests: [4], state: 'planned' },
];

export async function loadDemoCombinedBookings(
  services: Services,
  bookings: BookingActions,
  assets: { resort: string; vessel: string },
  today: string,
): Promise<number> {
  const { db } = services.database;
  const people = await db
    .insert(t.customers)
    .values(
      GUESTS.map(([firstName, lastName, gender, country]) => {
        const masterData = {
          title: '',
          firstName,
          middleName: '',
          lastName,
          gender,
          birthday: null,
          permanentAge: null,
          nationality: country,
        };
        return {
          masterData,
          contact: { email: `${firstName}.${lastName}@example.net`.toLowerCase(), phone: '' },
          address: { street: '', zip: '', city: '', state: '', country },
          passport: { nationality: country, number: '', expires: null },
          fullName: customerFullName(masterData),
          sortName: customerSortName(masterData),
        };
      }),
    )
    .returning({ id: t.customers.id });
  const trips = await db
    .select({ id: t.schedules.id, from: t.schedules.from, to: t.schedules.to })
    .from(t.schedules)
    .where(eq(t.schedules.vessel, assets.vessel))
    .orderBy(asc(t.schedules.from));
  const occupancy = new OccupancyRepository(db);
  const placesFor = async (plan: Plan, trip: (typeof trips)[number]) => {
    const from =
      plan.ashore === 'after'
        ? trip.to
        : plan.nights === 'sinceToday'
          ? today
          : addDays(trip.from, -plan.nights);
    const to = plan.ashore === 'after' ? addDays(trip.to, plan.nights as number) : trip.from;
    const party = plan.guests.length;
    // A room of its own when one is free for all the nights, else beds in a dorm; never G105, the
    // room out of order that the front desk's demo shows alone.
    const rooms = (await freeRooms(occupancy, assets.resort, from, to)).filter((r) => r.name !== 'G105');
    const room =
      rooms.find((r) => r.free && !r.name.startsWith('Dorm') && r.availableBeds >= party) ??
      rooms.find((r) => r.name.startsWith('Dorm') && r.freeBeds.length >= party);
    const cabin = (await freeRooms(occupancy, assets.vessel, trip.from, trip.to)).find(
      (r) => r.free && r.availableBeds >= party,
    );
    return room && cabin ? { trip, from, to, room, cabin } : null;
  };
  let made = 0;
  for (const plan of PLANS) {
    // The couple arriving today stays ashore until the next boat sails (a night later at least);
    // the other plans take the next trip when theirs is full (which trips fill up depends on the
    // weekday the demo is loaded: the agencies book the trips of a month).
    const candidates = plan.nights === 'sinceToday' ? [0, 1, 2] : [plan.trip, plan.trip + 1, plan.trip + 2];
    let found: Awaited<ReturnType<typeof placesFor>> = null;
    for (const index of candidates) {
      const trip = trips[index];
      if (!trip || (plan.nights === 'sinceToday' && trip.from <= today)) continue;
      found = await placesFor(plan, trip);
      if (found) break;
    }
    if (!found) continue;
    const { trip, from, to, room, cabin } = found;
    const guests = plan.guests.map((i) => people[i]!.id);
    const stay = await bookings.core.create(
      {
        resort: assets.resort,
        dates: { from, to },
        rooms: [
          {
            room: room.id,
            guests,
            ...(room.free ? {} : { beds: room.freeBeds.slice(0, guests.length) }),
          },
        ],
        state: plan.state,
        source: 'direct',
        bookingSource: null,
        category: null,
        language: 'en',
        termsOfPayment: null,
        note: '',
      },
      SEEDER,
    );
    const booking = await bookings.rooms.addRoom(
      stay.id,
      addBookedRoomSchema.parse({ room: cabin.id, guests, schedule: trip.id, version: stay.version }),
      SEEDER,
    );
    made += 1;
    if (plan.pay)
      await bookings.money.addPayment(
        booking.id,
        {
          amount: plan.pay === 'full' ? booking.total : Math.round(booking.total * 0.3),
          currency: booking.currency,
          date: today,
          method: 'bankTransfer',
          reference: booking.bookingNo,
          note: '',
        },
        SEEDER,
      );
  }
  return made;
}
