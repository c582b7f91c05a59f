import { addDays, customerFullName, customerSortName, INCLUDE_IN_CHANNELS } from '@seaberth/domain';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import { freeRooms, OccupancyRepository } from '../modules/assets/index.ts';
import type { BookingActions } from '../modules/bookings/index.ts';
import type { Services } from '../services.ts';
import { SEEDER } from './demo-bookings.ts';

/** Two friends Emma Johnson brought to the resort, and the stay each booked with her code. */
const FRIENDS = [
  { firstName: 'Priya', lastName: 'Nair', country: 'IN', from: 110, pay: 'full' as const },
  { firstName: 'Tom', lastName: 'Becker', country: 'DE', from: 118, pay: 'deposit' as const },
];

/**
 * Referral codes in use (issue 37): Emma Johnson's code gives friends 10 % off and her 50.00 of
 * credit once a friend's booking is paid. Priya paid in full (Emma's reward is credited), Tom paid
 * the deposit (the reward waits). Lucas Martin has a code nobody used yet. Made through the booking
 * service, so the special is priced by the quote engine and the reward follows the payment.
 */
export async function loadDemoReferrals(
  services: Services,
  bookings: BookingActions,
  resort: string,
  today: string,
) {
  const { db } = services.database;
  const [special] = await db
    .insert(t.specials)
    .values({
      name: 'Friends of our guests',
      description: '10 % off for a guest who comes with a friend’s referral code',
      status: 'active',
      discount: 'PerCent',
      discountValue: 10,
      target: 'booking',
      autoAdd: false,
      includeIn: [...INCLUDE_IN_CHANNELS],
    })
    .returning({ id: t.specials.id });
  const byEmail = async (email: string) =>
    (await db.select({ id: t.customers.id }).from(t.customers).where(eq(t.customers.emailKey, email)))[0]?.id;
  const emma = await byEmail('emma.johnson@example.com');
  const lucas = await byEmail('lucas.martin@example.com');
  if (!emma || !lucas || !special) return;
  await db.insert(t.referrals).values([
    { customer: emma, code: 'DIVEWITHEMMA', special: special.id, rewardAmount: 5_000, rewardCurrency: 'EUR' },
    {
      customer: lucas,
      code: 'KM7QTX4W',
      special: special.id,
      rewardAmount: 3_000,
      rewardCurrency: 'EUR',
      validUntil: addDays(today, 180),
      note: 'Handed out on his dive club’s evening',
    },
  ]);
  const occupancy = new OccupancyRepository(db);
  for (const friend of FRIENDS) {
    const masterData = {
      title: '',
      firstName: friend.firstName,
      middleName: '',
      lastName: friend.lastName,
      gender: (friend.firstName === 'Priya' ? 'f' : 'm') as 'f' | 'm',
      birthday: null,
      permanentAge: null,
      nationality: friend.country,
    };
    const [guest] = await db
      .insert(t.customers)
      .values({
        masterData,
        contact: { email: `${friend.firstName}.${friend.lastName}@example.com`.toLowerCase(), phone: '' },
        address: { street: '', zip: '', city: '', state: '', country: friend.country },
        passport: { nationality: friend.country, number: '', expires: null },
        fullName: customerFullName(masterData),
        sortName: customerSortName(masterData),
      } as typeof t.customers.$inferInsert)
      .returning({ id: t.customers.id });
    const from = addDays(today, friend.from);
    const to = addDays(from, 5);
    const room = (await freeRooms(occupancy, resort, from, to)).find(
      // Not the dorms, nor G105 (out of order for part of the season: demo-resort-stays.ts).
      (r) => r.free && !r.name.startsWith('Dorm') && r.name !== 'G105' && r.freeBeds.length >= 1,
    );
    if (!guest || !room) continue;
    const booking = await bookings.core.create(
      {
        resort,
        dates: { from, to },
        rooms: [{ room: room.id, guests: [guest.id] }],
        state: 'confirmed',
        source: 'direct',
        bookingSource: null,
        category: null,
        language: 'en',
        termsOfPayment: null,
        note: 'Came with Emma’s referral code',
        referralCode: 'DIVEWITHEMMA',
      },
      SEEDER,
    );
    if (booking.total <= 0) continue;
    await bookings.money.addPayment(
      booking.id,
      {
        amount: friend.pay === 'full' ? booking.total : Math.round(booking.total * 0.3),
        currency: booking.currency,
        date: today,
        method: 'bankTransfer',
        reference: booking.bookingNo,
        note: '',
      },
      SEEDER,
    );
  }
}
