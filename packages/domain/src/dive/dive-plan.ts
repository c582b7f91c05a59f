import { z } from 'zod';
import { timeOfDay } from '../assets/index.ts';
import { isoDateSchema } from '../dates/index.ts';
import { DIVE_LEVELS } from './dive-levels.ts';
import { DIVE_KINDS } from './dive-master-data.ts';
import { DIVE_ELIGIBILITY, DIVE_ELIGIBILITY_REASONS } from './dive-plan-eligibility.ts';

/**
 * A day's dive plan of one resort or one vessel (`/api/diveplan`, issue 34): the dives (time, site,
 * type, boat, guide, crew) and the divers on each, with each diver's eligibility and the head count.
 */

/** Minutes a dive takes from leaving the boat until the last diver is back, when not said. */
export const DEFAULT_DIVE_MINUTES = 60;
/** The mix a diver on a nitrox dive breathes unless the planner names another (32 % oxygen). */
export const DEFAULT_NITROX_MIX = 'EAN32';
/** The times a new plan proposes for its dives, in order (SPEC §9: 3 dives a day by default). */
export const DEFAULT_DIVE_TIMES = ['08:00', '11:00', '14:30', '18:00', '20:00'] as const;

const place = { resort: z.uuid().optional(), vessel: z.uuid().optional() };
/** A plan is for exactly one of resort and vessel. */
const onePlace = [
  (value: { resort?: string; vessel?: string }) => Boolean(value.resort) !== Boolean(value.vessel),
  { message: 'Name the resort or the vessel the plan is for', path: ['resort'] },
] as [(value: { resort?: string; vessel?: string }) => boolean, { message: string; path: string[] }];

/** The resort or the vessel of a plan (`GET /api/diveplan/staff`). */
export const divePlanPlaceSchema = z.object(place).refine(...onePlace);
/** The day and the place of a plan. */
export const divePlanDaySchema = z.object({ date: isoDateSchema, ...place }).refine(...onePlace);
export type DivePlanDay = z.output<typeof divePlanDaySchema>;

const reference = () => z.uuid().nullable().default(null);

/** A dive's fields as the planner sets them (`POST {id}/dives`, `POST {id}/dives/{dive}`). */
export const divePlanDiveInputSchema = z.object({
  time: timeOfDay,
  minutes: z.number().int().min(5).max(600).default(DEFAULT_DIVE_MINUTES),
  site: reference(),
  type: reference(),
  boat: reference(),
  /** An employee (staff) who leads the divers. */
  guide: reference(),
  /** Employees on the boat besides the guide. */
  crew: z.array(z.uuid()).max(30).default([]),
  notes: z.string().trim().max(1000).default(''),
});
export type DivePlanDiveInput = z.input<typeof divePlanDiveInputSchema>;
export const divePlanDivePatchSchema = divePlanDiveInputSchema.partial();

/** A breathing gas as the planner writes it: "EAN32", "Nx 36", "32 %"; empty for air. */
const NITROX_MIX = /^(?:EAN|NX)?\s*(\d{2,3})\s*%?$/i;
const nitroxMix = z
  .string()
  .trim()
  .max(20)
  .refine(
    (mix) => {
      if (mix === '') return true;
      const oxygen = Number(NITROX_MIX.exec(mix)?.[1]);
      return oxygen >= 21 && oxygen <= 100;
    },
    { message: 'Write the mix as EAN32 or 32 % (21 to 100 % oxygen)' },
  );

/** `POST {id}/dives/{dive}/divers`: a guest on a dive (a nitrox mix for a nitrox dive). */
export const divePlanDiverInputSchema = z.object({
  customer: z.uuid(),
  nitroxMix: nitroxMix.default(''),
});

/** `POST {id}/divers/{diver}`: the diver's mix for this dive (empty: air). */
export const divePlanDiverPatchSchema = z.object({ nitroxMix });

/** `POST {id}/divers/{diver}/move`: the diver onto another dive of the same plan. */
export const divePlanMoveSchema = z.object({ dive: z.uuid() });

/** A named reason (an override of a block, a dive closed with a diver missing). */
export const divePlanReasonSchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const divePlanCloseSchema = z.object({ reason: z.string().trim().max(500).default('') });
/** `POST {id}/divers/{diver}/back`: ticked back on board (or the tick taken back). */
export const divePlanBackSchema = z.object({ back: z.boolean() });

export const divePlanFindingSchema = z.object({
  reason: z.enum(DIVE_ELIGIBILITY_REASONS),
  severity: z.enum(['warning', 'block']),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const divePlanDiverSchema = z.object({
  id: z.string(),
  customer: z.string(),
  fullName: z.string(),
  certification: z.string(),
  level: z.enum(DIVE_LEVELS),
  /** Dives made as far as known (declared or logged). */
  dives: z.number().nullable(),
  lastDive: z.string().nullable(),
  nitroxMix: z.string(),
  eligibility: z.enum(DIVE_ELIGIBILITY),
  findings: z.array(divePlanFindingSchema),
  override: z.object({ reason: z.string(), by: z.string(), at: z.string() }).nullable(),
  backOnBoardAt: z.string().nullable(),
  backBy: z.string(),
  /** The dive-log entry of this diver at this dive's day and time, once logged. */
  loggedDive: z.string().nullable(),
});
export type DivePlanDiver = z.infer<typeof divePlanDiverSchema>;

export const divePlanDiveSchema = z.object({
  id: z.string(),
  sort: z.number(),
  time: z.string(),
  minutes: z.number(),
  /** When the dive ends (the operator's day and time as an instant). */
  endsAt: z.string(),
  /** Minutes since the end by the server's clock; null before it ends. */
  minutesSinceEnd: z.number().nullable(),
  site: z.string().nullable(),
  siteName: z.string(),
  type: z.string().nullable(),
  typeName: z.string(),
  typeKind: z.enum(DIVE_KINDS).nullable(),
  boat: z.string().nullable(),
  boatName: z.string(),
  seats: z.number().nullable(),
  guide: z.string().nullable(),
  guideName: z.string(),
  crew: z.array(z.object({ id: z.string(), name: z.string() })),
  notes: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string(),
  closeReason: z.string(),
  divers: z.array(divePlanDiverSchema),
});
export type DivePlanDive = z.infer<typeof divePlanDiveSchema>;

export const divePlanSchema = z.object({
  id: z.string(),
  version: z.number(),
  date: z.string(),
  resort: z.string().nullable(),
  vessel: z.string().nullable(),
  dives: z.array(divePlanDiveSchema),
});
export type DivePlan = z.infer<typeof divePlanSchema>;

/** `GET /api/diveplan/day`: the plan of the day, or none yet with how many dives a new one proposes. */
export const divePlanDayAnswerSchema = z.object({
  plan: divePlanSchema.nullable(),
  divesPerDay: z.number(),
});
export type DivePlanDayAnswer = z.infer<typeof divePlanDayAnswerSchema>;

/** A guest the planner may put on a dive: in house that day, or a day guest found by name. */
export const divePlanGuestSchema = z.object({
  customer: z.string(),
  fullName: z.string(),
  certification: z.string(),
  level: z.enum(DIVE_LEVELS),
  /** `inHouse`: staying at the resort or on board that day; `dayGuest`: anyone else. */
  source: z.enum(['inHouse', 'dayGuest']),
  room: z.string(),
  checkedIn: z.boolean(),
});
export type DivePlanGuest = z.infer<typeof divePlanGuestSchema>;

export const divePlanGuestsQuerySchema = z
  .object({
    date: isoDateSchema,
    ...place,
    /** Day guests: customers whose name holds this (at least two letters). */
    search: z.string().trim().max(100).optional(),
  })
  .refine(...onePlace);

/** Guides and crew to pick: the active staff of the resort or vessel (and those of neither). */
export const divePlanStaffSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });

/** One entry of a plan's history: who did what, when, with the reason when one was needed. */
export const divePlanHistoryEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type DivePlanHistoryEntry = z.infer<typeof divePlanHistoryEntrySchema>;

/** What `POST /api/diveplan/print/{template}` prints. */
export const DIVE_PLAN_PRINTS = ['divelist', 'headcount'] as const;
