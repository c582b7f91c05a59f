import { addDays, addMonths } from '@seaberth/domain';
import { and, asc, eq, gte, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { AllotmentService } from '../modules/agencies/index.ts';
import type { BookingActions } from '../modules/bookings/index.ts';
import type { Services } from '../services.ts';
import { SEEDER } from './demo-bookings.ts';

/** The demo's agent login (user type agency, linked to the German travel agency). */
export const DEMO_AGENT = 'agent@example.com';

/**
 * Three agencies as an operator works with them: a German dive-travel agency at 10 % on top, a
 * reseller buying net who pays the operator itself (with a credit limit), and the staff's own
 * employee agency; their contacts, an agent login, some of the demo bookings through them and a
 * prepayment in the reseller's ledger.
 */
export async function loadDemoAgencies(
  services: Services,
  bookings: BookingActions,
  passwordHash: string,
  today: string,
): Promise<string[]> {
  const { db } = services.database;
  const [group] = await db
    .insert(t.agencyGroups)
    .values({ name: 'Germany' })
    .onConflictDoNothing()
    .returning();
  const made = await db
    .insert(t.agencies)
    .values([
      {
        name: 'Tauchreisen Nord GmbH',
        type: 'travel',
        group: group?.id ?? null,
        address: { street: 'Hafenstraße 12', zip: '20457', city: 'Hamburg', country: 'DE' },
        email: 'buchung@tauchreisen-nord.example',
        phone: '+49 40 555 0100',
        vatId: 'DE298765432',
        commissionPercent: 10,
        commissionMode: 'onTop',
        payer: 'guest',
      },
      {
        name: 'Blue Planet Reisen',
        type: 'resell',
        group: group?.id ?? null,
        address: { street: 'Leopoldstraße 40', zip: '80802', city: 'München', country: 'DE' },
        email: 'ops@blueplanet.example',
        commissionPercent: 20,
        commissionMode: 'included',
        rateMode: 'net',
        payer: 'agency',
        creditLimit: 15_000,
        notes: 'Pays monthly by bank transfer; invoices net of commission.',
      },
      {
        name: 'Crew & Friends',
        type: 'employee',
        address: { street: '', zip: '', city: '', country: '' },
        commissionPercent: 5,
        commissionMode: 'included',
      },
    ])
    .onConflictDoNothing()
    .returning();
  const agency = (name: string) => made.find((a) => a.name === name)?.id;
  const nord = agency('Tauchreisen Nord GmbH');
  const planet = agency('Blue Planet Reisen');
  if (!nord || !planet) return [];
  await db.insert(t.agencyContacts).values([
    {
      agency: nord,
      name: 'Jana Weiß',
      role: 'Bookings',
      email: 'jana@tauchreisen-nord.example',
      receivesBookingMail: true,
    },
    { agency: nord, name: 'Ole Petersen', role: 'Manager', email: 'ole@tauchreisen-nord.example' },
    {
      agency: planet,
      name: 'Mira Huber',
      role: 'Operations',
      email: 'mira@blueplanet.example',
      receivesBookingMail: true,
    },
  ]);
  await db
    .insert(t.users)
    .values({
      name: 'Jana Weiß (Tauchreisen Nord)',
      email: DEMO_AGENT,
      userType: 'agency',
      agency: nord,
      permissions: { scope: ['agencies.self', 'bookings.create'] },
      passwordHash,
    })
    .onConflictDoNothing();

  // Some of the demo's bookings came through the agencies: two trips each, one resort stay.
  const trips = await db
    .select({ id: t.bookings.id, version: t.bookings.version })
    .from(t.bookings)
    .where(and(isNotNull(t.bookings.vessel), eq(t.bookings.state, 'confirmed'), isNull(t.bookings.agency)))
    .orderBy(asc(t.bookings.from))
    .limit(4);
  const [stay] = await db
    .select({ id: t.bookings.id, version: t.bookings.version })
    .from(t.bookings)
    .where(and(isNotNull(t.bookings.resort), eq(t.bookings.state, 'confirmed')))
    .orderBy(asc(t.bookings.from))
    .limit(1);
  const through = [nord, nord, planet, planet];
  for (const [i, booking] of trips.entries())
    await bookings.calculation.agency(booking.id, through[i]!, { overrideCreditLimit: true }, SEEDER);
  if (stay) await bookings.calculation.agency(stay.id, nord, {}, SEEDER);
  await db.insert(t.agencyCredits).values({
    agency: planet,
    date: today,
    kind: 'prepayment',
    amount: 250_000,
    currency: 'EUR',
    note: 'Prepayment for the season',
    createdByName: 'Demo',
  });
  await holdDemoAllotments(services, nord!, today);
  return [DEMO_AGENT];
}

/** Two cabins of each of next month's trips held for the German agency, released two weeks ahead. */
async function holdDemoAllotments(services: Services, agency: string, today: string) {
  const { db } = services.database;
  const month = addMonths(`${today.slice(0, 7)}-01`, 1);
  const trips = await db
    .select({ id: t.schedules.id, from: t.schedules.from })
    .from(t.schedules)
    .where(
      and(
        gte(t.schedules.from, month),
        lt(t.schedules.from, addMonths(month, 1)),
        ne(t.schedules.status, 'cancelled'),
      ),
    )
    .orderBy(asc(t.schedules.from));
  const allotments = new AllotmentService(db, async () => {});
  for (const trip of trips) {
    const release = addDays(trip.from, -14);
    await allotments
      .create(
        agency,
        {
          schedules: [trip.id],
          rooms: [],
          count: 2,
          releaseDate: release > today ? release : addDays(today, 1),
          note: 'Group contingent for the Hamburg dive fair',
        },
        SEEDER,
      )
      // A trip with fewer than two cabins left stays in open sale.
      .catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'NOT_ENOUGH_ROOMS')) throw error;
      });
  }
}
