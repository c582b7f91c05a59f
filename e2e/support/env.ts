/**
 * Ports and accounts of the end-to-end run, shared by the config and the specs. E2E_PORT_BASE
 * moves all three ports, so two runs on one machine (two worktrees) do not meet.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const APP_PORT = base;
export const SMTP_PORT = base === 3100 ? 2525 : base + 1;
export const MAILBOX_PORT = base === 3100 ? 2526 : base + 2;
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-pw' };
