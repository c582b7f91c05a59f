import type { DropboxBackupState } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BackupsPanel } from './backups-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const older = {
  name: 'seaberth-20261120-080000.json.gz',
  size: 2_400_000,
  createdAt: '2026-11-20T08:00:00Z',
};
const fresh = {
  name: 'seaberth-20261121-093000.json.gz',
  size: 2_500_000,
  createdAt: '2026-11-21T09:30:00Z',
};
const notConnected: DropboxBackupState = {
  enabled: false,
  folder: '/Seaberth',
  tokenStored: false,
  lastUpload: null,
};
const connected: DropboxBackupState = { ...notConnected, enabled: true, tokenStored: true };

describe('BackupsPanel', () => {
  it('lists the backups on the server and makes a new one on demand', async () => {
    let files = [older];
    const { calls } = mockFetch({
      'GET /api/settings/backup/local': () => ({ body: files }),
      'GET /api/settings/backup/dropbox': () => ({ body: notConnected }),
      'POST /api/settings/backup': () => {
        files = [fresh, older];
        return { status: 201, body: fresh };
      },
    });
    renderWithApp(<BackupsPanel />);
    expect(await screen.findByText(`${older.name} · 2.3 MB`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make a backup now' }));
    expect(await screen.findByText(`Backup ${fresh.name} made.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: `Download ${fresh.name}` })).toBeVisible());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // Without Dropbox there is nothing to copy to.
    expect(screen.queryByRole('button', { name: `Copy ${older.name} to Dropbox` })).toBeNull();
  });

  it('says when there is none yet', async () => {
    mockFetch({
      'GET /api/settings/backup/local': () => ({ body: [] }),
      'GET /api/settings/backup/dropbox': () => ({ body: notConnected }),
    });
    renderWithApp(<BackupsPanel />);
    expect(await screen.findByText('No backup yet.')).toBeInTheDocument();
  });
});

describe('BackupsPanel: Dropbox', () => {
  it('connects with a token that is never shown again, and keeps it when the connection changes', async () => {
    let state = notConnected;
    const { calls } = mockFetch({
      'GET /api/settings/backup/local': () => ({ body: [older] }),
      'GET /api/settings/backup/dropbox': () => ({ body: state }),
      'POST /api/settings/backup/dropbox': (call) => {
        const body = call.body as { enabled: boolean; folder: string; token?: string };
        state = { ...state, enabled: body.enabled, folder: body.folder, tokenStored: true };
        return { body: state };
      },
    });
    renderWithApp(<BackupsPanel />);
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Dropbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Dropbox' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // No token, nothing to connect with.
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Access token/), 'sl.secret-token-123');
    const folder = within(dialog).getByLabelText('Folder in Dropbox');
    await userEvent.clear(folder);
    await userEvent.type(folder, '/Resort backups');
    expect(within(dialog).getByRole('switch', { name: 'Copy each new backup to Dropbox' })).toBeChecked();
    await userEvent.click(save);
    expect(await screen.findByText('Dropbox connection saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      enabled: true,
      folder: '/Resort backups',
      token: 'sl.secret-token-123',
    });
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('Backups are copied to the folder /Resort backups.')).toBeInTheDocument();
    expect(screen.queryByText(/sl\.secret-token-123/)).toBeNull();

    // Changing the connection: the token field starts empty and an empty one keeps the stored token.
    await userEvent.click(screen.getByRole('button', { name: 'Change the connection' }));
    const change = await screen.findByRole('dialog', { name: 'Dropbox connection' });
    expect(within(change).getByLabelText(/Access token/)).toHaveValue('');
    expect(within(change).getByText(/A token is stored and is not shown/)).toBeInTheDocument();
    await userEvent.click(within(change).getByRole('switch', { name: 'Copy each new backup to Dropbox' }));
    await userEvent.click(within(change).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Connected, copying off')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      enabled: false,
      folder: '/Resort backups',
    });
  });

  it('copies one backup to Dropbox, showing it is under way, then where it went', async () => {
    let state = connected;
    let finish: () => void = () => undefined;
    mockFetch({
      'GET /api/settings/backup/local': () => ({ body: [older] }),
      'GET /api/settings/backup/dropbox': () => ({ body: state }),
      [`POST /api/settings/backup/dropbox/${older.name}`]: () =>
        new Promise((resolve) => {
          finish = () => {
            const path = `/Seaberth/${older.name}`;
            state = {
              ...state,
              lastUpload: { at: '2026-11-21T10:00:00Z', name: older.name, ok: true, message: path },
            };
            resolve({ body: { name: older.name, path, size: older.size } });
          };
        }),
    });
    renderWithApp(<BackupsPanel />);
    expect(await screen.findByText('Nothing copied yet.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: `Copy ${older.name} to Dropbox` }));
    expect(await screen.findByText(`Copying ${older.name} to Dropbox…`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Copy ${older.name} to Dropbox` })).toBeDisabled();
    finish();
    expect(
      await screen.findByText(`${older.name} copied to Dropbox: /Seaberth/${older.name}`),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(new RegExp(`Last copy .*: ${older.name} to /Seaberth/`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Copy ${older.name} to Dropbox` })).toBeEnabled();
  });

  it('shows the last error, and disconnects only once confirmed', async () => {
    let state: DropboxBackupState = {
      ...connected,
      lastUpload: {
        at: '2026-11-21T10:00:00Z',
        name: older.name,
        ok: false,
        message: 'invalid_access_token',
      },
    };
    const { calls } = mockFetch({
      'GET /api/settings/backup/local': () => ({ body: [older] }),
      'GET /api/settings/backup/dropbox': () => ({ body: state }),
      'POST /api/settings/backup/dropbox': () => {
        state = { ...state, enabled: false, tokenStored: false };
        return { body: state };
      },
    });
    renderWithApp(<BackupsPanel />);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent(
      /^The last copy failed \(.*seaberth-20261120-080000\.json\.gz\): invalid_access_token$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect Dropbox?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const again = await screen.findByRole('dialog', { name: 'Disconnect Dropbox?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Dropbox disconnected.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      enabled: false,
      folder: '/Seaberth',
      token: null,
    });
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Copy ${older.name} to Dropbox` })).toBeNull();
  });
});
