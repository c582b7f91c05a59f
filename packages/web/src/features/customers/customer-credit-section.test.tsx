import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { customerRecord } from '../../../test/fixtures/customers.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { ANNA, CUSTOMER_CREDITS, creditEntry } from '../../../test/fixtures/customer-credits.ts';
import { CustomerEditPage } from './customer-edit-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ANNA_RECORD = customerRecord(ANNA, 'Anna', 'Berg');

function serve() {
  return mockFetch({
    [`GET /api/customer/${ANNA}`]: () => ({ body: ANNA_RECORD }),
    [`GET /api/customer/${ANNA}/stay`]: () => ({ body: [] }),
    'GET /api/customer/credits': () => ({
      body: { ...CUSTOMER_CREDITS, balances: CUSTOMER_CREDITS.balances.slice(0, 1) },
    }),
    'GET /api/currency': () => ({ body: { data: [], total: 0 } }),
    'POST /api/customer/credits': (call) => ({
      status: 201,
      body: creditEntry('c5', call.body as object),
    }),
  });
}

const open = { path: `/customer/${ANNA}`, route: '/customer/:id' };

describe('the customer’s credit on their page', () => {
  it('shows what the customer holds and their entries, and adds one for them', async () => {
    const { calls } = serve();
    renderWithApp(<CustomerEditPage />, open);
    const section = await screen.findByRole('region', { name: 'Credit' });
    expect(await within(section).findByTestId('credit-balances')).toHaveTextContent('Credit€150.00');
    expect(within(section).queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    expect(calls.map((c) => c.url)).toContain(`/api/customer/credits?customer=${ANNA}&page=0&size=50`);

    await userEvent.click(within(section).getByRole('button', { name: 'Add entry' }));
    const dialog = screen.getByRole('dialog', { name: 'New credit entry' });
    expect(within(dialog).queryByRole('combobox', { name: /Customer/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      customer: ANNA,
      kind: 'voucher',
      amount: 5_000,
      currency: 'EUR',
    });
  }, 15_000);

  it('is not there for someone who may not read customers’ credit', async () => {
    const { calls } = serve();
    renderWithApp(<CustomerEditPage />, { ...open, principal: principalWith(['bookings.read']) });
    await screen.findByRole('region', { name: 'Trips and stays' });
    expect(screen.queryByRole('region', { name: 'Credit' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/customer/credits'))).toBe(false);
  });
});
