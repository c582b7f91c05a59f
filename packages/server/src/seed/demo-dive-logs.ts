import { addDays, type DiveLogEntry } from '@seaberth/domain';
import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import { SYSTEM_ACTOR } from '../http/actor.ts';
import type { BookingService } from '../modules/bookings/index.ts';
import { DiveLogService } from '../modules/dive/index.ts';
import type { Services } from '../services.ts';
import { random } from './demo-resort-stays.ts';

/** How far back the demo's logbook goes: about a season. */
const SEASON_DAYS = 120;
/** The demo's bookings start two weeks back (demo-resort-stays.ts): older dives are earlier visits. */
const BOOKED_DAYS = 14;

interface Site {
  id: string;
  depthMin: number | null;
  depthMax: number | null;
  resort: string | null;
  vessel: string | null;
  level: string;
}

/**
 * About a season of logged dives for the demo's guests on the Komodo sites (issue 34): two or three
 * dives a day per diving guest (a morning boat dive, a second one, sometimes a night or nitrox
 * dive), depths by site, guides of the resort or the vessel. Guests in house the last two weeks log
 * on their bookings through the dive log, so their packages are used and the rest is charged;
 * older dives are earlier visits, logged without a booking.
 */
export async function loadDemoDiveLogs(services: Services, bookings: BookingService, today: string) {
  const { db } = services.database;
  const log = new DiveLogService(services, bookings);
  const next = random(34);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const [sites, types, boats, guides] = await Promise.all([
    db.select().from(t.diveSites).where(eq(t.diveSites.isActive, true)),
    db.select().from(t.diveTypes),
    db.select().from(t.diveBoats),
    db
      .select({
        id: t.employees.id,
        resort: t.employees.resort,
        vessel: t.employees.vessel,
        firstName: t.employees.firstName,
      })
      .from(t.employees)
      .where(inArray(t.employees.role, ['instructor', 'divemaster'])),
  ]);
  const type = (kind: string, name?: string) =>
    types.find((ty) => ty.kind === kind && (!name || ty.name === name)) ?? types[0];
  if (!sites.length || !types.length) return;

  type Asset = { resort: string | null; vessel: string | null };
  const sitesOf = (asset: Asset): Site[] =>
    sites.filter(
      (s) =>
        (asset.resort ? s.vessel === null : s.resort === null) &&
        (s.resort === null || s.resort === asset.resort),
    );
  const depthAt = (site: Site) => {
    const low = site.depthMin ?? 5;
    const high = site.depthMax ?? 25;
    // Guests rarely go to the site's deepest point: mostly the middle of its range, to 30 m at most.
    return Math.round(Math.min(30, low + (high - low) * (0.35 + next() * 0.45)) * 10) / 10;
  };
  const day = (customer: string, date: string, asset: Asset, booking: string | null | undefined) => {
    const dives: DiveLogEntry[] = [];
    const boat = boats.find((b) => b.resort === asset.resort && b.vessel === asset.vessel) ?? null;
    const guide =
      guides.find((g) => (asset.resort ? g.resort === asset.resort : g.vessel === asset.vessel)) ?? null;
    const nitrox = next() < 0.2;
    const times = next() < 0.35 ? ['08:30', '11:30', '18:30'] : ['08:30', '11:30'];
    const places = sitesOf(asset);
    times.forEach((start, index) => {
      const night = start === '18:30';
      const site = night ? (places.find((s) => s.level === 'none') ?? pick(places)) : pick(places);
      const minutes = 45 + Math.floor(next() * 20);
      const [h, m] = start.split(':').map(Number) as [number, number];
      const endAt = h * 60 + m + minutes;
      const kind = night
        ? type('night')
        : nitrox
          ? type('nitrox')
          : site.vessel || site.resort
            ? type('boat', 'Boat dive')
            : type('boat', 'Komodo park dive');
      dives.push({
        date,
        start,
        end: `${String(Math.floor(endAt / 60)).padStart(2, '0')}:${String(endAt % 60).padStart(2, '0')}`,
        type: kind!.id,
        customer,
        depth: night ? Math.min(12, depthAt(site)) : depthAt(site),
        boat: site.resort && !asset.vessel && site.level === 'none' ? null : (boat?.id ?? null),
        diveSite: site.id,
        sort: index + 1,
        crew: '',
        diveGuide: guide?.id ?? null,
        rentalGear: next() < 0.3 ? 'BCD, regulator, 3 mm suit' : '',
        resort: asset.resort,
        vessel: asset.vessel,
        tankSize: next() < 0.8 ? 12 : 15,
        airMix: nitrox && !night ? 32 : 21,
        comment: '',
        ...(booking === undefined ? {} : { booking }),
      });
    });
    return dives;
  };

  // Guests in house during the last two weeks, on their bookings (billed).
  const b = t.bookings;
  const stays = await db
    .select({
      id: b.id,
      from: b.from,
      to: b.to,
      resort: b.resort,
      vessel: b.vessel,
      customer: t.bookingGuests.customer,
    })
    .from(b)
    .innerJoin(t.bookingGuests, eq(t.bookingGuests.booking, b.id))
    .where(
      and(
        inArray(b.state, ['confirmed', 'planned']),
        lte(b.from, today),
        gte(b.to, addDays(today, -BOOKED_DAYS)),
        isNotNull(t.bookingGuests.customer),
      ),
    )
    .orderBy(asc(b.from));
  const byBooking = new Map<string, DiveLogEntry[]>();
  const divers = new Set<string>();
  // A guest on two bookings at once (a stay before a trip of a combined booking) dives once a day.
  const dived = new Set<string>();
  for (const stay of stays) {
    // Seven in ten guests dive; the others snorkel or rest.
    if (next() >= 0.7) continue;
    divers.add(stay.customer);
    const asset = { resort: stay.vessel ? null : stay.resort, vessel: stay.vessel };
    const first =
      stay.from > addDays(today, -BOOKED_DAYS) ? addDays(stay.from, 1) : addDays(today, -BOOKED_DAYS);
    // Today's dives come from today's plan (demo-dive-plans.ts), logged there once they are over.
    const last = stay.to <= today ? addDays(stay.to, -1) : addDays(today, -1);
    for (let date = first; date <= last; date = addDays(date, 1)) {
      // A day off now and then.
      if (next() < 0.15 || dived.has(`${stay.customer}/${date}`)) continue;
      dived.add(`${stay.customer}/${date}`);
      byBooking.set(stay.id, [
        ...(byBooking.get(stay.id) ?? []),
        ...day(stay.customer, date, asset, stay.id),
      ]);
    }
  }
  for (const entries of byBooking.values()) await log.logDives(entries, SYSTEM_ACTOR);

  // Earlier visits of the season: divers of the demo, logged without a booking.
  const regulars = [...divers];
  if (!regulars.length) return;
  const earlier: DiveLogEntry[] = [];
  const resortAsset = stays.find((s) => !s.vessel && s.resort);
  const vesselAsset = stays.find((s) => s.vessel);
  for (let back = SEASON_DAYS; back > BOOKED_DAYS; back--) {
    const date = addDays(today, -back);
    const count = 6 + Math.floor(next() * 8);
    const chosen = new Set<string>();
    for (let i = 0; i < count; i++) chosen.add(pick(regulars));
    for (const customer of chosen) {
      const onBoard = vesselAsset && next() < 0.3;
      const asset = onBoard
        ? { resort: null, vessel: vesselAsset.vessel }
        : { resort: resortAsset?.resort ?? null, vessel: null };
      earlier.push(...day(customer, date, asset, null));
    }
  }
  for (let i = 0; i < earlier.length; i += 500) await log.logDives(earlier.slice(i, i + 500), SYSTEM_ACTOR);
}
