import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { AGENCIES, agency, BLUE, GROUP, REEF } from '../../../test/fixtures/agencies.ts';
import { AgencyFilterPage, AgencyListPage } from './agency-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;

describe('AgencyListPage', () => {
  it('lists agencies with their contracts, links each to its page and offers a new one', async () => {
    mockFetch({
      'GET /api/agency': () => ({ body: AGENCIES }),
      'GET /api/agencygroup': () => ({ body: page([{ id: GROUP, version: 1, name: 'Germany' }]) }),
    });
    renderWithApp(<AgencyListPage />, { path: '/agency/list', route: '/agency/list' });
    const blue = await row('Blue Water Travel');
    expect(within(blue).getByRole('link', { name: 'Blue Water Travel' })).toHaveAttribute(
      'href',
      `/agency/${BLUE}`,
    );
    expect(blue).toHaveTextContent('Travel agency');
    expect(blue).toHaveTextContent('12%');
    expect(blue).toHaveTextContent('On top of the net');
    expect(blue).toHaveTextContent('€5,000.00');
    expect(within(await row('Reef Resellers')).getByRole('link')).toHaveAttribute('href', `/agency/${REEF}`);
    // Search, the filters of the definition, CSV and New.
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Who pays' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New agency' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('shows a group’s agencies for a filter link', async () => {
    const { calls } = mockFetch({
      'GET /api/agency': () => ({ body: page([agency(BLUE, 'Blue Water Travel')]) }),
      [`GET /api/agencygroup/${GROUP}`]: () => ({ body: { id: GROUP, version: 1, name: 'Germany' } }),
    });
    renderWithApp(<AgencyFilterPage />, { path: `/agency/filter/${GROUP}`, route: '/agency/filter/:fid' });
    expect(await screen.findByRole('heading', { name: 'Agencies: Germany' })).toBeInTheDocument();
    await waitFor(() => {
      const listed = calls.find((call) => call.url.startsWith('/api/agency?'));
      expect(new URL(listed?.url ?? '', 'http://x').searchParams.get('filter')).toBe(
        JSON.stringify({ group: GROUP }),
      );
    });
    expect(screen.queryByRole('combobox', { name: 'Group' })).toBeNull();
  });
});
