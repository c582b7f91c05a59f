/**
 * The diver levels a site asks for, lowest first. Agencies name their courses differently (PADI
 * Advanced Open Water, SSI Advanced Adventurer, CMAS 2*), so sites name the common step, and a
 * guest's certification (free text on the customer and the guest form) is read as one of them.
 * `none` is a site fit for a first try with an instructor.
 */
export const DIVE_LEVELS = ['none', 'openWater', 'advancedOpenWater', 'rescue', 'divemaster'] as const;
export type DiveLevel = (typeof DIVE_LEVELS)[number];

/** Whether a diver of level `has` may dive where `needs` is asked. */
export function meetsDiveLevel(has: DiveLevel, needs: DiveLevel): boolean {
  return DIVE_LEVELS.indexOf(has) >= DIVE_LEVELS.indexOf(needs);
}

/**
 * Highest first: the first that matches names the level ("Advanced Open Water" contains "Open
 * Water", "CMAS ***" contains "CMAS *"). CMAS stars: one is open water, two advanced, three a guide.
 */
const LEVEL_WORDS: readonly [DiveLevel, RegExp][] = [
  [
    'divemaster',
    /dive ?master|\bdm\b|instructor|dive ?leader|dive ?guide|tauchlehrer|cmas\s*(\*{3}|3)|\bgold\b/i,
  ],
  ['rescue', /rescue|master scuba|\bsilber\b|\bsilver\b/i],
  ['advancedOpenWater', /advanced|\baowd?\b|adventurer|sports? diver|cmas\s*(\*{2}|2)/i],
  ['openWater', /open ?water|\bowd?\b|scuba diver|ocean diver|cmas\s*(\*|1)|bronze/i],
];

/**
 * A certification as people write it ("PADI AOWD", "CMAS **", "Rescue Diver") as a dive level;
 * `none` when nothing is recognised, so an unknown card never passes for more than it is.
 */
export function diveLevelOf(certification: string): DiveLevel {
  const text = certification.trim();
  if (!text) return 'none';
  for (const [level, words] of LEVEL_WORDS) if (words.test(text)) return level;
  return 'none';
}
