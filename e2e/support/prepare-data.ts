// Prepares the demo folder the lanes copy before the run, so that a CI script can load it while
// other steps run (.ci/run: beside the test suites, where a core is often free) and hand it to the
// run as E2E_PREPARED_DATA. Same settings as the run's own preparation (support/server-env.ts).
// Usage, from the e2e folder: node support/prepare-data.ts <folder>
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { BUILD_SERVER, PREPARE_DATA, serverEnv } from './server-env.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: node support/prepare-data.ts <folder>');
const dataDir = path.resolve(folder);
rmSync(dataDir, { recursive: true, force: true });
execSync(`${BUILD_SERVER} && ${PREPARE_DATA}`, {
  stdio: 'inherit',
  env: { ...process.env, ...serverEnv, DATA_DIR: dataDir },
});
