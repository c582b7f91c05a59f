import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { settle } from './route-visits.ts';

const SHOTS = '/tmp/shots';

/**
 * Whether screenshots are taken: they are for a person to look at, and a CI run has nobody
 * looking. On CI each full-page capture was a re-layout, a software raster and a PNG encoding of
 * the whole page, ~230 of them, on the two cores the lanes share (docs/decisions.md, "CI time,
 * thirteenth pass"). The wait for a settled screen before each stays: later steps start from it.
 * E2E_SHOTS=1 takes them on CI too, E2E_SHOTS=0 skips them here.
 */
export const TAKE_SHOTS = (process.env.E2E_SHOTS ?? (process.env.CI ? '0' : '1')) === '1';

/**
 * Screenshots of a spec, to be looked at: `/tmp/shots/<prefix>-<name>.png`. By default the whole
 * page once it has settled (route-visits.ts; the live stream keeps the network from idling); `settle: false` takes the screen as it is (timed specs), `quiet`
 * also waits for every progress bar to go.
 */
export function shooter(
  prefix: string,
  defaults: { full?: boolean; settle?: boolean; quiet?: boolean } = {},
) {
  return async (page: Page, name: string, options: { full?: boolean } = {}) => {
    if (defaults.settle ?? true) await settle(page);
    // By role attribute: a spinner hidden from assistive technology inside a control still loads.
    if (defaults.quiet) await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
    if (!TAKE_SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({
      path: `${SHOTS}/${prefix}-${name}.png`,
      fullPage: options.full ?? defaults.full ?? true,
    });
  };
}
