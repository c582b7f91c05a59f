import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { BankOverviewPage } from './bank-overview-page.tsx';
import { ACCOUNT, ACCOUNT_ID, BALANCE, pageOf, REVIEW_ENTRY } from './bank-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const USD = {
  ...ACCOUNT,
  id: 'acc-usd',
  name: 'Dive Shop USD',
  iban: 'DE75512108001245126199',
  currency: 'USD',
};

function serve() {
  return mockFetch({
    'GET /api/bank': () => ({ body: page([ACCOUNT, USD]) }),
    'GET /api/bank/balance': (call) => {
      const bank = new URL(call.url, 'http://x').searchParams.get('bank');
      return {
        body:
          bank === 'acc-usd'
            ? [{ period: '2027-03-01', currency: 'USD', received: 0, paid: 0, balance: -2_500 }]
            : BALANCE,
      };
    },
    [`GET /api/bank/${ACCOUNT_ID}/review`]: () => ({ body: pageOf([REVIEW_ENTRY], 4) }),
    'GET /api/bank/acc-usd/review': () => ({ body: pageOf([]) }),
  });
}

describe('BankOverviewPage', () => {
  it('shows each account with its IBAN, today’s balance and the entries to review', async () => {
    const { calls } = serve();
    renderWithApp(<BankOverviewPage />);
    const main = await screen.findByTestId(`bank-card-${ACCOUNT_ID}`);
    expect(main).toHaveTextContent('Sparkasse Main');
    expect(main).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    await waitFor(() =>
      expect(within(main).getByTestId(`bank-balance-${ACCOUNT_ID}`)).toHaveTextContent('€1,610.50'),
    );
    expect(await within(main).findByText('4 entries waiting for review')).toBeVisible();
    expect(within(main).getByRole('link')).toHaveAttribute('href', `/bank/${ACCOUNT_ID}`);
    const usd = screen.getByTestId('bank-card-acc-usd');
    await waitFor(() => expect(within(usd).getByTestId('bank-balance-acc-usd')).toHaveTextContent('-$25.00'));
    expect(await within(usd).findByText('0 entries waiting for review')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Balance over the last 12 months' })).toBeVisible();
    const balanceCalls = calls.filter((c) => c.url.startsWith('/api/bank/balance'));
    expect(balanceCalls.map((c) => new URL(c.url, 'http://x').searchParams.get('groupBy'))).toEqual([
      'month',
      'month',
    ]);
  });

  it('shows a reader of accounts no review counts and no links to what they may not open', async () => {
    const { calls } = serve();
    renderWithApp(<BankOverviewPage />, { principal: principalWith(['bank.read']) });
    const main = await screen.findByTestId(`bank-card-${ACCOUNT_ID}`);
    await waitFor(() =>
      expect(within(main).getByTestId(`bank-balance-${ACCOUNT_ID}`)).toHaveTextContent('€1,610.50'),
    );
    expect(within(main).queryByRole('link')).toBeNull();
    expect(main).not.toHaveTextContent('waiting for review');
    expect(calls.some((c) => c.url.includes('/review'))).toBe(false);
  });
});
