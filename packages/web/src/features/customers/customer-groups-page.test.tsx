import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { CustomerGroupsPage } from './customer-groups-page.tsx';
import { CustomerFilterPage } from './customer-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const GROUP = '7b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a11';

describe('customer groups', () => {
  it('lists the groups and opens a group’s customers', async () => {
    mockFetch({
      'GET /api/customergroup': () => ({
        body: page([
          { id: GROUP, version: 1, name: 'Club members', description: 'Members of the dive club' },
        ]),
      }),
    });
    renderWithApp(<CustomerGroupsPage />, { path: '/customer/group', route: '/customer/group' });
    expect(await screen.findByText('Club members')).toBeVisible();
    expect(screen.getByText('Members of the dive club')).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Customers of Club members' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('lists a group’s customers under its name for a filter link', async () => {
    const { calls } = mockFetch({
      'GET /api/customer': () => ({ body: page([]) }),
      [`GET /api/customergroup/${GROUP}`]: () => ({ body: { id: GROUP, version: 1, name: 'Club members' } }),
    });
    renderWithApp(<CustomerFilterPage />, {
      path: `/customer/group/${GROUP}`,
      route: '/customer/group/:fid',
    });
    expect(await screen.findByRole('heading', { name: 'Customers of the group Club members' })).toBeVisible();
    await waitFor(() => {
      const listed = calls.find((call) => call.url.startsWith('/api/customer?'));
      expect(new URL(listed?.url ?? '', 'http://x').searchParams.get('filter')).toBe(
        JSON.stringify({ group: GROUP }),
      );
    });
  });
});
