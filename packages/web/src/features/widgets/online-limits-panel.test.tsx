import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { OnlineLimitsPanel } from './online-limits-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && new URL(call.url, 'http://x').pathname === path);

const stored = (key: string, value: string, version = 3) => ({
  id: `s-${key}`,
  version,
  createdAt: '',
  updatedAt: '',
  group: 'booking',
  key,
  value,
});

describe('OnlineLimitsPanel', () => {
  it('shows the limits in force (stored or default) and saves what the operator changed', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/settings': () => ({ body: page([stored('onlineHoldsPerVisitor', '3')]) }),
      'POST /api/settings': () => ({ status: 201, body: stored('onlineMaxRooms', '6', 1) }),
      'POST /api/settings/s-onlineHoldsPerVisitor': () => ({ body: stored('onlineHoldsPerVisitor', '5', 4) }),
    });
    const { snackbar } = renderWithApp(<OnlineLimitsPanel />);

    expect(await screen.findByRole('heading', { name: 'Limits of online bookings' })).toBeVisible();
    const perVisitor = screen.getByRole('spinbutton', { name: 'Unpaid bookings per guest' });
    await waitFor(() => expect(perVisitor).toHaveValue(3));
    expect(screen.getByRole('spinbutton', { name: 'Hold while paying (minutes)' })).toHaveValue(15);
    expect(screen.getByRole('spinbutton', { name: 'Share held unpaid (%)' })).toHaveValue(30);
    const rooms = screen.getByRole('spinbutton', { name: 'Cabins or rooms per booking' });
    expect(rooms).toHaveValue(4);
    const save = screen.getByRole('button', { name: 'Save limits' });
    expect(save).toBeDisabled();

    // Out of range cannot be saved.
    await user.clear(rooms);
    await user.type(rooms, '50');
    expect(save).toBeDisabled();
    await user.clear(rooms);
    await user.type(rooms, '6');
    await user.clear(perVisitor);
    await user.type(perVisitor, '5');
    await user.click(save);

    await waitFor(() => expect(snackbar.current()?.text).toBe('Limits saved'));
    expect(callsTo(calls, 'POST', '/api/settings').map((c) => c.body)).toEqual([
      { group: 'booking', key: 'onlineMaxRooms', value: '6' },
    ]);
    expect(callsTo(calls, 'POST', '/api/settings/s-onlineHoldsPerVisitor').map((c) => c.body)).toEqual([
      { group: 'booking', key: 'onlineHoldsPerVisitor', value: '5', version: 3 },
    ]);
  });
});
