import type { BookingDetail } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingInvoices } from './booking-invoices.tsx';

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: 'b1',
  version: 3,
  bookingNo: '2027-00042',
  state: 'confirmed',
  currency: 'EUR',
  lead: 'c1',
  leadName: 'Anna Berg',
  rooms: [
    {
      id: 'r1',
      guests: [
        { customer: 'c1', fullName: 'Anna Berg', bed: 0, variant: null },
        { customer: 'c2', fullName: 'Ben Kurz', bed: 1, variant: null },
      ],
    },
  ],
} as unknown as BookingDetail;
const invoice = {
  id: 'i1',
  number: '2027-00007',
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
};
const lines = [
  {
    line: 'l1',
    text: 'Northern reefs: Anna Berg',
    amount: 135_000,
    invoice: 'i1',
    invoiceNumber: '2027-00007',
  },
  { line: 'l2', text: 'Northern reefs: Ben Kurz', amount: 135_000, invoice: null, invoiceNumber: null },
  { line: 'l3', text: 'Nitrox', amount: 7_500, invoice: null, invoiceNumber: null },
];

describe('BookingInvoices', () => {
  it('issues the lines not invoiced yet to another guest', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/bookings/b1/invoices': () => ({ body: { invoices: [invoice], lines } }),
      'POST /api/bookings/b1/invoice': () => ({
        status: 201,
        body: { ...invoice, id: 'i2', number: '2027-00008' },
      }),
    });
    renderWithApp(<BookingInvoices booking={booking} canUpdate />);
    const section = await screen.findByTestId('booking-invoices');
    expect(await within(section).findByText('2027-00007')).toBeInTheDocument();
    expect(within(section).getByText('2 lines of the booking are not invoiced yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByTestId('issue-invoice-dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Payer' }));
    await user.click(await screen.findByRole('option', { name: 'Ben Kurz' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Nitrox/ }));
    await user.click(within(dialog).getByRole('button', { name: /Issue invoice of/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ payer: 'c2', lines: ['l2'] });
    expect(await screen.findByText('Invoice 2027-00008 was issued.')).toBeInTheDocument();
  });

  it('invoices as booked and due by the terms unless someone names a payer or days', async () => {
    const user = userEvent.setup();
    const agencyBooking = { ...booking, agency: 'a1', agencyName: 'Reef Travel' } as BookingDetail;
    const { calls } = mockFetch({
      'GET /api/bookings/b1/invoices': () => ({ body: { invoices: [invoice], lines } }),
      'POST /api/bookings/b1/invoice': () => ({
        status: 201,
        body: { ...invoice, id: 'i2', number: '2027-00008' },
      }),
    });
    renderWithApp(<BookingInvoices booking={agencyBooking} canUpdate />);
    const section = await screen.findByTestId('booking-invoices');
    await user.click(await within(section).findByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByTestId('issue-invoice-dialog');
    expect(within(dialog).getByText('As booked: the paying agency, else the booker')).toBeInTheDocument();
    expect(within(dialog).getByText("Empty: due as the booking's terms of payment say")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Payer' }));
    expect(await screen.findByRole('option', { name: 'Reef Travel' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: /Issue invoice of/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ lines: ['l2', 'l3'] });
  });

  it('cancels an invoice by a credit note after asking', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/bookings/b1/invoices': () => ({ body: { invoices: [invoice], lines } }),
      'POST /api/invoice/i1/credit': () => ({
        status: 201,
        body: { ...invoice, id: 'i3', number: '2027-00009', kind: 'creditNote' },
      }),
    });
    renderWithApp(<BookingInvoices booking={booking} canUpdate />);
    await user.click(await screen.findByRole('button', { name: 'Cancel 2027-00007 by a credit note' }));
    const dialog = await screen.findByTestId('credit-invoice-dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Wrong payer');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Wrong payer' });
    expect(await screen.findByText('Credit note 2027-00009 cancels invoice 2027-00007.')).toBeInTheDocument();
  });
});
