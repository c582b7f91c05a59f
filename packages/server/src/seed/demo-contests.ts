import { randomInt } from 'node:crypto';
import { addDays, drawBounds, drawWinners } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { Services } from '../services.ts';

/** A contest of the demo: its period relative to today, its texts, and who entered (by e-mail). */
interface DemoContest {
  name: string;
  from: number;
  to: number;
  winners: number;
  prize: { en: string; de: string };
  terms: { en: string; de: string };
  entrants: string[];
  /** Days after the end the winners were drawn; running contests are not drawn. */
  drawnAfter?: number;
}

const TERMS = {
  en: 'Every guest of ours may enter once, free of charge and without subscribing to anything. The winners are drawn at random among all entries after the last day and told by e-mail; the prize cannot be paid out in cash.',
  de: 'Jeder unserer Gäste kann einmal teilnehmen, kostenlos und ohne etwas zu abonnieren. Die Gewinner werden nach dem letzten Tag unter allen Teilnahmen zufällig ausgelost und per E-Mail benachrichtigt; eine Barauszahlung des Gewinns ist nicht möglich.',
};

const CONTESTS: DemoContest[] = [
  {
    name: 'Win a week on the house reef',
    from: -14,
    to: 30,
    winners: 1,
    prize: {
      en: 'Seven nights in a garden bungalow with two dives a day on the house reef',
      de: 'Sieben Nächte im Garten-Bungalow mit zwei Tauchgängen täglich am Hausriff',
    },
    terms: TERMS,
    entrants: [
      'daan.devries@example.com',
      'sanne.devries@example.com',
      'sarah.costa@example.org',
      'kenji.andersson@example.org',
      'mikkel.hansen@example.com',
      'anna.berg@example.com',
      'james.taylor@example.com',
      'maximilian.fischer@example.com',
    ],
  },
  {
    name: 'Critter of the season photo contest',
    from: -150,
    to: -60,
    winners: 2,
    prize: {
      en: 'First prize a nitrox course, second prize a dive computer strap and a logbook',
      de: 'Erster Preis ein Nitrox-Kurs, zweiter Preis ein Tauchcomputer-Armband und ein Logbuch',
    },
    terms: TERMS,
    entrants: [
      'ethan.brown@example.com',
      'ava.brown@example.com',
      'pablo.garcia@example.com',
      'lucia.fernandez@example.com',
      'hiroshi.tanaka@example.com',
      'mei.lin@example.com',
      'freja.hansen@example.com',
    ],
    drawnAfter: 2,
  },
];

/** Noon in the operator's day, far enough from midnight to stay on that day in any timezone. */
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The demo's contests (issue 37): one running with guests entered by the front desk, one past and
 * drawn, with its log. Guests not in the demo are left out.
 */
export async function loadDemoContests(services: Services, today: string): Promise<void> {
  const { db } = services.database;
  const guests = await db.select({ id: t.customers.id, contact: t.customers.contact }).from(t.customers);
  const byEmail = new Map(guests.map((g) => [(g.contact as { email?: string }).email ?? '', g.id]));
  for (const demo of CONTESTS) {
    const from = addDays(today, demo.from);
    const to = addDays(today, demo.to);
    const [contest] = await db
      .insert(t.contests)
      .values({ name: demo.name, from, to, winners: demo.winners, prize: demo.prize, terms: demo.terms })
      .returning();
    if (!contest) continue;
    const pool = demo.entrants.flatMap((email) => byEmail.get(email) ?? []);
    // Entered a few days apart, from the first day of the period on (and never after today).
    const entries = pool.map((customer, i) => ({
      contest: contest.id,
      customer,
      source: 'staff',
      enteredByName: 'Rita Reservations',
      enteredAt: atNoon(addDays(from, Math.min(i * 2, demo.to - demo.from, -demo.from))),
    }));
    if (entries.length) await db.insert(t.contestEntries).values(entries);
    if (demo.drawnAfter === undefined || pool.length === 0) continue;
    const randomNumbers = drawBounds(pool.length, demo.winners).map((bound) => randomInt(bound));
    const winners = drawWinners(pool, randomNumbers);
    await db.insert(t.contestDraws).values({
      contest: contest.id,
      drawnAt: atNoon(addDays(to, demo.drawnAfter)),
      drawnByName: 'Administrator',
      entries: pool.length,
      randomNumbers,
      pool,
      winners,
    });
    for (const [rank, customer] of winners.entries())
      await db
        .update(t.contestEntries)
        .set({ winnerRank: rank + 1 })
        .where(
          sql`${t.contestEntries.contest} = ${contest.id} and ${t.contestEntries.customer} = ${customer}`,
        );
  }
}
