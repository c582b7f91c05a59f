import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { principalFromUser } from '@seaberth/domain';
import type { ListItemTextProps } from '@mui/material';
import { describe, expect, it, vi } from 'vitest';
import { NavDrawerContent } from '../src/app/nav-drawer.tsx';
import { navGroups } from '../src/app/nav-groups.ts';
import { ROUTES } from '../src/routes.tsx';
import { fakeSession, LocationProbe, renderWithSession, testUser } from './render.tsx';

/** How often an entry's or a group's text was drawn: the drawer must not draw them all on every page change. */
const drawn = vi.hoisted(() => ({ texts: 0 }));
vi.mock('@mui/material', async (importOriginal) => {
  const mui = await importOriginal<typeof import('@mui/material')>();
  function CountedListItemText(props: ListItemTextProps) {
    drawn.texts++;
    return <mui.ListItemText {...props} />;
  }
  return { ...mui, ListItemText: CountedListItemText };
});

function renderDrawer(scope: string[], features: Record<string, boolean> = {}, views = {}, path = '/') {
  const user = testUser({ permissions: { scope } });
  renderWithSession(<NavDrawerContent />, fakeSession({ user, features, views }), path);
  return within(screen.getByRole('navigation'));
}

function link(nav: ReturnType<typeof within>, name: string) {
  // Collapsed groups keep their links in the DOM but hidden, which leaves them without an
  // accessible name; what matters here is whether the link exists at all.
  return (
    nav
      .queryAllByRole('link', { hidden: true })
      .find((element: HTMLElement) => element.textContent === name) ?? null
  );
}

describe('navigation drawer', () => {
  it('shows the routes the user may open and hides those without rights', () => {
    const nav = renderDrawer(['bookings.read'], { vessel: true, resort: true });
    expect(link(nav, 'Bookings')).toHaveAttribute('href', '/booking/list');
    expect(link(nav, 'Booking calendar')).toHaveAttribute('href', '/booking/calendar');
    expect(link(nav, 'Users')).toBeNull();
    expect(link(nav, 'Tours')).toBeNull();
    expect(nav.queryByText('Configuration')).toBeNull();
  });

  it('hides routes whose feature is off, even for an admin', () => {
    const nav = renderDrawer(['admin'], { vessel: false, resort: true, pos: false });
    expect(link(nav, 'Users')).toHaveAttribute('href', '/users');
    expect(link(nav, 'Occupancy')).toHaveAttribute('href', '/booking/occupancy');
    expect(link(nav, 'Booking calendar')).toBeNull();
    expect(link(nav, 'Point of sale')).toBeNull();
  });

  it('never lists hidden routes, routes with parameters or guest-only pages', () => {
    const nav = renderDrawer(['admin'], { vessel: true, resort: true, bank: true });
    expect(link(nav, 'My profile')).toBeNull();
    expect(link(nav, 'New bank account')).toBeNull();
    expect(link(nav, 'Login')).toBeNull();
    expect(link(nav, 'Booking')).toBeNull();
  });

  it('hides a report whose view switch is off', () => {
    const user = testUser({ permissions: { scope: ['bookingpayment.read'] } });
    const on = navGroups(ROUTES, principalFromUser(user), {}, { financeReports: true });
    const off = navGroups(ROUTES, principalFromUser(user), {}, { financeReports: false });
    const paths = (groups: typeof on) => groups.flatMap((group) => group.routes.map((route) => route.path));
    expect(paths(on)).toContain('/stats/base');
    expect(paths(off)).not.toContain('/stats/base');
  });

  it('drops whole areas that are left empty', () => {
    const user = testUser({ permissions: { scope: ['divelog.read'] } });
    const areas = navGroups(ROUTES, principalFromUser(user), { diveLog: true }, {}).map(
      (group) => group.area,
    );
    expect(areas).toContain('dive');
    expect(areas).not.toContain('configuration');
    expect(areas).not.toContain('public');
  });

  describe('marks the entry of the open page', () => {
    const current = (path: string) => {
      cleanup();
      const nav = renderDrawer(['admin'], { vessel: true, resort: true, bank: true }, {}, path);
      return nav
        .queryAllByRole('link', { hidden: true })
        .filter((element: HTMLElement) => element.getAttribute('aria-current') === 'page')
        .map((element: HTMLElement) => element.textContent);
    };

    it('on the page itself', () => {
      expect(current('/users')).toEqual(['Users']);
      expect(current('/')).toEqual(['Today']);
    });

    it('on a page below it, choosing the most specific entry', () => {
      expect(current('/geo/port')).toEqual(['Geography and currencies']);
      expect(current('/config/settings/general')).toEqual(['Settings']);
      expect(current('/users/0b7a4c1e-2f55-4f0a-9c8e-1d2a3b4c5d6e')).toEqual(['Users']);
      expect(current('/bank/entry/manual')).toEqual(['Manual payments']);
    });

    it('not for a path that only shares the beginning of a word, nor Start for every page', () => {
      expect(current('/booking/42')).toEqual([]);
      expect(current('/nowhere/at/all')).toEqual([]);
      // The own profile is the account menu's page, not part of the user administration.
      expect(current('/users/profile')).toEqual([]);
    });

    it('still leads from a page below back to the entry', async () => {
      const user = testUser({ permissions: { scope: ['admin'] } });
      renderWithSession(
        <>
          <NavDrawerContent />
          <LocationProbe />
        </>,
        fakeSession({ user }),
        '/users/7',
      );
      const users = screen
        .getAllByRole('link', { hidden: true })
        .find((element: HTMLElement) => element.textContent === 'Users');
      await userEvent.click(users!);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/users$/);
    });
  });

  it('draws again only the group whose open entry changed when the page changes', async () => {
    const user = testUser({ permissions: { scope: ['admin'] } });
    renderWithSession(
      <>
        <NavDrawerContent />
        <LocationProbe />
      </>,
      fakeSession({ user, features: { vessel: true, resort: true } }),
      '/price',
    );
    const links = screen.getAllByRole('link', { hidden: true });
    const variants = links.find((element: HTMLElement) => element.textContent === 'Price variants');
    drawn.texts = 0;
    await userEvent.click(variants!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricevariant$/);
    expect(variants).toHaveAttribute('aria-current', 'page');
    // The prices group's entries (and its heading), not the hundred-odd links of every group.
    const pricesGroup = navGroups(ROUTES, principalFromUser(user), { vessel: true, resort: true }, {}).find(
      (group) => group.area === 'prices',
    )!;
    expect(links.length).toBeGreaterThan(3 * pricesGroup.routes.length);
    expect(drawn.texts).toBeGreaterThan(0);
    expect(drawn.texts).toBeLessThanOrEqual(pricesGroup.routes.length + 1);
  });

  it('folds and unfolds a group at once for a user who asks for less motion, animated otherwise', async () => {
    // The tests' window asks for reduced motion (test/setup.ts): no Collapse measuring the group.
    const nav = renderDrawer(['admin'], { vessel: true, resort: true }, {}, '/price');
    expect(document.querySelector('nav .MuiCollapse-root')).toBeNull();
    expect(link(nav, 'Price variants')).toBeVisible();
    expect(link(nav, 'Users')).not.toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Configuration' }));
    expect(link(nav, 'Users')).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Configuration' }));
    expect(link(nav, 'Users')).not.toBeVisible();
    cleanup();

    const reduced = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...reduced(query),
      matches: false,
    })) as typeof window.matchMedia;
    try {
      renderDrawer(['admin'], { vessel: true, resort: true }, {}, '/price');
      expect(document.querySelector('nav .MuiCollapse-root')).not.toBeNull();
    } finally {
      window.matchMedia = reduced;
    }
  });
});
