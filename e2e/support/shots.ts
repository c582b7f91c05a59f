import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { settle } from './route-visits.ts';

const SHOTS = '/tmp/shots';

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
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({
      path: `${SHOTS}/${prefix}-${name}.png`,
      fullPage: options.full ?? defaults.full ?? true,
    });
  };
}
