import { randomUUID } from 'node:crypto';
import { addDays, type PriceEntry, type PricePeriod } from '@seaberth/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { loadDemoProducts } from './demo-products.ts';
import { FIRST_DAY } from './demo-resort-stays.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Low and high season for every year from `first` to `last`, so every demo date has a price. */
export function demoSeasons(first: number, last: number): PricePeriod[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i).flatMap((y) => [
    { season: 'High', from: `${y}-01-01`, to: `${y}-01-06` },
    { season: 'Low', from: `${y}-01-07`, to: `${y}-06-30` },
    { season: 'High', from: `${y}-07-01`, to: `${y}-08-31` },
    { season: 'Low', from: `${y}-09-01`, to: `${y}-12-19` },
    { season: 'High', from: `${y}-12-20`, to: `${y}-12-31` },
  ]);
}

const entry = (
  roomType: string,
  season: string,
  noOfPax: number | null,
  amount: number,
  childAmount: number | null = null,
): PriceEntry => ({ id: randomUUID(), roomType, room: null, season, noOfPax, amount, childAmount });

/**
 * The demo's prices (docs/pricing.md): the resort per room type, season and guests per room, the
 * liveaboard per cabin type for a whole trip, nitrox and equipment, early bird / 10+1 / last
 * minute specials, 30 % deposit terms and an agency commission. A handful of rows: loading stays fast.
 */
export async function loadDemoPrices(tx: Tx, assets: { resort: string; vessel: string }, today: string) {
  const types = await tx
    .select({ id: t.roomTypes.id, key: t.roomTypes.key })
    .from(t.roomTypes)
    .where(inArray(t.roomTypes.key, ['GD', 'SD', 'BB', 'DD', 'MS', 'DC', 'BC']));
  const type = (key: string) => types.find((row) => row.key === key)!.id;
  const [terms] = await tx
    .insert(t.terms)
    .values({
      name: '30 % deposit, rest 30 days before arrival',
      description:
        'The deposit is due a week after booking. Cancellations cost 20 % from 60 days before arrival, 50 % from 30, 80 % from 14 and 100 % from 3 days.',
      deposit: 30,
      depositDueDays: 7,
      restDueDays: 30,
      // Without a scale a cancellation "by the terms" charges nothing (issue 32): the usual one.
      cancellation: [
        { daysBefore: 60, percent: 20 },
        { daysBefore: 30, percent: 50 },
        { daysBefore: 14, percent: 80 },
        { daysBefore: 3, percent: 100 },
      ],
    })
    .returning();
  const [commission] = await tx
    .insert(t.commissions)
    .values({
      name: 'Agency standard',
      percent: 15,
      description: 'Travel agencies without a contract of their own',
    })
    .returning();
  const [seasonal] = await tx
    .insert(t.specialsGroups)
    .values({ name: 'Seasonal', description: 'Booking-time discounts; only the best applies' })
    .returning();
  const year = Number(today.slice(0, 4));
  // The stays the demo books through the service begin before today: in the first days of
  // January they lie in last year's seasons.
  const first = Number(addDays(today, FIRST_DAY).slice(0, 4));
  const both = (key: string, pax: number | null, low: number, high: number, child: number | null = null) => [
    entry(type(key), 'Low', pax, low, child),
    entry(type(key), 'High', pax, high, child === null ? null : Math.round((child * high) / low)),
  ];
  const common = {
    status: 'active',
    currencies: ['EUR', 'USD'],
    defaultTermsOfPayment: terms!.id,
    termsOfPayment: [terms!.id],
    commission: commission!.id,
  };
  await tx.insert(t.priceLists).values([
    {
      ...common,
      name: first === year ? `Coral Garden ${year}/${year + 1}` : `Coral Garden ${first}–${year + 1}`,
      internalId: 'CGR-R',
      resort: assets.resort,
      type: 'Room',
      calculationType: 'unit',
      periods: demoSeasons(first, year + 1),
      entries: [
        ...both('GD', 1, 9500, 12000),
        ...both('GD', 2, 6500, 8500, 3000),
        ...both('SD', 1, 12500, 15500),
        ...both('SD', 2, 8500, 11000, 4000),
        ...both('SD', 3, 7500, 9500, 4000),
        ...both('BB', 1, 16000, 21000),
        ...both('BB', 2, 10500, 13500, 5000),
        ...both('BB', null, 8500, 11000, 5000),
        ...both('DD', null, 3500, 4500),
      ],
      tax: { status: 'active' as const, value: 11, name: 'PPN', inclusive: true },
      includedServices: ['Breakfast', 'Wi-Fi', 'House reef diving'],
      excludedServices: ['Marine park fee'],
    },
    {
      ...common,
      name: 'Sea Whisper trips',
      internalId: 'MSW-T',
      vessel: assets.vessel,
      type: 'Trip',
      calculationType: 'complete',
      entries: [
        entry(type('MS'), '', 2, 245000),
        entry(type('MS'), '', 1, 367500),
        entry(type('DC'), '', 2, 195000),
        entry(type('DC'), '', 1, 292500),
        entry(type('BC'), '', null, 165000),
      ],
      includedServices: ['Full board', 'Up to 4 dives a day', 'Park entrance'],
      excludedServices: ['Nitrox', 'Rental equipment', 'Crew tips'],
    },
  ]);
  await tx.insert(t.supplements).values([
    {
      name: 'Nitrox',
      description: 'Per dive day, for certified divers',
      amount: 1000,
      addRule: 'PerDiveDay',
    },
    {
      name: 'Equipment rental',
      description: 'BCD, regulator, wetsuit, fins',
      amount: 3000,
      addRule: 'PerDay',
    },
  ]);
  await loadDemoProducts(tx, assets);
  const special = {
    status: 'active',
    autoAdd: true,
    includeIn: ['Booking', 'AgentDirectBooking', 'CustomerDirectBooking', 'OTABooking'],
  };
  await tx.insert(t.specials).values([
    {
      ...special,
      name: 'Early bird',
      description: '10 % off the room or trip price when booked at least 90 days ahead',
      discount: 'PerCent',
      discountValue: 10,
      rule: [{ criterion: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', values: [90] }],
      group: seasonal!.id,
    },
    {
      ...special,
      name: '10+1 group',
      description: 'One free place for groups of eleven or more',
      discount: 'FOC',
      discountValue: 1,
      scope: 'Person',
      rule: [{ criterion: 'NoOfPax', operator: 'GreaterThanEquals', values: [11] }],
    },
    {
      ...special,
      name: 'Last minute',
      description: '15 % off when booked 14 days or less before arrival',
      discount: 'PerCent',
      discountValue: 15,
      rule: [{ criterion: 'DaysBeforeTravelDate', operator: 'LessThanEquals', values: [14] }],
      group: seasonal!.id,
    },
  ]);
  await tx
    .insert(t.settings)
    .values({ group: 'general', key: 'priceCategoryTypes', value: 'Room,Trip,Package' })
    .onConflictDoNothing();
}
