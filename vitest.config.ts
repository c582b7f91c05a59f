import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { configDefaults, defineConfig } from 'vitest/config';
import LongFilesFirst from './vitest.sequencer.ts';

// A young generation of 64 MB instead of V8's default for the web files' threads, which are
// isolates of this process and take the flag set here: their renders make garbage fast, and a
// thread spent 13 % of its time collecting it. Fewer, larger scavenges: 4–5 % less CPU over the web
// files (two pairs of runs). The server's forks measured the same either way (four pairs) and keep
// the default.
setFlagsFromString('--max-semi-space-size=64');

// One runner, three tiers (cal.com style): pure domain tests, server integration tests against a
// fresh database per file, and web component tests in jsdom.
export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on a 2-core runner means one file at a
    // time (the suites are CPU-bound: PGlite is WebAssembly, the web tests render in jsdom).
    maxWorkers: availableParallelism(),
    // One process per worker for all its files (the forks pool is configured for the whole run,
    // not per project, so this is here): the server's module graph, about 2.5 s to import, is
    // loaded once per worker instead of once per file — the PostgreSQL suite spent 262 of its
    // 375 s on it. Each server file still builds its own app on its own database
    // (test/test-app.ts), so files share the modules' code and nothing else. The web files run in
    // threads kept from file to file as well (the threads pool, too, is configured for the whole
    // run): React, MUI and Testing Library load once per thread, one jsdom window serves all its
    // files (packages/web/test/shared-jsdom.ts), while the app's own modules are loaded afresh for
    // each file (the web project's `isolate`).
    poolOptions: { forks: { isolate: false }, threads: { isolate: false } },
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['test/**/*.int.test.ts', 'src/**/*.test.ts'],
          // PGlite's own parts (its parser table, its transaction guard) open PGlite databases of
          // their own whatever the suite runs on: once, in the PGlite run, is enough.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? ['src/db/pglite-*.test.ts'] : []),
          ],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // Migrates once per run; each file clones the result (test/global-setup.ts).
          globalSetup: ['test/global-setup.ts'],
          // A query outside a transaction from inside it fails the test instead of hanging it.
          env: { SEABERTH_TX_GUARD: '1' },
        },
      },
      './packages/web/vite.config.ts',
    ],
  },
});
