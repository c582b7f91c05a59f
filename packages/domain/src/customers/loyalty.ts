import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import { defineResource } from '../resources/index.ts';
import { VALIDATION_MESSAGES } from '../validation/index.ts';

/**
 * The loyalty programme (feature loyalityProgram, `/crm/loyality`): guests earn points for the
 * nights they stayed, the trips they made and the dives they logged, by rules the operator sets
 * (settings group `loyalty`); points earned in the last months give a tier whose benefits are
 * specials (the criterion LoyaltyTier); points are spent as a customer credit.
 */
export const LOYALTY_SETTING_KEYS = [
  'pointsPerNight',
  'pointsPerTrip',
  'pointsPerDive',
  'pointsPerCurrencyUnit',
  'minRedeemPoints',
  'tierMonths',
] as const;
export type LoyaltySettingKey = (typeof LOYALTY_SETTING_KEYS)[number];
export type LoyaltyRules = Record<LoyaltySettingKey, number>;

/** A small programme a dive centre starts with: a week's stay and its dives give about 200 points. */
export const DEFAULT_LOYALTY_RULES: LoyaltyRules = {
  pointsPerNight: 10,
  pointsPerTrip: 50,
  pointsPerDive: 5,
  pointsPerCurrencyUnit: 20,
  minRedeemPoints: 500,
  tierMonths: 24,
};

/** The rules from the stored settings (text values); a missing or broken value is its default. */
export function loyaltyRulesOf(stored: Partial<Record<string, string | undefined>>): LoyaltyRules {
  const rules = { ...DEFAULT_LOYALTY_RULES };
  for (const key of LOYALTY_SETTING_KEYS) {
    const value = Number(stored[key]);
    if (stored[key] !== undefined && stored[key] !== '' && Number.isInteger(value) && value >= 0)
      rules[key] = key === 'pointsPerCurrencyUnit' ? Math.max(1, value) : value;
  }
  return rules;
}

/** What a ledger entry is: earned by a stay or trip (per booking and guest), a dive, or moved by hand. */
export const LOYALTY_KINDS = ['stay', 'trip', 'dive', 'redeemed', 'correction'] as const;
export type LoyaltyKind = (typeof LOYALTY_KINDS)[number];
export const EARNING_KINDS = ['stay', 'trip', 'dive'] as const satisfies readonly LoyaltyKind[];

/** Points for one guest of a booking that has ended: its nights, and the trip when it was one. */
export function stayPoints(rules: LoyaltyRules, stay: { nights: number; trip: boolean }): number {
  return Math.max(0, stay.nights) * rules.pointsPerNight + (stay.trip ? rules.pointsPerTrip : 0);
}

/** The credit, in minor units of the base currency, that spending these points gives (rounded down). */
export function redemptionValue(rules: LoyaltyRules, points: number, minorDigits = 2): number {
  return Math.floor((points * 10 ** minorDigits) / rules.pointsPerCurrencyUnit);
}

/** The first day whose points count for the tier on `today`: `tierMonths` back, or ever when 0. */
export function tierWindowStart(rules: LoyaltyRules, today: string): string | null {
  if (rules.tierMonths === 0) return null;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(y, m - 1 - rules.tierMonths, 1));
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(d, lastDay));
  return back.toISOString().slice(0, 10);
}

export interface TierStep {
  id: string;
  name: string;
  minPoints: number;
}

/** The highest tier the points reach (ties by name), or null below the lowest. */
export function tierFor<T extends TierStep>(tiers: readonly T[], points: number): T | null {
  let best: T | null = null;
  for (const tier of tiers) {
    if (tier.minPoints > points) continue;
    if (
      !best ||
      tier.minPoints > best.minPoints ||
      (tier.minPoints === best.minPoints && tier.name < best.name)
    )
      best = tier;
  }
  return best;
}

/** The next tier above the points, with how many points are missing. */
export function nextTier<T extends TierStep>(
  tiers: readonly T[],
  points: number,
): { tier: T; missing: number } | null {
  const above = tiers.filter((t) => t.minPoints > points).sort((a, b) => a.minPoints - b.minPoints);
  return above[0] ? { tier: above[0], missing: above[0].minPoints - points } : null;
}

export const LOYALTY_MESSAGES = {
  notEnough: VALIDATION_MESSAGES.loyaltyNotEnough,
  belowMinimum: VALIDATION_MESSAGES.loyaltyBelowMinimum,
} as const;

const TIER_EDIT = ['customers.update'];

/** Tiers of the programme (`/api/loyaltytier`): a name and the points earned that reach it. */
export const loyaltyTierResource = defineResource({
  name: 'loyaltytier',
  scope: 'customers',
  scopes: { read: ['customers.read'], create: TIER_EDIT, update: TIER_EDIT, delete: TIER_EDIT },
  features: ['loyalityProgram'],
  schema: z.object({
    name: z.string().trim().min(1).max(60),
    minPoints: z.number().int().min(0).max(10_000_000),
    /** What the guest gets, in words for the statement and the club; the price benefit is a special. */
    benefits: z.string().trim().max(500).default(''),
    color: z
      .string()
      .regex(/^(#[0-9a-fA-F]{6})?$/)
      .default('')
      .meta({ ui: { widget: 'color' } }),
  }),
  search: ['name', 'benefits'],
  columns: ['name', 'minPoints', 'benefits', 'color'],
  sort: { field: 'minPoints', order: 1 },
  titleField: 'name',
});

/** `POST /api/customer/{id}/loyality/redeem`: points spent as a customer credit. */
export const loyaltyRedeemSchema = z.object({
  points: z.number().int().min(1).max(10_000_000),
  note: z.string().trim().max(500).default(''),
});
export type LoyaltyRedeem = z.infer<typeof loyaltyRedeemSchema>;

/** `POST /api/customer/{id}/loyality/correction`: points added or taken by hand, with the reason. */
export const loyaltyCorrectionSchema = z.object({
  points: z
    .number()
    .int()
    .min(-10_000_000)
    .max(10_000_000)
    .refine((p) => p !== 0),
  note: z.string().trim().min(1).max(500),
});
export type LoyaltyCorrection = z.infer<typeof loyaltyCorrectionSchema>;

export const loyaltyEntrySchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  kind: z.enum(LOYALTY_KINDS),
  points: z.number().int(),
  booking: z.string().nullable(),
  bookingNo: z.string().nullable(),
  diveLog: z.string().nullable(),
  credit: z.string().nullable(),
  note: z.string(),
  createdByName: z.string(),
});
export type LoyaltyEntry = z.infer<typeof loyaltyEntrySchema>;

const tierSchema = z.object({
  id: z.string(),
  name: z.string(),
  minPoints: z.number().int(),
  benefits: z.string(),
  color: z.string(),
});

/** A customer's statement (`GET /api/customer/{id}/loyality`): balance, tier, the last entries. */
export const loyaltyStatementSchema = z.object({
  customer: z.string(),
  balance: z.number().int(),
  earned: z.number().int(),
  /** Points earned since `since` (the tier's window; null: ever). */
  tierPoints: z.number().int(),
  since: isoDateSchema.nullable(),
  tier: tierSchema.nullable(),
  next: z.object({ tier: tierSchema, missing: z.number().int() }).nullable(),
  /** What the balance is worth as a credit, in minor units of `currency`. */
  value: z.number().int(),
  currency: z.string(),
  rules: z.object({
    pointsPerNight: z.number().int(),
    pointsPerTrip: z.number().int(),
    pointsPerDive: z.number().int(),
    pointsPerCurrencyUnit: z.number().int(),
    minRedeemPoints: z.number().int(),
    tierMonths: z.number().int(),
  }),
  entries: z.array(loyaltyEntrySchema),
  total: z.number().int(),
});
export type LoyaltyStatement = z.infer<typeof loyaltyStatementSchema>;

/** A member in the programme's list (`GET /api/customer/loyality/members`). */
export const loyaltyMemberSchema = z.object({
  customer: z.string(),
  fullName: z.string(),
  email: z.string(),
  balance: z.number().int(),
  earned: z.number().int(),
  tierPoints: z.number().int(),
  tier: z.string().nullable(),
  tierName: z.string().nullable(),
  lastEarned: isoDateSchema.nullable(),
});
export type LoyaltyMember = z.infer<typeof loyaltyMemberSchema>;

export const LOYALTY_MEMBER_SORTS = ['balance', 'earned', 'tierPoints', 'fullName', 'lastEarned'] as const;
export const loyaltyMembersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
  search: z.string().trim().max(100).default(''),
  tier: z.uuid().optional(),
  sort: z.enum(LOYALTY_MEMBER_SORTS).default('balance'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type LoyaltyMembersQuery = z.infer<typeof loyaltyMembersQuerySchema>;
