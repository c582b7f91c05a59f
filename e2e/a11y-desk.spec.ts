import { expect, type Page, test } from '@playwright/test';
import { adminToken, createUser } from './support/api.ts';
import { EN, login } from './support/app.ts';
import type { AxeFinding } from './support/axe.ts';
import { contentFingerprint, LAYOUT_RULES, runAxe } from './support/axe-run.ts';
import { layoutProblems } from './support/layout-check.ts';
import { BACK_OFFICE, demoIds, type Ids, open, pathFor, resizeTo, settle } from './support/route-visits.ts';

/**
 * Issue 40, the back office: every staff route of the route table, as the admin, on a desk screen
 * and on a phone, in English and in German, has no WCAG 2.0/2.1/2.2 A/AA violation axe-core finds
 * (minus the reasoned exceptions of support/a11y-exceptions.ts). Two tabs of one session share the
 * routes, each visiting its half by client-side navigation. To stay within the suite's time (docs/decisions.md, "The
 * back office's accessibility walk"):
 * - the header and drawer, the same around every screen, are checked once per size and theme;
 *   each route then checks its own part (<main> and what it opens over the page);
 * - a route is checked in full at one size; at the other only the rules a layout can change run,
 *   unless its elements differ there (a grid showing other columns, a page made for small screens);
 * - a screen identical to one already checked (two routes, one screen) is not checked again.
 * The English pass also holds each route on the phone to issue 19's layout check (it fits the
 * screen, no blank band under the heading), so the layout walk need not open them again.
 * The German pass runs axe on each route on the desk screen only, and on the shell and menu on a
 * phone once: its screens have the English pass's elements and layout, only their words differ, and
 * what words can break (names, labels, lang) shows at any size. It holds each route on a tablet to
 * issue 19's layout check instead, where German's longer words are the harder test (layouts.spec.ts
 * has the rest). docs/decisions.md, "CI time, seventh pass".
 */

const SIZES = [
  { name: 'desk', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Size = (typeof SIZES)[number] | typeof TABLET;
/** Issue 19's tablet: the German pass holds each route to the layout check there (no axe run). */
const TABLET = { name: 'tablet', width: 820, height: 1180 } as const;

const LANGUAGE_BUTTON = { en: EN.language, de: 'Sprache' } as const;
const MENU_BUTTON = { en: 'Open navigation', de: 'Navigation öffnen' } as const;

async function chooseLanguage(page: Page, from: 'en' | 'de', to: 'Deutsch' | 'English') {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/self') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: LANGUAGE_BUTTON[from] }).click();
  await page.getByRole('menuitem', { name: to }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'Deutsch' ? 'de' : 'en');
}

/** English: desk and phone, both with axe. German: desk with axe, tablet for the layout only. */
function otherSize(language: 'en' | 'de', size: Size): Size {
  if (size !== SIZES[0]) return SIZES[0];
  return language === 'en' ? SIZES[1] : TABLET;
}

/** Which routes to walk: A11Y_FROM=<pattern> resumes at a route, A11Y_ONLY=<p1>,<p2> picks some. */
function routesToWalk() {
  const from = process.env.A11Y_FROM ? BACK_OFFICE.findIndex((r) => r.path === process.env.A11Y_FROM) : 0;
  const only = process.env.A11Y_ONLY?.split(',');
  return BACK_OFFICE.slice(Math.max(0, from)).filter((r) => !only || only.includes(r.path));
}

// The two walks are independent and each takes minutes: with two lanes they run side by side.
test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'de'] as const) {
  test(`every back-office route passes axe in ${language}, on a desk screen${language === 'en' ? ' and a phone' : ', and fits a tablet'}`, async ({
    page,
  }) => {
    // A pass took 8–9 min for 145 routes on a 2-core machine shared by four runs (load ~14), and
    // 5 min for 166 routes beside two other lanes here; the cap leaves room for a CI machine 1.7
    // times slower. The pass prints its time, which the suite budget watches.
    test.setTimeout(Number(process.env.A11Y_TIMEOUT ?? 900_000));
    const started = Date.now();
    const ids = await demoIds(await adminToken());
    // An admin account of its own: the walk switches its language, and other specs book as the
    // e2e admin, whose bookings take the admin's language.
    const walker = await createUser({ prefix: `a11y-${language}`, name: 'Alex Walker', userType: 'admin' });
    await page.setViewportSize(SIZES[0]);
    await login(page, walker.email, walker.password);
    if (language === 'de') await chooseLanguage(page, 'en', 'Deutsch');
    const problems: string[] = [];
    const report = (where: string, size: Size, findings: AxeFinding[]) => {
      for (const f of findings) {
        const problem = `${where} [${size.name}] ${f.rule} (${f.impact}): ${f.help} — ${f.targets.join(' | ')}`;
        problems.push(problem);
        // Seen as the run goes, not only at its end.
        console.log(problem);
      }
    };
    const layout: string[] = [];
    const timings: Walk['timings'] = [];
    try {
      const walk: Walk = { language, ids, report, layout, timings, shellChecked: new Set(), seen: new Set() };
      // Two tabs of the one session, each on every other route: a tab spends half its time waiting
      // for a page to settle, which the other fills (docs/decisions.md, "CI time, thirtieth pass").
      const second = await page.context().newPage();
      try {
        await second.setViewportSize(SIZES[0]);
        await second.goto('/');
        await expect(second.locator('html')).toHaveAttribute('lang', language);
        const routes = routesToWalk();
        await Promise.all(
          [page, second].map((tab, i) =>
            walkRoutes(
              tab,
              routes.filter((_, n) => n % 2 === i),
              walk,
            ),
          ),
        );
      } finally {
        await second.close();
      }
      // German on a phone: the shell and its menu, once (see the comment at the top).
      if (language === 'de') {
        const phone = SIZES[1];
        await resizeTo(page, phone);
        report(`shell on ${page.url()}`, phone, await runAxe(page, { route: '*', scope: 'shell' }));
        await checkMenu(page, language, new URL(page.url()).pathname, phone, report);
      }
    } finally {
      const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 8);
      console.log(
        `a11y-desk ${language}: ${timings.length} routes in ${Math.round((Date.now() - started) / 1000)} s; slowest ${slowest
          .map((t) => `${t.path} ${t.ms} ms (${t.how})`)
          .join(', ')}`,
      );
      if (process.env.A11Y_TIMING)
        for (const t of timings) console.log(`TIME ${t.ms} ${t.path} ${t.how} ${t.steps.join(' ')}`);
    }
    expect.soft(problems, problems.join('\n')).toEqual([]);
    expect(layout, layout.join('\n')).toEqual([]);
  });
}

type Report = (where: string, size: Size, findings: AxeFinding[]) => void;

/** What the walk's tabs share: what is found, and what was checked already. */
interface Walk {
  language: 'en' | 'de';
  ids: Ids;
  report: Report;
  layout: string[];
  timings: { path: string; ms: number; how: string; steps: string[] }[];
  /** The shell once per size and theme (the club's routes have a theme of their own). */
  shellChecked: Set<string>;
  /** Screens already checked, by fingerprint: a second route showing the same one is skipped. */
  seen: Set<string>;
}

/** One tab's share of the routes, each at two sizes (see the comment at the top). */
async function walkRoutes(page: Page, routes: ReturnType<typeof routesToWalk>, walk: Walk) {
  const { language, report } = walk;
  let size: Size = SIZES[0];
  for (const route of routes) {
    const t0 = Date.now();
    const path = pathFor(route.path, walk.ids);
    const how = await open(page, path);
    const steps = [`open ${Date.now() - t0}`];
    // Two sizes per route, the one the page is at first: one resize per route, not two.
    const sizes: Size[] = [size, otherSize(language, size)];
    for (const [i, current] of sizes.entries()) {
      if (i === 1) {
        const tr = Date.now();
        await resizeTo(page, current);
        steps.push(`resize ${Date.now() - tr}`);
      }
      size = current;
      // Issue 19's layout check rides along: English on the phone, German on the tablet.
      if (current.name === (language === 'en' ? 'phone' : 'tablet'))
        walk.layout.push(...(await layoutProblems(page, current, route.path, path)));
      if (current === TABLET) {
        steps.push('layout');
        continue;
      }
      const shellKey = `${current.name}:${route.meta.crm ? 'club' : 'staff'}`;
      if (!walk.shellChecked.has(shellKey)) {
        walk.shellChecked.add(shellKey);
        report(`shell on ${path}`, current, await runAxe(page, { route: '*', scope: 'shell' }));
        if (current.name === 'phone') await checkMenu(page, language, path, current, report);
      }
      const fingerprint = await contentFingerprint(page);
      const known = walk.seen.has(fingerprint);
      walk.seen.add(fingerprint);
      // German runs axe at one size only: a screen already checked has nothing new there.
      if (known && (i === 0 || language === 'de')) {
        steps.push('same');
        continue;
      }
      // The same elements as at the first size (or as a screen already checked): only the
      // layout differs, so only the rules a layout can change have something new to find.
      const rules = known ? LAYOUT_RULES : undefined;
      const ta = Date.now();
      report(path, current, await runAxe(page, { route: route.path, scope: 'content', rules }));
      steps.push(`${rules ? 'layout' : 'axe'} ${Date.now() - ta}`);
    }
    walk.timings.push({ path, ms: Date.now() - t0, how, steps });
  }
}

/** On a phone the drawer is a menu over the page: checked once, opened, as a person sees it. */
async function checkMenu(page: Page, language: 'en' | 'de', path: string, size: Size, report: Report) {
  await page.getByRole('button', { name: MENU_BUTTON[language] }).click();
  await settle(page);
  report(`menu on ${path}`, size, await runAxe(page, { route: '*', scope: 'content' }));
  await page.keyboard.press('Escape');
  await settle(page);
}
