import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { BankAccountPage } from './bank-account-page.tsx';
import {
  ACCOUNT,
  ACCOUNT_ID,
  ASSIGNED_ENTRY,
  BALANCE,
  OPEN_ENTRY,
  pageOf,
  REVIEW_ENTRY,
} from './bank-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

function serve() {
  let assigned = false;
  return mockFetch({
    [`GET /api/bank/${ACCOUNT_ID}`]: () => ({ body: ACCOUNT }),
    'GET /api/bank/balance': () => ({ body: BALANCE }),
    [`GET /api/bank/${ACCOUNT_ID}/entries`]: () => ({ body: pageOf([ASSIGNED_ENTRY, OPEN_ENTRY]) }),
    [`GET /api/bank/${ACCOUNT_ID}/review`]: () => ({ body: pageOf(assigned ? [] : [REVIEW_ENTRY]) }),
    'GET /api/bookings': () => ({
      body: page([
        {
          id: 'b42',
          bookingNo: '2027-00042',
          leadName: 'Erika Mustermann',
          total: 100_000,
          paid: 95_000,
          currency: 'EUR',
          state: 'confirmed',
        },
      ]),
    }),
    'POST /api/bankentry/e2/payments': () => {
      assigned = true;
      return { status: 201, body: { id: 'p9' } };
    },
    'DELETE /api/bankentry/e1/payments/l1': () => ({ status: 204 }),
  });
}

function renderPage(tab = '', scopes = ['admin']) {
  return renderWithApp(<BankAccountPage />, {
    path: `/bank/${ACCOUNT_ID}${tab ? `?tab=${tab}` : ''}`,
    route: '/bank/:id',
    principal: principalWith(scopes),
  });
}

describe('BankAccountPage', () => {
  it('shows the account with its balance and lists its entries with the bookings they paid', async () => {
    const { calls } = serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sparkasse Main' })).toBeVisible();
    expect(await screen.findByText('DE89 3704 0044 0532 0130 00 · Balance €1,610.50')).toBeVisible();
    const paid = await screen.findByTestId('bank-entry-e1');
    expect(paid).toHaveTextContent('Blue Water Travel');
    expect(paid).toHaveTextContent('€500.00');
    expect(paid).toHaveTextContent('Assigned');
    expect(within(paid).getByRole('link', { name: '2027-00017' })).toHaveAttribute('href', '/booking/b17');
    const open = screen.getByTestId('bank-entry-e2');
    expect(open).toHaveTextContent('Erika Mustermann');
    expect(open).toHaveTextContent('DE02 1203 0000 0000 2020 51');
    expect(open).toHaveTextContent('€120.50');
    // Nothing left of an assigned entry to assign.
    expect(within(paid).queryByRole('button', { name: /^Assign/ })).toBeNull();
    expect(within(open).getByRole('button', { name: 'Assign €120.50 from Erika Mustermann' })).toBeVisible();
    expect(calls.map((c) => c.url)).toContain(`/api/bank/${ACCOUNT_ID}/entries?page=0&size=25`);
  });

  it('asks the server for the entries of a state', async () => {
    const { calls } = serve();
    renderPage();
    await screen.findByTestId('bank-entry-e1');
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not fully assigned' }));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        `/api/bank/${ACCOUNT_ID}/entries?state=unassigned&page=0&size=25`,
      ),
    );
  });

  it('assigns a suggestion of the review with one click', async () => {
    const { calls } = serve();
    renderPage('review');
    const button = await screen.findByRole('button', {
      name: 'Assign to 2027-00042 (Erika Mustermann / Blue Water Travel, €120.50 open)',
    });
    expect(screen.getByTestId('review-entry-e2')).toHaveTextContent('The booking number is in the text.');
    expect(writes(calls)).toHaveLength(0);
    await userEvent.click(button);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls).map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/bankentry/e2/payments', { booking: 'b42' }],
    ]);
    // The review list loads again and has nothing left.
    expect(await screen.findByText('Nothing waits for review: every entry is assigned.')).toBeVisible();
  });

  it('assigns an entry to a booking searched for, with the amount prefilled and changed', async () => {
    const { calls } = serve();
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Assign €120.50 from Erika Mustermann' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Assign to a booking' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('120.50');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Booking/ }));
    await userEvent.click(await screen.findByRole('option', { name: /2027-00042 · Erika Mustermann/ }));
    // The booking owes €50.00 only: that is what the entry pays unless told otherwise.
    expect(amount).toHaveValue('50.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '130');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Only €120.50 of this entry is left to assign')).toBeVisible();
    expect(writes(calls)).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '60,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).map((c) => [c.url, c.body])).toEqual([
      ['/api/bankentry/e2/payments', { booking: 'b42', amount: 6_050 }],
    ]);
  }, 15_000);

  it('takes an assignment back only after asking', async () => {
    const { calls } = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Take back €500.00 from 2027-00017' }));
    const dialog = screen.getByRole('dialog', { name: 'Take this assignment back?' });
    expect(dialog).toHaveTextContent('The payment of €500.00 is removed from booking 2027-00017');
    expect(writes(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).map((c) => [c.method, c.url])).toEqual([
      ['DELETE', '/api/bankentry/e1/payments/l1'],
    ]);
  });

  it('clears the unassigned entries after a confirmation', async () => {
    const { calls } = mockFetch({
      [`GET /api/bank/${ACCOUNT_ID}`]: () => ({ body: ACCOUNT }),
      'GET /api/bank/balance': () => ({ body: BALANCE }),
      [`GET /api/bank/${ACCOUNT_ID}/entries`]: () => ({ body: pageOf([]) }),
      [`DELETE /api/bank/${ACCOUNT_ID}/entries`]: () => ({ body: { deleted: 7 } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear unassigned entries' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the unassigned entries?' });
    expect(dialog).toHaveTextContent('Every entry of Sparkasse Main');
    expect(writes(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).map((c) => c.url)).toEqual([`/api/bank/${ACCOUNT_ID}/entries`]);
    expect(await screen.findByText('7 entries deleted.')).toBeVisible();
  });

  it('offers neither import nor assignment to a reader', async () => {
    serve();
    renderPage('', ['bank.read', 'bankentries.read']);
    await screen.findByTestId('bank-entry-e2');
    expect(screen.queryByRole('button', { name: 'Import statement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear unassigned entries' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Assign/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Take back/ })).toBeNull();
  });
});
