import type { Services } from '../../services.ts';
import type { AllotmentService } from './allotments.ts';

/** Recurring: allotments whose release date has come return their unused rooms to open sale. */
export const ALLOTMENT_JOB = 'agencies.releaseAllotments';
const SWEEP_EVERY_MS = 60_000;

/**
 * A job of the jobs table, so whichever process claims it releases; the release itself only
 * touches allotments not released yet, so a second process finds nothing left to do.
 */
export async function registerAllotmentJob(
  services: Services,
  allotments: AllotmentService,
  today: () => Promise<string>,
): Promise<void> {
  services.jobs.handle(ALLOTMENT_JOB, async (_job, now) => {
    await allotments.releaseDue(await today());
    return new Date(now.getTime() + SWEEP_EVERY_MS);
  });
  await services.jobs.schedule(ALLOTMENT_JOB);
}
