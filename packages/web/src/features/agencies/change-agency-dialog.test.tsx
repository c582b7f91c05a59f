import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { BookingPage } from '../../pages/booking/booking-page.tsx';
import { AGENCIES, agency, BLUE, BOOKING, REEF } from './agency-fixtures.ts';
import { ChangeAgencyDialog } from './change-agency-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const CREDIT_LIMIT = {
  status: 409,
  body: {
    error: 'Conflict',
    statusCode: 409,
    description: 'CREDIT_LIMIT',
    message: 'Reef Resellers has a credit limit of €5,000.00',
    params: { agency: 'Reef Resellers', limit: '€5,000.00', open: '€4,000.00', after: '€7,500.00' },
    path: '/api/bookings/b1/agency',
    method: 'POST',
    timestamp: '',
  },
};

const posts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body]);

async function chooseAgency(name: string) {
  const dialog = screen.getByRole('dialog', { name: 'Agency of booking B-1001' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Agency' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  return dialog;
}

describe('The agency of a booking', () => {
  it('shows on the booking page and changes, past the credit limit only when asked to', async () => {
    let tries = 0;
    const { calls } = mockFetch({
      'GET /api/bookings/b1': () => ({ body: { ...BOOKING, agency: BLUE } }),
      'GET /api/bookings/b1/history': () => ({ body: [] }),
      'GET /api/bookingcomment': () => ({ body: { data: [], total: 0 } }),
      [`GET /api/agency/${BLUE}`]: () => ({ body: agency(BLUE, 'Blue Water Travel') }),
      'GET /api/agency': () => ({ body: AGENCIES }),
      [`POST /api/bookings/b1/agency/${REEF}`]: () => {
        tries += 1;
        return tries === 1 ? CREDIT_LIMIT : { body: { ...BOOKING, agency: REEF, version: 4 } };
      },
    });
    renderWithApp(<BookingPage />, { path: '/booking/b1', route: '/booking/:id' });
    const fact = await screen.findByTestId('booking-agency');
    expect(await within(fact).findByRole('link', { name: 'Blue Water Travel' })).toHaveAttribute(
      'href',
      `/agency/${BLUE}`,
    );
    await userEvent.click(within(fact).getByRole('button', { name: 'Change' }));
    const dialog = await chooseAgency('Reef Resellers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Refused in the server's words, with the way past it for who may change bookings.
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Past the credit limit');
    expect(alert).toHaveTextContent(
      'Reef Resellers has a credit limit of €5,000.00; with this booking it would owe €7,500.00 (open now €4,000.00).',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Book past the limit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book past the limit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([
      [`/api/bookings/b1/agency/${REEF}`, { version: 3 }],
      [`/api/bookings/b1/agency/${REEF}`, { version: 3, overrideCreditLimit: true }],
    ]);
  });

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
