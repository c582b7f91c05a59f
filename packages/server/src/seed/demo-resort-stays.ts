import {
  addDays,
  type CreateBooking,
  daysBetween,
  customerFullName,
  customerSortName,
  type NewBookingState,
} from '@seaberth/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import type { BookingActions } from '../modules/bookings/index.ts';
import type { Services } from '../services.ts';
import { SEEDER } from './demo-bookings.ts';

/**
 * The demo resort as a living front desk on the first start: the next three months (and the last
 * two weeks) about 70 % occupied, in every state, guests checked in and out, arrivals and departures
 * today and tomorrow, a group with a free place (10+1), bookings in category colours. Made through
 * the booking service like an operator would; only the check-in and check-out times of stays that
 * started before today are written as history.
 */

const FIRST = [
  'Sarah',
  'Tim',
  'Julia',
  'Marco',
  'Elif',
  'Kenji',
  'Amara',
  'Oliver',
  'Nina',
  'Rafael',
  'Lena',
  'Omar',
];
const LAST = [
  'Klein',
  'Andersson',
  'Moreau',
  'Bianchi',
  'Yilmaz',
  'Sato',
  'Okafor',
  'Evans',
  'Kowalski',
  'Costa',
];
const COUNTRIES = ['DE', 'SE', 'FR', 'IT', 'TR', 'JP', 'NG', 'GB', 'PL', 'PT'];

/** A small seeded generator: the same demo on every first start. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Stay {
  room: string;
  from: number;
  nights: number;
  guests: number;
  state: NewBookingState;
  beds?: number[];
  category?: string;
  pay?: 'deposit' | 'full';
  cancel?: boolean;
  checkedIn?: boolean;
  /** The option runs out this many days from today (an offer the Today page warns about). */
  option?: number;
  /** Came in through the website today. */
  online?: boolean;
}

/** Stays placed on purpose so the first look shows the desk's day: who comes, who goes, who is in. */
const FIXED: Stay[] = [
  { room: 'G101', from: 0, nights: 5, guests: 2, state: 'confirmed', pay: 'deposit', checkedIn: true },
  { room: 'G102', from: 0, nights: 7, guests: 2, state: 'confirmed', pay: 'full', checkedIn: true },
  { room: 'G103', from: 0, nights: 4, guests: 1, state: 'planned', option: 0 },
  { room: 'S201', from: 0, nights: 6, guests: 2, state: 'confirmed', category: 'Dive course' },
  { room: 'G104', from: 1, nights: 6, guests: 2, state: 'confirmed', pay: 'deposit', online: true },
  { room: 'S202', from: 1, nights: 3, guests: 2, state: 'draft', option: 1, online: true },
  { room: 'G106', from: -5, nights: 5, guests: 2, state: 'confirmed', pay: 'full' },
  { room: 'S203', from: -4, nights: 4, guests: 2, state: 'confirmed', pay: 'deposit' },
  { room: 'Bungalow 1', from: -6, nights: 7, guests: 3, state: 'confirmed', pay: 'full' },
  { room: 'Bungalow 2', from: -3, nights: 5, guests: 4, state: 'confirmed', category: 'Dive course' },
  { room: 'G108', from: 3, nights: 5, guests: 2, state: 'planned', cancel: true },
  { room: 'G109', from: 2, nights: 4, guests: 2, state: 'waiting' },
];

/** A group of twelve in six rooms: the 10+1 special gives one place free of charge. */
const GROUP_ROOMS = ['S204', 'S205', 'S206', 'S207', 'S208', 'G110'];
const GROUP_FROM = 20;

/** The first stay's arrival, in days from today (the demo's prices cover it: demo-prices.ts). */
export const FIRST_DAY = -14;
const LAST_DAY = 90;

/** Each room's timeline filled around the fixed stays: stays of 3–10 nights, gaps of 0–3. */
function planStays(roomNames: string[], next: () => number): Stay[] {
  const taken = new Map<string, [number, number][]>();
  const take = (room: string, from: number, to: number) =>
    taken.set(room, [...(taken.get(room) ?? []), [from, to]]);
  for (const stay of FIXED.filter((s) => s.state !== 'waiting'))
    take(stay.room, stay.from, stay.from + stay.nights);
  for (const room of GROUP_ROOMS) take(room, GROUP_FROM, GROUP_FROM + 7);
  const stays: Stay[] = [];
  for (const room of roomNames) {
    let day = FIRST_DAY + Math.floor(next() * 5);
    while (day < LAST_DAY) {
      const nights = 3 + Math.floor(next() * 8);
      const clash = (taken.get(room) ?? []).find(([a, b]) => day < b && day + nights > a);
      if (clash) {
        day = clash[1] + Math.floor(next() * 2);
        continue;
      }
      const roll = next();
      const past = day < 0;
      const state: NewBookingState = past || roll < 0.6 ? 'confirmed' : roll < 0.85 ? 'planned' : 'draft';
      const extra = next();
      stays.push({
        room,
        from: day,
        nights,
        guests: room.startsWith('Bungalow') ? 2 + Math.floor(next() * 2) : 1 + Math.floor(next() * 2),
        state,
        category: state === 'confirmed' && extra < 0.12 ? 'Dive course' : undefined,
        pay:
          state === 'confirmed' ? (extra < 0.55 ? 'full' : 'deposit') : extra < 0.3 ? 'deposit' : undefined,
        checkedIn: past,
      });
      take(room, day, day + nights);
      day += nights + Math.floor(next() * 4);
    }
  }
  return stays;
}

/** Shared dorm beds sold one by one: each of four beds of Dorm A and B has its own timeline. */
function planDormBeds(next: () => number): Stay[] {
  const stays: Stay[] = [];
  for (const room of ['Dorm A', 'Dorm B'])
    for (const bed of [0, 1, 2, 3]) {
      let day = FIRST_DAY + Math.floor(next() * 6);
      while (day < LAST_DAY) {
        const nights = 2 + Math.floor(next() * 6);
        stays.push({
          room,
          from: day,
          nights,
          guests: 1,
          beds: [bed],
          state: day < 0 || next() < 0.7 ? 'confirmed' : 'planned',
          pay: 'full',
          checkedIn: day < 0,
        });
        day += nights + Math.floor(next() * 6);
      }
    }
  return stays;
}

/** About two hundred demo guests for the resort, with what a guest form asks partly missing. */
async function demoGuests(services: Services): Promise<string[]> {
  const values = FIRST.flatMap((firstName, i) =>
    LAST.map((lastName, j) => {
      const masterData = {
        title: '',
        firstName,
        middleName: '',
        lastName,
        gender: (i % 2 === 0 ? 'f' : 'm') as 'f' | 'm',
        birthday:
          (i + j) % 4 === 0
            ? null
            : `${1960 + ((i * 7 + j * 3) % 45)}-${String((j % 12) + 1).padStart(2, '0')}-1${i % 9}`,
        permanentAge: null,
        nationality: (i + j) % 5 === 0 ? '' : COUNTRIES[j]!,
      };
      const email = `${firstName}.${lastName}`.toLowerCase();
      return {
        masterData,
        contact: { email: `${email}@example.org`, phone: '' },
        address: { street: '', zip: '', city: '', state: '', country: COUNTRIES[j]! },
        passport: {
          nationality: COUNTRIES[j]!,
          number: (i + j) % 3 === 0 ? '' : `P${1000 + i * 10 + j}`,
          expires: null,
        },
        fullName: customerFullName(masterData),
        sortName: customerSortName(masterData),
      };
    }),
  );
  const rows = await services.database.db
    .insert(t.customers)
    .values(values)
    .returning({ id: t.customers.id });
  return rows.map((r) => r.id);
}

export async function loadDemoResortStays(
  services: Services,
  bookings: BookingActions,
  resort: string,
  today: string,
): Promise<number> {
  const { db } = services.database;
  const rooms = await db
    .select({ id: t.rooms.id, name: t.rooms.name })
    .from(t.rooms)
    .where(sql`${t.rooms.resort} = ${resort}::uuid`);
  const roomId = new Map(rooms.map((r) => [r.name, r.id]));
  const categories = await db
    .select({ id: t.bookingCategories.id, name: t.bookingCategories.name })
    .from(t.bookingCategories);
  const categoryId = (name?: string) => categories.find((c) => c.name === name)?.id ?? null;
  const guests = await demoGuests(services);
  let nextGuest = 0;
  const guestIds = (n: number) => Array.from({ length: n }, () => guests[nextGuest++ % guests.length]!);

  const next = random(20261123);
  const plain = rooms.map((r) => r.name).filter((name) => !name.startsWith('Dorm') && name !== 'G105');
  const stays = [...FIXED, ...planStays(plain, next), ...planDormBeds(next)];
  const checkedIn: { id: string; from: string; to: string; out: boolean }[] = [];
  let made = 0;

  const create = async (
    input: Omit<CreateBooking, 'source' | 'language' | 'note' | 'bookingSource' | 'termsOfPayment'> & {
      source?: CreateBooking['source'];
    },
  ) =>
    bookings.core.create(
      { source: 'direct', language: 'en', note: '', bookingSource: null, termsOfPayment: null, ...input },
      SEEDER,
    );

  for (const stay of stays) {
    const from = addDays(today, stay.from);
    const to = addDays(from, stay.nights);
    try {
      const booking = await create({
        resort,
        dates: { from, to },
        rooms: [
          {
            room: roomId.get(stay.room)!,
            guests: guestIds(stay.guests),
            ...(stay.beds ? { beds: stay.beds } : {}),
          },
        ],
        state: stay.state,
        category: categoryId(stay.category),
        ...(stay.online ? { source: 'online' as const } : {}),
        ...(stay.option !== undefined ? { optionUntil: addDays(today, stay.option) } : {}),
      });
      made += 1;
      if (stay.pay && booking.total > 0)
        await bookings.money.addPayment(
          booking.id,
          {
            amount: stay.pay === 'full' ? booking.total : Math.round(booking.total * 0.3),
            currency: booking.currency,
            date: stay.from < 0 ? from : today,
            method: stay.pay === 'full' ? 'card' : 'bankTransfer',
            reference: booking.bookingNo,
            note: '',
          },
          SEEDER,
        );
      if (stay.cancel)
        await bookings.life.cancel(booking.id, { reason: 'customer', message: 'Flight cancelled' }, SEEDER);
      else if (stay.checkedIn || stay.from < 0) checkedIn.push({ id: booking.id, from, to, out: to < today });
    } catch (error) {
      // A room out of order (G105) or a bed the plan could not see: that stay is not sold.
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }

  // The group of twelve: six rooms, one free place by the 10+1 special.
  const groupFrom = addDays(today, GROUP_FROM);
  await create({
    resort,
    dates: { from: groupFrom, to: addDays(groupFrom, 7) },
    rooms: GROUP_ROOMS.map((name) => ({ room: roomId.get(name)!, guests: guestIds(2) })),
    state: 'confirmed',
    category: categoryId('Group'),
  });
  made += 1;

  await writeStayHistory(services, checkedIn, today);
  return made;
}

/** Stays that began before today were booked this long before their arrival. */
const BOOKED_AHEAD_DAYS = 30;

/**
 * Check-in at 14:00 on the day of arrival, check-out at 10:00 on departure for stays that ended.
 * A stay that began was booked weeks ahead (its due dates move back with the booking day, so an
 * unpaid rest shows as overdue), and its to-dos were done before the guests came.
 */
async function writeStayHistory(
  services: Services,
  stays: { id: string; from: string; to: string; out: boolean }[],
  today: string,
): Promise<void> {
  if (!stays.length) return;
  const { db } = services.database;
  await db.transaction(async (tx) => {
    for (const stay of stays) {
      // Today's arrivals came in an hour ago, whatever the time of the first start.
      const checkIn =
        stay.from === today ? new Date(Date.now() - 3_600_000) : new Date(`${stay.from}T14:00:00`);
      const checkOut = stay.out ? new Date(`${stay.to}T10:00:00`) : null;
      await tx
        .update(t.bookings)
        .set({ checkIn, checkOut })
        .where(inArray(t.bookings.id, [stay.id]));
      await tx
        .update(t.bookingRooms)
        .set({ checkIn, checkOut })
        .where(inArray(t.bookingRooms.booking, [stay.id]));
      await tx
        .update(t.bookingTodos)
        .set({ open: false, closedAt: checkIn })
        .where(inArray(t.bookingTodos.booking, [stay.id]));
      if (stay.from < today) await bookedAhead(tx, stay.id, stay.from, today);
    }
  });
}

type Tx = Parameters<Parameters<Services['database']['db']['transaction']>[0]>[0];

/** Moves a stay's booking day (and its due dates with it) back to weeks before its arrival. */
async function bookedAhead(tx: Tx, id: string, from: string, today: string): Promise<void> {
  const booked = addDays(from, -BOOKED_AHEAD_DAYS);
  const shift = daysBetween(today, booked);
  const [row] = await tx
    .select({ calculation: t.bookings.calculation })
    .from(t.bookings)
    .where(eq(t.bookings.id, id));
  const calculation = row?.calculation;
  await tx
    .update(t.bookings)
    .set({
      bookingDate: booked,
      ...(calculation
        ? {
            calculation: {
              ...calculation,
              due: calculation.due.map((d) => ({ ...d, due: addDays(d.due, shift) })),
            },
          }
        : {}),
    })
    .where(eq(t.bookings.id, id));
}
