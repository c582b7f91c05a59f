import { AIR_OXYGEN, type DiveLogEntry } from './dive-log.ts';
import { DEFAULT_NITROX_MIX, type DivePlan, type DivePlanDive } from './dive-plan.ts';

/** Minutes of a day: a dive planned to end after midnight is logged as ending at 23:59. */
const LAST_MINUTE = 24 * 60 - 1;

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** When a dive that starts at `time` (HH:mm) and takes `minutes` ends, on the same day. */
export function diveEndClock(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  return clockOf(Math.min(h! * 60 + m! + minutes, LAST_MINUTE));
}

/**
 * The oxygen percentage of a planned mix: "EAN32", "32 %", "Nx36" → 32, 36; air (or nothing) on a
 * dive that is no nitrox dive → 21; a nitrox dive without a mix is the default mix's.
 */
export function oxygenOf(mix: string, nitroxDive: boolean): number {
  const found = /(\d{2,3})/.exec(mix);
  const percent = found ? Number(found[1]) : NaN;
  if (percent >= AIR_OXYGEN && percent <= 100) return percent;
  return nitroxDive ? Number(/(\d+)/.exec(DEFAULT_NITROX_MIX)![1]) : AIR_OXYGEN;
}

/** Why a planned dive cannot be logged; null when it can. */
export function divePlanLogBlocker(dive: DivePlanDive): 'noType' | 'noDivers' | 'allLogged' | null {
  if (!dive.type) return 'noType';
  if (dive.divers.length === 0) return 'noDivers';
  if (dive.divers.every((d) => d.loggedDive !== null)) return 'allLogged';
  return null;
}

/**
 * "Log this dive" (issue 34): one dive-log entry per diver of a planned dive not logged yet, filled
 * from the plan (day, times, site, type, boat, guide, crew, the diver's mix); depth and the exact
 * times are corrected afterwards. `sort` is the diver's n-th dive of the plan's day.
 */
export function divePlanLogEntries(plan: DivePlan, dive: DivePlanDive): DiveLogEntry[] {
  if (!dive.type) return [];
  const earlier = (customer: string) =>
    plan.dives.filter((other) => other.time < dive.time && other.divers.some((d) => d.customer === customer))
      .length;
  return dive.divers
    .filter((diver) => diver.loggedDive === null)
    .map((diver) => ({
      date: plan.date,
      start: dive.time,
      end: diveEndClock(dive.time, dive.minutes),
      type: dive.type!,
      customer: diver.customer,
      depth: null,
      boat: dive.boat,
      diveSite: dive.site,
      sort: Math.min(earlier(diver.customer) + 1, 20),
      crew: dive.crew
        .map((c) => c.name)
        .filter(Boolean)
        .join(', ')
        .slice(0, 500),
      diveGuide: dive.guide,
      rentalGear: '',
      resort: plan.resort,
      vessel: plan.vessel,
      tankSize: null,
      airMix: oxygenOf(diver.nitroxMix, dive.typeKind === 'nitrox'),
      comment: '',
    }));
}
