import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { APP_PORT, E2E_ADMIN, MAILBOX_PORT, SMTP_PORT } from './support/env.ts';

// A fresh embedded database for every run, with the demo data, as a newcomer would see it.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `seaberth-e2e-${process.pid}`);
// The runner (not a worker, which loads this file too) removes its own database when it exits,
// after the web servers are stopped; a given E2E_DATA_DIR is kept for a look afterwards.
if (!process.env.E2E_DATA_DIR && process.env.TEST_WORKER_INDEX === undefined) {
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    locale: 'en-GB',
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: '*.timed.spec.ts' },
    // Specs that time a screen: tracing would snapshot the page inside the timed window.
    { name: 'timed', use: { browserName: 'chromium', trace: 'off' }, testMatch: '*.timed.spec.ts' },
  ],
  webServer: [
    {
      command: 'node support/smtp-sink.mjs',
      url: `http://127.0.0.1:${MAILBOX_PORT}/messages`,
      env: { SMTP_PORT: String(SMTP_PORT), MAILBOX_PORT: String(MAILBOX_PORT) },
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx ../packages/server/src/main.ts',
      url: `http://localhost:${APP_PORT}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(APP_PORT),
        DATA_DIR: dataDir,
        SEABERTH_ADMIN_EMAIL: E2E_ADMIN.email,
        SEABERTH_ADMIN_PASSWORD: E2E_ADMIN.password,
        SEABERTH_DEMO: '1',
        // Jobs run when a test moves the clock (POST /api/test/clock), never behind its back.
        SEABERTH_TEST_CLOCK: '1',
        JOB_WORKER_INTERVAL_MS: '3600000',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_WORKER_INTERVAL_MS: '300',
        PUBLIC_URL: `http://localhost:${APP_PORT}`,
        AUTH_RATE_LIMIT: '200',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
