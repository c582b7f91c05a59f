import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * `@seaberth/domain` for the web tests: one ES module built from packages/domain before the run,
 * which Node loads natively and keeps for every file its worker thread runs.
 *
 * Why: each web test file loads the app's modules afresh (`isolate`), and the domain with them:
 * 280 modules and every schema built again, about 3 s a file on a loaded 2-core runner, some 40 %
 * of the web tests' time. Outside `src`, under node_modules, the bundle is loaded like the
 * libraries (React, MUI, zod), once per thread. The domain is pure (schemas, rules, constants) and
 * the server's test workers already share it from file to file. The web project's `alias` points
 * `@seaberth/domain` here; the build takes a fraction of a second and runs on every test run, so it
 * is never older than the domain's sources.
 */
export const DOMAIN_BUNDLE = fileURLToPath(
  new URL('../../../node_modules/.cache/seaberth-web-test/domain.mjs', import.meta.url),
);

export default async function buildDomainBundle(): Promise<void> {
  const entry = fileURLToPath(new URL('../../domain/src/index.ts', import.meta.url));
  if (!existsSync(entry)) throw new Error(`The domain's entry is missing: ${entry}`);
  await build({
    entryPoints: [entry],
    outfile: DOMAIN_BUNDLE,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // zod, decimal.js, ibantools: shared with the app's own imports of them, as in the app.
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
}
