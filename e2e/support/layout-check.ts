import { type Page, test } from '@playwright/test';
import { settle } from './route-visits.ts';
import { TAKE_SHOTS } from './shots.ts';

/**
 * Issue 19's layout check of a screen: it must not be wider than the screen (wide tables and
 * calendars scroll inside their own box) and must not leave a blank gap of more than 200 px under
 * its heading. Screenshots of the screens a crew uses are kept as artefacts (not on CI, where
 * nobody looks: support/shots.ts). Used by the layout walk (layouts.spec.ts) and, at phone size,
 * by the back office's accessibility walk, which opens every staff route on a phone anyway.
 */

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

/** What is wrong with the screen as it is now, in words; screenshots of a crew's screens kept. */
export async function layoutProblems(
  page: Page,
  size: { name: string },
  route: string,
  path: string,
): Promise<string[]> {
  const problems: string[] = [];
  const { overflow, gap } = await measure(page);
  if (overflow > 1) problems.push(`${path}: ${overflow} px wider than the ${size.name}`);
  if (gap > MAX_GAP)
    problems.push(`${path}: a blank band of ${Math.round(gap)} px under the heading on the ${size.name}`);
  if (TAKE_SHOTS && SHOWN.has(route)) {
    await settle(page);
    const name = route.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'start';
    // Kept with the test's results and attached to its report.
    const file = test.info().outputPath(`${size.name}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(`${size.name}-${name}`, { path: file, contentType: 'image/png' });
  }
  return problems;
}
