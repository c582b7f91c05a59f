import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { firstStart } from './first-start.ts';

/**
 * Prepares the database and stops, serving nothing: the migrations and the first start's data (the
 * administrator, the reference data, with SEABERTH_DEMO the demo), as `npm start` would do them.
 * Neither the mail nor the job worker runs, so mails the demo queues wait for the server that
 * later opens this database. Used to migrate before starting new processes, and by the end-to-end
 * suite, which loads the demo into one data folder and gives each lane a copy of it instead of
 * loading it once per lane (docs/decisions.md, "CI time, eleventh pass").
 */
const started = performance.now();
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const { app, services } = await buildApp(config, database);
const { admin, demoLogins } = await firstStart(config, database, services);
await app.close();
await database.close();

const where = database.driver === 'pg' ? 'the PostgreSQL database' : config.dataDir;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Prepared ${where} in ${seconds} s${demoLogins ? ', with the demo' : ''}.`);
if (admin?.password) console.log(`Administrator ${admin.email}, password (shown once): ${admin.password}`);
