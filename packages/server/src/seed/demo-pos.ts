import { addDays } from '@seaberth/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { SYSTEM_ACTOR } from '../http/actor.ts';
import type { BookingService } from '../modules/bookings/index.ts';
import type { DemoProductPicture } from '../modules/media/index.ts';
import { PosClosingService, PosService } from '../modules/pos/index.ts';
import type { Services } from '../services.ts';
import { random } from './demo-resort-stays.ts';

/** The bar's and the shop's goods: name, category, price in cents, VAT, barcode. */
const GOODS: { name: string; category: string; amount: number; taxRate: number; barcode: string }[] = [
  { name: 'Bintang 0.33 l', category: 'Beer', amount: 450, taxRate: 19, barcode: '8991001100011' },
  { name: 'Bintang Radler', category: 'Beer', amount: 480, taxRate: 19, barcode: '8991001100028' },
  { name: 'Anker Stout', category: 'Beer', amount: 520, taxRate: 19, barcode: '8991001100035' },
  { name: 'Cola', category: 'Soft drinks', amount: 300, taxRate: 19, barcode: '5449000000996' },
  { name: 'Sprite', category: 'Soft drinks', amount: 300, taxRate: 19, barcode: '5449000014535' },
  {
    name: 'Mineral water 1.5 l',
    category: 'Soft drinks',
    amount: 200,
    taxRate: 19,
    barcode: '8992761111113',
  },
  { name: 'Young coconut', category: 'Soft drinks', amount: 350, taxRate: 7, barcode: '' },
  { name: 'Sunscreen SPF 30', category: 'Sunscreen', amount: 1500, taxRate: 19, barcode: '4005800000014' },
  { name: 'After-sun lotion', category: 'Sunscreen', amount: 1200, taxRate: 19, barcode: '4005800000021' },
  { name: 'T-shirt Seaberth', category: 'T-shirts', amount: 2500, taxRate: 19, barcode: '2000000000015' },
  { name: 'T-shirt Manta', category: 'T-shirts', amount: 2800, taxRate: 19, barcode: '2000000000022' },
];

/**
 * The point of sale of the demo (issue 35): a bar and a shop till, drinks, sunscreen and T-shirts,
 * paid sales of the last four days at both tills, a few of today's tabs on in-house guests' rooms
 * (on their bookings) and two tabs still open at the bar, one running on a guest in house. Each past day ends with both tills closed
 * (a Z report each), one evening a little short in the drawer with its reason.
 */
export async function loadDemoPos(
  services: Services,
  bookings: BookingService,
  today: string,
  resort: string,
) {
  const { db } = services.database;
  const pos = new PosService(services, bookings);
  const closings = new PosClosingService(services, pos);
  const staff = { ...SYSTEM_ACTOR, name: 'Demo bar staff' };
  const next = random(35);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

  // The tills sell from the stock's beach bar and dive shop (demo-stock.ts), when stock is kept.
  const locations = await db.select().from(t.stockLocations).where(eq(t.stockLocations.resort, resort));
  const location = (name: string) => locations.find((l) => l.name === name)?.id ?? null;
  const [bar, shop] = await db
    .insert(t.posTills)
    .values([
      { name: 'Bar', kind: 'bar', resort, stockLocation: location('Beach bar') },
      { name: 'Shop', kind: 'shop', resort, stockLocation: location('Dive shop') },
    ])
    .returning();
  const names = [...new Set(GOODS.map((g) => g.category))];
  const categories = await db
    .insert(t.productCategories)
    .values(names.map((name) => ({ name, description: `${name} sold at the counter` })))
    .onConflictDoNothing()
    .returning();
  const known = await db.select().from(t.productCategories).where(inArray(t.productCategories.name, names));
  const categoryId = new Map([...categories, ...known].map((c) => [c.name, c.id]));
  // The bar's counter shows drinks, the shop's sun care and shirts (the rental gear stays off both).
  const shows = (names: string[]) => names.map((n) => categoryId.get(n)).filter((id) => id !== undefined);
  await db
    .update(t.posTills)
    .set({ categories: shows(['Beer', 'Soft drinks']) })
    .where(eq(t.posTills.id, bar!.id));
  await db
    .update(t.posTills)
    .set({ categories: shows(['Sunscreen', 'T-shirts']) })
    .where(eq(t.posTills.id, shop!.id));
  // One catalogue: goods the stock already keeps get the counter's barcode, VAT and category.
  const kept = await db
    .select()
    .from(t.products)
    .where(
      inArray(
        t.products.name,
        GOODS.map((g) => g.name),
      ),
    );
  const products: (typeof t.products.$inferSelect)[] = [];
  for (const g of GOODS) {
    const values = {
      productCategory: categoryId.get(g.category) ?? null,
      amount: g.amount,
      barcode: g.barcode,
      taxRate: g.taxRate,
    };
    const existing = kept.find((p) => p.name === g.name);
    const [row] = existing
      ? await db.update(t.products).set(values).where(eq(t.products.id, existing.id)).returning()
      : await db
          .insert(t.products)
          .values({ ...values, name: g.name, description: '', currency: 'EUR', addRule: 'PerBooking' })
          .returning();
    products.push(row!);
  }
  const drinks = products.filter((p) => !/Sunscreen|After-sun|T-shirt/.test(p.name));
  const shopGoods = products.filter((p) => /Sunscreen|After-sun|T-shirt/.test(p.name));

  // Paid sales of the last four days, written as they were then (numbers before today's).
  const currency = await pos.currency();
  for (let back = 4; back >= 1; back--) {
    const day = addDays(today, -back);
    for (const [till, goods, count] of [
      [bar!, drinks, 8],
      [shop!, shopGoods, 3],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const items = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
          product: pick(goods),
          quantity: 1 + Math.floor(next() * 2),
        }));
        const total = items.reduce((s, item) => s + item.product.amount * item.quantity, 0);
        const kind = next() < 0.6 ? 'cash' : 'card';
        const at = new Date(
          `${day}T${String(11 + i).padStart(2, '0')}:${String(10 + i).padStart(2, '0')}:00Z`,
        );
        const [row] = await db
          .insert(t.posTransactions)
          .values({
            till: till.id,
            tillName: till.name,
            number: await pos.repository.nextNumber(till.id),
            state: 'paid',
            day,
            currency,
            total,
            paid: total,
            paymentKinds: [kind],
            userName: 'Demo bar staff',
            closedAt: at,
            createdAt: at,
            updatedAt: at,
            itemCount: items.reduce((s, item) => s + item.quantity, 0),
          })
          .returning();
        await db.insert(t.posLines).values(
          items.map((item, sort) => ({
            transaction: row!.id,
            product: item.product.id,
            name: item.product.name,
            category: item.product.productCategory,
            quantity: item.quantity,
            unitPrice: item.product.amount,
            taxRate: item.product.taxRate ?? 19,
            amount: item.product.amount * item.quantity,
            currency,
            sort,
          })),
        );
        // Cash is rounded up to the next five euros by the guest; the rest goes back as change.
        const given = kind === 'cash' ? Math.ceil(total / 500) * 500 : total;
        await db.insert(t.posPayments).values({
          transaction: row!.id,
          kind,
          amount: given,
          currency,
          baseAmount: total,
          change: given - total,
          createdAt: at,
        });
      }
      // The evening's count: as expected, but two euros short at the bar two days ago.
      const expected = (await closings.preview(till.id, staff.principal)).cash;
      const short = back === 2 && till === bar;
      await closings.close(
        {
          till: till.id,
          counted: expected.map((c, i) => ({
            currency: c.currency,
            amount: Math.max(0, c.expected - (short && i === 0 ? 200 : 0)),
          })),
          reason: short ? 'Change given twice to a guest in a hurry' : '',
        },
        staff,
        { day, at: new Date(`${day}T22:30:00Z`) },
      );
    }
  }

  // Today: a few rounds on in-house guests' rooms, through the counter as the bar would.
  const guests = await pos.guests();
  const rooms = [...new Map(guests.map((g) => [g.roomBooking, g])).values()].slice(0, 4);
  for (const guest of rooms) {
    const tab = await pos.addItems(
      {
        till: bar!.id,
        items: [
          { product: pick(drinks).id, quantity: 2 },
          { product: pick(drinks).id, quantity: 1 },
        ],
      },
      staff,
    );
    await pos.toFolio(tab.id, guest.roomBooking, guest.customer, staff);
  }
  if (rooms[0]) {
    const sale = await pos.addItems(
      { till: shop!.id, items: [{ product: shopGoods[0]!.id, quantity: 1 }] },
      staff,
    );
    await pos.toFolio(sale.id, rooms[0].roomBooking, rooms[0].customer, staff);
  }
  // Two tabs still open at the bar: the evening is not over. One runs on a guest in house (their
  // check-out warns of it until it is settled), the other is a walk-in's.
  for (const quantity of [3, 1]) {
    const tab = await pos.addItems({ till: bar!.id, items: [{ product: drinks[0]!.id, quantity }] }, staff);
    const guest = quantity === 3 ? guests.find((g) => !rooms.includes(g)) : undefined;
    if (guest) await pos.tabGuest(tab.id, guest.roomBooking, guest.customer);
  }
  // A cash sale of today in another currency, if the demo has one besides the till's.
  const paid = await pos.addItems({ till: bar!.id, items: [{ product: drinks[3]!.id, quantity: 2 }] }, staff);
  const usd = (await db.select().from(t.currencies).where(eq(t.currencies.code, 'USD')))[0];
  await pos.pay(
    paid.id,
    usd && currency !== 'USD'
      ? { kind: 'cash', amount: 1000, currency: 'USD', reference: '' }
      : { kind: 'cash', amount: 1000, reference: '' },
    staff,
  );
}

/** Which picture each good of the counter shows on its tile (by category; the coconut its own). */
const PICTURE_OF: Record<string, DemoProductPicture> = {
  Beer: 'beer',
  'Soft drinks': 'can',
  Sunscreen: 'sunscreen',
  'T-shirts': 'shirt',
};

/** The counter's goods get their pictures (made after the demo's transaction, as files are). */
export async function attachDemoProductPictures(db: Db, pictures: Record<DemoProductPicture, string>) {
  for (const good of GOODS) {
    const picture = good.name === 'Young coconut' ? 'coconut' : PICTURE_OF[good.category];
    const id = picture && pictures[picture];
    if (id)
      await db
        .update(t.products)
        .set({ images: [id] })
        .where(eq(t.products.name, good.name));
  }
}
