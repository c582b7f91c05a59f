import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { firstStart } from './first-start.ts';
import { DEMO_AGENT } from './seed/demo-agencies.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';

const config = loadConfig();
const database = await openDatabase({
  ...config,
  onIdleError: (error) =>
    console.warn(`database connection lost, reconnecting on next query: ${error.message}`),
});
await database.migrate();
const { app, services } = await buildApp(config, database);

const { admin, demoLogins } = await firstStart(config, database, services);
services.mail.start(config.mailWorkerIntervalMs);
services.jobs.start(config.jobWorkerIntervalMs);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Seaberth is running on ${url}  (database: ${database.driver === 'pg' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`})`,
  `  API documentation: ${url}/api/docs`,
];
if (admin?.password) {
  lines.push(
    `  Log in as ${admin.email} with password: ${admin.password}`,
    '  (shown once; set SEABERTH_ADMIN_PASSWORD to choose your own)',
  );
} else if (admin || config.adminEmail) {
  lines.push(
    `  Log in as ${admin?.email ?? config.adminEmail} with the password from SEABERTH_ADMIN_PASSWORD`,
  );
} else {
  lines.push('  Log in with your administrator account');
}
if (demoLogins?.length) {
  const staff = demoLogins.filter((login) => login !== DEMO_AGENT && !login.startsWith('member:'));
  lines.push(`  Demo staff: ${staff.join(', ')} (password ${DEMO_PASSWORD})`);
  if (demoLogins.includes(DEMO_AGENT))
    lines.push(`  Demo agent of Tauchreisen Nord: ${DEMO_AGENT} (password ${DEMO_PASSWORD})`);
  for (const member of demoLogins.filter((login) => login.startsWith('member:')))
    lines.push(`  Demo club member: ${member.slice(7)} at /club/login (password ${DEMO_PASSWORD})`);
}
console.log(`${lines.join('\n')}\n`);
