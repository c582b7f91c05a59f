import { addDays } from '@seaberth/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { StockLedger } from '../modules/stock/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DEMO_ACTOR = { userId: null, name: 'Demo' };

interface Good {
  name: string;
  category: 'bar' | 'shop' | 'rental';
  unit: string;
  stockType?: 'ConsumptionGood' | 'ReusableGood';
  amount: number;
  minimumLevel: number;
  allowNegativeStock?: boolean;
  barcode?: string;
}

/** The resort's bar and shop, and rental gear lent out and given back (ReusableGood). */
const GOODS: Good[] = [
  // The counter sells these too (demo-pos.ts gives them their barcodes, VAT and categories).
  { name: 'Bintang 0.33 l', category: 'bar', unit: 'Bottle', amount: 450, minimumLevel: 48 },
  { name: 'Cola', category: 'bar', unit: 'Can', amount: 300, minimumLevel: 24 },
  // Water is poured before its delivery is entered: it may go below zero.
  {
    name: 'Mineral water 1.5 l',
    category: 'bar',
    unit: 'Bottle',
    amount: 150,
    minimumLevel: 30,
    allowNegativeStock: true,
  },
  { name: 'Ice', category: 'bar', unit: 'KiloGram', amount: 0, minimumLevel: 10 },
  { name: 'Arak cocktail', category: 'bar', unit: 'Unit', amount: 600, minimumLevel: 0 },
  { name: 'Dive logbook', category: 'shop', unit: 'Piece', amount: 1500, minimumLevel: 5 },
  { name: 'Mask defog', category: 'shop', unit: 'Bottle', amount: 900, minimumLevel: 6 },
  { name: 'T-shirt Seaberth', category: 'shop', unit: 'Piece', amount: 2500, minimumLevel: 10 },
  {
    name: 'BCD',
    category: 'rental',
    unit: 'Piece',
    stockType: 'ReusableGood',
    amount: 1000,
    minimumLevel: 8,
  },
  {
    name: 'Regulator set',
    category: 'rental',
    unit: 'Piece',
    stockType: 'ReusableGood',
    amount: 1000,
    minimumLevel: 8,
  },
  {
    name: 'Wetsuit 3 mm',
    category: 'rental',
    unit: 'Piece',
    stockType: 'ReusableGood',
    amount: 500,
    minimumLevel: 10,
  },
];

/**
 * Stock for the demo (issue 35): the resort's beach bar, dive shop, rental counter and store room
 * and the vessel's salon bar, a supplier with a delivery a week ago, stock used since, and last
 * week's count of the beach bar closed with two differences.
 */
export async function loadDemoStock(tx: Tx, assets: { resort: string; vessel: string }, today: string) {
  const db = tx as unknown as Db;
  const ledger = new StockLedger();
  const [bar, shop, rentalCounter, store, salon] = await tx
    .insert(t.stockLocations)
    .values([
      { name: 'Beach bar', kind: 'bar', resort: assets.resort },
      { name: 'Dive shop', kind: 'shop', resort: assets.resort },
      { name: 'Rental counter', kind: 'rental', resort: assets.resort },
      { name: 'Store room', kind: 'store', resort: assets.resort },
      { name: 'Salon bar', kind: 'bar', vessel: assets.vessel },
    ])
    .returning();
  const [barCategory] = await tx
    .insert(t.productCategories)
    .values({ name: 'Bar', description: 'Drinks and snacks at the bars' })
    .returning({ id: t.productCategories.id });
  const categories = await tx.select().from(t.productCategories);
  const categoryId = (name: string) => categories.find((c) => c.name === name)?.id ?? null;
  const goods = await tx
    .insert(t.products)
    .values(
      GOODS.map((g) => ({
        name: g.name,
        resort: assets.resort,
        productCategory:
          g.category === 'bar' ? barCategory!.id : categoryId(g.category === 'shop' ? 'Shop' : 'Rental'),
        amount: g.amount,
        currency: 'EUR',
        addRule: g.category === 'rental' ? 'PerDay' : 'PerBooking',
        trackStock: g.name !== 'Arak cocktail',
        stockType: g.stockType ?? 'ConsumptionGood',
        unit: g.unit,
        minimumLevel: g.minimumLevel,
        allowNegativeStock: g.allowNegativeStock ?? false,
        barcode: g.barcode ?? '',
      })),
    )
    .returning({ id: t.products.id, name: t.products.name });
  // The sunscreen sold everywhere and the dive computers rented at the resort keep stock too.
  await tx
    .update(t.products)
    .set({ trackStock: true, unit: 'Piece', minimumLevel: 12 })
    .where(eq(t.products.name, 'Reef-safe sunscreen'));
  await tx
    .update(t.products)
    .set({ trackStock: true, unit: 'Piece', stockType: 'ReusableGood', minimumLevel: 6 })
    .where(and(eq(t.products.name, 'Dive computer rental'), inArray(t.products.resort, [assets.resort])));
  const all = await tx
    .select({ id: t.products.id, name: t.products.name, resort: t.products.resort })
    .from(t.products);
  const id = (name: string) =>
    (goods.find((g) => g.name === name) ??
      all.find((p) => p.name === name && p.resort !== null) ??
      all.find((p) => p.name === name))!.id;

  const [supplier] = await tx
    .insert(t.suppliers)
    .values({
      name: 'Bali Beverage Distributors',
      contact: 'Made Wirawan',
      email: 'orders@bali-beverage.example',
      phone: '+62 361 555 0123',
      address: 'Jl. Bypass Ngurah Rai 88\nDenpasar, Bali',
      notes: 'Delivers Tuesdays and Fridays; order by noon the day before.',
    })
    .returning();
  await tx.insert(t.suppliers).values({
    name: 'Aquatic Gear Asia',
    contact: 'Lina Tan',
    email: 'sales@aquatic-gear.example',
    notes: 'Rental gear and spare parts.',
  });

  // Opening stock of the shop, the rental counter and the salon bar, counted when the season began.
  const opening = (location: string, lines: [string, number][]) =>
    lines.map(([name, quantity]) => ({
      product: id(name),
      location,
      quantity,
      kind: 'counted' as const,
      reason: 'Opening stock',
    }));
  await ledger.book(
    db,
    [
      ...opening(shop!.id, [
        ['Dive logbook', 14],
        ['Mask defog', 4],
        ['T-shirt Seaberth', 22],
        ['Reef-safe sunscreen', 18],
      ]),
      ...opening(rentalCounter!.id, [
        ['BCD', 16],
        ['Regulator set', 16],
        ['Wetsuit 3 mm', 20],
        ['Dive computer rental', 10],
      ]),
      ...opening(salon!.id, [['Reef-safe sunscreen', 6]]),
      ...opening(store!.id, [
        ['Bintang 0.33 l', 72],
        ['Cola', 48],
        ['Mineral water 1.5 l', 60],
      ]),
    ],
    DEMO_ACTOR,
  );

  const weekAgo = addDays(today, -7);
  const [delivery] = await tx
    .insert(t.stockDeliveries)
    .values({
      supplier: supplier!.id,
      location: bar!.id,
      date: weekAgo,
      reference: 'BBD-24117',
      note: 'Two crates short, credited on the next invoice',
      userName: DEMO_ACTOR.name,
    })
    .returning();
  await ledger.book(
    db,
    (
      [
        ['Bintang 0.33 l', 96],
        ['Cola', 48],
        ['Mineral water 1.5 l', 36],
        ['Ice', 40],
      ] as const
    ).map(([name, quantity]) => ({
      product: id(name),
      location: bar!.id,
      quantity,
      kind: 'received' as const,
      reference: delivery!.id,
      reason: 'Delivery BBD-24117',
    })),
    DEMO_ACTOR,
  );
  await ledger.book(
    db,
    [
      {
        product: id('Ice'),
        location: bar!.id,
        quantity: -28,
        kind: 'used',
        reason: 'Cooling boxes for the boats',
      },
      {
        product: id('Bintang 0.33 l'),
        location: bar!.id,
        quantity: -58,
        kind: 'used',
        reason: 'Welcome drinks',
      },
      {
        product: id('Cola'),
        location: bar!.id,
        quantity: -30,
        kind: 'used',
        reason: 'Boat lunches',
      },
      {
        product: id('Mineral water 1.5 l'),
        location: bar!.id,
        quantity: -20,
        kind: 'used',
        reason: 'Boat trips',
      },
    ],
    DEMO_ACTOR,
  );

  // Last week's count of the beach bar: two beers broken, one can more than booked.
  const countDay = addDays(today, -3);
  const balances = await tx.select().from(t.stockBalances).where(eq(t.stockBalances.location, bar!.id));
  const expected = (name: string) => Number(balances.find((b) => b.product === id(name))?.quantity ?? 0);
  const counted: [string, number, string][] = [
    ['Bintang 0.33 l', expected('Bintang 0.33 l') - 2, 'Two bottles broken in the fridge'],
    ['Cola', expected('Cola') + 1, 'Delivered one more than on the note'],
    ['Mineral water 1.5 l', expected('Mineral water 1.5 l'), ''],
    ['Ice', expected('Ice'), ''],
  ];
  const [inventory] = await tx
    .insert(t.inventories)
    .values({
      location: bar!.id,
      date: countDay,
      state: 'closed',
      note: 'Weekly count',
      resort: assets.resort,
      startedBy: DEMO_ACTOR.name,
      closedBy: DEMO_ACTOR.name,
      closedAt: new Date(`${countDay}T20:00:00Z`),
    })
    .returning();
  await tx.insert(t.inventoryLines).values(
    counted.map(([name, count, reason]) => ({
      inventory: inventory!.id,
      product: id(name),
      productName: name,
      unit: GOODS.find((g) => g.name === name)!.unit,
      expected: expected(name),
      counted: count,
      reason,
      countedBy: DEMO_ACTOR.name,
      countedAt: new Date(`${countDay}T19:30:00Z`),
    })),
  );
  await ledger.book(
    db,
    counted
      .filter(([name, count]) => count !== expected(name))
      .map(([name, count, reason]) => ({
        product: id(name),
        location: bar!.id,
        quantity: count - expected(name),
        kind: 'counted' as const,
        reference: inventory!.id,
        reason,
      })),
    DEMO_ACTOR,
  );
}
