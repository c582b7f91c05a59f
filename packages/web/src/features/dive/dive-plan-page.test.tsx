import type { DivePlan } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { ann, ben, dayGuests, morningPlan } from '../../../test/fixtures/dive-plans.ts';
import type { Bootstrap } from '../../api/bootstrap.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { DivePlanPage } from './dive-plan-page.tsx';

const bootstrap: Bootstrap = { assets: [{ id: 'r1', name: 'Coral Bay', type: 'resort' }] };

const choices = {
  'GET /api/diveplan/guests': () => ({ body: dayGuests }),
  'GET /api/diveplan/staff': () => ({ body: [{ id: 'e1', name: 'Gita Guide', role: 'divemaster' }] }),
  'GET /api/settings/scubaDatesDiveSites': () => ({
    body: { divesPerDay: 3, daysWithoutDives: 3, diveSites: [] },
  }),
  'GET /api/divetype': () => ({ body: { data: [], total: 0, page: 0, size: 0 } }),
  'GET /api/diveboat': () => ({ body: { data: [], total: 0, page: 0, size: 0 } }),
};

function open(plan: DivePlan | null, extra: Parameters<typeof mockFetch>[0] = {}, scopes = ['admin']) {
  const fetch = mockFetch({
    'GET /api/diveplan/day': () => ({ body: { plan, divesPerDay: 3 } }),
    ...choices,
    ...extra,
  });
  renderWithApp(<DivePlanPage />, {
    path: '/dive/plan?date=2027-03-10',
    route: '/dive/plan',
    principal: principalWith(scopes),
    session: { bootstrap },
  });
  return fetch;
}

const posts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url.split('?')[0], c.body]);

afterEach(() => vi.unstubAllGlobals());

describe('DivePlanPage', () => {
  it('offers to plan a day without a plan with the default number of dives', async () => {
    const user = userEvent.setup();
    const { calls } = open(null, { 'POST /api/diveplan': () => ({ status: 201, body: morningPlan }) });
    expect(await screen.findByText('There is no dive plan for 10.03.2027 yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Plan the day with 3 dives' }));
    expect(await screen.findByRole('region', { name: '08:00 · Batu Bolong' })).toBeVisible();
    expect(posts(calls)).toEqual([['POST', '/api/diveplan', { date: '2027-03-10', resort: 'r1' }]]);
  });

  it('shows the dives per boat with each diver’s eligibility and its reasons', async () => {
    open(morningPlan);
    const boat = await screen.findByRole('region', { name: 'Komodo Explorer' });
    const morning = within(boat).getByRole('region', { name: '08:00 · Batu Bolong' });
    expect(within(morning).getByText('2 of 20 seats')).toBeVisible();
    const divers = within(morning).getByRole('list', { name: 'Divers at 08:00' });
    const [annItem, benItem] = within(divers).getAllByRole('listitem');
    expect(annItem).toHaveTextContent('Ann Diver');
    expect(within(annItem!).getByText('OK')).toBeVisible();
    expect(within(benItem!).getByText('Blocked')).toBeVisible();
    expect(within(benItem!).getByText('Open Water; the site needs Advanced Open Water')).toBeVisible();
    // Every drag has its twin for the keyboard: the divers and the guests are draggable buttons.
    expect(within(benItem!).getByRole('button', { name: /^Ben Diver/ })).toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
    const guests = screen.getByRole('region', { name: 'Guests of the day' });
    expect(await within(guests).findByText('R2 · Advanced Open Water · on 0 dives')).toBeVisible();
  });

  it('moves a diver to another dive and adds a guest from the menus, by keyboard', async () => {
    const user = userEvent.setup();
    const moved: DivePlan = {
      ...morningPlan,
      dives: [
        { ...morningPlan.dives[0]!, divers: [ann] },
        { ...morningPlan.dives[1]!, divers: [ben] },
      ],
    };
    const { calls } = open(morningPlan, {
      'POST /api/diveplan/plan-1/divers/d-ben/move': () => ({ body: moved }),
      'POST /api/diveplan/plan-1/dives/dive-2/divers': () => ({ body: moved }),
    });
    const actions = await screen.findByRole('button', { name: 'Actions for Ben Diver' });
    actions.focus();
    await user.keyboard('{Enter}');
    await user.click(
      await screen.findByRole('menuitem', { name: 'Move to 11:00 · House Reef · Komodo Explorer' }),
    );
    const reef = await screen.findByRole('region', { name: '11:00 · House Reef' });
    await waitFor(() => expect(within(reef).getByText('Ben Diver')).toBeVisible());

    await user.click(screen.getByRole('button', { name: 'Actions for Cid Diver' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Add to 11:00 · House Reef · Komodo Explorer' }),
    );
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        ['POST', '/api/diveplan/plan-1/divers/d-ben/move', { dive: 'dive-2' }],
        ['POST', '/api/diveplan/plan-1/dives/dive-2/divers', { customer: 'c-cid' }],
      ]),
    );
  });

  it('clears a block only with a reason, in the shared dialog', async () => {
    const user = userEvent.setup();
    const cleared: DivePlan = {
      ...morningPlan,
      dives: [
        {
          ...morningPlan.dives[0]!,
          divers: [
            ann,
            { ...ben, eligibility: 'warning', override: { reason: 'Check dive first', by: 'Dana', at: '' } },
          ],
        },
        morningPlan.dives[1]!,
      ],
    };
    const { calls } = open(morningPlan, {
      'POST /api/diveplan/plan-1/divers/d-ben/override': () => ({ body: cleared }),
      'GET /api/diveplan/plan-1/history': () => ({
        body: [
          {
            id: 'h1',
            at: '2027-03-10T06:00:00.000Z',
            actorName: 'Dana',
            action: 'override',
            details: { diver: 'Ben Diver', time: '08:00', blocks: 'level', reason: 'Check dive first' },
          },
        ],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Ben Diver' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clear the block…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Let Ben Diver dive anyway' });
    const submit = within(dialog).getByRole('button', { name: 'Clear the block' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Check dive first');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Cleared by Dana: Check dive first')).toBeVisible();
    expect(posts(calls)).toEqual([
      ['POST', '/api/diveplan/plan-1/divers/d-ben/override', { reason: 'Check dive first' }],
    ]);
    // The history keeps who cleared it and why.
    await user.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'History of the plan' });
    expect(await within(history).findByText('Block cleared: Ben Diver (08:00)')).toBeVisible();
    expect(within(history).getByText(/Dana · reason: Check dive first/)).toBeVisible();
  });

  it('says in words when the boat is full', async () => {
    const user = userEvent.setup();
    open(morningPlan, {
      'POST /api/diveplan/plan-1/dives/dive-1/divers': () => ({
        status: 409,
        body: {
          error: 'Conflict',
          statusCode: 409,
          description: 'DIVE_BOAT_FULL',
          message: 'Komodo Explorer has 20 seats',
          params: { boat: 'Komodo Explorer', seats: 20, divers: 21 },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Cid Diver' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Add to 08:00 · Batu Bolong · Komodo Explorer' }),
    );
    expect(
      await screen.findByText(
        'Komodo Explorer has 20 seats; 21 divers do not fit. Put the diver on another dive or boat.',
      ),
    ).toBeVisible();
  });

  it('lets a reader look without changing anything', async () => {
    open(morningPlan, {}, ['diveplan.read']);
    expect(await screen.findByRole('region', { name: '08:00 · Batu Bolong' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a dive' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Ben Diver/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('drags a diver onto another dive with the keyboard', async () => {
    const { calls } = open(morningPlan, {
      'POST /api/diveplan/plan-1/divers/d-ben/move': () => ({ body: morningPlan }),
    });
    const morning = await screen.findByRole('region', { name: '08:00 · Batu Bolong' });
    const reef = screen.getByRole('region', { name: '11:00 · House Reef' });
    // jsdom lays nothing out: give the two dives and the dragged card places of their own.
    const place = (element: Element, left: number) =>
      vi
        .spyOn(element, 'getBoundingClientRect')
        .mockReturnValue(DOMRect.fromRect({ x: left, y: 100, width: 200, height: 300 }));
    place(morning, 0);
    place(reef, 300);
    const handle = within(morning).getByRole('button', { name: /^Ben Diver/ });
    place(handle.parentElement!, 10);
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // Picked up over its own dive; the arrow key jumps to the next dive, as the screen reader hears.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Ben Diver is over 08:00 · Batu Bolong'),
    );
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Ben Diver is over 11:00 · House Reef'),
    );
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(posts(calls)).toEqual([['POST', '/api/diveplan/plan-1/divers/d-ben/move', { dive: 'dive-2' }]]),
    );
  });

  it('logs every diver of a dive in one step, then shows them logged with a way to correct depths', async () => {
    const user = userEvent.setup();
    let logged = false;
    const after: DivePlan = {
      ...morningPlan,
      dives: [
        {
          ...morningPlan.dives[0]!,
          divers: [
            { ...ann, loggedDive: 'log-ann' },
            { ...ben, loggedDive: 'log-ben' },
          ],
        },
        morningPlan.dives[1]!,
      ],
    };
    const { calls } = open(morningPlan, {
      'GET /api/diveplan/day': () => ({ body: { plan: logged ? after : morningPlan, divesPerDay: 3 } }),
      'POST /api/diveplan/plan-1/dives/dive-1/log': () => {
        logged = true;
        return { status: 201, body: { entries: [{ id: 'log-ann' }, { id: 'log-ben' }] } };
      },
    });
    const morning = await screen.findByRole('region', { name: '08:00 · Batu Bolong' });
    // The 11:00 dive has no divers: nothing to log there.
    const later = screen.getByRole('region', { name: '11:00 · House Reef' });
    expect(within(later).queryByRole('button', { name: 'Log dive at 11:00' })).toBeNull();
    await user.click(within(morning).getByRole('button', { name: 'Log dive at 08:00' }));
    expect(await screen.findByText('2 dives logged')).toBeVisible();
    expect(await within(morning).findByRole('link', { name: 'Correct depths and times' })).toHaveAttribute(
      'href',
      '/dive/log?date=2027-03-10',
    );
    expect(within(morning).getAllByText('Logged')).toHaveLength(3);
    expect(posts(calls)).toEqual([['POST', '/api/diveplan/plan-1/dives/dive-1/log', undefined]]);
  });

  it('asks for the dive type before a dive can be logged', async () => {
    const untyped: DivePlan = {
      ...morningPlan,
      dives: [{ ...morningPlan.dives[0]!, type: null, typeName: '' }, morningPlan.dives[1]!],
    };
    open(untyped);
    const morning = await screen.findByRole('region', { name: /^08:00/ });
    expect(within(morning).getByRole('button', { name: 'Log dive at 08:00' })).toBeDisabled();
    expect(within(morning).getByText('Set the dive type to log it')).toBeVisible();
  });

  it('offers no logging to a planner without divelog.create', async () => {
    open(morningPlan, {}, ['diveplan.read', 'diveplan.update']);
    const planner = await screen.findByRole('region', { name: '08:00 · Batu Bolong' });
    expect(within(planner).queryByRole('button', { name: 'Log dive at 08:00' })).toBeNull();
  });

  it('sets a diver’s breathing gas in the shared dialog', async () => {
    const user = userEvent.setup();
    const withMix: DivePlan = {
      ...morningPlan,
      dives: [
        { ...morningPlan.dives[0]!, divers: [{ ...ann, nitroxMix: 'EAN 36' }, ben] },
        morningPlan.dives[1]!,
      ],
    };
    const { calls } = open(morningPlan, {
      'POST /api/diveplan/plan-1/divers/d-ann': () => ({ body: withMix }),
    });
    const morning = await screen.findByRole('region', { name: '08:00 · Batu Bolong' });
    await user.click(within(morning).getByRole('button', { name: 'Actions for Ann Diver' }));
    await user.click(screen.getByRole('menuitem', { name: 'Breathing gas…' }));
    const dialog = screen.getByRole('dialog', { name: 'Breathing gas of Ann Diver' });
    await user.type(within(dialog).getByLabelText('Mix'), 'EAN 36');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(morning).findByText(/EAN 36/)).toBeVisible();
    expect(posts(calls)).toEqual([['POST', '/api/diveplan/plan-1/divers/d-ann', { nitroxMix: 'EAN 36' }]]);
  });
});
