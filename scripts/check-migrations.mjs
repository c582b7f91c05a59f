// Fails when the Drizzle schema and the committed migrations disagree: generating must add nothing.
import { execSync } from 'node:child_process';

const before = execSync('git status --porcelain packages/server/drizzle').toString();
execSync('npx drizzle-kit generate', { cwd: 'packages/server', stdio: 'inherit' });
const after = execSync('git status --porcelain packages/server/drizzle').toString();
if (after !== before) {
  console.error(
    'The Drizzle schema changed without a migration. Run `npm run db:generate` and commit the result:',
  );
  console.error(after);
  process.exit(1);
}
console.log('migrations match the schema');
