import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { UserEditPage } from './user-edit-page.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  api: { get: vi.fn(), post: vi.fn(), del: vi.fn(), download: vi.fn() },
}));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const ada = {
  id: 'u1',
  version: 7,
  createdAt: '',
  updatedAt: '',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  userType: 'internal',
  roles: ['r1'],
  permissions: { scope: ['bookings.read'] },
  settings: {
    showCustomersInBookingList: true,
    showInvertedCurrencyExchange: false,
    defaultDashboardDays: 30,
  },
  notifications: [],
  asset: null,
  resorts: [],
  vessels: [],
  agency: null,
  customer: null,
};

afterEach(cleanup);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/api/users/u1') return ada;
    if (path === '/api/userrole') return page([{ id: 'r1', version: 1, name: 'Front desk', scope: [] }]);
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('UserEditPage', () => {
  it('shows roles by name, scopes as chips and the settings as fields, without a password field', async () => {
    renderWithApp(<UserEditPage />, { path: '/users/u1', route: '/users/:id' });
    expect(await screen.findByRole('heading', { name: 'Ada' })).toBeInTheDocument();
    expect(await screen.findByText('Front desk')).toBeInTheDocument();
    expect(screen.getByText('bookings.read')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Dashboard days' })).toHaveValue(30);
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('sets a password through its own call once both entries match', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ ok: true });
    renderWithApp(<UserEditPage />, { path: '/users/u1', route: '/users/:id' });
    await user.click(await screen.findByRole('button', { name: 'Set password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^New password/), 'secret1');
    await user.type(within(dialog).getByLabelText(/^Repeat password/), 'secret2');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('Passwords must match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(/^Repeat password/));
    await user.type(within(dialog).getByLabelText(/^Repeat password/), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/users/u1/password', {
        email: 'ada@example.com',
        password: 'secret1',
      }),
    );
  });

  it('creates with a password and moves on to the new user', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ ...ada, id: 'u9', name: 'Grace', email: 'grace@example.com' });
    renderWithApp(<UserEditPage />, { path: '/users/create', route: '/users/create' });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'Grace@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][0]).toBe('/api/users');
    expect(post.mock.calls[0][1]).toMatchObject({
      name: 'Grace',
      email: 'grace@example.com',
      password: 'secret1',
    });
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });
});
