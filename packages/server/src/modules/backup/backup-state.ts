import type { Services } from '../../services.ts';
import { BackupTargetsRepository } from './backup-targets.repository.ts';
import { BackupService } from './backup.service.ts';

/** How backups stand, for the configuration overview: how many on disk, the last, Dropbox on or off. */
export async function backupState(services: Services) {
  const [files, dropbox] = await Promise.all([
    new BackupService(services.database.db, services.config.backupDir).list(),
    new BackupTargetsRepository(services.database.db).dropbox(),
  ]);
  return {
    local: files.length,
    lastAt: files[0]?.createdAt ?? null,
    dropbox: dropbox.enabled && dropbox.sealedToken !== null,
  };
}
