import { z } from 'zod';
import { nextDueAmount } from '../booking/index.ts';
import type { DueAmount } from '../pricing/index.ts';
import { addDays } from '../dates/index.ts';
import type { Feature } from '../features/index.ts';
import { hasAnyScope } from '../permissions/index.ts';
import type { Principal } from '../permissions/index.ts';

/**
 * The Today page (`GET /api/dashboard/today`): one picture of the operator's day, per card. Each
 * card is computed only for a reader who may open the list it leads to, so a figure never tells
 * what its list would hide.
 */
export const TODAY_CARDS = ['stays', 'payments', 'options', 'online', 'bank', 'todos', 'birthdays'] as const;
export type TodayCard = (typeof TODAY_CARDS)[number];

/**
 * Who may read a card: the scopes of the list the card opens. Decision: payment figures are
 * finance figures (booking payments or bank entries), not for everyone who reads bookings; an agent
 * (`agencies.self`) sees its own agency's stays and options, nothing else.
 */
export const TODAY_CARD_ACCESS: Record<TodayCard, { scopes: string[]; features?: Feature[] }> = {
  stays: { scopes: ['bookings.read', 'agencies.self'] },
  payments: { scopes: ['bookingpayment.read', 'bankentries.read'] },
  options: { scopes: ['bookings.read', 'agencies.self'] },
  online: { scopes: ['bookings.read'] },
  bank: { scopes: ['bankentries.read'], features: ['bank'] },
  todos: { scopes: ['bookings.read', 'todo.update'], features: ['todo'] },
  birthdays: { scopes: ['customers.read'] },
};

/** The cards this reader may see with these features switched on. */
export function todayCardsFor(p: Principal, features: Partial<Record<string, boolean>>): TodayCard[] {
  return TODAY_CARDS.filter((card) => {
    const access = TODAY_CARD_ACCESS[card];
    return hasAnyScope(p, access.scopes) && (access.features ?? []).every((f) => features[f]);
  });
}

/** Options run out within this many hours: today, tomorrow and the day after count (whole days). */
export const OPTION_WINDOW_DAYS = 2;
/** The occupancy bar looks this many nights ahead, today included. */
export const OCCUPANCY_DAYS = 14;

/** The days a dashboard asks about, all derived from the operator's today. */
export function todayWindow(today: string) {
  return {
    today,
    tomorrow: addDays(today, 1),
    yesterday: addDays(today, -1),
    optionsUntil: addDays(today, OPTION_WINDOW_DAYS),
    /** Each day an expiring option may name, for a list filter of exact days. */
    optionDays: Array.from({ length: OPTION_WINDOW_DAYS + 1 }, (_, i) => addDays(today, i)),
    occupancyUntil: addDays(today, OCCUPANCY_DAYS - 1),
  };
}

/**
 * The payments card from the bookings with money open: how many owe money at all, how many are
 * past a due date of their terms, and how many fall due within `days` (today included).
 */
export function paymentFigures(
  open: readonly { paid: number; due: readonly Pick<DueAmount, 'amount' | 'due'>[] }[],
  today: string,
  days: number,
): { open: number; overdue: number; dueSoon: number } {
  const until = addDays(today, days);
  let overdue = 0;
  let dueSoon = 0;
  for (const booking of open) {
    const next = nextDueAmount(booking.due, booking.paid, today);
    if (next?.overdue) overdue++;
    else if (next && next.date <= until) dueSoon++;
  }
  return { open: open.length, overdue, dueSoon };
}

export const todayQuerySchema = z.object({
  /** A resort or vessel id: the figures of that asset only; without it every asset the reader may see. */
  asset: z.uuid().optional(),
  /** Birthdays this many days ahead; defaults to the reader's `defaultDashboardDays`. */
  days: z.coerce.number().int().min(1).max(365).optional(),
});

const stays = z.object({
  arrivalsToday: z.number().int(),
  arrivalsTomorrow: z.number().int(),
  departuresToday: z.number().int(),
  departuresTomorrow: z.number().int(),
  /** Guests (places booked) of stays that hold beds tonight. */
  guestsInHouse: z.number().int(),
  /** Arrivals today and earlier that are still in house but not checked in. */
  checkInsDue: z.number().int(),
  /** Guests per night, today and the next days ({@link OCCUPANCY_DAYS} nights). */
  nights: z.array(z.object({ date: z.string(), guests: z.number().int() })),
});

export const todayFiguresSchema = z.object({
  today: z.string(),
  asset: z.object({ id: z.string(), type: z.enum(['resort', 'vessel']) }).nullable(),
  days: z.number().int(),
  stays: stays.optional(),
  payments: z
    .object({ open: z.number().int(), overdue: z.number().int(), dueSoon: z.number().int() })
    .optional(),
  options: z.object({ expiring: z.number().int() }).optional(),
  online: z.object({ recent: z.number().int() }).optional(),
  bank: z.object({ unmatched: z.number().int() }).optional(),
  todos: z.object({ overdue: z.number().int() }).optional(),
  birthdays: z
    .object({
      count: z.number().int(),
      next: z.array(
        z.object({ id: z.string(), fullName: z.string(), date: z.string(), age: z.number().int() }),
      ),
    })
    .optional(),
});
export type TodayFigures = z.infer<typeof todayFiguresSchema>;
