import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from './clock.ts';
import type { JobRow, JobsRepository } from './jobs.repository.ts';

/**
 * What a kind of job does. It answers when to run again (recurring work) or null when done; a
 * throw retries it later with a growing pause.
 */
export type JobHandler = (job: JobRow, now: Date) => Promise<Date | null>;

const LOCK_MS = 5 * 60_000;
const BATCH = 10;
const MAX_ROUNDS = 10;

/**
 * Runs due jobs of this process's handlers. Any number of processes run one each; the table
 * decides who does what (jobs.repository.ts). Time comes from the injectable clock, so tests move
 * it and call `runDue` themselves.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    readonly repository: JobsRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Schedules work for `at` (now by default); the same kind and key is one row. Inside a caller's
   * transaction (`db`), the job commits or rolls back with that transaction.
   */
  schedule(
    kind: string,
    key = '',
    at: Date = this.clock.now(),
    payload: Record<string, unknown> = {},
    db?: Db,
  ) {
    return this.repository.schedule(kind, key, at, payload, db);
  }

  /** Runs what is due now; answers how many jobs ran. Never runs twice at once in a process. */
  runDue(): Promise<number> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * Claims and runs batches until one comes back short (at most MAX_ROUNDS): the recurring jobs
   * alone fill more than a batch at start, and what is due must not wait for the next tick behind them.
   */
  private async run(): Promise<number> {
    const now = this.clock.now();
    let ran = 0;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const due = await this.runBatch(now);
      ran += due;
      if (due < BATCH) break;
    }
    return ran;
  }

  private async runBatch(now: Date): Promise<number> {
    const due = await this.repository.claimDue(now, new Date(now.getTime() + LOCK_MS), BATCH);
    for (const job of due) {
      const handler = this.handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await this.repository.finish(job.id, await handler(job, now));
      } catch (error) {
        this.log.warn({ err: error, job: job.kind }, 'job failed');
        const pause = Math.min(60, job.attempts * job.attempts) * 60_000;
        await this.repository.fail(job.id, (error as Error).message, new Date(now.getTime() + pause));
      }
    }
    return due.length;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.runDue().catch((error) => this.log.error({ err: error }, 'job runner failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
