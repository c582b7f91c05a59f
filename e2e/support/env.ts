/**
 * Ports and accounts of the end-to-end run, shared by the config and the specs. The run has
 * E2E_WORKERS lanes (default 4 on the 2-core CI machine: two lanes left a fifth of it idle while
 * pages settled and requests went back and forth, and on a slower hour four lanes kept it 1.91
 * cores busy against three's 1.78, the suite 370 s against 397; docs/decisions.md, "CI time, tenth
 * pass" and "twenty-eighth pass"): each
 * Playwright worker has a server, a database and a mail sink of its own, so specs that write
 * (settings, the test clock, bookings) never meet another worker's. A worker's lane is its TEST_PARALLEL_INDEX (kept when a worker restarts).
 * E2E_PORT_BASE moves every lane's ports, so two runs on one machine (two worktrees) do not meet.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 4));

export interface Lane {
  app: number;
  smtp: number;
  mailbox: number;
  /** The local server speaking Dropbox's upload API the backups are copied to. */
  dropbox: number;
  /** The local server speaking Channex's API the channel manager connects to (issue 39). */
  channex: number;
}

/** Lane n's ports: a block of ten from the base, the app first. */
export function laneOf(index: number): Lane {
  const app = base + 10 * index;
  return { app, smtp: app + 1, mailbox: app + 2, dropbox: app + 3, channex: app + 4 };
}

/** Where support/lanes.mjs says every lane's servers answer: the ninth port of lane 0's block. */
export const LANES_READY_PORT = base + 9;

const lane = laneOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const APP_PORT = lane.app;
export const SMTP_PORT = lane.smtp;
export const MAILBOX_PORT = lane.mailbox;
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-pw' };
/** The one access token the lane's Dropbox server takes (support/dropbox-server.ts). */
export const E2E_DROPBOX_TOKEN = 'e2e-dropbox-access-token';
/** The lane's Channex server (support/channex-server.ts): its address, API key and property. */
export const E2E_CHANNEX = {
  url: `http://127.0.0.1:${lane.app + 4}/api/v1`,
  apiKey: 'e2e-channex-api-key',
  propertyId: 'e2e-property',
};
