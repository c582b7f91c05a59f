import type { Services } from '../../services.ts';
import { CustomerStayStatsRepository, type StayCountDay } from './customer-stay-stats.repository.ts';

/**
 * Recurring: a stay that ends without any change to its booking (a reservation nobody checks out)
 * still becomes one of its guests' previous stays, which specials and the CRM list read (issue 37).
 */
export const STAY_STATS_JOB = 'customers.stayStats';
/** Customers counted per round: a few statements of the repository's batches each. */
export const STAY_STATS_BATCH = 2_000;
const SWEEP_EVERY_MS = 6 * 3_600_000;

/**
 * A job of the jobs table, so one process counts; a round that found a full batch runs again at
 * once from the guest it stopped at, so a first run over years of guests is worked through without
 * one long transaction, and a day's departures are counted within hours of the operator's day turning.
 */
export async function registerStayStatsJob(
  services: Services,
  day: () => Promise<StayCountDay>,
): Promise<void> {
  const repository = new CustomerStayStatsRepository(services.database.db);
  services.jobs.handle(STAY_STATS_JOB, async (job, now) => {
    const after = typeof job.payload.after === 'string' ? job.payload.after : null;
    const { last } = await repository.refreshStale(await day(), STAY_STATS_BATCH, after);
    const next = new Date(now.getTime() + (last ? 0 : SWEEP_EVERY_MS));
    // Where the sweep goes on, kept in the job's own row (a start of the server begins it afresh).
    await services.jobs.schedule(STAY_STATS_JOB, '', next, last ? { after: last } : {});
    return next;
  });
  await services.jobs.schedule(STAY_STATS_JOB);
}
