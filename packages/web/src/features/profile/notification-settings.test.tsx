import { DEFAULT_NOTIFICATION_KINDS } from '@seaberth/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { testUser } from '../../../test/render.tsx';
import { renderWithApp } from '../../resources/test-support.tsx';
import { NotificationSettings } from './notification-settings.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('NotificationSettings', () => {
  it('shows the kinds the user chose and saves the whole list as ticked', async () => {
    const user = userEvent.setup();
    const me = { ...testUser(), notifications: ['booking.online', 'mail.failed'] };
    const { calls } = mockFetch({
      'POST /api/users/self': (call) => ({ body: { ...me, ...(call.body as object) } }),
    });
    const updateUser = vi.fn();
    renderWithApp(<NotificationSettings user={me} />, { session: { user: me, updateUser } });
    const online = screen.getByRole('checkbox', { name: 'An online booking' });
    const moved = screen.getByRole('checkbox', { name: 'A booking made or moved by someone else' });
    expect(online).toBeChecked();
    expect(moved).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A mail that could not be sent' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(moved);
    await user.click(online);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateUser).toHaveBeenCalled());
    // In the order the kinds are named, whatever the order of the clicks.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      notifications: ['booking.changed', 'mail.failed'],
    });
    expect(updateUser.mock.calls[0]![0].notifications).toEqual(['booking.changed', 'mail.failed']);
  });

  it('offers the OTA kind, on by default, only where OTA sales are read', () => {
    const me = { ...testUser(), notifications: [...DEFAULT_NOTIFICATION_KINDS] };
    const name = 'An OTA booking that needs placing (no free room, or an error)';
    const first = renderWithApp(<NotificationSettings user={me} />, {
      session: { user: me, features: { ota: true } },
    });
    expect(screen.getByRole('checkbox', { name })).toBeChecked();
    first.unmount();
    renderWithApp(<NotificationSettings user={me} />, { session: { user: me, features: { ota: false } } });
    expect(screen.queryByRole('checkbox', { name })).toBeNull();
  });

  it('is a card of the profile page', async () => {
    const { ProfilePage } = await import('./profile-page.tsx');
    renderWithApp(<ProfilePage />, { session: { user: testUser() } });
    expect(screen.getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
  });
});
