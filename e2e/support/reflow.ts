import type { Page } from '@playwright/test';

export interface ReflowProblem {
  /** `scroll` when the page scrolls sideways, else the element cut off at the window's edge. */
  what: string;
  overflow: number;
}

/**
 * WCAG 1.4.10 (reflow) and 1.4.4 (resize): at 320 CSS px, or at 200 % zoom, the page needs no
 * sideways scroll and loses nothing. A sideways scroll shows as the document being wider than the
 * window; a loss as a visible text or control reaching past the window's edge while some ancestor
 * hides the overflow (a scroll box of its own, like a row of tabs, is allowed: it can be scrolled).
 */
export async function reflowProblems(page: Page): Promise<ReflowProblem[]> {
  return page.evaluate(() => {
    const problems: { what: string; overflow: number }[] = [];
    const root = document.documentElement;
    const sideways = root.scrollWidth - root.clientWidth;
    if (sideways > 0) problems.push({ what: 'scroll', overflow: sideways });
    const width = root.clientWidth;
    const scrollsItself = (element: Element): boolean => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const candidates = document.body.querySelectorAll<HTMLElement>(
      'button, a, input, select, textarea, [role], h1, h2, h3, h4, h5, h6, p, span, label, td, th, li',
    );
    for (const element of candidates) {
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.opacity === '0') continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden helpers (1 px boxes) and empty boxes hold nothing a reader loses.
      if (rect.width <= 2 || rect.height <= 2) continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      const past = Math.max(rect.right - width, -rect.left);
      if (past > 1 && !scrollsItself(element))
        problems.push({ what: nameOf(element), overflow: Math.round(past) });
      if (problems.length >= 8) break;
    }
    return problems;
  });
}
