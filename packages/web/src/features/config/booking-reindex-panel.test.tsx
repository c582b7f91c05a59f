import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingReindexPanel } from './booking-reindex-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('BookingReindexPanel', () => {
  it('works the booking figures out again and says how many it checked and repaired', async () => {
    const { calls } = mockFetch({
      'POST /api/bookings/reindex': () => ({ body: { bookings: 412, changed: 3 } }),
    });
    renderWithApp(<BookingReindexPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Check and repair' }));
    expect(await screen.findByText('412 bookings checked, 3 repaired.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s refusal', async () => {
    mockFetch({
      'POST /api/bookings/reindex': () => ({
        status: 403,
        body: {
          error: 'Forbidden',
          message: 'Forbidden',
          statusCode: 403,
          description: 'FORBIDDEN_RESSOURCE',
        },
      }),
    });
    renderWithApp(<BookingReindexPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Check and repair' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/bookings checked/)).toBeNull();
  });
});
