import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { BookingListPage } from './booking-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** One booking as the list answers it. */
const row = {
  id: 'b1',
  version: 3,
  bookingNo: 'B-1001',
  state: 'planned',
  type: 'vessel',
  from: '2027-01-02',
  to: '2027-01-09',
  lead: 'k1',
  leadName: 'Anna Berg',
  noOfPax: 2,
  currency: 'EUR',
  total: 450000,
  paid: 100000,
  bookingDate: '2026-11-01',
  createdAt: '',
  updatedAt: '',
  source: 'direct',
  category: null,
  language: 'de',
};

describe('BookingListPage', () => {
  it('lists bookings with their state as a chip and money formatted', async () => {
    mockFetch({ 'GET /api/bookings': () => ({ body: page([row]) }) });
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
