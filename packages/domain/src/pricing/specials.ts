import type { MatchedCriterion, QuoteWarning } from './calculation.ts';
import {
  type BookingFacts,
  bookingLevelHolds,
  criterionHolds,
  explainRule,
  NO_UNIT,
  type UnitFacts,
  unitLevelHolds,
} from './criteria.ts';
import { type Delta, freePlaces, groupDeltas, type ScopeGroup } from './discounts.ts';
import type { BookingSourceKind, QuoteContext, QuoteDraft } from './draft.ts';
import { convertExact, Dec, ZERO } from './money.ts';
import { inRange } from './pricing-fields.ts';
import type { IncludeInChannel, DiscountKind, Special } from './special.ts';
import type { Stay } from './stay.ts';
import type { PriceLine, Unit } from './units.ts';

/** SPEC §3 `includeIn`: the channel each booking source counts as. */
export const CHANNEL_OF_SOURCE: Record<BookingSourceKind, IncludeInChannel> = {
  direct: 'Booking',
  agency: 'AgentDirectBooking',
  online: 'CustomerDirectBooking',
  ota: 'OTABooking',
};

/**
 * Order of application (docs/pricing.md): kinds that set a price first, then free places, then
 * percentages, then fixed amounts; by name and id within a kind so the order never depends on
 * how the caller loaded the records.
 */
export const KIND_ORDER: readonly DiscountKind[] = [
  'Fix',
  'FixUnit',
  'Lowest',
  'FOC',
  'PerCent',
  'AbsoluteNights',
  'Absolute',
];

export function applicationOrder(a: Special, b: Special): number {
  return (
    KIND_ORDER.indexOf(a.discount) - KIND_ORDER.indexOf(b.discount) ||
    a.name.localeCompare(b.name, 'en') ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export interface QuoteEnv {
  draft: QuoteDraft;
  context: QuoteContext;
  stay: Stay;
  facts: BookingFacts;
  lines: PriceLine[];
}

export interface Candidate {
  special: Special;
  ignoreRules: boolean;
  units: Unit[];
}

export interface AppliedSpecial {
  special: Special;
  deltas: Delta[];
  groups: ScopeGroup[];
  /** Each group's price just before this special, for its explanation. */
  before: Dec[];
  rule: MatchedCriterion[];
}

/** Lines a target covers. Only lines on the booking's invoice: on-site lines are settled there. */
function targets(special: Special, line: PriceLine, currency: string): boolean {
  if (line.settlement !== 'Direct' || line.currency !== currency) return false;
  switch (special.target) {
    case 'booking':
      return true;
    case 'room':
      return line.kind === 'room_cost' || line.kind === 'tour';
    case 'commissionable':
      return line.commissionable;
    case 'product':
    case 'external':
    case 'addon':
      return line.kind === special.target;
    case 'productCategory':
      return (
        (line.kind === 'product' || line.kind === 'addon') &&
        line.category !== null &&
        special.productCategories.includes(line.category)
      );
  }
}

export function unitFacts(draft: QuoteDraft, unit: Unit): UnitFacts {
  const room = unit.room === null ? null : draft.rooms[unit.room];
  return {
    roomType: room?.roomType ?? null,
    paxInRoom: room ? room.beds.filter(Boolean).length : null,
    guest: unit.guest,
    night: unit.night,
  };
}

function matchedUnits(special: Special, env: QuoteEnv, ignoreRules: boolean): Unit[] {
  const ignorePerson = special.scope === 'Bed';
  return env.lines
    .filter((line) => targets(special, line, env.draft.currency))
    .flatMap((line) => line.units)
    .filter(
      (u) => ignoreRules || unitLevelHolds(special.rule, env.facts, unitFacts(env.draft, u), ignorePerson),
    );
}

function groupBy(units: readonly Unit[], key: (u: Unit) => string | null): ScopeGroup[] {
  const groups = new Map<string, Unit[]>();
  for (const u of units) {
    const k = key(u);
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), u]);
  }
  return [...groups].map(([k, us]) => ({ key: k, units: us }));
}

const byGuest = (units: readonly Unit[]) => groupBy(units, (u) => u.guest?.id ?? null);
const byBed = (units: readonly Unit[]) =>
  groupBy(units, (u) => (u.bed === null ? null : `${u.room}:${u.bed}`));

/** The changes a special makes at the current prices, and the groups that received them. */
export function specialDeltas(special: Special, env: QuoteEnv, units: Unit[]) {
  const money = ['Absolute', 'AbsoluteNights', 'FixUnit', 'Fix'].includes(special.discount);
  const value = money
    ? convertExact(new Dec(special.discountValue), special.currency, env.draft.currency, env.context.rates)
    : ZERO;
  let groups: ScopeGroup[];
  if (special.discount === 'FOC')
    groups = freePlaces(special, special.scope === 'Bed' ? byBed(units) : byGuest(units));
  else if (special.scope === 'Person') groups = byGuest(units);
  else if (special.scope === 'Bed') groups = byBed(units);
  else groups = units.length ? [{ key: 'booking', units }] : [];
  if (special.unique) groups = groups.slice(0, 1);
  const nights = env.stay.nights.length;
  const deltas = groups.flatMap((g) => groupDeltas(special, g.units, value, nights));
  return { deltas, groups };
}

/**
 * Specials of a type that may apply: active, offered in the booking's channel, added automatically
 * or chosen by hand, arriving inside the date range, with a booking-level rule that holds and at
 * least one unit to act on. A hand-picked special that cannot apply is reported, not dropped silently.
 */
export function candidates(env: QuoteEnv, type: Special['type'], warnings: QuoteWarning[]): Candidate[] {
  const chosen = new Map((env.draft.specials ?? []).map((s) => [s.special, s.ignoreRules === true]));
  const channel = CHANNEL_OF_SOURCE[env.draft.source];
  const found: Candidate[] = [];
  for (const special of env.context.specials ?? []) {
    if (special.type !== type) continue;
    const manual = chosen.has(special.id);
    const ignoreRules = chosen.get(special.id) === true;
    if (!manual && !special.autoAdd) continue;
    const offered = special.status === 'active' && special.includeIn.includes(channel);
    const ruleHolds =
      ignoreRules ||
      (inRange(special.dateRange, env.stay.arrival) && bookingLevelHolds(special.rule, env.facts));
    const units = offered && ruleHolds ? matchedUnits(special, env, ignoreRules) : [];
    if (units.length) found.push({ special, ignoreRules, units });
    else if (manual)
      warnings.push({
        code: 'SPECIAL_NOT_APPLICABLE',
        text: `${special.name} does not apply to this booking`,
        special: special.id,
      });
  }
  return found.sort((a, b) => applicationOrder(a.special, b.special));
}

const ruleKey = (s: Special) =>
  JSON.stringify(
    s.rule
      .map((c) => [c.criterion, c.operator, [...c.values].map(String).sort()])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );

/**
 * Specials that compete (one group, or the same non-empty rule without includeSpecialsWithSameRule)
 * are scored alone on the prices before any special; the best for the guest wins, ties in order.
 */
export function competitionWinners(list: Candidate[], env: QuoteEnv): Candidate[] {
  const keysOf = (c: Candidate) => [
    c.special.group ? `group:${c.special.group}` : null,
    c.special.rule.length && !c.special.includeSpecialsWithSameRule ? `rule:${ruleKey(c.special)}` : null,
  ];
  const keys = list.map(keysOf);
  const counts = new Map<string, number>();
  for (const k of keys.flat()) if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  // Only specials that share a key need scoring: the others apply anyway.
  const contested = keys.map((ks) => ks.some((k) => k !== null && (counts.get(k) ?? 0) > 1));
  const scored = list.map((c, index) => ({
    index,
    score: contested[index]
      ? specialDeltas(c.special, env, c.units).deltas.reduce((s, d) => s.plus(d.delta), ZERO)
      : ZERO,
  }));
  const byScore = [...scored].sort((a, b) => a.score.comparedTo(b.score) || a.index - b.index);
  const taken = new Set<string>();
  const winners = new Set<number>();
  for (const { index } of byScore) {
    const mine = keys[index].filter((k): k is string => k !== null);
    if (mine.some((k) => taken.has(k))) continue;
    for (const k of mine) taken.add(k);
    winners.add(index);
  }
  return list.filter((_, index) => winners.has(index));
}

/**
 * Applies the winning specials in order. A SpecialsGroup criterion sees the groups of the specials
 * applied before it, which keeps the outcome free of cycles.
 */
export function applySpecials(env: QuoteEnv, warnings: QuoteWarning[]): AppliedSpecial[] {
  const applied: AppliedSpecial[] = [];
  for (const c of competitionWinners(candidates(env, 'special', warnings), env)) {
    const facts: BookingFacts = {
      ...env.facts,
      specialsGroups: applied.flatMap((a) => (a.special.group ? [a.special.group] : [])),
    };
    const groupRule = c.special.rule.filter((r) => r.criterion === 'SpecialsGroup');
    if (!c.ignoreRules && !groupRule.every((r) => criterionHolds(r, facts, NO_UNIT))) continue;
    const { deltas, groups } = specialDeltas(c.special, env, c.units);
    const before = groups.map((g) => g.units.reduce((sum, u) => sum.plus(u.amount), ZERO));
    for (const d of deltas) d.unit.amount = d.unit.amount.plus(d.delta);
    const first = c.units[0];
    applied.push({
      special: c.special,
      deltas,
      groups,
      before,
      rule: explainRule(c.special.rule, facts, first ? unitFacts(env.draft, first) : NO_UNIT),
    });
  }
  return applied;
}
