import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { A11Y_EXCEPTIONS } from './a11y-exceptions.ts';

/** The rule sets issue 40 holds every route to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  help: string;
}

/**
 * Runs axe-core on the page as it is now and answers what violates WCAG A/AA, minus the exceptions
 * listed (with their reasons) in a11y-exceptions.ts for this route.
 */
export async function axeFindings(page: Page, route: string): Promise<AxeFinding[]> {
  // A panel still fading in has text below its final contrast: wait for finite animations to end
  // (spinners and indeterminate progress bars run forever and are left alone).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const excused = A11Y_EXCEPTIONS.filter((e) => e.route === '*' || e.route === route);
  // Only the violations are read: axe then skips collecting every passing node, the larger part of its work.
  // (options() replaces the whole options object: it comes before withTags, which adds to it).
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags([...WCAG_TAGS]);
  const disabled = excused.filter((e) => !e.selector).map((e) => e.rule);
  if (disabled.length) builder = builder.disableRules(disabled);
  for (const e of excused) if (e.selector) builder = builder.exclude(e.selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    help: v.help,
  }));
}

/** Fails with a readable list when the page has any WCAG A/AA violation not excused. */
export async function expectAccessible(page: Page, route: string): Promise<void> {
  const findings = await axeFindings(page, route);
  expect(findings, `axe findings on ${route}:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
}
