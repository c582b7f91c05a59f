import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { PAGE_HEADING_VARIANT } from '../../app/page-heading.tsx';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { UserEditPage } from './user-edit-page.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  api: (await import('../../../test/mocked-api.ts')).mockedApi(),
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

const coralBay = { id: 'res-1', version: 1, name: 'Coral Bay' };
const reefHouse = { id: 'res-2', version: 1, name: 'Reef House' };
const oceanExplorer = { id: 'ves-1', version: 1, name: 'Ocean Explorer' };
const ASSET_AREAS = { session: { features: { resort: true, vessel: true } } };

afterEach(cleanup);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/api/users/u1') return ada;
    if (path === '/api/userrole') return page([{ id: 'r1', version: 1, name: 'Front desk', scope: [] }]);
    if (path === '/api/resort') return page([coralBay, reefHouse]);
    if (path === '/api/vessel') return page([oceanExplorer]);
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('UserEditPage', () => {
  it('shows roles by name, scopes as chips and the settings as fields, without a password field', async () => {
    renderWithApp(<UserEditPage />, { path: '/users/u1', route: '/users/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toHaveClass(
      `MuiTypography-${PAGE_HEADING_VARIANT}`,
    );
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

  it('picks resorts, vessels and the home asset from the existing records, not as ids or JSON', async () => {
    const user = userEvent.setup();
    get.mockImplementation(async (path: string) => {
      if (path === '/api/users/u1')
        return { ...ada, resorts: ['res-1'], asset: { ref: 'ves-1', type: 'vessel' } };
      if (path === '/api/userrole') return page([]);
      if (path === '/api/resort') return page([coralBay, reefHouse]);
      if (path === '/api/vessel') return page([oceanExplorer]);
      throw new Error(`unexpected GET ${path}`);
    });
    post.mockImplementation(async (_path: string, body: unknown) => ({
      ...ada,
      ...(body as object),
      version: 8,
    }));
    renderWithApp(<UserEditPage />, { path: '/users/u1', route: '/users/:id', ...ASSET_AREAS });

    expect(await screen.findByText('Coral Bay')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/resort', { page: 0, size: 0 });
    expect(get).toHaveBeenCalledWith('/api/vessel', { page: 0, size: 0 });
    const home = screen.getByRole('combobox', { name: 'Home asset' });
    await waitFor(() => expect(home).toHaveValue('Ocean Explorer'));
    // The agency is kept as stored; a customer login is linked with the customer picker.
    expect(screen.queryByLabelText(/^Agency/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('');

    await user.click(screen.getByRole('combobox', { name: 'Vessels' }));
    await user.click(await screen.findByRole('option', { name: 'Ocean Explorer' }));
    await user.click(home);
    const listbox = await screen.findByRole('listbox');
    // Both kinds are offered, each under its own heading.
    expect(within(listbox).getByText('Ocean Explorer')).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Reef House' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][0]).toBe('/api/users/u1');
    expect(post.mock.calls[0][1]).toMatchObject({
      resorts: ['res-1'],
      vessels: ['ves-1'],
      asset: { ref: 'res-2', type: 'resort' },
      agency: null,
      customer: null,
    });
  });

  it('leaves out the asset pickers of areas that are switched off and keeps what is stored', async () => {
    const user = userEvent.setup();
    get.mockImplementation(async (path: string) => {
      if (path === '/api/users/u1')
        return { ...ada, vessels: ['ves-1'], asset: { ref: 'ves-1', type: 'vessel' } };
      if (path === '/api/userrole') return page([]);
      if (path === '/api/resort') return page([coralBay]);
      throw new Error(`unexpected GET ${path}`);
    });
    post.mockImplementation(async (_path: string, body: unknown) => ({
      ...ada,
      ...(body as object),
      version: 8,
    }));
    renderWithApp(<UserEditPage />, {
      path: '/users/u1',
      route: '/users/:id',
      session: { features: { resort: true, vessel: false } },
    });
    expect(await screen.findByRole('combobox', { name: 'Resorts' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Vessels' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][1]).toMatchObject({
      vessels: ['ves-1'],
      asset: { ref: 'ves-1', type: 'vessel' },
    });
    expect(get).not.toHaveBeenCalledWith('/api/vessel', expect.anything());
  });
});
