// The lane's Dropbox for the end-to-end run: the server tests' local server speaking Dropbox's
// upload API, on the lane's port, taking the suite's token. The backups panel connects to it.
import { startDropboxServer } from '../../packages/server/test/dropbox-server.ts';
import { E2E_DROPBOX_TOKEN } from './env.ts';

await startDropboxServer({ token: E2E_DROPBOX_TOKEN, port: Number(process.env.DROPBOX_PORT ?? 3103) });
