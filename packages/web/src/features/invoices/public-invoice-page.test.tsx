import type { PublicInvoice } from '@seaberth/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { navigateExternal } from '../../app/external-navigation.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { PublicInvoicePage } from './public-invoice-page.tsx';

vi.mock('../../app/external-navigation.ts', () => ({ navigateExternal: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(navigateExternal).mockReset();
});

const ID = '44444444-4444-4444-8444-444444444444';
const TOKEN = 't'.repeat(43);

function invoice(overrides: Partial<PublicInvoice> = {}): PublicInvoice {
  return {
    id: ID,
    number: '2027-0007',
    kind: 'invoice',
    issueDate: '2027-02-01',
    dueDate: '2027-02-15',
    serviceFrom: '2027-03-06',
    serviceTo: '2027-03-13',
    bookingNo: '2027-00042',
    currency: 'EUR',
    language: 'en',
    lines: [],
    taxes: [],
    net: 84034,
    tax: 15966,
    gross: 100000,
    rounding: 0,
    total: 100000,
    open: 100000,
    creditedByNumber: null,
    seller: { name: 'Blue Reef Diving GmbH', address: 'Hafenstraße 1, 20457 Hamburg', email: '', phone: '' },
    payer: { name: 'Mia Sand', address: 'Lindenweg 5, 80331 München' },
    canPayOnline: true,
    ...overrides,
  } as PublicInvoice;
}

function open(query: string) {
  return renderWithApp(<PublicInvoicePage />, {
    path: `/invoice/${ID}${query}`,
    route: '/invoice/:id',
    principal: undefined,
    session: { user: null, isLoggedIn: false },
  });
}

describe('the public invoice', () => {
  it('pays what is open at the payment provider', async () => {
    const { calls } = mockFetch({
      [`GET /api/public/invoice/${ID}`]: () => ({ body: invoice() }),
      [`POST /api/public/invoice/${ID}/checkout`]: () => ({ body: { url: 'https://pay.test/c/1' } }),
    });
    open(`?token=${TOKEN}`);
    // The recipient with the address, as on the PDF.
    expect(await screen.findByTestId('public-payer-address')).toHaveTextContent('Lindenweg 5, 80331 München');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay €1,000.00 now' }));
    await waitFor(() => expect(navigateExternal).toHaveBeenCalledWith('https://pay.test/c/1'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/public/invoice/${ID}/checkout?token=${TOKEN}`,
    ]);
  });

  it('offers no pay button without a provider, and says a payment is on its way after paying', async () => {
    mockFetch({ [`GET /api/public/invoice/${ID}`]: () => ({ body: invoice({ canPayOnline: false }) }) });
    open(`?token=${TOKEN}&paid=1`);
    expect(await screen.findByText(/your payment is being processed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });
});
