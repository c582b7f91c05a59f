import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { ResortPrintCard } from './resort-print-card.tsx';
import { stubNewTab } from '../../../test/new-tab.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('printing resort lists', () => {
  it('opens the chosen list of the chosen resort in a new tab', async () => {
    const tab = stubNewTab('blob:print');
    const { calls } = mockFetch({
      'GET /api/resort/r2/print/staff': () =>
        new Response('<html>staff</html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    renderWithApp(<ResortPrintCard />, {
      session: {
        bootstrap: {
          assets: [
            { id: 'r1', name: 'Coral Garden Resort', type: 'resort' },
            { id: 'v1', name: 'MV Sea Whisper', type: 'vessel' },
            { id: 'r2', name: 'Reef Lodge', type: 'resort' },
          ],
        } as never,
      },
    });
    await userEvent.click(screen.getByLabelText('Resort'));
    expect(screen.queryByRole('option', { name: 'MV Sea Whisper' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Reef Lodge' }));
    await userEvent.click(screen.getByLabelText('List'));
    await userEvent.click(screen.getByRole('option', { name: 'Staff' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open for printing' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:print'));
    expect(calls.map((c) => c.url)).toEqual(['/api/resort/r2/print/staff']);
  });

  it('opens the list as a PDF with the letterhead', async () => {
    const tab = stubNewTab('blob:pdf');
    const { calls } = mockFetch({
      'GET /api/resort/r1/print/rooms': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderWithApp(<ResortPrintCard />, {
      session: {
        bootstrap: { assets: [{ id: 'r1', name: 'Coral Garden Resort', type: 'resort' }] } as never,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:pdf'));
    expect(calls.map((c) => c.url)).toEqual(['/api/resort/r1/print/rooms?format=pdf']);
  });
});
