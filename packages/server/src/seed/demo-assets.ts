import { addDays, isoWeekday, numberBeds } from '@seaberth/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const bed = (type: string, extra: { maxAge?: number } = {}) => ({
  active: true,
  visible: true,
  type,
  maxAge: extra.maxAge ?? -1,
  internalId: '',
});

function configuration(
  pax: { min: number; def: number; max: number },
  beds: ReturnType<typeof bed>[],
  flags: Record<string, boolean> = {},
) {
  const numbered = numberBeds(beds);
  return {
    configuration: {
      minNoOfPax: pax.min,
      defaultNoOfPax: pax.def,
      maxNoOfPax: pax.max,
      single: false,
      double: true,
      fan: false,
      acc: true,
      seaview: false,
      warmwater: true,
      ...flags,
      beds: numbered,
    },
    availableBeds: numbered.length,
  };
}

const described = (en: string, de: string) => ({ description: { en, de } });

/**
 * The demo's resort (30 rooms of 4 types) and liveaboard (3 decks, 12 cabins for 24 guests placed
 * on the deck plan), their staff, and the lists bookings are filed under. Beds are as a real
 * resort's and vessel's: a garden double's double bed takes a couple, a seaview room adds a child's
 * bed, a bungalow sleeps a family in a double and a bunk bed, dorms are three bunk beds; on board
 * suites and deluxe cabins have a double bed, two deluxe cabins twin beds, budget cabins bunks.
 * Each bed type says how many it sleeps, and roomCapacity counts the places from that.
 */
export async function loadDemoAssets(tx: Tx, today: string): Promise<{ resort: string; vessel: string }> {
  await tx.insert(t.bedTypes).values([
    { name: 'Single', key: 'single', sleeps: 1, description: '90 × 200 cm' },
    { name: 'Double', key: 'double', sleeps: 2, description: '160 × 200 cm' },
    { name: 'Bunk', key: 'bunk', sleeps: 1, description: 'Upper or lower berth' },
    { name: 'Child', key: 'child', sleeps: 1, description: 'Extra bed for children up to 12' },
  ]);

  const [resort] = await tx
    .insert(t.resorts)
    .values({
      name: 'Coral Garden Resort',
      internalId: 'CGR',
      address: { street: 'Jl. Pantai 12', zip: '86552', city: 'Labuan Bajo', state: 'NTT', country: 'ID' },
      email: 'stay@coralgarden.example',
      phone: '+62 385 41234',
      timezone: 'Asia/Makassar',
      checkInTime: '14:00',
      checkOutTime: '11:00',
      currencies: ['EUR', 'USD', 'IDR'],
      ...described(
        'A dive resort on the edge of Komodo National Park, house reef in front of every room.',
        'Ein Tauchresort am Rand des Komodo-Nationalparks, Hausriff vor jedem Zimmer.',
      ),
    })
    .returning();
  const types = await tx
    .insert(t.roomTypes)
    .values([
      {
        name: 'Garden Double',
        key: 'GD',
        resort: resort!.id,
        sizeInSqm: 24,
        ...described('Double room facing the garden.', 'Doppelzimmer zum Garten.'),
      },
      {
        name: 'Seaview Deluxe',
        key: 'SD',
        resort: resort!.id,
        maxNoOfPax: 3,
        sizeInSqm: 32,
        surcharge: 15,
        ...described('Large room with a balcony over the bay.', 'Großes Zimmer mit Balkon über der Bucht.'),
      },
      {
        name: 'Beach Bungalow',
        key: 'BB',
        resort: resort!.id,
        maxNoOfPax: 4,
        sizeInSqm: 45,
        surcharge: 30,
        ...described(
          'Free-standing bungalow steps from the beach.',
          'Freistehender Bungalow wenige Schritte vom Strand.',
        ),
      },
      {
        name: 'Dive Dorm',
        key: 'DD',
        resort: resort!.id,
        defaultNoOfPax: 1,
        maxNoOfPax: 6,
        sizeInSqm: 30,
        ...described(
          'Shared room with three bunk beds (six berths) for budget divers.',
          'Mehrbettzimmer mit drei Etagenbetten (sechs Schlafplätze).',
        ),
      },
    ])
    .returning();
  const typeId = (key: string) => types.find((type) => type.key === key)!.id;
  const resortRooms = [
    ...Array.from({ length: 12 }, (_, i) => ({
      name: `G${101 + i}`,
      roomType: typeId('GD'),
      ...configuration({ min: 1, def: 2, max: 2 }, [bed('double')]),
    })),
    ...Array.from({ length: 8 }, (_, i) => ({
      name: `S${201 + i}`,
      roomType: typeId('SD'),
      ...configuration({ min: 1, def: 2, max: 3 }, [bed('double'), bed('child', { maxAge: 12 })], {
        seaview: true,
      }),
    })),
    ...Array.from({ length: 6 }, (_, i) => ({
      name: `Bungalow ${i + 1}`,
      roomType: typeId('BB'),
      // A family's bungalow: the parents' double bed and a bunk bed for two children.
      ...configuration({ min: 1, def: 2, max: 4 }, [bed('double'), bed('bunk'), bed('bunk')], {
        seaview: true,
      }),
    })),
    ...Array.from({ length: 4 }, (_, i) => ({
      name: `Dorm ${String.fromCharCode(65 + i)}`,
      roomType: typeId('DD'),
      allowSharedRoom: true,
      allowMixedGender: i % 2 === 0,
      ...configuration(
        { min: 1, def: 1, max: 6 },
        Array.from({ length: 6 }, () => bed('bunk')),
        { double: false, single: true, fan: true, acc: false },
      ),
    })),
  ];
  const roomRows = await tx
    .insert(t.rooms)
    .values(resortRooms.map((room) => ({ ...room, type: 'Room', resort: resort!.id })))
    .returning({ id: t.rooms.id, name: t.rooms.name });

  const [vessel] = await tx
    .insert(t.vessels)
    .values({
      name: 'MV Sea Whisper',
      internalId: 'MSW',
      homePort: 'Labuan Bajo',
      lengthInMeters: 38,
      builtYear: 2016,
      crewSize: 14,
      timezone: 'Asia/Makassar',
      currencies: ['EUR', 'USD'],
      ...described(
        'A 38 m phinisi built in Sulawesi teak, twelve cabins for 24 guests.',
        'Ein 38 m langer Phinisi aus Sulawesi-Teak, zwölf Kabinen für 24 Gäste.',
      ),
    })
    .returning();
  const decks = await tx
    .insert(t.vesselDecks)
    .values([
      { vessel: vessel!.id, name: 'Upper deck', sort: 1, planWidth: 100, planHeight: 30 },
      { vessel: vessel!.id, name: 'Main deck', sort: 2, planWidth: 100, planHeight: 30 },
      { vessel: vessel!.id, name: 'Lower deck', sort: 3, planWidth: 100, planHeight: 30 },
    ])
    .returning();
  const cabinTypes = await tx
    .insert(t.roomTypes)
    .values([
      { name: 'Master Suite', key: 'MS', vessel: vessel!.id, sizeInSqm: 18, surcharge: 25 },
      { name: 'Deluxe Cabin', key: 'DC', vessel: vessel!.id, sizeInSqm: 12 },
      { name: 'Budget Cabin', key: 'BC', vessel: vessel!.id, sizeInSqm: 9, maxNoOfPax: 4 },
    ])
    .returning();
  const cabinType = (key: string) => cabinTypes.find((type) => type.key === key)!.id;
  const cabin = (
    name: string,
    deck: number,
    slot: number,
    side: 'port' | 'starboard',
    key: string,
    beds: ReturnType<typeof bed>[],
  ) => ({
    type: 'Cabin',
    name,
    vessel: vessel!.id,
    deck: decks[deck]!.id,
    roomType: cabinType(key),
    plan: { x: 8 + slot * 22, y: side === 'port' ? 2 : 17, w: 18, h: 11 },
    ...configuration({ min: 1, def: 2, max: Math.max(2, beds.length) }, beds),
  });
  const cabins = await tx
    .insert(t.rooms)
    .values([
      cabin('Suite 1', 0, 1, 'port', 'MS', [bed('double')]),
      cabin('Suite 2', 0, 1, 'starboard', 'MS', [bed('double')]),
      ...[1, 2, 3, 4].map((n) =>
        cabin(`Cabin ${n}`, 1, ((n - 1) % 2) + 1, n <= 2 ? 'port' : 'starboard', 'DC', [bed('double')]),
      ),
      ...[5, 6].map((n) =>
        cabin(`Cabin ${n}`, 1, 3, n === 5 ? 'port' : 'starboard', 'DC', [bed('single'), bed('single')]),
      ),
      ...[7, 8, 9, 10].map((n) =>
        cabin(`Cabin ${n}`, 2, ((n - 7) % 2) + 1, n <= 8 ? 'port' : 'starboard', 'BC', [
          bed('bunk'),
          bed('bunk'),
        ]),
      ),
    ])
    .returning({ id: t.rooms.id, name: t.rooms.name });

  // Something real to see on the first day: a cabin in maintenance, a room out of order.
  const firstOfNextMonth = `${addDays(today, 32).slice(0, 7)}-01`;
  await tx.insert(t.occupancies).values([
    {
      room: cabins.find((c) => c.name === 'Cabin 9')!.id,
      beds: [0, 64],
      stay: [firstOfNextMonth, addDays(firstOfNextMonth, 7)],
      kind: 'blocker',
      reason: 'Maintanance',
      note: 'New air conditioning',
    },
    {
      room: roomRows.find((r) => r.name === 'G105')!.id,
      beds: [0, 64],
      stay: [addDays(today, 3), addDays(today, 10)],
      kind: 'blocker',
      reason: 'OutOfOrder',
      note: 'Bathroom leak',
    },
  ]);

  await tx.insert(t.employees).values([
    {
      firstName: 'Ana',
      lastName: 'Reyes',
      role: 'instructor',
      resort: resort!.id,
      email: 'ana@coralgarden.example',
      startDate: '2022-10-01',
    },
    {
      firstName: 'Wayan',
      lastName: 'Sudarma',
      role: 'divemaster',
      resort: resort!.id,
      startDate: '2023-04-15',
    },
    {
      firstName: 'Lena',
      lastName: 'Fischer',
      role: 'frontOffice',
      resort: resort!.id,
      startDate: '2024-01-08',
    },
    { firstName: 'Budi', lastName: 'Santoso', role: 'captain', vessel: vessel!.id, startDate: '2016-06-01' },
    { firstName: 'Rina', lastName: 'Lestari', role: 'cook', vessel: vessel!.id, startDate: '2019-02-11' },
    { firstName: 'Tom', lastName: 'Harris', role: 'instructor', vessel: vessel!.id, startDate: '2025-09-20' },
  ]);
  await tx.insert(t.bookingSources).values([
    { name: 'Direct', key: 'direct', channel: 'direct' },
    { name: 'Website', key: 'web', channel: 'online' },
    { name: 'Travel agency', key: 'agency', channel: 'agency' },
    { name: 'Booking portal', key: 'ota', channel: 'ota' },
  ]);
  await tx.insert(t.bookingCategories).values([
    { name: 'Individual', color: '#1a7f8e', sort: 1 },
    { name: 'Group', color: '#7b4fa6', sort: 2 },
    { name: 'Dive course', color: '#e07a2f', sort: 3 },
  ]);
  // Every demo booking made after these gets its to-dos (todo.ts).
  await tx.insert(t.todoDefinitions).values([
    {
      group: 'Documents',
      text: 'Send the booking confirmation',
      rule: { calcType: 'afterBooking', value: 1 },
    },
    {
      group: 'Guests',
      text: 'Collect passports and certification cards',
      rule: { calcType: 'beforeArrival', value: 14 },
    },
    {
      group: 'Logistics',
      text: 'Arrange the airport transfer',
      rule: { calcType: 'beforeArrival', value: 7 },
    },
    {
      group: 'Follow-up',
      text: 'Ask for a review',
      rule: { calcType: 'afterDeparture', value: 3 },
      closeOnAbort: true,
    },
  ]);
  await tx.insert(t.vesselLists).values([
    {
      vessel: vessel!.id,
      name: 'Passenger manifest',
      kind: 'passengers',
      fields: ['name', 'nationality', 'passport', 'birthday', 'cabin'],
    },
    { vessel: vessel!.id, name: 'Crew list', kind: 'crew', fields: ['name', 'role', 'nationality'] },
  ]);
  await loadDemoSeason(tx, vessel!.id, today);
  return { resort: resort!.id, vessel: vessel!.id };
}

/**
 * A year of weekly 7-night trips on two alternating tours, embarking on Saturdays: the next group
 * embarks on the day the previous one disembarks.
 */
async function loadDemoSeason(tx: Tx, vessel: string, today: string): Promise<void> {
  const [north, south] = await tx
    .insert(t.tours)
    .values([
      {
        name: 'Komodo North & Central',
        internalId: 'KNC',
        vessel,
        destination: 'Komodo',
        embarkationPort: 'Labuan Bajo',
        disembarkationPort: 'Labuan Bajo',
        ...described(
          'Manta Point, Castle Rock, Batu Bolong: the classic currents of the north.',
          'Manta Point, Castle Rock, Batu Bolong: die klassischen Strömungen des Nordens.',
        ),
      },
      {
        name: 'Komodo South & Rinca',
        internalId: 'KSR',
        vessel,
        destination: 'Komodo',
        embarkationPort: 'Labuan Bajo',
        disembarkationPort: 'Labuan Bajo',
        ...described(
          'Cold, green and rich: Cannibal Rock, Torpedo Alley and the dragons of Rinca.',
          'Kalt, grün und reich: Cannibal Rock, Torpedo Alley und die Warane von Rinca.',
        ),
      },
    ])
    .returning();
  // The first Saturday from today on (ISO weekday 6).
  let embark = today;
  while (isoWeekday(embark) !== 6) embark = addDays(embark, 1);
  await tx.insert(t.schedules).values(
    Array.from({ length: 52 }, (_, week) => {
      const from = addDays(embark, week * 7);
      return { tour: week % 2 === 0 ? north!.id : south!.id, vessel, from, to: addDays(from, 7) };
    }),
  );
}

/** Puts the demo pictures on the resort, the vessel, their room types and some rooms. */
export async function attachDemoPictures(
  db: Db,
  assets: { resort: string; vessel: string },
  pictures: Record<
    'resort' | 'houseReef' | 'bungalow' | 'deluxeRoom' | 'dorm' | 'vessel' | 'sunset' | 'cabin',
    string
  >,
): Promise<void> {
  await db
    .update(t.resorts)
    .set({ images: [pictures.resort, pictures.houseReef, pictures.bungalow] })
    .where(eq(t.resorts.id, assets.resort));
  await db
    .update(t.vessels)
    .set({ images: [pictures.vessel, pictures.sunset, pictures.cabin] })
    .where(eq(t.vessels.id, assets.vessel));
  const byTypeKey: Record<string, string[]> = {
    GD: [pictures.deluxeRoom],
    SD: [pictures.deluxeRoom, pictures.houseReef],
    BB: [pictures.bungalow, pictures.houseReef],
    DD: [pictures.dorm],
    MS: [pictures.cabin, pictures.sunset],
    DC: [pictures.cabin],
    BC: [pictures.cabin],
  };
  for (const [key, images] of Object.entries(byTypeKey)) {
    await db.update(t.roomTypes).set({ images }).where(eq(t.roomTypes.key, key));
    // Rooms show their type's pictures until an operator gives them their own.
    await db
      .update(t.rooms)
      .set({ images })
      .where(
        inArray(
          t.rooms.roomType,
          db.select({ id: t.roomTypes.id }).from(t.roomTypes).where(eq(t.roomTypes.key, key)),
        ),
      );
  }
}
