import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { LoyaltyPage } from './loyalty-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const GOLD = '2b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a22';
const member = (name: string, balance: number, extra: object = {}) => ({
  customer: `${name.length}b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a11`.slice(0, 36),
  fullName: name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
  balance,
  earned: balance,
  tierPoints: balance,
  tier: null,
  tierName: null,
  lastEarned: '2026-10-12',
  ...extra,
});

describe('the loyalty programme page', () => {
  it('lists the members by balance, sorts on the server and opens a member', async () => {
    const { calls } = mockFetch({
      'GET /api/customer/loyality/members': () => ({
        body: {
          data: [member('Lea Stein', 1200, { tier: GOLD, tierName: 'Gold' }), member('Tom Berg', 300)],
          total: 2,
        },
      }),
      'GET /api/loyaltytier': () => ({
        body: {
          data: [{ id: GOLD, version: 1, name: 'Gold', minPoints: 1000, benefits: '', color: '#c9a227' }],
          total: 1,
        },
      }),
    });
    renderWithApp(<LoyaltyPage />, { path: '/crm/loyality', route: '/crm/loyality' });
    const table = await screen.findByRole('table', { name: 'Members' });
    await within(table).findByRole('link', { name: 'Lea Stein' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Lea Stein' })).toHaveAttribute(
      'href',
      `/customer/view/${member('Lea Stein', 0).customer}`,
    );
    expect(within(rows[1]!).getByText('Gold')).toBeVisible();
    expect(within(rows[1]!).getByText('12.10.2026')).toBeVisible();
    expect(calls.find((call) => call.url.includes('/members'))?.url).toContain('sort=balance');

    await userEvent.click(within(table).getByRole('button', { name: 'Member' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('sort=fullName') && call.url.includes('order=asc'))).toBe(
        true,
      ),
    );
  });

  it('posts the points of what ended now', async () => {
    const { calls } = mockFetch({
      'GET /api/customer/loyality/members': () => ({ body: { data: [], total: 0 } }),
      'GET /api/loyaltytier': () => ({ body: { data: [], total: 0 } }),
      'POST /api/customer/loyality/earn': () => ({ body: { earned: 3 } }),
    });
    renderWithApp(<LoyaltyPage />, { path: '/crm/loyality', route: '/crm/loyality' });
    expect(await screen.findByText(/No members yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Post points now' }));
    expect(await screen.findByText('Points posted for 3 guests')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
