import { defineConfig } from 'vitest/config';

// One runner, three tiers (cal.com style): pure domain tests, server integration tests against a
// fresh database per file, and web component tests in jsdom.
export default defineConfig({
  test: {
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
        },
      },
      './packages/web/vite.config.ts',
    ],
  },
});
