// `npm start` builds the web app only when its sources are newer than the last build, so a
// restart is quick and a fresh clone still gets a working app.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve('packages/web');
const built = path.join(web, 'dist', 'index.html');
const sources = [
  path.join(web, 'src'),
  path.join(web, 'index.html'),
  path.join(web, 'book.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'vite.book.config.ts'),
  path.resolve('packages/domain/src'),
];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

if (existsSync(built) && newest(built) >= Math.max(...sources.map(newest))) {
  console.log('web app is up to date');
} else {
  console.log('building the web app …');
  execSync('npm run build -w @seaberth/web', { stdio: 'inherit' });
}
