import {
  agentAgency,
  agentBookingProblems,
  agentStatesOf,
  type Calculation,
  type CreateBooking,
  DEFAULT_OPTION_DAYS,
  hasAnyScope,
  maxStayNightsOf,
  stayProblem,
  unpricedProblems,
} from '@seaberth/domain';
import { forbidden, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { Actor } from '../../http/actor.ts';

/**
 * The limits of booking/booking-limits.ts (domain) wired to the settings: how long a resort stay
 * may run, what an agent may book, that what agents and the public book is priced, and who may
 * force a special. Each is a step the booking flows call; none writes.
 */

const refuse = (problems: { path: string; message: string }[]) =>
  validationError(problems, problems.map((p) => `${p.path}: ${p.message}`).join('; '));

/** An agent acting for its agency (agencies.self without the staff's booking scopes). */
export const isAgent = (actor: Actor) =>
  agentAgency(actor.principal, ['bookings.read', 'bookings.update']) !== undefined;

/** Agents and the booking pages book only what has a price; staff may book first and price by hand. */
export const mustBePriced = (actor: Actor) => isAgent(actor) || actor.channel === 'online';

/** Extras only the operator sets: prices by hand, another price list or commission, a fixed rate. */
const OPERATOR_EXTRAS = ['manual', 'order', 'commission', 'priceList', 'fx', 'products'] as const;

export class BookingLimits {
  constructor(private readonly services: Services) {}

  /** The longest resort stay (setting booking.maxStayNights). */
  async maxStayNights(): Promise<number> {
    return maxStayNightsOf(await this.services.settings.get('booking', 'maxStayNights'));
  }

  /** Refuses a resort stay longer than the setting allows, naming `path`. */
  async checkStay(stay: { from: string; to: string }, path: string): Promise<void> {
    const problem = stayProblem(stay, await this.maxStayNights(), path);
    if (problem) throw refuse([problem]);
  }

  /**
   * An agent's new booking: a state the operator opened to agents (setting booking.agentStates)
   * and, as an option, an option date within booking.optionDays. Answers the input with the option
   * date it gets. The booking pages hold their bookings by their own hold and are not asked.
   */
  async agentInput(input: CreateBooking, actor: Actor, today: string): Promise<CreateBooking> {
    if (actor.channel === 'online') return input;
    const booking = await this.services.settings.group('booking');
    const days = Number(booking.optionDays ?? DEFAULT_OPTION_DAYS);
    const { problems, optionUntil } = agentBookingProblems(input, {
      states: agentStatesOf(booking.agentStates),
      optionDays: Number.isFinite(days) ? days : DEFAULT_OPTION_DAYS,
      today,
    });
    if (problems.length) throw refuse(problems);
    return optionUntil === undefined ? input : { ...input, optionUntil };
  }

  /**
   * What a request to book may carry: a special forced past its rule only from staff who may
   * change prices (price.update), and from an agent no price, list, commission or product of its
   * own making (the booking pages take products from the catalogue).
   */
  checkRequest(input: CreateBooking, actor: Actor): void {
    if (input.extras?.specials.some((s) => s.ignoreRules)) this.checkIgnoreRules(actor);
    if (!isAgent(actor) || actor.channel === 'online') return;
    const extras = input.extras ?? {};
    const set = OPERATOR_EXTRAS.filter((key) => {
      const value = (extras as Record<string, unknown>)[key];
      return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
    });
    if (set.length)
      throw refuse(set.map((key) => ({ path: `extras.${key}`, message: 'Only the operator sets this' })));
  }

  /** `ignoreRules` applies a special whose rule does not hold: a discount only price.update may give. */
  checkIgnoreRules(actor: Actor): void {
    if (!hasAnyScope(actor.principal, ['price.update'])) throw forbidden();
  }

  /** Refuses a calculation that priced something 0 for want of a price, when the actor must pay it. */
  checkPriced(calculation: Calculation, actor: Actor): void {
    if (!mustBePriced(actor)) return;
    const problems = unpricedProblems(calculation.warnings);
    if (problems.length) throw refuse(problems);
  }
}
