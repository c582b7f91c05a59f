import { addDays, customerFullName, customerSortName, type NewBookingState } from '@seaberth/domain';
import { asc, eq } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { BookingActions } from '../modules/bookings/index.ts';
import { SYSTEM_ACTOR } from '../http/actor.ts';
import type { Services } from '../services.ts';

/** First name, last name, gender, nationality, birthday: families share a last name. */
const PEOPLE = `Anna|Berg|f|DE|1984-03-12
Jonas|Berg|m|DE|1982-11-02
Mia|Berg|f|DE|2017-06-20
Lukas|Weber|m|AT|1975-01-30
Sophie|Weber|f|AT|1978-09-14
Emma|Johnson|f|US|1991-04-08
Liam|Johnson|m|US|1989-12-24
Noah|Johnson|m|US|2019-02-11
Olivia|Smith|f|GB|1995-07-19
James|Taylor|m|GB|1968-05-03
Charlotte|Taylor|f|GB|1970-08-27
Lucas|Martin|m|FR|1987-10-10
Chloé|Martin|f|FR|1988-02-15
Léa|Martin|f|FR|2016-09-01
Matteo|Rossi|m|IT|1979-03-22
Giulia|Rossi|f|IT|1981-06-06
Pablo|García|m|ES|1993-11-29
Lucía|Fernández|f|ES|1994-01-17
Daan|de Vries|m|NL|1985-04-25
Sanne|de Vries|f|NL|1986-12-03
Sem|de Vries|m|NL|2018-07-14
Oskar|Nilsson|m|SE|1972-02-09
Ingrid|Nilsson|f|SE|1974-10-31
Mikkel|Hansen|m|DK|1990-08-08
Freja|Hansen|f|DK|1992-03-03
Hiroshi|Tanaka|m|JP|1966-12-12
Yuki|Tanaka|f|JP|1969-04-04
Wei|Chen|m|CN|1983-05-15
Mei|Lin|f|SG|1997-09-09
Jack|Wilson|m|AU|1980-06-30
Chloe|Wilson|f|AU|1982-01-21
Ruby|Wilson|f|AU|2020-03-18
Ethan|Brown|m|CA|1977-07-07
Ava|Brown|f|CA|1979-11-11
Felix|Schneider|m|CH|1964-02-28
Lea|Schneider|f|CH|1966-05-19
Maximilian|Fischer|m|DE|1998-08-16
Hannah|Wagner|f|DE|1996-10-05
Tomasz|Nowak|m|PL|1988-03-27
Zuzana|Novák|f|CZ|1991-12-30
Jakub|Dvořák|m|CZ|1990-04-12
Elena|Popescu|f|RO|1985-07-23
Nikos|Papadopoulos|m|GR|1973-09-17
Aoife|Murphy|f|IE|1993-02-02
Seán|Murphy|m|IE|1992-06-26
Mateus|Silva|m|BR|1987-01-09
Isabela|Santos|f|BR|1989-08-21
Diego|Hernández|m|MX|1984-10-14
Valentina|López|f|AR|1995-05-05
Arjun|Sharma|m|IN|1986-11-23
Priya|Patel|f|GB|1988-04-16
Putu|Wijaya|m|ID|1990-02-20
Made|Sari|f|ID|1993-07-28
Kai|Müller|m|DE|1971-03-08
Leonie|Müller|f|DE|1973-12-19
Paul|Müller|m|DE|2015-11-30
Ida|Virtanen|f|FI|1994-09-27
Eero|Virtanen|m|FI|1992-05-31
Nora|Berg|f|NO|1999-01-13
Ben|Koch|m|DE|2018-04-22`;

/** A booking of the demo: cabins or rooms by name, each with the number of guests in it. */
interface DemoBooking {
  rooms: [name: string, guests: number, beds?: number[]][];
  state?: NewBookingState;
  pay?: 'deposit' | 'full';
  cancel?: boolean;
}

const C = 'confirmed';
const P = 'planned';

/**
 * Trips by their number in the season (0 is the first one, left empty so the first look at a trip
 * shows a clean manifest), with their bookings: some nearly full, some half, some empty.
 */
const TRIPS: Record<number, DemoBooking[]> = {
  1: [
    { rooms: [['Suite 1', 2]], state: C, pay: 'full' },
    { rooms: [['Suite 2', 2]], state: C, pay: 'deposit' },
    {
      rooms: [
        ['Cabin 1', 2],
        ['Cabin 2', 2],
      ],
      state: C,
      pay: 'deposit',
    },
    { rooms: [['Cabin 3', 2]], state: C, pay: 'full' },
    { rooms: [['Cabin 4', 1]], state: P },
    { rooms: [['Cabin 5', 2]], state: C, pay: 'deposit' },
    { rooms: [['Cabin 6', 2]], state: P },
    {
      rooms: [
        ['Cabin 7', 2],
        ['Cabin 8', 2],
      ],
      state: C,
    },
    { rooms: [['Cabin 8', 1]], state: 'waiting' },
  ],
  2: [
    { rooms: [['Suite 1', 2]], state: C, pay: 'deposit' },
    { rooms: [['Cabin 1', 2]], state: P },
    { rooms: [['Cabin 5', 1]], state: 'draft' },
    { rooms: [['Cabin 10', 2]], state: C, pay: 'full' },
  ],
  3: [
    {
      rooms: [
        ['Suite 1', 2],
        ['Suite 2', 2],
      ],
      state: C,
      pay: 'full',
    },
    { rooms: [['Cabin 1', 2]], state: C, pay: 'deposit' },
    { rooms: [['Cabin 2', 2]], state: C },
    { rooms: [['Cabin 3', 2]], state: P, cancel: true },
    { rooms: [['Cabin 4', 2]], state: C, pay: 'deposit' },
    {
      rooms: [
        ['Cabin 5', 2],
        ['Cabin 6', 2],
      ],
      state: C,
      pay: 'full',
    },
    { rooms: [['Cabin 7', 2]], state: P },
    { rooms: [['Cabin 10', 1]], state: 'draft' },
  ],
  5: [
    { rooms: [['Cabin 1', 2]], state: 'draft' },
    { rooms: [['Cabin 7', 2]], state: P, pay: 'deposit' },
  ],
  7: [{ rooms: [['Suite 2', 2]], state: C, pay: 'deposit' }],
  10: [
    {
      rooms: [
        ['Cabin 2', 2],
        ['Cabin 3', 2],
        ['Cabin 4', 2],
      ],
      state: P,
    },
    { rooms: [['Suite 1', 1]], state: 'draft' },
  ],
};

/** The system acting for the demo: sees every asset. */
export const SEEDER = SYSTEM_ACTOR;

/** The same year of birth, the month and day three days from today (1 March for a leap day). */
function soonBirthday(born: string, today: string): string {
  const md = addDays(today, 3).slice(5);
  return `${born.slice(0, 4)}-${md === '02-29' ? '03-01' : md}`;
}

/**
 * Demo customers and bookings, made through the booking service like an operator would (priced,
 * numbered, beds held), so the calendar, manifests and lists have something to show.
 */
export async function loadDemoBookings(
  services: Services,
  bookings: BookingActions,
  assets: { resort: string; vessel: string },
  today: string,
): Promise<number> {
  const { db } = services.database;
  const people = await db
    .insert(t.customers)
    .values(
      PEOPLE.split('\n').map((line, i) => {
        const [firstName, lastName, gender, nationality, born] = line.split('|') as string[];
        // The first guest's birthday is in three days, so the Today page has a cake to show.
        const birthday = i === 0 ? soonBirthday(born!, today) : born;
        const masterData = {
          title: '',
          firstName: firstName!,
          middleName: '',
          lastName: lastName!,
          gender: gender as 'm' | 'f',
          birthday: birthday!,
          permanentAge: null,
          nationality: nationality!,
        };
        const ascii = (s: string) =>
          s
            .normalize('NFD')
            .replace(/[^a-zA-Z]/g, '')
            .toLowerCase();
        return {
          masterData,
          contact: { email: `${ascii(firstName!)}.${ascii(lastName!)}@example.com`, phone: '' },
          address: { street: '', zip: '', city: '', state: '', country: nationality! },
          passport: { nationality: nationality!, number: '', expires: null },
          fullName: customerFullName(masterData),
          sortName: customerSortName(masterData),
        };
      }),
    )
    .returning({ id: t.customers.id });
  let next = 0;
  // Guests in turn: nobody twice on one trip, some come back on a later one.
  const guests = (n: number) => Array.from({ length: n }, () => people[next++ % people.length]!.id);

  const rooms = await db.select({ id: t.rooms.id, name: t.rooms.name, resort: t.rooms.resort }).from(t.rooms);
  const roomId = (name: string, resort: boolean) =>
    rooms.find((r) => r.name === name && (r.resort === assets.resort) === resort)!.id;
  const trips = await db
    .select({ id: t.schedules.id })
    .from(t.schedules)
    .where(eq(t.schedules.vessel, assets.vessel))
    .orderBy(asc(t.schedules.from));

  const book = async (
    where: { schedule: string } | { resort: string; dates: { from: string; to: string } },
    plan: DemoBooking,
    resort: boolean,
  ) => {
    const booking = await bookings.core.create(
      {
        ...where,
        rooms: plan.rooms.map(([name, n, beds]) => ({
          room: roomId(name, resort),
          guests: guests(n),
          ...(beds ? { beds } : {}),
        })),
        state: plan.state ?? 'planned',
        source: 'direct',
        bookingSource: null,
        category: null,
        language: 'en',
        termsOfPayment: null,
        note: '',
      },
      SEEDER,
    );
    if (plan.pay && booking.total > 0) {
      const amount = plan.pay === 'full' ? booking.total : Math.round(booking.total * 0.3);
      await bookings.money.addPayment(
        booking.id,
        {
          amount,
          currency: booking.currency,
          date: today,
          method: 'bankTransfer',
          reference: booking.bookingNo,
          note: '',
        },
        SEEDER,
      );
    }
    if (plan.cancel)
      await bookings.life.cancel(
        booking.id,
        { reason: 'customer', message: 'Changed holiday plans' },
        SEEDER,
      );
  };

  let made = 0;
  for (const [trip, plans] of Object.entries(TRIPS)) {
    next = Number(trip) * 7;
    for (const plan of plans) {
      await book({ schedule: trips[Number(trip)]!.id }, plan, false);
      made++;
    }
  }
  return made;
}
