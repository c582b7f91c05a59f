import { z } from 'zod';
import { isIsoDate, isoDateSchema } from '../dates/index.ts';
import { defineResource, localizedText } from '../resources/index.ts';

/** More winners than this is a raffle, not a contest; it also bounds the draw log. */
export const MAX_CONTEST_WINNERS = 100;

/** The states of a contest (docs/decisions.md): worked out from its period and its draw. */
export const CONTEST_STATES = ['draft', 'open', 'closed', 'drawn'] as const;
export type ContestState = (typeof CONTEST_STATES)[number];

/** Messages named in validation/message-codes.ts, so the web words them by their code. */
export const CONTEST_MESSAGES = {
  endBeforeStart: 'The end lies before the start',
} as const;

/**
 * A contest (`/api/contest`, `/contest/list`, feature contest): a prize drawn among the customers
 * who entered within its period. Entering never asks for newsletter consent (issue 37). The state
 * and the number of entries are the server's (`state`, `entries` on every record), never written.
 */
export const contestResource = defineResource({
  name: 'contest',
  scope: 'contest',
  features: ['contest'],
  schema: z
    .object({
      name: z.string().trim().min(1).max(200),
      /** The first day entries are taken. */
      from: isoDateSchema,
      /** The last day entries are taken (inclusive); the draw may happen from the next day on. */
      to: isoDateSchema,
      prize: localizedText(1000).meta({ ui: { hideInList: true } }),
      winners: z.number().int().min(1).max(MAX_CONTEST_WINNERS).default(1),
      terms: localizedText(8000).meta({ ui: { hideInList: true } }),
    })
    .refine((c) => !isIsoDate(c.from) || !isIsoDate(c.to) || c.from <= c.to, {
      message: CONTEST_MESSAGES.endBeforeStart,
      path: ['to'],
    }),
  search: ['name'],
  columns: ['name', 'from', 'to', 'state', 'entries', 'winners'],
  sort: { field: 'from', order: -1 },
  titleField: 'name',
});

/** What the server adds to every contest it sends: its state today and how many entered. */
export const contestDerivedSchema = z.object({
  state: z.enum(CONTEST_STATES),
  entries: z.number().int(),
});

/** How an entry came in: entered by staff, or by the customer themselves (the club's member area). */
export const CONTEST_ENTRY_SOURCES = ['staff', 'self'] as const;
export type ContestEntrySource = (typeof CONTEST_ENTRY_SOURCES)[number];

/** One entry of a contest as `GET /api/contest/{id}/subscription` lists it. */
export const contestEntrySchema = z.object({
  id: z.string(),
  customer: z.string(),
  /** The customer's name today (an erased guest reads anonymised). */
  name: z.string(),
  email: z.string(),
  /** When the entry came in (ISO timestamp). */
  enteredAt: z.string(),
  source: z.enum(CONTEST_ENTRY_SOURCES),
  /** Who entered it: the staff member's name, or the customer's own login. */
  enteredBy: z.string(),
  /** 1 for the first winner drawn, 2 for the second…; null for an entry that did not win. */
  winnerRank: z.number().int().nullable(),
});
export type ContestEntry = z.infer<typeof contestEntrySchema>;

/** The draw's record, kept for good: who drew, when, from how many entries, with which numbers. */
export const contestDrawSchema = z.object({
  drawnAt: z.string(),
  drawnBy: z.string(),
  entries: z.number().int(),
  /** The random numbers used, in order: the n-th picks among the entries not drawn before it. */
  randomNumbers: z.array(z.number().int()),
  winners: z.array(z.object({ rank: z.number().int(), customer: z.string(), name: z.string() })),
});
export type ContestDraw = z.infer<typeof contestDrawSchema>;

/** `GET /api/contest/{id}/subscription`: the entries, oldest first, and the draw once made. */
export const contestSubscriptionSchema = z.object({
  entries: z.array(contestEntrySchema),
  draw: contestDrawSchema.nullable(),
});
export type ContestSubscription = z.infer<typeof contestSubscriptionSchema>;

/**
 * `GET /api/customer/{id}/contests` (not in SPEC §7; docs/api.md): the contests a customer entered,
 * newest period first, with the contest's state today and whether the customer won.
 */
export const customerContestSchema = z.object({
  contest: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  state: z.enum(CONTEST_STATES),
  /** When the entry came in (ISO timestamp), and how. */
  enteredAt: z.string(),
  source: z.enum(CONTEST_ENTRY_SOURCES),
  /** 1 for the first winner drawn…; null before the draw and for an entry that did not win. */
  winnerRank: z.number().int().nullable(),
  /** When the contest was drawn (ISO timestamp), null before. */
  drawnAt: z.string().nullable(),
});
export type CustomerContest = z.infer<typeof customerContestSchema>;

/**
 * `POST /api/contest/{id}/subscribe` and `/unsubscribe`: staff name the customer; a customer's own
 * login may leave it out (it always means themselves).
 */
export const contestEntryBodySchema = z.object({ customer: z.uuid().optional() });
export type ContestEntryBody = z.infer<typeof contestEntryBodySchema>;
