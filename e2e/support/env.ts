/** Ports and accounts of the end-to-end run, shared by the config and the specs. */
export const APP_PORT = 3100;
export const SMTP_PORT = 2525;
export const MAILBOX_PORT = 2526;
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-pw' };
