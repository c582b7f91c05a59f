import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { CalendarFeedDialog } from './calendar-feed-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meta = { version: 3, createdAt: '', updatedAt: '' };
const vessels = page([{ id: 'v1', name: 'MV Manta', ...meta }]);

describe('the calendar feed', () => {
  it('shows the subscription address with the key, for all vessels or one', async () => {
    mockFetch({
      'GET /api/vessel': () => ({ body: vessels }),
      'GET /api/settings': () => ({
        body: page([{ id: 'k1', group: 'calendar', key: 'icsKey', value: 'secret42', ...meta }]),
      }),
    });
    renderWithApp(<CalendarFeedDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed' });
    const address = await within(dialog).findByRole('textbox', { name: 'Subscription address' });
    expect(address).toHaveValue(`${window.location.origin}/api/tour/ics?key=secret42`);
    expect(dialog).toHaveTextContent(/Google Calendar, Outlook or Apple Calendar subscribe/);

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: 'Vessel' }));
    await user.click(await screen.findByRole('option', { name: 'MV Manta' }));
    expect(address).toHaveValue(`${window.location.origin}/api/tour/ics?key=secret42&vessel=v1`);
  });

  it('lets an administrator create a random key when none is set', async () => {
    let stored: unknown[] = [];
    const { calls } = mockFetch({
      'GET /api/vessel': () => ({ body: vessels }),
      'GET /api/settings': () => ({ body: page(stored) }),
      'POST /api/settings': (call) => {
        stored = [{ id: 'k1', ...(call.body as object), ...meta }];
        return { status: 201, body: stored[0] };
      },
    });
    renderWithApp(<CalendarFeedDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create calendar key' }));
    const post = await waitFor(() => {
      const found = calls.find((call) => call.method === 'POST');
      expect(found).toBeDefined();
      return found!;
    });
    const body = post.body as { group: string; key: string; value: string };
    expect(body).toMatchObject({ group: 'calendar', key: 'icsKey' });
    expect(body.value).toMatch(/^[0-9a-f]{64}$/);
    expect(await within(dialog).findByRole('textbox', { name: 'Subscription address' })).toHaveValue(
      `${window.location.origin}/api/tour/ics?key=${body.value}`,
    );
  });

  it('tells someone who may not change settings whom to ask', async () => {
    mockFetch({
      'GET /api/vessel': () => ({ body: vessels }),
      'GET /api/settings': () => ({ body: page([]) }),
    });
    renderWithApp(<CalendarFeedDialog onClose={vi.fn()} />, {
      principal: principalWith(['schedules.read', 'settings.read']),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed' });
    expect(await within(dialog).findByText(/Ask an administrator/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Create calendar key' })).toBeNull();
  });
});
