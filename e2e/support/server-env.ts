import { E2E_ADMIN } from './env.ts';

/**
 * The server's settings every lane shares; the demo folder the lanes copy is prepared with them,
 * by the run itself or beforehand (support/prepare-data.ts).
 */
export const serverEnv: Record<string, string> = {
  SEABERTH_ADMIN_EMAIL: E2E_ADMIN.email,
  SEABERTH_ADMIN_PASSWORD: E2E_ADMIN.password,
  SEABERTH_DEMO: '1',
  // The specs walk the demo's own bookings ("the first trip", "the second departure"), which
  // the two years of history (demo-history.ts, checked by demo-history.int.test.ts) would
  // crowd in lists, pickers and forms; a run with E2E_DEMO_HISTORY=1 shows the full demo.
  SEABERTH_DEMO_HISTORY: process.env.E2E_DEMO_HISTORY === '1' ? '1' : '0',
  // Jobs run when a test moves the clock (POST /api/test/clock), never behind its back.
  SEABERTH_TEST_CLOCK: '1',
  // A request that would hang on PGlite (a query beside its own transaction) fails loudly.
  SEABERTH_TX_GUARD: '1',
  LOG_LEVEL: 'warn',
};

/** Bundles the server as `npm start` runs it (run from the e2e folder). */
export const BUILD_SERVER = 'node ../scripts/build-server.mjs';
/** Loads the demo into DATA_DIR with the bundled server's first start, without serving. */
export const PREPARE_DATA = 'node ../packages/server/dist/server/prepare-data.mjs';
