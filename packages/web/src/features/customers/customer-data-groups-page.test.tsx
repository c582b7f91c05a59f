import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { customerDataGroupResource } from '@seaberth/domain';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { CustomerDataGroupsPage } from './customer-data-groups-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const field = (key: string, label: string) => ({ key, label, type: 'text', choices: [], personal: false });
const diving = {
  id: 'g1',
  version: 1,
  name: 'Diving preferences',
  sort: 1,
  fields: [field('camera', 'Camera'), field('diet', 'Diet')],
};
const health = {
  id: 'g2',
  version: 1,
  name: 'Health',
  sort: 2,
  fields: [field('lastMedical', 'Last medical')],
};

describe('customer data groups', () => {
  it('moves a field to another group', async () => {
    const { calls } = mockFetch({
      'GET /api/customerdatagroup': () => ({ body: page([diving, health]) }),
      'POST /api/customerdatagroup/move/g1/g2/diet': () => ({
        body: {
          from: { ...diving, version: 2, fields: [diving.fields[0]], createdAt: '', updatedAt: '' },
          to: {
            ...health,
            version: 2,
            fields: [...health.fields, diving.fields[1]],
            createdAt: '',
            updatedAt: '',
          },
        },
      }),
    });
    renderWithApp(<CustomerDataGroupsPage />, { path: '/customerdatagroup', route: '/customerdatagroup' });
    expect(await screen.findByText('Diving preferences')).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move a field of Diving preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move a field of “Diving preferences”' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Field' }));
    await userEvent.click(screen.getByRole('option', { name: 'Diet (diet)' }));
    expect(within(dialog).getByRole('combobox', { name: 'To the group' })).toHaveTextContent('Health');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('“Diet” is now in “Health”.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/customerdatagroup/move/g1/g2/diet')).toBe(
      true,
    );
  }, 20_000);

  it('marks a field as asked on the guest form', async () => {
    const stored = { ...diving, createdAt: '', updatedAt: '' };
    const { calls } = mockFetch({
      'GET /api/customerdatagroup/g1': () => ({ body: stored }),
      'POST /api/customerdatagroup/g1': (call) => ({
        body: { ...stored, ...(call.body as object), version: 2 },
      }),
    });
    renderWithApp(<ResourceForm definition={customerDataGroupResource} id="g1" />);
    const diet = await screen.findByRole('listitem', { name: 'Fields, entry 2' });
    const asked = within(diet).getByLabelText('Asked on the guest form');
    expect(asked).not.toBeChecked();
    await userEvent.click(asked);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as {
      fields: { key: string; onGuestForm: boolean }[];
    };
    expect(body.fields.map((f) => [f.key, f.onGuestForm])).toEqual([
      ['camera', false],
      ['diet', true],
    ]);
  }, 20_000);
});
