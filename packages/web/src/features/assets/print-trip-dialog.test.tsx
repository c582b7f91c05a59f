import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { PrintTripDialog } from './print-trip-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = { id: 'l1', version: 1, createdAt: '', updatedAt: '', name: 'Passenger manifest', vessel: 'v1' };

describe('printing a vessel list for a trip', () => {
  it("offers the list's vessel's trips and opens the chosen one", async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:manifest'), revokeObjectURL: vi.fn() }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    const { calls } = mockFetch({
      [`GET /api/tour/date/${today}/${nextYear}`]: () => ({
        body: [
          {
            id: 's1',
            from: '2026-11-28',
            to: '2026-12-05',
            vessel: 'v1',
            tourName: 'Komodo North',
            vesselName: 'MV Sea Whisper',
          },
          {
            id: 's2',
            from: '2026-12-05',
            to: '2026-12-12',
            vessel: 'v1',
            tourName: 'Komodo South',
            vesselName: 'MV Sea Whisper',
          },
        ],
      }),
      'GET /api/vessellist/l1/print/s2': () =>
        new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    const onClose = vi.fn();
    renderWithApp(<PrintTripDialog list={list} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Trip' }));
    await userEvent.click(await screen.findByRole('option', { name: /Komodo South/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open for printing' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:manifest'));
    expect(onClose).toHaveBeenCalled();
    expect(calls[0]?.url).toContain('vessel=v1');
  });
});
