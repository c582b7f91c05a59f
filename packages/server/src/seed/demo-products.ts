import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo shop: a course and rentals at the resort and on board, sunscreen everywhere, all
 * orderable ahead on the public booking pages, so extras show up there on a first look.
 */
export async function loadDemoProducts(tx: Tx, assets: { resort: string; vessel: string }) {
  const [courses, rental, shop] = await tx
    .insert(t.productCategories)
    .values([
      { name: 'Courses', description: 'Dive courses and certifications' },
      { name: 'Rental', description: 'Equipment hired for the stay' },
      { name: 'Shop', description: 'Things to take home or use up' },
    ])
    .returning({ id: t.productCategories.id });
  const sold = { onlineBookable: true, currency: 'EUR' };
  await tx.insert(t.products).values([
    ...[assets.resort, assets.vessel].flatMap((asset) => {
      const at = asset === assets.resort ? { resort: asset } : { vessel: asset };
      return [
        {
          ...sold,
          ...at,
          name: 'Nitrox course',
          description: 'Enriched air certification, two theory sessions and two dives',
          productCategory: courses!.id,
          amount: 19000,
          addRule: 'PerPerson',
        },
        {
          ...sold,
          ...at,
          name: 'Dive computer rental',
          description: 'Wrist computer for the whole stay',
          productCategory: rental!.id,
          amount: 800,
          addRule: 'PerDay',
        },
      ];
    }),
    {
      ...sold,
      name: 'Reef-safe sunscreen',
      description: 'SPF 50, 100 ml, free of oxybenzone and octinoxate',
      productCategory: shop!.id,
      amount: 1800,
      addRule: 'PerBooking',
    },
  ]);
}
