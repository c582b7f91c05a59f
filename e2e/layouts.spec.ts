import { expect, test } from '@playwright/test';
import { ROUTES } from '../packages/web/src/routes.tsx';
import { adminToken } from './support/api.ts';
import { login } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { layoutProblems } from './support/layout-check.ts';
import { BACK_OFFICE, demoIds, open, pathFor } from './support/route-visits.ts';

/**
 * Issue 19: every route of the route table, as the admin, on a phone and on a tablet, fits the
 * screen (support/layout-check.ts). New routes are checked as soon as they are in the table. The
 * back-office routes are checked by the accessibility walks (a11y-desk), which open each of them
 * anyway: on a phone by the English one, on a tablet by the German one. This walk takes the rest.
 */
const OTHERS = ROUTES.filter((r) => !BACK_OFFICE.includes(r));
const SIZES = [
  { name: 'phone', width: 390, height: 844, routes: OTHERS },
  { name: 'tablet', width: 820, height: 1180, routes: OTHERS },
] as const;

// The two walks are independent: with two lanes they run side by side.
test.describe.configure({ mode: 'parallel' });

for (const size of SIZES) {
  test(`every route fits a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
    test.setTimeout(300_000);
    const token = await adminToken();
    const ids = await demoIds(token);
    await page.setViewportSize({ width: size.width, height: size.height });
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const problems: string[] = [];
    for (const route of size.routes) {
      const path = pathFor(route.path, ids);
      await open(page, path);
      problems.push(...(await layoutProblems(page, size, route.path, path)));
    }
    expect(problems).toEqual([]);
  });
}
