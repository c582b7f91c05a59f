import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Chromium's switches for the suite. Each test's fresh context opens a window, and Debian's
 * Chromium 156 loads the omnibox's WebUI popup (Lit, the AI-mode compose box) into a renderer of
 * its own for every window, headless too: about a second of CPU per test, more than most pages
 * the test opens (docs/decisions.md, "CI time, sixteenth pass"). Its two features are switched
 * off here.
 */
const OURS_DISABLED = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium keeps only the last `--disable-features`, and Playwright passes its own list (paint
 * holding, HTTPS upgrades, storage partitioning…): ours must repeat it, so it is read from the
 * Playwright in use. A Playwright that no longer declares it that way fails the run here, loudly,
 * rather than dropping its switches unseen.
 */
function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(
    createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(/.exec(bundle)?.[1];
  const features = [...(list ?? '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]);
  if (!features.includes('PaintHolding'))
    throw new Error('e2e/support/chromium-args.ts: Playwright’s disabled Chromium features were not found');
  return features;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures(), ...OURS_DISABLED].join(',')}`,
  // V8 without its top tier (TurboFan; Maglev stays): a test's page lives seconds, and compiling
  // its hot functions a second time on a background thread cost more than it saved. Measured side
  // by side on one machine, two lanes, the same specs: 2.1–3.2 % less CPU in four pairs, the
  // same wall time (docs/decisions.md, "CI time, twenty-fifth pass").
  '--js-flags=--no-opt',
  // More switches for a measurement, space-separated (E2E_EXTRA_ARGS="--in-process-gpu").
  ...(process.env.E2E_EXTRA_ARGS?.split(' ').filter(Boolean) ?? []),
];

/**
 * Debian's headless shell (`chromium-headless-shell`: the same Blink and V8 without the browser's
 * windows, profile services and UI) where it is installed, else the full browser in its headless
 * mode. On six specs, three lanes, side by side: the whole run's CPU 258–272 s against 307–321 s,
 * its time 180–188 s against 201–207 s (docs/decisions.md, "CI time, twenty-second pass").
 * CHROMIUM_PATH picks another.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
