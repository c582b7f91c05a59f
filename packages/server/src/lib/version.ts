import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * When the code last changed: the newest file of the server's and the domain's sources. Every
 * process of one deployment answers the same time (a start time would differ per replica, and a
 * browser switching between them would drop its cached data each time); a new deployment moves it.
 */
function codeTime(): string {
  const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  let newest = 0;
  for (const root of ['server/src', 'domain/src']) {
    const folder = path.join(packages, root);
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }))
      newest = Math.max(newest, statSync(path.join(folder, file)).mtimeMs);
  }
  return new Date(newest).toISOString();
}

/** The version clients compare to decide whether their cached data is stale (SPEC §4 Session). */
export const APP_VERSION = { version: pkg.version, time: codeTime() };
