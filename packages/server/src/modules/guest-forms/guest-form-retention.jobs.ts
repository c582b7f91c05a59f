import { addDays, medicalRetentionDaysOf } from '@seaberth/domain';
import type { Services } from '../../services.ts';
import { mediaServiceFor } from '../media/index.ts';
import { GuestFormRetentionRepository, RETENTION_BATCH } from './guest-form-retention.repository.ts';

/** Recurring: the guests' medical answers go once the stay is `medicalRetentionDays` past (issue 37). */
export const MEDICAL_RETENTION_JOB = 'guestForms.medicalRetention';
const SWEEP_EVERY_MS = 6 * 3_600_000;

/**
 * A job of the jobs table, so one process sweeps; a sweep that found a full batch runs again at
 * once, so years of forms are worked through without one long transaction.
 */
export async function registerMedicalRetentionJob(
  services: Services,
  today: () => Promise<string>,
): Promise<void> {
  const repository = new GuestFormRetentionRepository(services.database.db);
  services.jobs.handle(MEDICAL_RETENTION_JOB, async (_job, now) => {
    const days = medicalRetentionDaysOf(await services.settings.get('general', 'medicalRetentionDays'));
    const { forms, storageKeys } = await repository.wipeMedical(addDays(await today(), -days));
    const storage = mediaServiceFor(services).storage;
    for (const key of storageKeys) await storage.delete(key).catch(() => undefined);
    return new Date(now.getTime() + (forms === RETENTION_BATCH ? 0 : SWEEP_EVERY_MS));
  });
  await services.jobs.schedule(MEDICAL_RETENTION_JOB);
}
