// Runs the server integration suite against a real PostgreSQL server. Each test file creates and
// drops its own database on it, so runs never see each other's data.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`server suite against PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//…@')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
