import { z } from 'zod';
import { DIVE_LEVELS } from './dive-levels.ts';

/** A dive site as pickers offer it (plans, logs): what a planner weighs when choosing it. */
export const diveSiteChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  area: z.string(),
  level: z.enum(DIVE_LEVELS),
  minDives: z.number(),
  depthMin: z.number().nullable(),
  depthMax: z.number().nullable(),
  position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  resort: z.string().nullable(),
  vessel: z.string().nullable(),
});
export type DiveSiteChoice = z.infer<typeof diveSiteChoiceSchema>;

/**
 * `GET /api/settings/scubaDatesDiveSites` (SPEC §7 names it, its answer is not shown): the
 * planning defaults of the settings group `dive` and the active dive sites the user may pick.
 */
export const scubaDatesDiveSitesSchema = z.object({
  divesPerDay: z.number().int(),
  daysWithoutDives: z.number().int(),
  diveSites: z.array(diveSiteChoiceSchema),
});
export type ScubaDatesDiveSites = z.infer<typeof scubaDatesDiveSitesSchema>;
