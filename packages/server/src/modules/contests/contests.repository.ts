import {
  CONTEST_STATES,
  type ContestEntry,
  type ContestEntrySource,
  type CustomerContest,
  contestState,
} from '@seaberth/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DerivedColumns } from '../../db/resource-repository.ts';
import { contestDraws, contestEntries, contests, customers } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ContestRow = typeof contests.$inferSelect;
export type ContestDrawRow = typeof contestDraws.$inferSelect;

/** A contest as the rules judge it inside a write: its row and when it was drawn, if it was. */
export interface LockedContest {
  contest: ContestRow;
  drawnAt: Date | null;
}

/** Who put an entry in, and how. */
export interface EntryAuthor {
  source: ContestEntrySource;
  userId: string | null;
  name: string;
}

/** What a draw decided: the numbers used and the winners' customers, in the order drawn. */
export interface DrawDecision {
  randomNumbers: number[];
  winners: string[];
}

/**
 * What every contest record carries beside its columns, worked out on the operator's `today`: its
 * state (sorted in its course, CONTEST_STATES' order), its number of entries, when it was drawn.
 */
export function contestDerivedColumns(today: string): DerivedColumns {
  // Qualified by hand: Drizzle names a single table's columns bare, which inside a subquery would
  // be the subquery's own `id`.
  const id = sql`${sql.identifier('contests')}.${sql.identifier('id')}`;
  const drawnAt = sql`(select d.drawn_at from contest_draws d where d.contest = ${id})`;
  // The index into CONTEST_STATES (draft, open, closed, drawn), as contestState decides it.
  const stage = sql`case when ${drawnAt} is not null then 3
    when ${contests.from} > ${today}::date then 0
    when ${contests.to} < ${today}::date then 2 else 1 end`;
  const names = sql.join(
    CONTEST_STATES.map((state) => sql`${state}::text`),
    sql`, `,
  );
  return {
    state: { value: sql<string>`(array[${names}])[${stage} + 1]`, order: stage },
    entries: sql<number>`(select count(*)::int from contest_entries e where e.contest = ${id})`,
    drawnAt,
  };
}

/**
 * Entries and draws of contests. Every write locks the contest's row first, so entries, withdrawals
 * and the draw of one contest happen one after the other; the unique entry per customer and the one
 * draw per contest are kept by the database besides.
 */
export class ContestsRepository {
  constructor(private readonly db: Db) {}

  async exists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: contests.id }).from(contests).where(eq(contests.id, id));
    return !!row;
  }

  async customerExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
    return !!row;
  }

  /** The contest's row locked for this transaction, with its draw's time; undefined when unknown. */
  private async lock(tx: Tx, id: string): Promise<LockedContest | undefined> {
    const [contest] = await tx.select().from(contests).where(eq(contests.id, id)).for('update');
    if (!contest) return undefined;
    const [draw] = await tx
      .select({ drawnAt: contestDraws.drawnAt })
      .from(contestDraws)
      .where(eq(contestDraws.contest, id));
    return { contest, drawnAt: draw?.drawnAt ?? null };
  }

  /**
   * Enters the customer; `allow` judges the locked contest and throws a refusal. 'twice' when the
   * customer has entered already (also when the same request ran at the same time).
   */
  async enter(
    id: string,
    customer: string,
    author: EntryAuthor,
    allow: (locked: LockedContest) => Promise<void>,
  ): Promise<'entered' | 'missing' | 'twice'> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, id);
      if (!locked) return 'missing';
      await allow(locked);
      const inserted = await tx
        .insert(contestEntries)
        .values({
          contest: id,
          customer,
          source: author.source,
          enteredBy: author.userId,
          enteredByName: author.name,
        })
        .onConflictDoNothing()
        .returning({ id: contestEntries.id });
      return inserted.length ? 'entered' : 'twice';
    });
  }

  /** Takes the customer's entry back; `allow` judges the locked contest and throws a refusal. */
  async withdraw(
    id: string,
    customer: string,
    allow: (locked: LockedContest) => Promise<void>,
  ): Promise<'withdrawn' | 'missing' | 'notEntered'> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, id);
      if (!locked) return 'missing';
      await allow(locked);
      const gone = await tx
        .delete(contestEntries)
        .where(and(eq(contestEntries.contest, id), eq(contestEntries.customer, customer)))
        .returning({ id: contestEntries.id });
      return gone.length ? 'withdrawn' : 'notEntered';
    });
  }

  /**
   * Draws the contest: `decide` judges the locked contest and its pool (the entries' customers,
   * oldest entry first) and returns the numbers and winners, or throws a refusal. The draw's record
   * and the winners' ranks are written in the same transaction.
   */
  async draw(
    id: string,
    by: { userId: string | null; name: string },
    now: Date,
    decide: (locked: LockedContest, pool: string[]) => Promise<DrawDecision>,
  ): Promise<'drawn' | 'missing'> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, id);
      if (!locked) return 'missing';
      const pool = (
        await tx
          .select({ customer: contestEntries.customer })
          .from(contestEntries)
          .where(eq(contestEntries.contest, id))
          .orderBy(asc(contestEntries.enteredAt), asc(contestEntries.id))
      ).map((row) => row.customer);
      const decision = await decide(locked, pool);
      await tx.insert(contestDraws).values({
        contest: id,
        drawnAt: now,
        drawnBy: by.userId,
        drawnByName: by.name,
        entries: pool.length,
        randomNumbers: decision.randomNumbers,
        pool,
        winners: decision.winners,
      });
      for (const [index, customer] of decision.winners.entries())
        await tx
          .update(contestEntries)
          .set({ winnerRank: index + 1 })
          .where(and(eq(contestEntries.contest, id), eq(contestEntries.customer, customer)));
      return 'drawn';
    });
  }

  /** The contest's entries with each customer's name today, oldest first. */
  async entries(id: string): Promise<ContestEntry[]> {
    const rows = await this.db
      .select({
        id: contestEntries.id,
        customer: contestEntries.customer,
        name: customers.fullName,
        email: sql<string>`coalesce(${customers.contact}->>'email', '')`,
        enteredAt: contestEntries.enteredAt,
        source: contestEntries.source,
        enteredBy: contestEntries.enteredByName,
        winnerRank: contestEntries.winnerRank,
      })
      .from(contestEntries)
      .innerJoin(customers, eq(customers.id, contestEntries.customer))
      .where(eq(contestEntries.contest, id))
      .orderBy(asc(contestEntries.enteredAt), asc(contestEntries.id));
    return rows.map((row) => ({
      ...row,
      enteredAt: row.enteredAt.toISOString(),
      source: row.source as ContestEntrySource,
    }));
  }

  /** The contests a customer entered, newest period first, as the customer's record lists them. */
  async ofCustomer(customer: string, today: string): Promise<CustomerContest[]> {
    const rows = await this.db
      .select({
        contest: contests.id,
        name: contests.name,
        from: contests.from,
        to: contests.to,
        enteredAt: contestEntries.enteredAt,
        source: contestEntries.source,
        winnerRank: contestEntries.winnerRank,
        drawnAt: contestDraws.drawnAt,
      })
      .from(contestEntries)
      .innerJoin(contests, eq(contests.id, contestEntries.contest))
      .leftJoin(contestDraws, eq(contestDraws.contest, contestEntries.contest))
      .where(eq(contestEntries.customer, customer))
      .orderBy(desc(contests.from), asc(contests.name), asc(contests.id));
    return rows.map((row) => ({
      ...row,
      state: contestState(row, today, row.drawnAt !== null),
      enteredAt: row.enteredAt.toISOString(),
      source: row.source as ContestEntrySource,
      drawnAt: row.drawnAt?.toISOString() ?? null,
    }));
  }

  /** The contest's draw with its winners' names today, or undefined before the draw. */
  async drawOf(id: string): Promise<(ContestDrawRow & { names: Map<string, string> }) | undefined> {
    const [draw] = await this.db.select().from(contestDraws).where(eq(contestDraws.contest, id));
    if (!draw) return undefined;
    const named = draw.winners.length
      ? await this.db
          .select({ id: customers.id, name: customers.fullName })
          .from(customers)
          .where(inArray(customers.id, draw.winners))
      : [];
    return { ...draw, names: new Map(named.map((row) => [row.id, row.name])) };
  }
}
