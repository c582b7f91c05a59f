import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { SettingsPage } from './settings-page.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  api: (await import('../../../test/mocked-api.ts')).mockedApi(),
}));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const BOOKING_ROWS = [
  { id: 's9', version: 3, group: 'booking', key: 'allowAgencyRegistration', value: 'true' },
  { id: 's4', version: 1, group: 'booking', key: 'optionDays', value: '10' },
];

afterEach(cleanup);
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  post.mockResolvedValue({});
  get.mockImplementation(async (path: string) => (path === '/api/settings' ? page(BOOKING_ROWS) : page([])));
});

const renderGroup = (group: string, language: 'en' | 'de' = 'en') =>
  renderWithApp(<SettingsPage />, {
    path: `/config/settings/${group}`,
    route: '/config/settings/:type',
    language,
  });

describe('SettingsPage', () => {
  it('shows a group as typed fields filled from the stored entries and the defaults', async () => {
    renderGroup('booking');
    const agency = await screen.findByRole('switch', { name: 'Visitors may register as agencies' });
    await waitFor(() => expect(agency).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Visitors may register as customers' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Option period' })).toHaveValue(10);
    // Nothing stored: the default the server assumes, with its unit.
    expect(screen.getByRole('spinbutton', { name: 'Longest resort stay' })).toHaveValue(60);
    expect(screen.getAllByText('nights').length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: 'Offer' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Confirmed booking' })).not.toBeChecked();
    expect(screen.getByText(/holds its beds when no date is given/)).toBeInTheDocument();
    // No key/value table any more.
    expect(screen.queryByRole('columnheader', { name: 'Key' })).not.toBeInTheDocument();
  });

  it('refuses a value out of bounds under its field and saves only what changed', async () => {
    const user = userEvent.setup();
    renderGroup('booking');
    const days = await screen.findByRole('spinbutton', { name: 'Option period' });
    await waitFor(() => expect(days).toHaveValue(10));
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('switch', { name: 'Visitors may register as agencies' }));
    await user.click(screen.getByRole('checkbox', { name: 'Confirmed booking' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    expect(post).toHaveBeenCalledWith('/api/settings/s4', {
      group: 'booking',
      key: 'optionDays',
      value: '14',
      version: 1,
    });
    expect(post).toHaveBeenCalledWith('/api/settings/s9', {
      group: 'booking',
      key: 'allowAgencyRegistration',
      value: 'false',
      version: 3,
    });
    expect(post).toHaveBeenCalledWith('/api/settings', {
      group: 'booking',
      key: 'agentStates',
      value: 'draft, planned, confirmed',
    });
  });

  it('leads to the page where a group is edited elsewhere, in German too', async () => {
    renderGroup('mail', 'de');
    expect(await screen.findByRole('link', { name: 'E-Mail-Einstellungen' })).toHaveAttribute(
      'href',
      '/config/mail',
    );
    renderGroup('calendar', 'de');
    // Arrival and departure days, each a row of weekdays.
    expect(await screen.findAllByRole('checkbox', { name: 'Samstag' })).toHaveLength(2);
  });
});
