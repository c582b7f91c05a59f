import type { CommissionStatement, Principal } from '@seaberth/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { CommissionStatementPage } from './commission-statement-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const agent: Principal = { ...principalWith(['agencies.self']), userType: 'agency', agency: 'a1' };

const statement: CommissionStatement = {
  agency: 'a1',
  agencyName: 'Blue Reef Travel',
  bookings: [
    {
      booking: 'b1',
      bookingNo: '2027-00001',
      leadName: 'Anna Berg',
      state: 'confirmed',
      from: '2027-03-06',
      to: '2027-03-13',
      currency: 'EUR',
      total: 150_000,
      earned: 15_000,
      paid: 5_000,
      due: 10_000,
      deducted: false,
    },
  ],
  totals: [{ currency: 'EUR', total: 150_000, earned: 15_000, paid: 5_000, due: 10_000 }],
};

describe('the commission statement page', () => {
  it("shows an agent its own agency's commission per booking and the totals, without choosing an agency", async () => {
    const { calls } = mockFetch({ 'GET /api/agency/a1/commission': () => ({ body: statement }) });
    renderWithApp(<CommissionStatementPage />, { principal: agent });
    const row = await screen.findByTestId('commission-row-2027-00001');
    expect(within(row).getByRole('link', { name: '2027-00001' })).toHaveAttribute('href', '/booking/b1');
    expect(row).toHaveTextContent('06.03.2027 – 13.03.2027');
    expect(row).toHaveTextContent('€150.00€50.00€100.00');
    expect(screen.getByTestId('commission-total-EUR')).toHaveTextContent('€100.00');
    expect(screen.getByText('Blue Reef Travel')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    const asked = calls.map((call) => call.url).filter((url) => url.startsWith('/api/agency'));
    expect(asked).toEqual(['/api/agency/a1/commission']);
  });
});
