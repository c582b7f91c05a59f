import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { InvoicesPage } from './invoices-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (n: number, kind = 'invoice') => ({
  id: `i${n}`,
  number: `2027-0000${n}`,
  kind,
  booking: 'b1',
  bookingNo: '2027-00042',
  issueDate: '2027-01-10',
  currency: 'EUR',
  payer: { name: `Payer ${n}` },
  total: 10_000 * n,
  open: kind === 'invoice' ? 10_000 * n : 0,
  creditedBy: null,
  creditedByNumber: null,
});

describe('InvoicesPage', () => {
  it('lists invoices with their sums and asks the server again for a period and a state', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/invoice': () => ({
        body: {
          data: [row(2), row(1, 'creditNote')],
          total: 2,
          page: 0,
          size: 25,
          sums: [{ currency: 'EUR', net: 8_403, tax: 1_597, total: 10_000, open: 20_000 }],
        },
      }),
    });
    renderWithApp(<InvoicesPage />);
    expect(await screen.findByText('Payer 2')).toBeInTheDocument();
    expect(screen.getByText('Credit note')).toBeInTheDocument();
    // The issue date as SPEC §9 writes it, never the ISO day.
    expect(screen.getAllByText('10.01.2027').length).toBeGreaterThan(0);
    expect(screen.queryByText('2027-01-10')).toBeNull();
    expect(screen.getByTestId('invoice-sums')).toHaveTextContent('Total €100.00 · open €200.00');
    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '01.01.2027' } });
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith('/api/invoice')).at(-1)!;
      expect(last.url).toContain('from=2027-01-01');
      expect(last.url).toContain('state=open');
    });
  });
});
