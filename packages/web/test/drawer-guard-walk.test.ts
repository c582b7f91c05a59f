import { DEFAULT_VIEWS, FEATURES, type FeatureState, principalFromUser } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { navGroups } from '../src/app/nav-groups.ts';
import { decideFor } from '../src/app/route-guard.tsx';
import { ROUTES } from '../src/routes.tsx';
import { fakeSession, testUser } from './render.tsx';

/** Every feature on: the widest drawer each principal can get. */
const ALL_ON = Object.fromEntries(FEATURES.map((feature) => [feature, true])) as FeatureState;

const PRINCIPALS = {
  agent: testUser({
    userType: 'agency',
    agency: 'a1',
    permissions: { scope: ['agencies.self', 'bookings.create'] },
  }),
  clerk: testUser({ permissions: { scope: ['bookings.read'] } }),
  pricing: testUser({ permissions: { scope: ['price.update'] } }),
  admin: testUser({ userType: 'admin', permissions: { scope: ['admin'] } }),
};

function drawerOf(name: keyof typeof PRINCIPALS) {
  const session = fakeSession({ user: PRINCIPALS[name], features: ALL_ON, views: DEFAULT_VIEWS });
  const entries = navGroups(ROUTES, principalFromUser(PRINCIPALS[name]), ALL_ON, DEFAULT_VIEWS).flatMap(
    (group) => group.routes,
  );
  return { session, entries };
}

describe('the drawer and the route guard agree', () => {
  for (const name of Object.keys(PRINCIPALS) as (keyof typeof PRINCIPALS)[]) {
    it(`lets ${name} open every entry of its drawer`, () => {
      const { session, entries } = drawerOf(name);
      expect(entries.length).toBeGreaterThan(0);
      const refused = entries
        .map((route) => ({ path: route.path, decision: decideFor(route, route.path, session) }))
        .filter((walk) => walk.decision.kind !== 'allow');
      expect(refused).toEqual([]);
    });
  }

  it('lists each screen once: no two entries lead to the same screen', () => {
    const { entries } = drawerOf('admin');
    const seen = new Map<unknown, string[]>();
    const twice: string[] = [];
    for (const route of entries) {
      // Placeholder pages of areas not built yet share one screen; they name different pages.
      if (route.screen === 'notAvailable') continue;
      const props = JSON.stringify(route.props ?? {});
      const before = seen.get(route.screen)?.find((entry) => entry.endsWith(props));
      if (before) twice.push(`${before} = ${route.path}`);
      seen.set(route.screen, [...(seen.get(route.screen) ?? []), `${route.path} ${props}`]);
    }
    expect(twice).toEqual([]);
  });

  it("gives an agent its own workplace: bookings, its agency and its guests' forms, no operator set-up", () => {
    const paths = drawerOf('agent').entries.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/booking/list',
        '/booking/wizard',
        '/agency/payments',
        '/agency/commission',
        '/customer/guestform',
      ]),
    );
    for (const operatorOnly of [
      '/room/list',
      '/room/type/list',
      '/room/create',
      '/bedtype',
      '/specials/list',
      '/specials/group',
      '/booking/tour',
    ])
      expect(paths).not.toContain(operatorOnly);
  });

  it('keeps the guard in step for a link typed by hand: the agent is refused a screen its data refuses', () => {
    const { session } = drawerOf('agent');
    const specials = ROUTES.find((route) => route.path === '/specials/list')!;
    expect(decideFor(specials, '/specials/list', session).kind).not.toBe('allow');
  });
});
