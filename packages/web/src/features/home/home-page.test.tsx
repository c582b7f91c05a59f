import type { TodayFigures } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { testUser } from '../../../test/render.tsx';
import { PAGE_HEADING_VARIANT } from '../../app/page-heading.tsx';
import { ADMIN, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { HomePage } from './home-page.tsx';

const FEATURES = { resort: true, vessel: true, bank: true, todo: true };
const RESORT = { id: '11111111-1111-4111-8111-111111111111', name: 'Coral Bay', type: 'resort' };

const figures = (extra: Partial<TodayFigures> = {}): TodayFigures => ({
  today: '2026-11-21',
  asset: null,
  days: 30,
  stays: {
    arrivalsToday: 4,
    arrivalsTomorrow: 2,
    departuresToday: 3,
    departuresTomorrow: 1,
    guestsInHouse: 17,
    checkInsDue: 2,
    nights: Array.from({ length: 14 }, (_, i) => ({ date: `2026-11-${21 + (i % 9)}`, guests: 10 + i })),
  },
  payments: { open: 9, overdue: 2, dueSoon: 5 },
  options: { expiring: 1 },
  online: { recent: 3 },
  bank: { unmatched: 6 },
  todos: { overdue: 7 },
  birthdays: { count: 2, next: [{ id: 'c1', fullName: 'Bea Birthday', date: '2026-11-25', age: 41 }] },
  ...extra,
});

function renderHome(
  options: {
    answer?: TodayFigures;
    principal?: typeof ADMIN;
    language?: 'en' | 'de';
    ownAsset?: boolean;
    handlers?: Parameters<typeof mockFetch>[0];
  } = {},
) {
  const { calls } = mockFetch({
    'GET /api/dashboard/today': () => ({ body: options.answer ?? figures() }),
    ...options.handlers,
  });
  renderWithApp(<HomePage />, {
    principal: options.principal ?? ADMIN,
    language: options.language,
    session: {
      user: testUser(options.ownAsset ? { asset: { ref: RESORT.id, type: 'resort' } } : {}),
      features: FEATURES,
      bootstrap: { version: { version: '1.4.0', time: '2026-11-20T12:00:00Z' }, assets: [RESORT] },
    },
  });
  return calls;
}
const figureLink = (name: RegExp) => screen.getByRole('link', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomePage (Today)', () => {
  it('greets in the common page heading, with today and the server version as SPEC §9 writes them', async () => {
    renderHome();
    const heading = screen.getByRole('heading', { level: 1, name: 'Good morning, Mara Reef' });
    expect(heading).toHaveClass(`MuiTypography-${PAGE_HEADING_VARIANT}`);
    expect(screen.getByText('Saturday, 21.11.2026')).toBeInTheDocument();
    expect(screen.getByText(/Server version 1\.4\.0 · 20\.11\.2026/)).toBeInTheDocument();
    await screen.findByText('guests in house');
  });

  it('names the operator’s day the figures count, even when the browser’s clock is still on the day before', async () => {
    // 23:30 in the browser, already the next day where the operator is (Europe/Berlin).
    vi.setSystemTime(new Date(2026, 10, 21, 23, 30));
    renderHome({ answer: figures({ today: '2026-11-22' }) });
    await screen.findByText('guests in house');
    expect(screen.getByText('Sunday, 22.11.2026')).toBeInTheDocument();
    expect(screen.queryByText('Saturday, 21.11.2026')).not.toBeInTheDocument();
  });

  it('shows the day’s figures, each opening its list narrowed to what it counts', async () => {
    renderHome();
    await screen.findByText('arrivals today');
    const arrivals = figureLink(/^4\s*arrivals today$/);
    const href = new URL(arrivals.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/booking/list');
    expect(JSON.parse(href.searchParams.get('filter')!)).toEqual({
      from: '2026-11-21',
      state: ['draft', 'planned', 'confirmed'],
    });
    const options = new URL(figureLink(/options expiring/).getAttribute('href')!, 'http://x');
    expect(JSON.parse(options.searchParams.get('filter')!)).toEqual({
      state: ['draft', 'planned'],
      optionUntil: ['2026-11-21', '2026-11-22', '2026-11-23'],
    });
    expect(figureLink(/^2\s*bookings with payments overdue$/)).toHaveAttribute(
      'href',
      '/booking/list?payments=overdue',
    );
    expect(figureLink(/^7\s*overdue to-dos$/)).toHaveAttribute('href', '/todo?dueBy=2026-11-20');
    expect(figureLink(/bank entries waiting/)).toHaveAttribute(
      'href',
      `/bank/entry/list?filter=${encodeURIComponent('{"state":["open","partial"]}')}`,
    );
    expect(figureLink(/^3\s*new online bookings/)).toBeInTheDocument();
    const birthdays = screen
      .getByRole('heading', { name: 'Birthdays' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(birthdays).getByRole('link', { name: 'Bea Birthday' })).toHaveAttribute(
      'href',
      '/customer/c1',
    );
    expect(within(birthdays).getByText('25.11.2026 · turns 41')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guests per night, next 14 days' })).toBeInTheDocument();
  });

  it('opens the coming two weeks’ birthdays from the birthday count', async () => {
    const calls = renderHome({
      handlers: {
        'GET /api/customer/birthday/13': () => ({
          body: [
            {
              id: 'c1',
              fullName: 'Bea Birthday',
              birthday: '1985-11-25',
              date: '2026-11-25',
              age: 41,
              email: '',
            },
            {
              id: 'c2',
              fullName: 'Carl Cake',
              birthday: '1996-12-02',
              date: '2026-12-02',
              age: 30,
              email: '',
            },
          ],
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^2\s*birthdays in the next 30 days$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Birthdays in the next 14 days' });
    expect(calls.some((c) => c.url === '/api/customer/birthday/13')).toBe(true);
    expect(await within(dialog).findByRole('link', { name: 'Carl Cake' })).toHaveAttribute(
      'href',
      '/customer/view/c2',
    );
    expect(within(dialog).getByRole('link', { name: 'Bea Birthday' })).toHaveAttribute(
      'href',
      '/customer/view/c1',
    );
    expect(within(dialog).getByText('25.11.2026 · turns 41')).toBeInTheDocument();
    expect(within(dialog).getByText('02.12.2026 · turns 30')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the user’s own resort and sends its desk the day', async () => {
    const calls = renderHome({
      answer: figures({ asset: { id: RESORT.id, type: 'resort' } }),
      ownAsset: true,
    });
    await screen.findByText('arrivals today');
    expect(calls[0]!.url).toBe(`/api/dashboard/today?asset=${RESORT.id}`);
    expect(figureLink(/^4\s*arrivals today$/)).toHaveAttribute(
      'href',
      `/resort/dates?resort=${RESORT.id}&from=2026-11-21&to=2026-11-21`,
    );
  });

  it('shows a bookkeeper only the cards the answer holds, and no link to a list it may not open', async () => {
    const { stays, options, online, todos, birthdays, ...money } = figures();
    renderHome({ principal: principalWith(['bankentries.read']), answer: money });
    await screen.findByText('bookings with payments overdue');
    expect(screen.queryByText('arrivals today')).not.toBeInTheDocument();
    // The bookkeeper may not open the booking list: the figure is shown, not linked.
    expect(screen.queryByRole('link', { name: /payments overdue/ })).not.toBeInTheDocument();
    expect(figureLink(/bank entries waiting/)).toBeInTheDocument();
  });

  it('speaks to a German user formally', async () => {
    renderHome({ language: 'de' });
    expect(await screen.findByText('Samstag, 21.11.2026')).toBeInTheDocument();
    expect(await screen.findByText('Anreisen heute')).toBeInTheDocument();
    expect(screen.getByText('Das bringt der heutige Tag. Jede Zahl öffnet ihre Liste.')).toBeInTheDocument();
  });
});
