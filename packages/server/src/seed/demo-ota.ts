import {
  addDays,
  customerFullName,
  customerResource,
  customerSortName,
  type OtaRoom,
} from '@seaberth/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { freeRooms, OccupancyRepository } from '../modules/assets/index.ts';
import type { BookingActions } from '../modules/bookings/index.ts';
import { keepChannelPrice, OTA_ACTOR } from '../modules/channels/index.ts';
import type { Services } from '../services.ts';

/** The portals' sales of the demo (issue 39): who, when, which portal, the channel's price. */
const SALES = [
  {
    ota: 'Booking.com',
    code: 'BDC-4471203',
    first: 'Lena',
    last: 'Vogt',
    from: 16,
    nights: 5,
    amount: 98000,
  },
  { ota: 'Expedia', code: 'EXP-88310552', first: 'Marco', last: 'Rossi', from: 23, nights: 4, amount: 71200 },
  {
    ota: 'Booking.com',
    code: 'BDC-4479815',
    first: 'Aiko',
    last: 'Tanaka',
    from: 30,
    nights: 7,
    amount: 131600,
  },
] as const;

/**
 * OTA bookings on /booking/ota as the ingestion leaves them: two sales booked through the booking
 * flow (source ota, the portal's code as reference), one of them changed since (unread), and one
 * sale of two rooms that found none free of its type, a conflict waiting for the operator (it
 * rings no bell: nobody listens while the demo loads; a conflict received later does). The demo's
 * connection stays unconnected (a newcomer connects it on /config/ota), so these are written as
 * the revisions the channel had sent and acknowledged before.
 */
export async function loadDemoOta(
  services: Services,
  bookings: BookingActions,
  resort: string,
  today: string,
): Promise<void> {
  const { db } = services.database;
  const [type] = await db
    .select({ id: t.roomTypes.id, name: t.roomTypes.name })
    .from(t.roomTypes)
    .where(and(eq(t.roomTypes.resort, resort), isNotNull(t.roomTypes.name)))
    .orderBy(asc(t.roomTypes.name))
    .limit(1);
  if (!type) return;
  const now = services.clock.now();
  const occupancy = new OccupancyRepository(db);
  const rooms = (sold: string): OtaRoom[] => [
    {
      channelRoomType: `demo-${sold}`,
      channelRatePlan: `demo-${sold}-bar`,
      roomType: type.id,
      roomTypeName: type.name,
      adults: 2,
      children: 0,
    },
  ];
  for (const [i, sale] of SALES.entries()) {
    // The first week from the planned day with a whole room of the type free (the demo's stays fill many).
    let from = addDays(today, sale.from);
    let free: { id: string } | undefined;
    for (let week = 0; week < 12 && i < SALES.length - 1; week++) {
      from = addDays(today, sale.from + week * 7);
      free = (await freeRooms(occupancy, resort, from, addDays(from, sale.nights))).find(
        (r) => r.free && r.roomType === type.id,
      );
      if (free) break;
    }
    const to = addDays(from, sale.nights);
    const guest = {
      name: sale.first,
      surname: sale.last,
      mail: `${sale.first.toLowerCase()}@example.org`,
      phone: '',
      country: 'DE',
    };
    const [customer] = await db
      .insert(t.customers)
      .values({
        ...(customerResource.schema.parse({
          masterData: { firstName: sale.first, lastName: sale.last },
          contact: { email: guest.mail },
          address: { country: 'DE' },
          passport: {},
          customerType: 'ota',
        }) as unknown as typeof t.customers.$inferInsert),
        fullName: customerFullName({ firstName: sale.first, middleName: '', lastName: sale.last }),
        sortName: customerSortName({ firstName: sale.first, lastName: sale.last }),
      })
      .returning({ id: t.customers.id });
    // The last sale is the conflict: sold by the portal when no room of the type was left to it.
    let booking: string | null = null;
    if (free && i < SALES.length - 1) {
      try {
        const made = await bookings.core.create(
          {
            resort,
            dates: { from, to },
            rooms: [{ room: free.id, guests: [customer!.id, null] }],
            lead: customer!.id,
            state: 'confirmed',
            source: 'ota',
            bookingSource: null,
            category: null,
            termsOfPayment: null,
            language: 'en',
            note: `${sale.ota} ${sale.code}`,
          },
          OTA_ACTOR,
        );
        // Read again: what follows a new booking (its to-dos) may have moved its version.
        const current = (await bookings.core.detail(made.id)) ?? made;
        const referenced = await bookings.life.addReference(
          made.id,
          { kind: 'ota', value: sale.code, version: current.version },
          OTA_ACTOR,
        );
        await keepChannelPrice(bookings, referenced, {
          amount: sale.amount,
          currency: 'EUR',
          otaName: sale.ota,
          reference: sale.code,
        });
        booking = made.id;
      } catch (error) {
        // Taken meanwhile by the demo's other stays: this sale stays a conflict.
        if (!(error instanceof AppError && error.code === 'ROOM_TAKEN')) throw error;
      }
    }
    const row = {
      provider: 'channex',
      otaBookingId: `demo-${sale.code}`,
      reference: sale.code,
      otaName: sale.ota,
      resort,
      guest,
      from,
      to,
      // The conflict was sold as two rooms, so placing it shows a room picker for each.
      rooms: booking ? rooms(type.id) : [...rooms(type.id), ...rooms(type.id)],
      amount: sale.amount,
      currency: 'EUR',
      revisedAt: new Date(now.getTime() - (10 - i) * 3_600_000),
      receivedAt: new Date(now.getTime() - (10 - i) * 3_600_000),
      ackedAt: now,
    };
    await db.insert(t.otaUpdates).values({
      ...row,
      revisionId: `demo-${sale.code}-1`,
      kind: 'new',
      state: booking ? 'applied' : 'conflict',
      read: Boolean(booking),
      booking,
      message: booking
        ? ''
        : 'No room of this type is free on these dates: place the booking by hand or reject it',
    });
    // The first guest changed the price of the stay on the portal since: an unread update.
    if (booking && i === 0)
      await db.insert(t.otaUpdates).values({
        ...row,
        revisionId: `demo-${sale.code}-2`,
        kind: 'modified',
        state: 'applied',
        read: false,
        booking,
        amount: sale.amount + 12000,
        revisedAt: new Date(now.getTime() - 3_600_000),
        receivedAt: new Date(now.getTime() - 3_600_000),
      });
  }
}
