import type { DivePlan } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { ann, ben, planDive } from '../../../test/fixtures/dive-plans.ts';
import type { Bootstrap } from '../../api/bootstrap.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { DivePlanPage } from './dive-plan-page.tsx';
import { keepAllStyles } from '../../../test/emotion-styles.ts';

// This file asserts styles beyond what decides visibility: who is not back is shown in red.
keepAllStyles();

const bootstrap: Bootstrap = { assets: [{ id: 'v1', name: 'Sea Whisper', type: 'vessel' }] };

/** The morning dive ended 25 minutes ago; Ann is back on board, Ben is not. */
const afterDive: DivePlan = {
  id: 'plan-1',
  version: 4,
  date: '2027-03-10',
  resort: null,
  vessel: 'v1',
  dives: [
    planDive('dive-1', {
      boatName: 'Sea Whisper tender',
      minutesSinceEnd: 25,
      divers: [{ ...ann, backOnBoardAt: '2027-03-10T08:20:00.000Z', backBy: 'Crew' }, ben],
    }),
  ],
};

function open(handlers: Parameters<typeof mockFetch>[0], scopes = ['diveplan.read', 'diveplan.update']) {
  const fetch = mockFetch({
    'GET /api/diveplan/day': () => ({ body: { plan: afterDive, divesPerDay: 3 } }),
    'GET /api/diveplan/guests': () => ({ body: [] }),
    'GET /api/diveplan/staff': () => ({ body: [] }),
    ...handlers,
  });
  renderWithApp(<DivePlanPage />, {
    path: '/dive/plan?date=2027-03-10&view=headcount',
    route: '/dive/plan',
    principal: principalWith(scopes),
    session: { bootstrap },
  });
  return fetch;
}

const changes = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);

afterEach(() => vi.unstubAllGlobals());

describe('head count', () => {
  it('shows who is not back in red with the minutes since the dive’s end, and ticks them back', async () => {
    const user = userEvent.setup();
    const allBack: DivePlan = {
      ...afterDive,
      dives: [
        {
          ...afterDive.dives[0]!,
          divers: afterDive.dives[0]!.divers.map((d) => ({
            ...d,
            backOnBoardAt: '2027-03-10T08:26:00.000Z',
          })),
        },
      ],
    };
    const { calls } = open({ 'POST /api/diveplan/plan-1/divers/d-ben/back': () => ({ body: allBack }) });
    const dive = await screen.findByRole('region', { name: '08:00 · Batu Bolong · Sea Whisper tender' });
    expect(within(dive).getByText('1 of 2 back on board')).toBeVisible();
    const divers = within(dive).getByRole('list', { name: 'Divers of the dive at 08:00' });
    const [annItem, benItem] = within(divers).getAllByRole('listitem');
    expect(within(annItem!).getByRole('checkbox', { name: 'Ann Diver' })).toBeChecked();
    const benBox = within(benItem!).getByRole('checkbox', { name: /Ben Diver/ });
    expect(benBox).not.toBeChecked();
    const late = within(benItem!).getByText('Not back, 25 minutes since the end of the dive');
    // Red: the theme's error colour.
    expect(late).toHaveStyle({ color: 'rgb(198, 40, 40)' });

    await user.click(benBox);
    await waitFor(() => expect(within(dive).getByText('2 of 2 back on board')).toBeVisible());
    expect(screen.queryByText(/Not back/)).not.toBeInTheDocument();
    expect(changes(calls)).toEqual([['/api/diveplan/plan-1/divers/d-ben/back', { back: true }]]);
  });

  it('closes a dive with a diver missing only with a named reason', async () => {
    const user = userEvent.setup();
    const closed: DivePlan = {
      ...afterDive,
      dives: [
        {
          ...afterDive.dives[0]!,
          closedAt: '2027-03-10T08:30:00.000Z',
          closeReason: 'Ben went ashore at Komodo village',
        },
      ],
    };
    const { calls } = open({ 'POST /api/diveplan/plan-1/dives/dive-1/close': () => ({ body: closed }) });
    await user.click(await screen.findByRole('button', { name: 'Close the dive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the dive at 08:00' });
    expect(within(dialog).getByText('1 diver is not back on board: Ben Diver.')).toBeVisible();
    const submit = within(dialog).getByRole('button', { name: 'Close the dive' });
    expect(submit).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why the dive closes anyway/ }),
      'Ben went ashore at Komodo village',
    );
    await user.click(submit);
    expect(
      await screen.findByText('Closed with a diver missing: Ben went ashore at Komodo village'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Ben Diver/ })).toBeDisabled();
    expect(changes(calls)).toEqual([
      ['/api/diveplan/plan-1/dives/dive-1/close', { reason: 'Ben went ashore at Komodo village' }],
    ]);
  });

  it('lets a reader see the count but tick nothing', async () => {
    open({}, ['diveplan.read']);
    expect(await screen.findByRole('checkbox', { name: /Ben Diver/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close the dive' })).not.toBeInTheDocument();
  });
});
