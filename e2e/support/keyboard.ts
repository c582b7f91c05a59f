import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Working by keyboard alone (issue 40): Tab to a control as a person reads the screen, and at every
 * stop check that the focus is seen (WCAG 2.4.7) and not hidden under a sticky bar (2.4.11).
 */

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  for (let step = 0; step < (options.max ?? 80); step++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectFocusShown(page);
      return;
    }
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element draws a ring (outline or shadow) and its middle is not under another element. */
export async function expectFocusShown(page: Page) {
  const state = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, why: 'nothing focused' };
    el.scrollIntoView({ block: 'nearest' });
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none' ||
      // MUI's inputs draw the ring on their outline box, a sibling of the input.
      Boolean(el.closest('.Mui-focused'));
    const x = rect.left + Math.min(rect.width / 2, 10);
    const y = rect.top + rect.height / 2;
    const top = document.elementFromPoint(x, y);
    const label = el.closest('label');
    const covered = !(top && (el.contains(top) || top.contains(el) || label?.contains(top)));
    return {
      ok: ring && !covered,
      why: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40)}: ring ${ring}, covered ${covered}`,
    };
  });
  expect(state.ok, state.why).toBe(true);
}
