import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium-args.ts';
import { APP_PORT, E2E_WORKERS, LANES_READY_PORT, laneOf } from './support/env.ts';
import { BUILD_SERVER, PREPARE_DATA, serverEnv } from './support/server-env.ts';

// A fresh embedded database for every run, with the demo data, as a newcomer would see it: one
// per lane (a worker with its own server, support/env.ts).
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `seaberth-e2e-${process.pid}`);
// The runner (not a worker, which loads this file too) removes its own databases when it exits,
// after the web servers are stopped; a given E2E_DATA_DIR is kept for a look afterwards.
if (!process.env.E2E_DATA_DIR && process.env.TEST_WORKER_INDEX === undefined) {
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

/** What support/lanes.mjs starts for a lane; it is ready once `url` answers. */
type LaneServer = {
  name: string;
  command: string;
  url: string;
  env: Record<string, string>;
  timeout: number;
  /** A prepared data folder copied to the server's DATA_DIR before it starts. */
  dataFrom?: string;
};

/**
 * The demo is loaded once, into this folder, and each lane's server starts on a copy of it: a load
 * is about a minute of one core, and three lanes loading side by side on two cores took two
 * (docs/decisions.md, "CI time, eleventh pass"). E2E_PREPARED_DATA names a folder prepared before
 * the run with the same settings (support/prepare-data.ts, which .ci/run runs beside the test
 * suites), which the lanes then copy as it is.
 */
const preparedData = process.env.E2E_PREPARED_DATA ?? path.join(dataDir, 'prepared');

/** A lane's mail sink, Dropbox, Channex and server. */
function laneServers(index: number): LaneServer[] {
  const lane = laneOf(index);
  return [
    {
      name: `mail ${index}`,
      command: 'node support/smtp-sink.mjs',
      url: `http://127.0.0.1:${lane.mailbox}/messages`,
      env: { SMTP_PORT: String(lane.smtp), MAILBOX_PORT: String(lane.mailbox) },
      timeout: 60_000,
    },
    {
      name: `dropbox ${index}`,
      // The pinned Node runs TypeScript itself (type stripping): no npx, tsx and esbuild processes
      // per lane to start and keep.
      command: 'node support/dropbox-server.ts',
      // Ready once it answers; without the token every call is a 401.
      url: `http://127.0.0.1:${lane.dropbox}/2/files/upload`,
      env: { DROPBOX_PORT: String(lane.dropbox) },
      timeout: 60_000,
    },
    {
      name: `channex ${index}`,
      command: 'node support/channex-server.ts',
      // Ready once it answers; without the API key every call is a 401.
      url: `http://127.0.0.1:${lane.channex}/api/v1/room_types`,
      env: { CHANNEX_PORT: String(lane.channex) },
      timeout: 60_000,
    },
    {
      name: `app ${index}`,
      // The server as `npm start` runs it: bundled into one file by the prepare step.
      command: 'node ../packages/server/dist/server/main.mjs',
      url: `http://localhost:${lane.app}/api/health`,
      timeout: 240_000,
      dataFrom: preparedData,
      env: {
        ...serverEnv,
        PORT: String(lane.app),
        DATA_DIR: path.join(dataDir, `lane-${index}`),
        JOB_WORKER_INTERVAL_MS: '3600000',
        SMTP_URL: `smtp://127.0.0.1:${lane.smtp}`,
        DROPBOX_CONTENT_URL: `http://127.0.0.1:${lane.dropbox}`,
        PUBLIC_URL: `http://localhost:${lane.app}`,
        AUTH_RATE_LIMIT: '200',
      },
    },
  ];
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // A CI machine shared with other jobs has run every step at 2.5 times its usual time (stop 50:
  // npm test 21 instead of 9 minutes): headings then took over 10 s to show after a navigation,
  // and at stop 59 over 20 s (a room list's first request left 26 s after the click, its chunks
  // fetched at 12 s: the renderer waiting for a core). CI waits three times as long; a run here
  // keeps the tight limits that catch a slow screen.
  timeout: process.env.CI ? 120_000 : 45_000,
  expect: { timeout: process.env.CI ? 30_000 : 10_000 },
  retries: process.env.CI ? 1 : 0,
  // One worker per lane; each worker's baseURL (below) is its own lane's server.
  workers: E2E_WORKERS,
  reporter: process.env.CI
    ? [['list'], ['./support/failure-page-reporter.ts']]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    locale: 'en-GB',
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    // Recording a trace costs a fifth of a spec's time (measured here); CI retries a failure once
    // and records that retry, a run here keeps the trace of whatever failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The app honours the system's wish for less motion: no dialog fades or ripples to wait for.
    reducedMotion: 'reduce',
    // Each test's fresh context would install the app's service worker and fetch every file
    // through it into an empty cache, never to use it again: on a loaded machine that made pages
    // take 10 s to load their chunks (trace of stop 53's pricing failure, reproduced here). One
    // test checks the service worker (online-booking.spec.ts) and allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // One context per worker, reset between its tests (cookies, storage, pages, routes, init
    // scripts; docs/decisions.md, "CI time, nineteenth pass"): a fresh context compiled the app's
    // scripts anew for every test, 1.1–1.5 s of a renderer's core each time. E2E_FRESH_CONTEXTS=1
    // gives each test its own again, to tell a leak between tests from a fault.
    {
      name: 'chromium',
      use: { browserName: 'chromium', reuseContext: process.env.E2E_FRESH_CONTEXTS !== '1' },
      testIgnore: '*.timed.spec.ts',
    },
    // Specs that time a screen: tracing would snapshot the page inside the timed window. They run
    // after the rest, one at a time, so no other spec shares the machine while they measure
    // (`--no-deps` runs one alone).
    {
      name: 'timed',
      use: { browserName: 'chromium', trace: 'off' },
      testMatch: '*.timed.spec.ts',
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  // One entry starting every lane at once (support/lanes.mjs): Playwright starts the entries of
  // this list one after another, which made the second lane's demo load wait for the first's.
  webServer: {
    command: 'node support/lanes.mjs',
    url: `http://127.0.0.1:${LANES_READY_PORT}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      LANES: JSON.stringify(Array.from({ length: E2E_WORKERS }, (_, index) => laneServers(index)).flat()),
      // Bundles the server and loads the demo into the folder the lanes copy, unless it was given.
      LANES_PREPARE: process.env.E2E_PREPARED_DATA ? BUILD_SERVER : `${BUILD_SERVER} && ${PREPARE_DATA}`,
      LANES_PREPARE_ENV: JSON.stringify({ ...serverEnv, DATA_DIR: preparedData }),
      LANES_READY_PORT: String(LANES_READY_PORT),
    },
  },
});
