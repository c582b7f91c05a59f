import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { AGENCIES, BLUE, BOOKING, CREDIT_LIMIT, REEF } from '../../../test/fixtures/agencies.ts';
import { ChangeAgencyDialog } from './change-agency-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const posts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body]);

async function chooseAgency(name: string) {
  const dialog = screen.getByRole('dialog', { name: 'Agency of booking B-1001' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Agency' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  return dialog;
}

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
