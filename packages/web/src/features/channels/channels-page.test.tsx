import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { ChannelsPage } from './channels-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STANDARD = '00000000-0000-4000-8000-000000000001';
const PRICE = '00000000-0000-4000-8000-000000000002';
const PUSH = '00000000-0000-4000-8000-000000000003';

const notConnected = {
  provider: 'channex',
  enabled: false,
  baseUrl: '',
  propertyId: '',
  apiKeySet: false,
  status: 'notConnected',
  missing: ['baseUrl', 'propertyId', 'apiKey'],
  lastCheck: null,
};
const connected = {
  ...notConnected,
  enabled: true,
  baseUrl: 'https://app.channex.io/api/v1',
  propertyId: 'coral-bay',
  apiKeySet: true,
  status: 'ok',
  missing: [],
  lastCheck: { at: '2030-03-01T10:00:00.000Z', ok: true, message: '2 room types' },
};
const idle = { state: 'idle', runAt: null, attempts: 0, lastError: null };
const failedPush = {
  id: PUSH,
  kind: 'availability',
  roomTypes: [STANDARD],
  from: '2030-03-01',
  to: '2031-02-28',
  values: 3,
  state: 'failed',
  answer: 'Validation Error: {"values":[{"room_type_id":["not found"]}]}',
  attempts: 1,
  at: '2030-03-01T10:05:00.000Z',
};

function serve(initial: unknown) {
  // The server's copy: what a save stored is what the next read answers (without the key).
  let connection = initial;
  return mockFetch({
    'GET /api/ota/connection': () => ({ body: connection }),
    'PUT /api/ota/connection': (call) => {
      const { apiKey: _key, ...saved } = call.body as Record<string, unknown>;
      connection = { ...connected, status: 'untested', lastCheck: null, ...saved };
      return { body: connection };
    },
    'GET /api/ota/mappings': () => ({ body: { roomTypes: [], ratePlans: [] } }),
    'PUT /api/ota/mappings': (call) => ({ body: call.body }),
    'GET /api/ota/channel/roomtypes': () => ({ body: [{ id: 'ch-double', title: 'Double Room' }] }),
    'GET /api/ota/channel/rateplans': () => ({
      body: [{ id: 'ch-bar', title: 'Double Room BAR', roomType: 'ch-double' }],
    }),
    'GET /api/roomtypes': () => ({ body: page([{ id: STANDARD, version: 1, name: 'Standard' }]) }),
    'GET /api/price': () => ({ body: page([{ id: PRICE, version: 1, name: 'Coral Bay all year' }]) }),
    'GET /api/ota/health': () => ({
      body: {
        status: 'ok',
        roomTypes: [
          {
            roomType: STANDARD,
            name: 'Standard',
            channelRoomType: 'ch-double',
            lastPush: failedPush,
            lastSuccess: null,
          },
        ],
        failures: [failedPush],
        sync: idle,
      },
    }),
    'POST /api/ota/sync': () => ({
      status: 202,
      body: { ...idle, state: 'queued', runAt: '2030-03-01T10:06:00.000Z' },
    }),
  });
}

describe('the channel manager screen', () => {
  it('shows a channel not connected yet with what is missing, and saves the key without showing it', async () => {
    const fetch = serve(notConnected);
    renderWithApp(<ChannelsPage />);
    expect(
      await screen.findByText('Not connected yet. Missing: API address, property id, API key.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit connection' }));
    const dialog = await screen.findByTestId('channel-connection-dialog');
    await userEvent.type(within(dialog).getByLabelText('Property id'), 'coral-bay');
    await userEvent.type(within(dialog).getByLabelText('API key'), 'secret-key-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = fetch.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      enabled: true,
      baseUrl: 'https://app.channex.io/api/v1',
      propertyId: 'coral-bay',
      apiKey: 'secret-key-123',
    });
    expect(await screen.findByText('Stored (not shown)')).toBeVisible();
    expect(screen.queryByText('secret-key-123')).toBeNull();
  });

  it('maps a room type from the channel’s picker, starts a full sync and shows a refused push with the channel’s answer', async () => {
    const fetch = serve(connected);
    renderWithApp(<ChannelsPage />);
    expect(await screen.findByText(/Validation Error: .*room_type_id/)).toBeVisible();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Channel room type for Standard' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Double Room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(fetch.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      roomTypes: [{ roomType: STANDARD, channelRoomType: 'ch-double' }],
      ratePlans: [],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Full sync' }));
    expect(await screen.findByText('Full sync started')).toBeVisible();
  });

  it('lets a reader look without changing anything', async () => {
    serve(connected);
    renderWithApp(<ChannelsPage />, { principal: principalWith(['suapi.read']) });
    expect(await screen.findByText('Connected')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit connection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Full sync' })).toBeNull();
  });
});
