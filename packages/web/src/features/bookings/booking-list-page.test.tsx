import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { bookingRow } from '../../../test/fixtures/agencies.ts';
import { BookingListPage } from './booking-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('BookingListPage', () => {
  it('lists bookings with their state as a chip and money formatted', async () => {
    mockFetch({
      'GET /api/bookings': () => ({
        body: page([
          bookingRow('b1', 'B-1001', '2027-01-02', { state: 'planned', total: 450_000, paid: 100_000 }),
        ]),
      }),
    });
    renderWithApp(<BookingListPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Bookings' });
    expect(await within(grid).findByText('B-1001')).toBeVisible();
    expect(within(grid).getByText('Reservation')).toBeVisible();
    expect(within(grid).getByText('€4,500.00')).toBeVisible();
    expect(within(grid).getByText('€1,000.00')).toBeVisible();
    expect(within(grid).getByRole('columnheader', { name: 'Booked by' })).toBeVisible();
    // The first list of the file draws the whole grid: slow on a loaded machine.
  }, 15_000);
});
