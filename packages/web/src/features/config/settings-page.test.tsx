import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { SettingsPage } from './settings-page.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  api: { get: vi.fn(), post: vi.fn(), del: vi.fn(), download: vi.fn() },
}));

const get = vi.mocked(api.get);

afterEach(cleanup);
beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue(
    page([{ id: 's1', version: 1, group: 'mail', key: 'sender', value: 'office@example.com' }]),
  );
});

describe('SettingsPage', () => {
  it('shows the entries of one group and creates new ones in that group', async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />, { path: '/config/settings/mail', route: '/config/settings/:type' });
    expect(await screen.findByText('office@example.com')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/settings', {
      page: 0,
      size: 25,
      sort: 'key',
      order: 1,
      filter: JSON.stringify({ group: 'mail' }),
    });
    // The group is the tab, not a column or a form field.
    expect(screen.queryByRole('columnheader', { name: 'Group' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New setting' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('textbox', { name: /^Key/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Group/ })).not.toBeInTheDocument();
  });

  it('switches registration per user type on the booking tab', async () => {
    const user = userEvent.setup();
    const post = vi.mocked(api.post);
    post.mockReset();
    post.mockResolvedValue({});
    get.mockResolvedValue(
      page([{ id: 's9', version: 3, group: 'booking', key: 'allowAgencyRegistration', value: 'true' }]),
    );
    renderWithApp(<SettingsPage />, { path: '/config/settings/booking', route: '/config/settings/:type' });
    const customer = await screen.findByRole('switch', { name: 'Visitors may register as customers' });
    const agency = screen.getByRole('switch', { name: 'Visitors may register as agencies' });
    await waitFor(() => expect(agency).toBeChecked());
    expect(customer).not.toBeChecked();
    await user.click(customer);
    expect(post).toHaveBeenCalledWith('/api/settings', {
      group: 'booking',
      key: 'allowCustomerRegistration',
      value: 'true',
    });
    await waitFor(() => expect(agency).toBeEnabled());
    await user.click(agency);
    expect(post).toHaveBeenCalledWith('/api/settings/s9', {
      group: 'booking',
      key: 'allowAgencyRegistration',
      value: 'false',
      version: 3,
    });
  });

  it('names the booking limits an operator sets in the booking group', async () => {
    renderWithApp(<SettingsPage />, { path: '/config/settings/booking', route: '/config/settings/:type' });
    const hint = await screen.findByText(/agentStates/);
    expect(hint).toHaveTextContent('maxStayNights (the longest resort stay, 60 nights by default)');
  });
});
