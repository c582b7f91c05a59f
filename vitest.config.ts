import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three tiers (cal.com style): pure domain tests, server integration tests against a
// fresh database per file, and web component tests in jsdom.
export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on a 2-core runner means one file at a
    // time (the suites are CPU-bound: PGlite is WebAssembly, the web tests render in jsdom).
    maxWorkers: availableParallelism(),
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
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // Migrates once per run; each file clones the result (test/global-setup.ts).
          globalSetup: ['test/global-setup.ts'],
        },
      },
      './packages/web/vite.config.ts',
    ],
  },
});
