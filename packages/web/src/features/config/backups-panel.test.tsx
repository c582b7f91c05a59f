import { screen, waitFor } from '@testing-library/react';
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

describe('BackupsPanel', () => {
  it('lists the backups on the server and makes a new one on demand', async () => {
    let files = [older];
    const { calls } = mockFetch({
      'GET /api/settings/backup/local': () => ({ body: files }),
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
  });

  it('says when there is none yet', async () => {
    mockFetch({ 'GET /api/settings/backup/local': () => ({ body: [] }) });
    renderWithApp(<BackupsPanel />);
    expect(await screen.findByText('No backup yet.')).toBeInTheDocument();
  });
});
