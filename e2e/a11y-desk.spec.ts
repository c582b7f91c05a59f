import { expect, type Page, test } from '@playwright/test';
import { ROUTES } from '../packages/web/src/routes.tsx';
import { adminToken } from './support/api.ts';
import { EN, login } from './support/app.ts';
import { axeFindings } from './support/axe.ts';
import { E2E_ADMIN } from './support/env.ts';
import { demoIds, open, pathFor } from './support/route-visits.ts';

/**
 * Issue 40, the back office: every staff route of the route table, as the admin, on a desk screen
 * and on a tablet, in English and in German, has no WCAG 2.0/2.1/2.2 A/AA violation axe-core finds
 * (minus the reasoned exceptions of support/a11y-exceptions.ts). One logged-in page visits all
 * routes by client-side navigation; each route is checked at both sizes from one visit.
 */

const SIZES = [
  { name: 'desk', width: 1366, height: 768 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

/** Staff pages: not the bare public ones (the public pages' spec covers those), not the 404. */
const BACK_OFFICE = ROUTES.filter(
  (route) =>
    !route.meta.disableDrawer &&
    route.path !== '*' &&
    // Hands the user over to another system (an external navigation): no page of its own.
    route.path !== '/jump/:system',
);

const LANGUAGE_BUTTON = { en: EN.language, de: 'Sprache' } as const;

async function chooseLanguage(page: Page, from: 'en' | 'de', to: 'Deutsch' | 'English') {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/self') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: LANGUAGE_BUTTON[from] }).click();
  await page.getByRole('menuitem', { name: to }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'Deutsch' ? 'de' : 'en');
}

// Not yet clean and far too slow for every run (issue 40, see its note): A11Y_FULL=1 runs it.
const FULL = process.env.A11Y_FULL === '1';

for (const language of ['en', 'de'] as const) {
  (FULL ? test : test.skip)(
    `every back-office route passes axe in ${language}, on a desk screen and a tablet`,
    async ({ page }) => {
      test.setTimeout(900_000);
      const ids = await demoIds(await adminToken());
      await page.setViewportSize(SIZES[0]);
      await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
      if (language === 'de') await chooseLanguage(page, 'en', 'Deutsch');
      try {
        const problems: string[] = [];
        // A11Y_FROM=<route pattern> resumes the walk at that route (to re-check after a fix).
        const only = process.env.A11Y_FROM
          ? BACK_OFFICE.findIndex((r) => r.path === process.env.A11Y_FROM)
          : 0;
        for (const route of BACK_OFFICE.slice(only)) {
          const path = pathFor(route.path, ids);
          console.log(`→ ${path} ${new Date().toISOString()}`);
          await page.setViewportSize(SIZES[0]);
          await open(page, path);
          for (const size of SIZES) {
            if (size !== SIZES[0]) {
              await page.setViewportSize(size);
              await page.evaluate(
                () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
              );
            }
            for (const finding of await axeFindings(page, route.path)) {
              const problem = `${path} [${size.name}] ${finding.rule} (${finding.impact}): ${finding.help} — ${finding.targets.join(' | ')}`;
              problems.push(problem);
              // Seen as the run goes, not only at its end.
              console.log(problem);
            }
          }
        }
        expect(problems, problems.join('\n')).toEqual([]);
      } finally {
        if (language === 'de') {
          await page.setViewportSize(SIZES[0]);
          await open(page, '/');
          await chooseLanguage(page, 'de', 'English');
        }
      }
    },
  );
}
