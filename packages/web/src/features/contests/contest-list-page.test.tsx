import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { customerRecord } from '../../../test/fixtures/customers.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { ContestListPage } from './contest-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const contest = (id: string, name: string, more: Record<string, unknown> = {}) => ({
  id,
  version: 1,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  name,
  from: '2026-06-01',
  to: '2026-06-30',
  winners: 1,
  prize: { en: 'A week of diving', de: 'Eine Woche Tauchen' },
  terms: { en: 'Once per guest', de: 'Einmal pro Gast' },
  state: 'open',
  entries: 2,
  drawnAt: null,
  ...more,
});

const entry = (customer: string, name: string, more: Record<string, unknown> = {}) => ({
  id: `e-${customer}`,
  customer,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  enteredAt: '2026-06-03T09:15:00.000Z',
  source: 'staff',
  enteredBy: 'Rita Reservations',
  winnerRank: null,
  ...more,
});

const reef = contest('c1', 'Win a week on the house reef');

describe('the contest list', () => {
  it('lists contests with their period, state and entries, and sorts them on the server', async () => {
    const { calls } = mockFetch({
      'GET /api/contest': () => ({
        body: page([
          reef,
          contest('c2', 'Critter photo contest', { state: 'drawn', entries: 7, winners: 2 }),
        ]),
      }),
    });
    renderWithApp(<ContestListPage />, { path: '/contest/list', route: '/contest/list' });
    expect(await screen.findByRole('heading', { name: 'Contests' })).toBeVisible();
    const grid = await screen.findByRole('grid');
    const row = (await within(grid).findByText('Win a week on the house reef')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('Taking entries')).toBeVisible();
    expect(within(row).getByText('01.06.2026')).toBeVisible();
    expect(within(row).getByText('30.06.2026')).toBeVisible();
    expect(within(grid).getByText('Drawn')).toBeVisible();
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Entries' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('sort=entries') && c.url.includes('order=1'))).toBe(true),
    );
  }, 20_000);

  it('creates a contest in the shared dialog, its period entered as DD.MM.YYYY', async () => {
    const { calls } = mockFetch({
      'GET /api/contest': () => ({ body: page([]) }),
      'POST /api/contest': (call) => ({
        status: 201,
        body: contest('c9', 'Reef week', call.body as Record<string, unknown>),
      }),
    });
    renderWithApp(<ContestListPage />, { path: '/contest/list', route: '/contest/list' });
    await userEvent.click(await screen.findByRole('button', { name: 'New contest' }));
    const dialog = await screen.findByRole('dialog', { name: /contest/i });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Reef week');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^First day/ }), {
      target: { value: '01.06.2026' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Last day/ }), {
      target: { value: '30.06.2026' },
    });
    expect(within(dialog).getByText('Prize')).toBeVisible();
    expect(within(dialog).getByText('Terms of entry')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Save|Create)/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/contest')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Reef week',
      from: '2026-06-01',
      to: '2026-06-30',
      winners: 1,
    });
  }, 30_000);

  it('shows a contest’s entries, adds one found by name and removes one after confirming', async () => {
    let entries = [entry('k1', 'Anna Berg'), entry('k2', 'Ben Visser', { source: 'self' })];
    const { calls } = mockFetch({
      'GET /api/contest': () => ({ body: page([reef]) }),
      'GET /api/contest/c1': () => ({ body: { ...reef, entries: entries.length } }),
      'GET /api/contest/c1/subscription': () => ({ body: { entries, draw: null } }),
      'GET /api/customer': () => ({
        body: page([customerRecord('k3', 'Carla', 'Rossi', { contact: { email: 'carla@example.com' } })]),
      }),
      'POST /api/contest/c1/subscribe': () => {
        entries = [...entries, entry('k3', 'Carla Rossi')];
        return { status: 204 };
      },
      'POST /api/contest/c1/unsubscribe': () => {
        entries = entries.filter((e) => e.customer !== 'k1');
        return { status: 204 };
      },
    });
    renderWithApp(<ContestListPage />, { path: '/contest/list', route: '/contest/list' });
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Entries and draw of Win a week on the house reef' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Win a week on the house reef' });
    expect(await within(dialog).findByRole('link', { name: 'Anna Berg' })).toHaveAttribute(
      'href',
      '/customer/view/k1',
    );
    expect(within(dialog).getByText('Entered by staff · Rita Reservations')).toBeVisible();
    expect(within(dialog).getByText('Entered themselves')).toBeVisible();
    expect(
      within(dialog).getByText('The winners are drawn after the last day of entries, 30.06.2026.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Draw winners' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    const add = await screen.findByRole('dialog', {
      name: 'Enter a customer in Win a week on the house reef',
    });
    expect(within(add).getByText('Entering asks for no newsletter consent.')).toBeVisible();
    await userEvent.type(within(add).getByRole('combobox', { name: 'Customer' }), 'Carla');
    await userEvent.click(await screen.findByRole('option', { name: /Carla Rossi/ }));
    await userEvent.click(within(add).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByRole('link', { name: 'Carla Rossi' })).toBeVisible();
    expect(calls.find((c) => c.url === '/api/contest/c1/subscribe')?.body).toEqual({ customer: 'k3' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the entry of Anna Berg' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    expect(confirm).toHaveTextContent('Anna Berg will no longer take part in Win a week on the house reef.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove the entry of Anna Berg' }));
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'Anna Berg' })).toBeNull());
    expect(calls.find((c) => c.url === '/api/contest/c1/unsubscribe')?.body).toEqual({ customer: 'k1' });
  }, 30_000);

  it('draws the winners after confirming and shows them with the draw log', async () => {
    const closed = contest('c1', 'Win a week on the house reef', { state: 'closed', winners: 1 });
    let drawn = false;
    const entries = () => [
      entry('k1', 'Anna Berg'),
      entry('k2', 'Ben Visser', drawn ? { winnerRank: 1 } : {}),
    ];
    const draw = {
      drawnAt: '2026-07-01T10:00:00.000Z',
      drawnBy: 'Rita Reservations',
      entries: 2,
      randomNumbers: [1],
      winners: [{ rank: 1, customer: 'k2', name: 'Ben Visser' }],
    };
    const { calls } = mockFetch({
      'GET /api/contest': () => ({ body: page([closed]) }),
      'GET /api/contest/c1': () => ({ body: drawn ? { ...closed, state: 'drawn' } : closed }),
      'GET /api/contest/c1/subscription': () => ({ body: { entries: entries(), draw: drawn ? draw : null } }),
      'POST /api/contest/c1/draw': () => {
        drawn = true;
        return { body: { entries: entries(), draw } };
      },
    });
    renderWithApp(<ContestListPage />, { path: '/contest/list', route: '/contest/list' });
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Entries and draw of Win a week on the house reef' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Win a week on the house reef' });
    expect(await within(dialog).findByText('The period has ended: the winners can be drawn.')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Draw winners' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draw winners' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Draw the winners of Win a week on the house reef?',
    });
    expect(confirm).toHaveTextContent('One winner will be drawn at random among 2 entries.');
    expect(confirm).toHaveTextContent('it cannot be repeated');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Draw now' }));
    const winners = await within(dialog).findByRole('region', { name: 'Winners' });
    expect(within(winners).getByText('Winner 1: Ben Visser')).toBeVisible();
    expect(within(winners).getByText('Rita Reservations')).toBeVisible();
    expect(within(winners).getByText(/^01\.07\.2026 \d\d:\d\d$/)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/contest/c1/draw')).toHaveLength(1);
    // Drawn: no second draw offered, no entry to remove.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Draw winners' })).toBeNull());
    expect(within(dialog).queryByRole('button', { name: /Remove the entry/ })).toBeNull();
  }, 30_000);

  it('offers no entries or draw to a reader without contest.update', async () => {
    mockFetch({
      'GET /api/contest': () => ({ body: page([contest('c1', 'Reef week', { state: 'closed' })]) }),
      'GET /api/contest/c1': () => ({ body: contest('c1', 'Reef week', { state: 'closed' }) }),
      'GET /api/contest/c1/subscription': () => ({
        body: { entries: [entry('k1', 'Anna Berg')], draw: null },
      }),
    });
    renderWithApp(<ContestListPage />, {
      path: '/contest/list',
      route: '/contest/list',
      principal: principalWith(['contest.read']),
    });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Entries and draw of Reef week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reef week' });
    expect(await within(dialog).findByRole('link', { name: 'Anna Berg' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Draw winners' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Remove the entry/ })).toBeNull();
  }, 20_000);
});
