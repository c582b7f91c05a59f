import type { BookingDetail } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingInvoices } from '../invoices/index.ts';

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: 'b1',
  bookingNo: '2027-00042',
  state: 'confirmed',
  currency: 'EUR',
  rooms: [],
} as unknown as BookingDetail;
const invoice = (id: string, number: string) => ({
  id,
  number,
  kind: 'invoice',
  booking: 'b1',
  bookingNo: '2027-00042',
  issueDate: '2027-01-10',
  currency: 'EUR',
  payer: { name: 'Anna Berg' },
  total: 135_000,
  open: 135_000,
  creditedBy: null,
  creditedByNumber: null,
});
const pushed = { invoice: 'i1', number: '2027-00007', state: 'pushed', lastError: null, externalId: 'x1' };

function serve(enabled: boolean) {
  return mockFetch({
    'GET /api/bookings/b1/invoices': () => ({
      body: {
        invoices: [invoice('i1', '2027-00007'), invoice('i2', '2027-00008'), invoice('i3', '2027-00009')],
        lines: [],
      },
    }),
    'GET /api/plugins/xero': () => ({ body: { enabled } }),
    'GET /api/plugins/xero/exports': () => ({ body: { data: [pushed], total: 1, page: 0, size: 0 } }),
    'PUT /api/plugins/xero/invoice/i2': () => ({ body: { ...pushed, invoice: 'i2', number: '2027-00008' } }),
    'PUT /api/widget/invoice/b1': () => ({ body: { results: [] } }),
  });
}

describe('Send to Xero on the booking page', () => {
  it('shows each invoice’s state at Xero and sends one, or all not there yet', async () => {
    const user = userEvent.setup();
    const { calls } = serve(true);
    renderWithApp(<BookingInvoices booking={booking} canUpdate />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const first = within(table).getByRole('row', { name: /2027-00007/ });
    expect(await within(first).findByText('at Xero')).toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /2027-00008/ });
    await user.click(within(second).getByRole('button', { name: 'Send 2027-00008 to Xero' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/plugins/xero/invoice/i2')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Send 2 documents to Xero' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/widget/invoice/b1')).toBe(true),
    );
  }, 15_000);

  it('offers nothing while the plugin is off', async () => {
    serve(false);
    renderWithApp(<BookingInvoices booking={booking} canUpdate />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(within(table).queryByRole('button', { name: /to Xero/ })).toBeNull());
    expect(screen.queryByText('at Xero')).toBeNull();
  });
});
