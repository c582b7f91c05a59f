import { addDays, nightsBetween } from '../dates/index.ts';
import type { FieldError } from '../errors/index.ts';
import { NEW_BOOKING_STATES, type NewBookingState } from './booking-flow.ts';
import { DEFAULT_OPTION_DAYS, isOption } from './booking-life.ts';

/**
 * Limits every booking keeps whoever makes it: how long a resort stay may run, what an agent may
 * book (which states, how long an option), and that nothing is booked at a price nobody set.
 */

/** Nights a resort stay may run (setting booking.maxStayNights); a trip lasts as its schedule does. */
export const DEFAULT_MAX_STAY_NIGHTS = 60;

/** States an agent may create (setting booking.agentStates): an offer or a reservation, with an option date. */
export const DEFAULT_AGENT_STATES: readonly NewBookingState[] = ['draft', 'planned'];

/** The nights-limit of a setting's value: a whole number of at least one night, else the default. */
export function maxStayNightsOf(value: string | undefined): number {
  const nights = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(nights) && nights >= 1
    ? nights
    : DEFAULT_MAX_STAY_NIGHTS;
}

/** Why a stay [from, to) may not be booked: longer than `maxNights`. */
export function stayProblem(
  stay: { from: string; to: string },
  maxNights: number,
  path: string,
): FieldError | null {
  const nights = nightsBetween(stay.from, stay.to);
  return nights > maxNights
    ? { path, message: `A stay runs at most ${maxNights} nights; this one has ${nights}` }
    : null;
}

/**
 * The states of setting booking.agentStates ("draft, planned"): known new-booking states only;
 * an empty or unknown list keeps the default, so a typo never opens `confirmed` to agents.
 */
export function agentStatesOf(value: string | undefined): NewBookingState[] {
  const named = (value ?? '')
    .split(/[\s,]+/)
    .filter((s): s is NewBookingState => (NEW_BOOKING_STATES as readonly string[]).includes(s));
  return named.length ? [...new Set(named)] : [...DEFAULT_AGENT_STATES];
}

/**
 * What an agent's new booking must keep: a state the operator opened to agents, and as an offer or
 * reservation an option date no later than `optionDays` from today (never none: an option that
 * never expires holds the beds for good). Answers the option date to use (the latest allowed when
 * none was given) or the problems.
 */
export function agentBookingProblems(
  input: { state: NewBookingState; optionUntil?: string | null },
  rules: { states: readonly NewBookingState[]; optionDays: number; today: string },
): { problems: FieldError[]; optionUntil?: string } {
  if (!rules.states.includes(input.state))
    return {
      problems: [{ path: 'state', message: `An agent books as ${rules.states.join(' or ')} only` }],
    };
  if (!isOption(input.state)) return { problems: [] };
  const days = rules.optionDays > 0 ? rules.optionDays : DEFAULT_OPTION_DAYS;
  const latest = addDays(rules.today, days);
  if (input.optionUntil === undefined) return { problems: [], optionUntil: latest };
  if (input.optionUntil === null)
    return { problems: [{ path: 'optionUntil', message: "An agent's option needs an option date" }] };
  if (input.optionUntil > latest)
    return {
      problems: [
        { path: 'optionUntil', message: `An agent's option runs at most ${days} days, until ${latest}` },
      ],
    };
  return { problems: [], optionUntil: input.optionUntil };
}

/** Quote warnings that mean something was priced 0 because nobody set its price. */
const UNPRICED = ['NO_PRICE', 'NOT_OFFERED'] as const;

/** One field error per thing without a price (a guest's nights, an add-on), in the engine's words. */
export function unpricedProblems(warnings: readonly { code: string; text: string }[]): FieldError[] {
  return warnings
    .filter((w) => (UNPRICED as readonly string[]).includes(w.code))
    .map((w) => ({ path: w.code === 'NO_PRICE' ? 'rooms' : 'extras.addons', message: w.text }));
}
