import { type Page, expect, test } from '@playwright/test';
import { ROUTES } from '../packages/web/src/routes.tsx';
import { adminToken } from './support/api.ts';
import { login } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { demoIds, open, pathFor } from './support/route-visits.ts';

/**
 * Issue 19: every route of the route table, as the admin, on a phone and on a tablet. A page must
 * not be wider than the screen (wide tables and calendars scroll inside their own box) and must
 * not leave a blank gap of more than 200 px under its heading. New routes are checked as soon as
 * they are in the table. Screenshots of the screens a crew uses are kept as artefacts.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

/** Pages a crew reads on a tablet or a guest on a phone: their screenshots are kept. */
const SHOWN = new Set([
  '/',
  '/booking/list',
  '/booking/:id',
  '/booking/calendar',
  '/tour/:tour/schedules/:schedule',
  '/schedule/:schedule',
  '/customer/:id',
  '/booking/occupancy',
  '/booking/resort',
  '/vessellist',
]);

const MAX_GAP = 200;

interface Measure {
  overflow: number;
  gap: number;
}

/**
 * How far the page runs past the screen's right edge, and the tallest blank band in the first
 * screen from its heading down: the space between one visible thing and the next (text, controls,
 * pictures, grids, cards, placeholders of content still loading). Space after the last thing is
 * the end of a short page, not a gap.
 */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    // From the page's heading; on a page without one, from the app's header bar.
    const heading = document.querySelector('h1:not([data-e2e-seen])') ?? document.querySelector('header');
    const top = heading?.getBoundingClientRect().top ?? 0;
    const end = top + window.innerHeight;
    const bands: [number, number][] = [];
    const consider = (rect: DOMRect) => {
      if (rect.width > 0 && rect.height > 0 && rect.top >= top && rect.top < end)
        bands.push([rect.top, rect.bottom]);
    };
    // Closed menus and transitions keep hidden copies of their content in the page; a snackbar or a
    // floating button stands over the page at the screen's foot, not in its flow.
    const visible = (element: Element | null) =>
      (element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ?? false) &&
      !element?.closest('.MuiSnackbar-root, .MuiFab-root');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !visible(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) consider(rect);
    }
    for (const element of document.querySelectorAll(
      'img, svg, canvas, input, select, textarea, button, hr, table, [role="progressbar"], .MuiSkeleton-root, .MuiDataGrid-root, .MuiPaper-outlined, .MuiCard-root',
    ))
      if (visible(element)) consider(element.getBoundingClientRect());
    bands.sort((a, b) => a[0] - b[0]);
    let reached = heading?.getBoundingClientRect().bottom ?? 0;
    let gap = 0;
    for (const [from, to] of bands) {
      gap = Math.max(gap, from - reached);
      reached = Math.max(reached, to);
    }
    return { overflow, gap };
  });
}

// The two walks are independent and each takes minutes: with two lanes they run side by side.
test.describe.configure({ mode: 'parallel' });

for (const size of SIZES) {
  test(`every route fits a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
    test.setTimeout(300_000);
    const token = await adminToken();
    const ids = await demoIds(token);
    await page.setViewportSize({ width: size.width, height: size.height });
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const problems: string[] = [];
    for (const route of ROUTES) {
      const path = pathFor(route.path, ids);
      await open(page, path);
      const { overflow, gap } = await measure(page);
      if (overflow > 1) problems.push(`${path}: ${overflow} px wider than the screen`);
      if (gap > MAX_GAP) problems.push(`${path}: a blank band of ${Math.round(gap)} px under the heading`);
      if (SHOWN.has(route.path)) {
        await page.waitForLoadState('networkidle');
        const name = route.path.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'start';
        // Kept with the test's results and attached to its report.
        const file = test.info().outputPath(`${size.name}-${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await test.info().attach(`${size.name}-${name}`, { path: file, contentType: 'image/png' });
      }
    }
    expect(problems).toEqual([]);
  });
}
