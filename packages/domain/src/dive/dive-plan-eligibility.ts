import { addMonths } from '../dates/index.ts';
import { type DiveLevel, diveLevelOf, meetsDiveLevel } from './dive-levels.ts';
import type { DiveKind } from './dive-master-data.ts';

/**
 * Whether a diver may go on a planned dive (issue 34): each rule gives a reason with its weight.
 * A block keeps the diver out of the water until someone allowed to change plans overrides it with
 * a reason; a warning tells the guide to look twice (a refresher, a check dive).
 */
export const DIVE_ELIGIBILITY = ['ok', 'warning', 'block'] as const;
export type DiveEligibility = (typeof DIVE_ELIGIBILITY)[number];

export const DIVE_ELIGIBILITY_REASONS = [
  'level',
  'lastDive',
  'minDives',
  'nitrox',
  'medical',
  'waiver',
] as const;
export type DiveEligibilityReason = (typeof DIVE_ELIGIBILITY_REASONS)[number];

export interface DiveEligibilityFinding {
  reason: DiveEligibilityReason;
  severity: Exclude<DiveEligibility, 'ok'>;
  /** What the web words the reason with (levels, dates, counts). */
  params: Record<string, string | number>;
}

/** Months without a dive after which a diver should refresh first (a warning, not a block). */
export const LAST_DIVE_MONTHS = 12;

/** What the rules read of one diver on one dive. */
export interface DiveEligibilityInput {
  /** The plan's day. */
  date: string;
  site: { level: DiveLevel; minDives: number } | null;
  typeKind: DiveKind | null;
  diver: {
    /** The certification as the customer (or the guest form) has it: "PADI AOWD". */
    certification: string;
    /** Dives the diver declared (customer's diver group), null when unknown. */
    declaredDives: number | null;
    /** The last dive the diver declared, null when unknown. */
    declaredLastDive: string | null;
    nitrox: boolean;
  };
  /** What the dive log holds of this diver (null: no log yet, or nothing logged). */
  logged: { dives: number; lastDive: string | null } | null;
  /**
   * The diver's latest sent guest form: the medical questionnaire (any yes), whether a physician's
   * evaluation came with it, and whether it was agreed to and signed (the waiver). Null: none sent.
   */
  form: { medicalYes: boolean; physicianForm: boolean; signed: boolean } | null;
}

/** Dives the diver has made: declared or logged here, whichever tells more. */
export function divesMade(input: Pick<DiveEligibilityInput, 'diver' | 'logged'>): number | null {
  const declared = input.diver.declaredDives;
  const logged = input.logged?.dives ?? null;
  if (declared === null) return logged;
  return logged === null ? declared : Math.max(declared, logged);
}

/** The latest dive known: declared or logged, whichever is later. */
export function lastDiveOf(input: Pick<DiveEligibilityInput, 'diver' | 'logged'>): string | null {
  const dates = [input.diver.declaredLastDive, input.logged?.lastDive ?? null].filter((d): d is string =>
    Boolean(d),
  );
  return dates.length ? dates.sort().at(-1)! : null;
}

/** Every reason this diver should not (block) or should think twice before (warning) diving. */
export function diveEligibilityFindings(input: DiveEligibilityInput): DiveEligibilityFinding[] {
  const findings: DiveEligibilityFinding[] = [];
  const level = diveLevelOf(input.diver.certification);
  if (input.site && !meetsDiveLevel(level, input.site.level))
    findings.push({ reason: 'level', severity: 'block', params: { has: level, needs: input.site.level } });
  const last = lastDiveOf(input);
  const since = addMonths(input.date, -LAST_DIVE_MONTHS);
  if (last && last < since)
    findings.push({ reason: 'lastDive', severity: 'warning', params: { last, months: LAST_DIVE_MONTHS } });
  const dives = divesMade(input);
  if (input.site && input.site.minDives > 0 && (dives ?? 0) < input.site.minDives)
    findings.push({
      reason: 'minDives',
      severity: 'block',
      params: { has: dives ?? 0, needs: input.site.minDives },
    });
  if (input.typeKind === 'nitrox' && !input.diver.nitrox)
    findings.push({ reason: 'nitrox', severity: 'block', params: {} });
  if (input.form?.medicalYes && !input.form.physicianForm)
    findings.push({ reason: 'medical', severity: 'block', params: {} });
  if (!input.form?.signed) findings.push({ reason: 'waiver', severity: 'block', params: {} });
  return findings;
}

/**
 * The diver's standing: the worst finding; an overridden block weighs as a warning (the guide
 * still sees why), so an override never hides the reason, it only lets the diver go.
 */
export function diveEligibility(
  findings: readonly DiveEligibilityFinding[],
  overridden: boolean,
): DiveEligibility {
  if (findings.some((f) => f.severity === 'block')) return overridden ? 'warning' : 'block';
  return findings.length ? 'warning' : 'ok';
}
