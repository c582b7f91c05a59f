import { randomInt } from 'node:crypto';
import {
  type ContestSubscription,
  drawBounds,
  drawRefusal,
  drawWinners,
  entryRefusal,
  hasAnyScope,
  userKind,
  withdrawalRefusal,
} from '@seaberth/domain';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/actor.ts';
import { forbidden, notFound, refusal } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { ContestsRepository, type LockedContest } from './contests.repository.ts';

/** A drawn contest keeps its period, entries and winners (and its draw log). */
export const contestDrawn = (contest: string) =>
  refusal('CONTEST_DRAWN', `${contest} has been drawn: its entries and winners stay as drawn`, {
    params: { contest },
  });

/** Staff who enter and remove customers and draw the winners. */
export const CONTEST_STAFF_SCOPES = ['contest.update'];

/**
 * Entries and draws of contests, the rules around the repository: entries only within the period
 * and once per customer, a customer's own login only for themselves, the draw once after the end.
 * No consent is read or written: entering never requires newsletter consent (issue 37).
 */
export class ContestsService {
  readonly repository: ContestsRepository;

  constructor(private readonly services: Services) {
    this.repository = new ContestsRepository(services.database.db);
  }

  /** The operator's today, which a contest's state is judged on. */
  today(): Promise<string> {
    return this.services.calendar.today();
  }

  /** The contest's entries and its draw (with the winners' names), for staff. */
  async subscription(id: string): Promise<ContestSubscription> {
    const draw = await this.repository.drawOf(id);
    return {
      entries: await this.repository.entries(id),
      draw: draw
        ? {
            drawnAt: draw.drawnAt.toISOString(),
            drawnBy: draw.drawnByName,
            entries: draw.entries,
            randomNumbers: draw.randomNumbers,
            winners: draw.winners.map((customer, i) => ({
              rank: i + 1,
              customer,
              name: draw.names.get(customer) ?? '',
            })),
          }
        : null,
    };
  }

  /**
   * The customer a request acts for: staff name any customer; a customer's own login only itself
   * (the body may leave it out). Anyone else is refused.
   */
  private async customerOf(request: FastifyRequest, named: string | undefined): Promise<string> {
    const { principal } = request;
    if (hasAnyScope(principal, CONTEST_STAFF_SCOPES)) {
      if (!named)
        throw refusal('VALIDATION_ERROR', 'Name the customer', {
          fields: [{ path: 'customer', message: 'Required' }],
        });
      if (!(await this.repository.customerExists(named))) throw notFound('customer');
      return named;
    }
    if (userKind(principal) !== 'customer' || !principal.customer) throw forbidden();
    if (named && named !== principal.customer) throw forbidden();
    return principal.customer;
  }

  /** Refuses an entry outside the period or after the draw, with the words the web needs. */
  private async mayEnter(locked: LockedContest): Promise<void> {
    const { contest } = locked;
    const problem = entryRefusal(contest, await this.services.calendar.today(), !!locked.drawnAt);
    if (problem === 'CONTEST_DRAWN') throw contestDrawn(contest.name);
    if (problem)
      throw refusal(problem, `${contest.name} takes entries from ${contest.from} to ${contest.to}`, {
        params: { contest: contest.name, from: contest.from, to: contest.to },
      });
  }

  async subscribe(id: string, request: FastifyRequest, named: string | undefined): Promise<void> {
    const customer = await this.customerOf(request, named);
    const actor = actorOf(request);
    const staff = hasAnyScope(request.principal, CONTEST_STAFF_SCOPES);
    let name = '';
    const outcome = await this.repository.enter(
      id,
      customer,
      { source: staff ? 'staff' : 'self', userId: actor.userId ?? null, name: actor.name ?? '' },
      async (locked) => {
        name = locked.contest.name;
        await this.mayEnter(locked);
      },
    );
    if (outcome === 'missing') throw notFound('contest');
    if (outcome === 'twice')
      throw refusal('CONTEST_ENTERED', `The customer has entered ${name} already`, {
        params: { contest: name },
      });
  }

  async unsubscribe(id: string, request: FastifyRequest, named: string | undefined): Promise<void> {
    const customer = await this.customerOf(request, named);
    let name = '';
    const outcome = await this.repository.withdraw(id, customer, async (locked) => {
      name = locked.contest.name;
      if (withdrawalRefusal(!!locked.drawnAt)) throw contestDrawn(name);
    });
    if (outcome === 'missing') throw notFound('contest');
    if (outcome === 'notEntered')
      throw refusal('CONTEST_NOT_ENTERED', `The customer has not entered ${name}`, {
        params: { contest: name },
      });
  }

  /**
   * Draws the winners uniformly at random among the entries (node:crypto's randomInt, a partial
   * Fisher–Yates in the domain), once, after the last day of entries; the numbers are kept.
   */
  async draw(id: string, request: FastifyRequest): Promise<void> {
    const actor = actorOf(request);
    const outcome = await this.repository.draw(
      id,
      { userId: actor.userId ?? null, name: actor.name ?? '' },
      this.services.clock.now(),
      async (locked, pool) => {
        const { contest } = locked;
        const problem = drawRefusal(
          contest,
          await this.services.calendar.today(),
          !!locked.drawnAt,
          pool.length,
        );
        if (problem === 'CONTEST_DRAWN') throw contestDrawn(contest.name);
        if (problem === 'CONTEST_NOT_ENDED')
          throw refusal(problem, `${contest.name} takes entries until ${contest.to}`, {
            params: { contest: contest.name, to: contest.to },
          });
        if (problem)
          throw refusal(problem, `${contest.name} has no entries to draw from`, {
            params: { contest: contest.name },
          });
        const randomNumbers = drawBounds(pool.length, contest.winners).map((bound) => randomInt(bound));
        return { randomNumbers, winners: drawWinners(pool, randomNumbers) };
      },
    );
    if (outcome === 'missing') throw notFound('contest');
  }
}
