import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { apiError, page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { ModulesPage } from './modules-page.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  api: (await import('../../../test/mocked-api.ts')).mockedApi(),
}));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const bankOff = {
  id: 's1',
  version: 2,
  createdAt: '',
  updatedAt: '',
  group: 'features',
  key: 'bank',
  value: 'false',
};

afterEach(cleanup);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockResolvedValue(page([bankOff]));
});

describe('ModulesPage', () => {
  it('shows stored flags, falls back to bootstrap, and saves only what changed', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({});
    const { session } = renderWithApp(<ModulesPage />, { session: { features: { resort: true } } });

    const bank = await screen.findByRole('switch', { name: 'Bank and payments' });
    const resort = screen.getByRole('switch', { name: 'Resorts' });
    expect(get).toHaveBeenCalledWith('/api/settings', {
      page: 0,
      size: 0,
      filter: JSON.stringify({ group: ['features', 'views'] }),
    });
    expect(bank).not.toBeChecked();
    expect(resort).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(21);

    await user.click(bank);
    await user.click(resort);
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post).toHaveBeenCalledWith('/api/settings/s1', {
      group: 'features',
      key: 'bank',
      value: 'true',
      version: 2,
    });
    expect(post).toHaveBeenCalledWith('/api/settings', { group: 'features', key: 'resort', value: 'false' });
    await waitFor(() => expect(session.reloadBootstrap).toHaveBeenCalled());
    expect(await screen.findByText('No unsaved changes.')).toBeInTheDocument();
  });

  it('keeps unsaved switches and warns when someone else saved in between', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(apiError(409, 'STALE_VERSION'));
    renderWithApp(<ModulesPage />);
    await user.click(await screen.findByRole('switch', { name: 'Bank and payments' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });

  it('lets only administrators switch', async () => {
    renderWithApp(<ModulesPage />, { principal: principalWith(['settings.read']) });
    expect(await screen.findByRole('switch', { name: 'Bank and payments' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
