import { countryResource, currencyResource, defineResource } from '@seaberth/domain';
import { z } from 'zod';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { ResourceList } from './resource-list.tsx';
import { apiError, page, principalWith, renderWithApp } from './test-support.tsx';

vi.mock('../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client.ts')>()),
  api: (await import('../../test/mocked-api.ts')).mockedApi(),
}));

const get = vi.mocked(api.get);
const del = vi.mocked(api.del);

const germany = {
  id: 'c1',
  version: 1,
  createdAt: '',
  updatedAt: '',
  code: 'DE',
  name: 'Germany',
  callingCodes: ['+49'],
};
const egypt = {
  id: 'c2',
  version: 1,
  createdAt: '',
  updatedAt: '',
  code: 'EG',
  name: 'Egypt',
  callingCodes: ['+20'],
};

function lastQuery() {
  return get.mock.calls.at(-1)?.[1];
}

afterEach(cleanup);

beforeEach(() => {
  get.mockReset();
  del.mockReset();
  get.mockResolvedValue(page([germany, egypt], 60));
});

describe('ResourceList', () => {
  it('asks for the first page in the definition order and shows the rows it gets', async () => {
    renderWithApp(<ResourceList definition={countryResource} />);
    expect(await screen.findByText('Germany')).toBeInTheDocument();
    expect(screen.getByText('Egypt')).toBeInTheDocument();
    expect(screen.getByText('+49')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/country', { page: 0, size: 25, sort: 'name', order: 1 });
    expect(screen.getByRole('columnheader', { name: 'ISO code' })).toBeInTheDocument();
  });

  it('sorts on the server when a column header is clicked', async () => {
    const user = userEvent.setup();
    renderWithApp(<ResourceList definition={countryResource} />);
    await screen.findByText('Germany');
    await user.click(screen.getByRole('columnheader', { name: 'ISO code' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 0, size: 25, sort: 'code', order: 1 }));
    await user.click(screen.getByRole('columnheader', { name: 'ISO code' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 0, size: 25, sort: 'code', order: -1 }));
  });

  it('pages on the server', async () => {
    const user = userEvent.setup();
    renderWithApp(<ResourceList definition={countryResource} />);
    await screen.findByText('Germany');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, size: 25 }));
  });

  it('says "about" when the server estimates the total of a large list', async () => {
    get.mockResolvedValue({ ...page([germany, egypt], 152_340), totalEstimated: true });
    renderWithApp(<ResourceList definition={countryResource} />);
    expect(await screen.findByText('1–25 of about 152,340')).toBeInTheDocument();
    cleanup();
    get.mockResolvedValue(page([germany, egypt], 60));
    renderWithApp(<ResourceList definition={countryResource} />);
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
  });

  it('searches after typing stops and starts again at the first page', async () => {
    const user = userEvent.setup();
    renderWithApp(<ResourceList definition={countryResource} />);
    await screen.findByText('Germany');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ger');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 0, search: 'ger' }));
    // One request for the finished word, none per keystroke.
    expect(get.mock.calls.filter(([, query]) => query?.search !== undefined)).toHaveLength(1);
  });

  it('filters booleans through the filter JSON', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(page([]));
    renderWithApp(<ResourceList definition={currencyResource} />);
    await screen.findByText('Nothing here yet');
    await user.click(screen.getByRole('combobox', { name: 'Active' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ filter: JSON.stringify({ active: false }) }));
    expect(await screen.findByText('Nothing matches your search')).toBeInTheDocument();
  });

  it('offers only the filters a definition names', async () => {
    get.mockResolvedValue(page([]));
    const flagged = defineResource({
      name: 'flagged',
      scope: 'settings',
      schema: z.object({
        name: z.string(),
        kind: z.enum(['a', 'b']),
        hidden: z.boolean().default(false),
        archived: z.boolean().default(false),
      }),
      search: ['name'],
      columns: ['name', 'kind'],
      sort: { field: 'name', order: 1 },
      titleField: 'name',
    });
    const { unmount } = renderWithApp(<ResourceList definition={flagged} />);
    await screen.findByText('Nothing here yet');
    // Three filters by default, plus the pager's page size.
    expect(screen.getAllByRole('combobox')).toHaveLength(4);
    unmount();
    renderWithApp(<ResourceList definition={{ ...flagged, filters: ['archived', 'kind'] }} />);
    await screen.findByText('Nothing here yet');
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
  });

  it('deletes only after the user confirms in a dialog naming the record', async () => {
    const user = userEvent.setup();
    del.mockResolvedValue(undefined);
    renderWithApp(<ResourceList definition={countryResource} />);
    await screen.findByText('Germany');

    await user.click(screen.getByRole('menuitem', { name: 'Delete Germany' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/“Germany”/)).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(del).not.toHaveBeenCalled();

    await user.click(screen.getByRole('menuitem', { name: 'Delete Germany' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/country/c1'));
    expect(del).toHaveBeenCalledTimes(1);
  });

  it('hides create, edit and delete from a user who may only read', async () => {
    renderWithApp(<ResourceList definition={countryResource} />, {
      principal: principalWith(['settings.read']),
    });
    await screen.findByText('Germany');
    // The same list for an administrator does offer them, so their absence here is the permission.
    expect(screen.queryByRole('button', { name: 'New country' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete Germany' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit Germany' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('offers to create from the empty state', async () => {
    get.mockResolvedValue(page([]));
    renderWithApp(<ResourceList definition={countryResource} />);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New country' })).toHaveLength(2);
  });

  it('says so when the list cannot be loaded and loads again on request', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(apiError(500, 'INTERNAL_ERROR', undefined, 'database unavailable'));
    renderWithApp(<ResourceList definition={countryResource} />);
    expect(await screen.findByText(/Countries could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Germany')).toBeInTheDocument();
  });

  it('exports the matching rows, not just the visible page', async () => {
    const user = userEvent.setup();
    renderWithApp(<ResourceList definition={countryResource} />);
    await screen.findByText('Germany');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(api.download).toHaveBeenCalledWith('/api/country/listCSV', {
      page: 0,
      size: 0,
      sort: 'name',
      order: 1,
    });
  });
});
