import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { ACCOUNT, ACCOUNT_ID, entry, pageOf } from './bank-fixtures.ts';
import { ManualEntriesPage } from './manual-entries-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

const YEN_ACCOUNT = {
  ...ACCOUNT,
  id: 'acc-jpy',
  name: 'Tokyo Yen',
  iban: 'DE75512108001245126199',
  currency: 'JPY',
};
const CASH = entry('m1', {
  source: 'manual',
  bankName: 'Sparkasse Main',
  counterpartyName: 'Walk-in guest',
  remittance: 'Nitrox course',
  amount: 8_500,
  counterpartyIban: '',
});

function serve() {
  let stored = [CASH];
  return mockFetch({
    'GET /api/bankentry/manual': () => ({ body: pageOf(stored) }),
    'GET /api/bank': () => ({ body: page([ACCOUNT, YEN_ACCOUNT]) }),
    'GET /api/currency': () => ({
      body: page([
        { id: 'c1', code: 'EUR', decimals: 2 },
        { id: 'c2', code: 'JPY', decimals: 0 },
      ]),
    }),
    'POST /api/bankentry/manual': (call) => {
      const created = entry('m2', { ...(call.body as object), source: 'manual', bankName: 'Tokyo Yen' });
      stored = [created, ...stored];
      return { status: 201, body: created };
    },
  });
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ManualEntriesPage', () => {
  it('lists the payments taken at the desk with their account', async () => {
    serve();
    renderWithApp(<ManualEntriesPage />);
    const row = await screen.findByTestId('bank-entry-m1');
    expect(row).toHaveTextContent('Walk-in guest');
    expect(row).toHaveTextContent('Nitrox course');
    expect(row).toHaveTextContent('€85.00');
    expect(within(row).getByRole('link', { name: 'Sparkasse Main' })).toHaveAttribute(
      'href',
      `/bank/${ACCOUNT_ID}`,
    );
  });

  it('saves a new payment in exact minor units of the account’s currency', async () => {
    const { calls } = serve();
    renderWithApp(<ManualEntriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New manual payment' }));
    const dialog = screen.getByRole('dialog', { name: 'New manual payment' });
    // Today is the default date.
    const date = within(dialog).getByLabelText(/Date/);
    expect(date).toHaveValue(
      new Date().toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }),
    );
    await pick('Account', 'Sparkasse Main (EUR)');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    // No amount, or more decimals than euros have, is refused before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give an amount, e.g. 120.50')).toBeVisible();
    await userEvent.type(amount, '19,999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter an amount like 123.45.')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1234,56');
    fireEvent.change(date, { target: { value: '05.03.2027' } });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payer' }), 'Max Mustermann');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Cash for 2027-00042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      [
        '/api/bankentry/manual',
        {
          bank: ACCOUNT_ID,
          bookingDate: '2027-03-05',
          amount: 123_456,
          counterpartyName: 'Max Mustermann',
          remittance: 'Cash for 2027-00042',
        },
      ],
    ]);
    expect(await screen.findByTestId('bank-entry-m2')).toBeInTheDocument();
  }, 15_000);

  it('reads the amount in the decimals of the account’s currency (yen have none)', async () => {
    const { calls } = serve();
    renderWithApp(<ManualEntriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New manual payment' }));
    const dialog = screen.getByRole('dialog', { name: 'New manual payment' });
    await pick('Account', 'Tokyo Yen (JPY)');
    expect(dialog).toHaveTextContent('JPY');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '-5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ bank: 'acc-jpy', amount: -5_000 });
  });

  it('offers no new payment to whom may only read entries', async () => {
    serve();
    renderWithApp(<ManualEntriesPage />, { principal: principalWith(['bankentries.read']) });
    await screen.findByTestId('bank-entry-m1');
    expect(screen.queryByRole('button', { name: 'New manual payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Assign/ })).toBeNull();
  });
});
