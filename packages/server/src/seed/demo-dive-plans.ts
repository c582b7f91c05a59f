import {
  addDays,
  addYears,
  type CustomerData,
  type DiveLogEntry,
  type DiveLogRecord,
  guestFormDataSchema,
  MEDICAL_QUESTIONS,
} from '@seaberth/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { Actor } from '../http/actor.ts';
import { SYSTEM_ACTOR } from '../http/actor.ts';
import { DivePlanService } from '../modules/dive/index.ts';
import type { Services } from '../services.ts';

/** A signature pad's stroke: enough for the demo's waivers to count as signed. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const CARDS = [
  { certificationAgency: 'PADI', certificationLevel: 'Advanced Open Water', dives: 85, nitrox: true },
  { certificationAgency: 'SSI', certificationLevel: 'Open Water Diver', dives: 24, nitrox: false },
  { certificationAgency: 'PADI', certificationLevel: 'Rescue Diver', dives: 160, nitrox: true },
  { certificationAgency: 'CMAS', certificationLevel: '** (Two Star)', dives: 60, nitrox: false },
] as const;
const SIZES = ['S', 'M', 'L', 'XL'] as const;

const ACTOR: Actor = { ...SYSTEM_ACTOR, name: 'Dana Divemaster' };

/** The dive log's `logDives`: a planned dive's entries logged and billed. */
type LogDives = (entries: DiveLogEntry[], actor: Actor) => Promise<DiveLogRecord[]>;

/**
 * Dive plans for the demo (issue 34): today's and tomorrow's plans of the resort and the vessel for
 * their guests in house, two boat dives each with site, type, boat and guide. The guests get diver
 * data and a signed guest form where they have none, so most are fit to dive; the first guest's last
 * dive was two years ago (a warning on the plan), and one Open Water diver stands on a site that
 * asks for Advanced (a block), so every state shows on first start.
 */
export async function loadDemoDivePlans(
  services: Services,
  logDives: LogDives,
  assets: { resort: string; vessel: string },
  today: string,
): Promise<void> {
  const { db } = services.database;
  const plans = new DivePlanService(services);
  const byName = async <T extends { id: string; name: string }>(rows: Promise<T[]>, name: string) =>
    (await rows).find((r) => r.name === name)?.id ?? null;
  const sites = db.select({ id: t.diveSites.id, name: t.diveSites.name }).from(t.diveSites);
  const types = db.select({ id: t.diveTypes.id, name: t.diveTypes.name }).from(t.diveTypes);
  const boats = db.select({ id: t.diveBoats.id, name: t.diveBoats.name }).from(t.diveBoats);
  const staff = await db
    .select({ id: t.employees.id, role: t.employees.role, resort: t.employees.resort })
    .from(t.employees);
  const places = [
    {
      place: { resort: assets.resort },
      boat: await byName(boats, 'Komodo Explorer'),
      dives: ['Manta Point', 'Batu Bolong'],
      guide: staff.find((e) => e.resort === assets.resort && e.role === 'instructor')?.id ?? null,
    },
    {
      place: { vessel: assets.vessel },
      boat: await byName(boats, 'Sea Whisper tender'),
      dives: ['Yellow Wall of Texas', 'Cannibal Rock'],
      guide: null,
    },
  ];
  const boatDive = await byName(types, 'Komodo park dive');
  let first = true;
  for (const date of [today, addDays(today, 1)])
    for (const spot of places) {
      const guests = await plans.guests({ date, ...spot.place }, ACTOR.principal);
      if (!guests.length) continue;
      let customers = guests.map((g) => g.customer);
      // The rusty diver: a guest with no dive logged with us (the dive log's demo logs most), so
      // the two-year-old last dive they declared is what the plan goes by; first on the plan.
      let stale: string | null = null;
      if (first) {
        const logged = await db
          .selectDistinct({ customer: t.diveLogs.customer })
          .from(t.diveLogs)
          .where(inArray(t.diveLogs.customer, customers));
        const dived = new Set(logged.map((row) => row.customer));
        stale = customers.find((c) => !dived.has(c)) ?? null;
        if (stale) customers = [stale, ...customers.filter((c) => c !== stale)];
      }
      await fitToDive(services, customers, today, stale);
      first = false;
      let plan = await plans.create({ date, ...spot.place }, ACTOR);
      for (const [i, siteName] of spot.dives.entries()) {
        const dive = plan.dives[i];
        if (!dive) continue;
        plan = await plans.updateDive(
          plan.id,
          dive.id,
          { site: await byName(sites, siteName), type: boatDive, boat: spot.boat, guide: spot.guide },
          ACTOR,
        );
        for (const customer of customers.slice(0, 10))
          plan = await plans.addDiver(plan.id, dive.id, { customer, nitroxMix: '' }, ACTOR);
      }
      if (date === today) await finishMorningDive(plans, plan.id, logDives);
    }
}

/**
 * Once today's first dive is over (by the demo's clock), it went as a day does: every diver ticked
 * back on board, the dive closed and logged in one step, so the dive log and the overview show
 * today; a demo loaded early in the morning leaves it to the user.
 */
async function finishMorningDive(plans: DivePlanService, id: string, logDives: LogDives) {
  const plan = await plans.get(id, ACTOR.principal);
  const morning = plan.dives[0];
  if (!morning || morning.minutesSinceEnd === null || !morning.type) return;
  for (const diver of morning.divers) await plans.back(id, diver.id, true, ACTOR);
  await plans.close(id, morning.id, '', ACTOR);
  await plans.logDive(id, morning.id, ACTOR, logDives);
}

/**
 * Diver data and a signed guest form (as if sent and applied a week ago) for guests who have none:
 * the `stale` guest last dived two years ago; one in four holds an Open Water card.
 */
async function fitToDive(services: Services, customers: string[], today: string, stale: string | null) {
  const { db } = services.database;
  const rows = await db
    .select({ id: t.customers.id, diver: t.customers.diver, gear: t.customers.gear })
    .from(t.customers)
    .where(inArray(t.customers.id, customers))
    .orderBy(asc(t.customers.sortName));
  for (const [i, row] of rows.entries()) {
    if (row.diver.certificationLevel && row.id !== stale) continue;
    const card = CARDS[i % CARDS.length]!;
    const diver: CustomerData['diver'] = {
      ...row.diver,
      ...card,
      certificationNumber: `D${1000 + i}`,
      lastDive: row.id === stale ? addYears(today, -2) : addDays(today, -40 - i * 9),
      insurance: 'DAN Europe',
      insuranceNumber: `DAN-${2000 + i}`,
      emergencyName: 'Family contact',
      emergencyPhone: `+49 30 5550 ${100 + i}`,
      emergencyRelation: 'family',
    };
    const size = SIZES[i % SIZES.length]!;
    const gear: CustomerData['gear'] = {
      ...row.gear,
      wetsuit: size,
      bcd: size,
      fins: `EU ${38 + (i % 7)}`,
      rental: i % 2 === 0,
    };
    await db.update(t.customers).set({ diver, gear }).where(eq(t.customers.id, row.id));
  }
  // The waiver: a signed guest form for the guests in house who sent none.
  const stays = await db
    .select({
      booking: t.bookingGuests.booking,
      roomBooking: t.bookingGuests.roomBooking,
      bed: t.bookingGuests.bed,
      customer: t.bookingGuests.customer,
    })
    .from(t.bookingGuests)
    .leftJoin(
      t.guestForms,
      and(
        eq(t.guestForms.customer, t.bookingGuests.customer),
        sql`${t.guestForms.state} in ('submitted', 'applied')`,
      ),
    )
    .where(and(inArray(t.bookingGuests.customer, customers), isNull(t.guestForms.id)));
  const seen = new Set<string>();
  for (const stay of stays) {
    if (seen.has(stay.customer)) continue;
    seen.add(stay.customer);
    await db
      .insert(t.guestForms)
      .values({
        booking: stay.booking,
        roomBooking: stay.roomBooking,
        bed: stay.bed,
        customer: stay.customer,
        state: 'applied',
        submittedAt: new Date(`${addDays(today, -7)}T09:00:00Z`),
        appliedAt: new Date(`${addDays(today, -6)}T09:00:00Z`),
        appliedByName: 'Demo',
        data: guestFormDataSchema.parse({
          medical: { answers: Object.fromEntries(MEDICAL_QUESTIONS.map((q) => [q, false])) },
          consent: true,
          signature: SIGNATURE,
        }),
      })
      // A place whose guest began a form keeps it; that guest's waiver stays missing.
      .onConflictDoNothing();
  }
}
