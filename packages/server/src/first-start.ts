import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { sealStoredSecrets } from './db/stored-secrets.repository.ts';
import { type AdminLogin, ensureAdmin } from './seed/admin.ts';
import { loadDemoData, loadReferenceData } from './seed/demo.ts';
import type { Services } from './services.ts';

export interface FirstStart {
  /** The administrator made on this start (with a generated password to show once), if any. */
  admin?: AdminLogin;
  /** The demo's logins when this start loaded the demo; undefined when it was there already. */
  demoLogins?: string[];
}

/**
 * What a process does to a migrated database before it serves: the administrator, the reference
 * data and, with SEABERTH_DEMO, the demo — each only once, under the database's exclusive lock so
 * processes starting together do it once between them. Shared by the server (main.ts) and by
 * prepare-data.ts, which does it without serving.
 */
export async function firstStart(
  config: Config,
  database: Database,
  services: Services,
): Promise<FirstStart> {
  return database.exclusive(async () => {
    const admin = await ensureAdmin(services, config);
    await loadReferenceData(services);
    // Secrets from before sealing, or written straight into a table, are sealed once here.
    await sealStoredSecrets(database.db, services.secrets);
    return {
      admin,
      demoLogins: config.demo ? await loadDemoData(services, { history: config.demoHistory }) : undefined,
    };
  });
}
