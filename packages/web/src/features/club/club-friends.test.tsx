import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Principal } from '@seaberth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { ClubFriends } from './club-friends.tsx';

afterEach(() => vi.unstubAllGlobals());

const ME = 'c0b0f7a5-1c1e-4a43-9f7e-3f1b2f0c0a11';
const MEMBER_LOGIN: Principal = {
  ...principalWith(['customers.self', 'users.self']),
  userType: 'customer',
  customer: ME,
};
const NONE = { codes: [], brought: [], referredBy: null };
const MINE = {
  ...NONE,
  codes: [{ id: 'r1', code: 'KM7QTX4W', active: true, validUntil: null, uses: 0, rewards: 0 }],
};

describe('the club’s friends tab', () => {
  it('lets a member without a code get one and shows it to share', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/club/referrals': () => ({ body: NONE }),
      'POST /api/club/referrals': () => ({ status: 201, body: MINE }),
    });
    renderWithApp(<ClubFriends />, { principal: MEMBER_LOGIN, path: '/club/dashboard/friends' });
    expect(await screen.findByText(/You have no code yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Get my code' }));
    const card = await screen.findByTestId('club-referral-code');
    expect(within(card).getByText('KM7QTX4W')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get my code' })).toBeNull();
    expect(await screen.findByText('Your code is ready to share')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST' && c.url.startsWith('/api/club/referrals'))).toHaveLength(
      1,
    );
  });

  it('offers no request to a member who holds a code', async () => {
    mockFetch({ 'GET /api/club/referrals': () => ({ body: MINE }) });
    renderWithApp(<ClubFriends />, { principal: MEMBER_LOGIN, path: '/club/dashboard/friends' });
    expect(await screen.findByText('KM7QTX4W')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get my code' })).toBeNull();
  });
});
