// Runs the server integration suite against a real PostgreSQL server. Each test file creates and
// drops its own database on it, so runs never see each other's data. Arguments go to vitest, so
// `node scripts/test-pg.mjs statistics-occupancy` runs only the files whose path holds that text.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`server suite against PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//…@')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
