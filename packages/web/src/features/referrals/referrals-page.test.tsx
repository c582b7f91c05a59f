import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { ReferralsPage } from './referrals-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const CODE = '4d6f1c0e-2b7a-4c1f-9a55-0c3e8f1a2b01';
const ANNA = '9a1e2b3c-4d5e-4f60-8a71-b2c3d4e5f601';
const BEN = '1b2c3d4e-5f60-4a71-8b82-c3d4e5f60712';

const row = {
  id: CODE,
  version: 1,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
  customer: ANNA,
  code: 'KM7QTX4W',
  special: null,
  rewardAmount: 5000,
  rewardCurrency: 'EUR',
  active: true,
  validUntil: null,
  note: '',
  referrerName: 'Anna Weber',
  uses: 3,
  rewards: 1,
};

describe('referral codes', () => {
  it('lists the codes with their uses and rewards, sorts on the server and shows a code’s bookings', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/referral': () => ({ body: page([row]) }),
      'GET /api/customer': () => ({ body: page([{ id: ANNA, version: 1, fullName: 'Anna Weber' }]) }),
      [`GET /api/referral/${CODE}/uses`]: () => ({
        body: [
          {
            id: 'u1',
            referral: CODE,
            code: 'KM7QTX4W',
            booking: 'b1',
            bookingNo: '2026-0042',
            bookingState: 'confirmed',
            customer: BEN,
            customerName: 'Ben Friend',
            referrer: ANNA,
            referrerName: 'Anna Weber',
            createdAt: '2026-05-02T10:00:00.000Z',
            reward: {
              id: 'r1',
              credit: 'c1',
              amount: 5000,
              currency: 'EUR',
              createdAt: '2026-05-20T10:00:00.000Z',
              reversedAt: null,
              reversal: null,
              supersededBy: null,
            },
          },
          {
            id: 'u2',
            referral: CODE,
            code: 'KM7QTX4W',
            booking: 'b2',
            bookingNo: '2026-0043',
            bookingState: 'aborted',
            customer: 'c2',
            customerName: 'Cleo Cancelled',
            referrer: ANNA,
            referrerName: 'Anna Weber',
            createdAt: '2026-05-03T10:00:00.000Z',
            reward: {
              id: 'r2',
              credit: 'c2',
              amount: 5000,
              currency: 'EUR',
              createdAt: '2026-05-21T10:00:00.000Z',
              reversedAt: '2026-06-01T10:00:00.000Z',
              reversal: null,
              supersededBy: null,
            },
          },
        ],
      }),
    });
    renderWithApp(<ReferralsPage />, { path: '/crm/referral', route: '/crm/referral' });
    expect(await screen.findByRole('heading', { name: 'Referral codes' })).toBeVisible();
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('KM7QTX4W')).toBeVisible();
    expect(within(grid).getByText('3')).toBeVisible();
    expect(within(grid).getByRole('columnheader', { name: 'Rewards' })).toBeVisible();

    await user.click(within(grid).getByRole('columnheader', { name: 'Uses' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith('/api/referral?')).at(-1);
      const params = new URL(last?.url ?? '', 'http://x').searchParams;
      expect([params.get('sort'), params.get('order')]).toEqual(['uses', '1']);
    });

    await user.click(screen.getByRole('menuitem', { name: 'Uses and rewards of KM7QTX4W' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bookings made with KM7QTX4W' });
    expect(await within(dialog).findByText('Ben Friend')).toBeVisible();
    expect(within(dialog).getByText('2026-0042')).toBeVisible();
    expect(within(dialog).getByText(/^(€50\.00|50\.00) on /)).toBeVisible();
    // A reward taken back with its cancelled booking says so, and that the credit was spent already.
    const cancelled = within(dialog).getByText('Cleo Cancelled').closest('tr')!;
    expect(
      within(cancelled as HTMLElement).getByText(/reversed on .*credit was already spent/),
    ).toBeVisible();
  });

  it('draws a readable code in the create dialog', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/referral': () => ({ body: page([]) }) });
    renderWithApp(<ReferralsPage />, { path: '/crm/referral', route: '/crm/referral' });
    await user.click((await screen.findAllByRole('button', { name: 'New referral code' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    expect(code).toHaveValue('');
    expect(within(dialog).getByText('Leave empty for a readable code of 8 letters and digits')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Draw a new code' }));
    expect((code as HTMLInputElement).value).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
  });
});
