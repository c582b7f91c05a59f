import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

/**
 * Prints the OpenAPI document the server publishes at /api/docs/json: every route with its
 * schemas, built on an empty database in memory and the default configuration (no test clock), so
 * the same code always prints the same document. `npm run api:types` turns it into the web's typed
 * client (issue 33 §1).
 */
const config = { ...loadConfig({}), dataDir: 'memory://', logLevel: 'silent' };
const database = await openDatabase(config);
await database.migrate();
const { app } = await buildApp(config, database, { logger: false });
await app.ready();
process.stdout.write(JSON.stringify(app.swagger()));
await app.close();
await database.close();
