import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { PrintTripDialog } from './print-trip-dialog.tsx';
import { stubNewTab } from '../../../test/new-tab.ts';
import { operatorToday } from '../../app/clock.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = { id: 'l1', version: 1, createdAt: '', updatedAt: '', name: 'Passenger manifest', vessel: 'v1' };

describe('printing a vessel list for a trip', () => {
  it("offers the list's vessel's trips and opens the chosen one", async () => {
    const tab = stubNewTab('blob:manifest');
    const today = operatorToday();
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
    // The trip's days as SPEC §9 writes them.
    await userEvent.click(
      await screen.findByRole('option', { name: '05.12.2026 – 12.12.2026 · Komodo South · MV Sea Whisper' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open for printing' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:manifest'));
    expect(onClose).toHaveBeenCalled();
    expect(calls[0]?.url).toContain('vessel=v1');
  });

  it('opens the PDF, and keeps the dialog open with the reason when it fails', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const today = operatorToday();
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    let fail = true;
    const { calls } = mockFetch({
      [`GET /api/tour/date/${today}/${nextYear}`]: () => ({
        body: [{ id: 's1', from: '2026-11-28', to: '2026-12-05', vessel: 'v1', tourName: 'Komodo North' }],
      }),
      'GET /api/vessellist/l1/print/s1': () =>
        fail
          ? {
              status: 500,
              body: { statusCode: 500, message: 'Internal Server Error', description: 'PDF_FAILED' },
            }
          : new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:manifest.pdf'), revokeObjectURL: vi.fn() }),
    );
    const onClose = vi.fn();
    renderWithApp(<PrintTripDialog list={list} onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be printed.');
    expect(onClose).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:manifest.pdf'));
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((c) => c.url.startsWith('/api/vessellist/')).map((c) => c.url)).toEqual([
      '/api/vessellist/l1/print/s1?format=pdf',
      '/api/vessellist/l1/print/s1?format=pdf',
    ]);
  });
});
