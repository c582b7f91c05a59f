import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const site = (
  name: string,
  area: string,
  [lat, lng]: [number, number],
  [depthMin, depthMax]: [number, number],
  level: 'none' | 'openWater' | 'advancedOpenWater',
  notes: { current: string; entry: string; minDives?: number },
) => ({
  name,
  area,
  position: { lat, lng },
  depthMin,
  depthMax,
  level,
  minDives: notes.minDives ?? 0,
  currentNotes: notes.current,
  entryNotes: notes.entry,
});

/** Komodo National Park as the demo's boats dive it: the famous current sites and the gentle ones. */
const SITES = [
  site('Batu Bolong', 'Central Komodo', [-8.539, 119.623], [5, 40], 'advancedOpenWater', {
    current: 'Strong currents split at the rock; stay on the lee side and dive it around slack tide.',
    entry: 'Negative entry on the south side, close to the rock.',
    minDives: 30,
  }),
  site('Castle Rock', 'North Komodo', [-8.406, 119.562], [5, 40], 'advancedOpenWater', {
    current: 'Ripping currents over a submerged pinnacle; reef hooks, no gloves.',
    entry: 'Negative entry up-current, descend straight to 20 m.',
    minDives: 50,
  }),
  site('Crystal Rock', 'North Komodo', [-8.411, 119.556], [3, 30], 'advancedOpenWater', {
    current: 'Moderate to strong, changes direction with the tide.',
    entry: 'Entry at the visible rock, drift round it with the current.',
    minDives: 30,
  }),
  site('The Cauldron', 'North Komodo', [-8.4245, 119.5785], [5, 25], 'advancedOpenWater', {
    current: 'The channel funnels into the "Shotgun": stay together with your guide and go with it.',
    entry: 'Entry in the bay, descend over the sandy bowl.',
    minDives: 30,
  }),
  site('Manta Point', 'Central Komodo', [-8.534, 119.653], [3, 15], 'openWater', {
    current: 'Mild to strong drift over rubble; mantas at the cleaning stations.',
    entry: 'Drift dive, surface marker buoy for every pair.',
  }),
  site('Tatawa Besar', 'Central Komodo', [-8.5305, 119.632], [3, 22], 'openWater', {
    current: 'Gentle drift along a slope of soft corals.',
    entry: 'Entry at the northern tip, let the current carry you south.',
  }),
  site('Siaba Besar', 'Central Komodo', [-8.512, 119.647], [3, 18], 'openWater', {
    current: 'Sheltered bay, little current: turtles on every dive.',
    entry: 'Giant stride in the bay.',
  }),
  site('Sebayur Kecil', 'Central Komodo', [-8.499, 119.719], [3, 25], 'openWater', {
    current: 'Light current on the wall, calm in the shallows.',
    entry: 'Giant stride off the eastern point.',
  }),
  site('Pink Beach', 'South Komodo', [-8.602, 119.517], [3, 20], 'openWater', {
    current: 'Mostly calm; slight surge near the shore.',
    entry: 'Boat entry off the beach, ascend along the reef slope.',
  }),
  site('Cannibal Rock', 'Rinca, Nusa Kode', [-8.828, 119.603], [5, 35], 'advancedOpenWater', {
    current: 'Little current but cold upwellings: 21 °C below the thermocline.',
    entry: 'Entry at the rock, circle it clockwise.',
    minDives: 20,
  }),
  site('Yellow Wall of Texas', 'Rinca, Nusa Kode', [-8.831, 119.608], [5, 30], 'openWater', {
    current: 'Light current along the wall; cold water below 15 m.',
    entry: 'Giant stride at the wall, dive it with the wall on your right shoulder.',
  }),
  site('Coral Garden House Reef', 'Labuan Bajo', [-8.489, 119.878], [2, 18], 'none', {
    current: 'Calm, sheltered: the resort’s try dives and courses start here.',
    entry: 'Shore entry from the resort jetty.',
  }),
];

/**
 * The dive centre of the demo (issue 34): a dozen Komodo sites with positions, depths and levels,
 * six dive types each charging a product, and two boats, the resort's day boat and the vessel's tender.
 */
export async function loadDemoDive(tx: Tx, assets: { resort: string; vessel: string }) {
  await tx
    .insert(t.diveSites)
    .values(
      SITES.map((s) => ({
        ...s,
        // The far south is a liveaboard's ground, the house reef the resort's; the park both dive.
        resort: s.area === 'Labuan Bajo' ? assets.resort : null,
        vessel: s.area.startsWith('Rinca') ? assets.vessel : null,
      })),
    )
    .onConflictDoNothing();
  const [dives] = await tx
    .insert(t.productCategories)
    .values({ name: 'Dives', description: 'Single dives charged as they are logged' })
    .returning({ id: t.productCategories.id });
  const product = (name: string, amount: number) => ({
    name,
    amount,
    currency: 'EUR',
    addRule: 'PerDive',
    productCategory: dives!.id,
  });
  const products = await tx
    .insert(t.products)
    .values([
      product('Boat dive', 4500),
      product('House reef dive', 2500),
      product('Night dive', 5500),
      product('Nitrox boat dive', 5500),
      product('Course dive', 6500),
      product('Komodo park dive (incl. ranger fee)', 6000),
    ])
    .returning({ id: t.products.id, name: t.products.name });
  const productId = (name: string) => products.find((p) => p.name === name)!.id;
  const type = (
    name: string,
    kind: string,
    de: string,
    productName: string,
  ): typeof t.diveTypes.$inferInsert => ({
    name,
    kind,
    publicName: { en: name, de },
    product: productId(productName),
  });
  await tx
    .insert(t.diveTypes)
    .values([
      type('Boat dive', 'boat', 'Bootstauchgang', 'Boat dive'),
      type('House reef dive', 'shore', 'Hausrifftauchgang', 'House reef dive'),
      type('Night dive', 'night', 'Nachttauchgang', 'Night dive'),
      type('Nitrox dive', 'nitrox', 'Nitrox-Tauchgang', 'Nitrox boat dive'),
      type('Course dive', 'course', 'Kurstauchgang', 'Course dive'),
      type(
        'Komodo park dive',
        'boat',
        'Tauchgang im Komodo-Nationalpark',
        'Komodo park dive (incl. ranger fee)',
      ),
    ])
    .onConflictDoNothing();
  await tx
    .insert(t.diveBoats)
    .values([
      {
        name: 'Komodo Explorer',
        seats: 20,
        tanks: 45,
        resort: assets.resort,
        notes: 'Day boat of the resort: leaves the jetty at 07:00, back by 16:00.',
      },
      {
        name: 'Sea Whisper tender',
        seats: 10,
        tanks: 24,
        vessel: assets.vessel,
        notes: 'Fibreglass tender with two 60 hp outboards.',
      },
    ])
    .onConflictDoNothing();
}
