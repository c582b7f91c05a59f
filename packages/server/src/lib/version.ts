import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The version clients compare to decide whether their cached data is stale (SPEC §4 Session). */
export const APP_VERSION = { version: pkg.version, time: new Date().toISOString() };
