import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import {
  AGENCIES,
  BLUE,
  BOOKING,
  chooseAgency,
  CREDIT_LIMIT,
  posts,
  REEF,
} from '../../../test/fixtures/agencies.ts';
import { ChangeAgencyDialog } from './change-agency-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('The agency of a booking', () => {
  it('takes the agency off, and offers no override to who may not change bookings', async () => {
    const { calls } = mockFetch({
      'GET /api/agency': () => ({ body: AGENCIES }),
      'POST /api/bookings/b1/agency/none': () => ({ body: { ...BOOKING, agency: null } }),
      [`POST /api/bookings/b1/agency/${REEF}`]: () => CREDIT_LIMIT,
    });
    const onClose = vi.fn();
    const { unmount } = renderWithApp(
      <ChangeAgencyDialog booking={{ ...BOOKING, agency: BLUE }} onClose={onClose} />,
    );
    let dialog = await chooseAgency('No agency');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)).toEqual([['/api/bookings/b1/agency/none', { version: 3 }]]);
    unmount();

    renderWithApp(<ChangeAgencyDialog booking={BOOKING} onClose={() => {}} />, {
      principal: principalWith(['bookings.read', 'agencies.read']),
    });
    dialog = await chooseAgency('Reef Resellers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Reef Resellers has a credit limit');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});
