// Completes package-lock.json with the platform-specific optional packages (esbuild, rollup,
// biome, sharp binaries for other systems) that the registry mirror here does not serve. npm then
// leaves them out of the lockfile, and `npm ci` refuses a lockfile that lacks them. Each added entry
// names its os/cpu/libc, so npm skips it on any other platform exactly as it would the real one.
// Runs after every install (root "postinstall"); changes nothing when the lockfile is complete.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
  'cygwin',
];
const CPU = [
  'arm64',
  'x64',
  'arm',
  'ia32',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'mips64el',
  'wasm32',
  'mipsel',
  'ppc',
];

function platformOf(name) {
  const tokens = name.split('/').pop().split(/[-_]/);
  const os = tokens.find((t) => OS.includes(t)) ?? (tokens.includes('win32') ? 'win32' : undefined);
  const cpu =
    tokens.find((t) => CPU.includes(t)) ??
    (tokens.includes('eabi') || tokens.includes('gnueabihf') || tokens.includes('musleabihf')
      ? 'arm'
      : undefined);
  const libc = tokens.some((t) => t.startsWith('musl'))
    ? 'musl'
    : tokens.some((t) => t.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages ?? {};
let added = 0;
for (const [key, entry] of Object.entries({ ...packages })) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key}/node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform binary: leave npm's decision alone
    packages[`node_modules/${dep}`] = {
      version: String(version).replace(/^[\^~=]/, ''),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
if (added) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added} platform packages the registry here does not serve`);
}
