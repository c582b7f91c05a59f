import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { BookingSetupPage } from './booking-setup-page.tsx';

afterEach(cleanup);

const row = (id: string, extra: Record<string, unknown>) => ({
  id,
  version: 1,
  createdAt: '',
  updatedAt: '',
  ...extra,
});

describe('booking settings', () => {
  it('shows booking sources first and loads categories when their tab is chosen', async () => {
    const { calls } = mockFetch({
      'GET /api/bookingsource': () => ({
        body: page([row('s1', { name: 'Website', key: 'web', channel: 'online', isActive: true })]),
      }),
      'GET /api/bookingcategory': () => ({
        body: page([row('c1', { name: 'Group', color: '#7b4fa6', sort: 2, description: '' })]),
      }),
    });
    renderWithApp(<BookingSetupPage />);
    expect(await screen.findByText('Website')).toBeInTheDocument();
    expect(screen.getByText('Online (customer)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Booking categories' }));
    expect(await screen.findByText('Group')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/bookingcategory'))).toBe(true));
  });
});
