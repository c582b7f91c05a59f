import type { BookingDetail, BookingPayment } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { BOOKING } from '../../../test/fixtures/agencies.ts';
import { ANNA, BEN, CUSTOMER_CREDITS, creditEntry } from '../../../test/fixtures/customer-credits.ts';
import { BookingPayments } from './booking-payments.tsx';

afterEach(() => vi.unstubAllGlobals());

const guest = (customer: string, fullName: string, bed: number) => ({
  customer,
  fullName,
  bed,
  variant: null,
});

/** Anna books for herself and Ben: 4,500.00, of which 1,000.00 paid. */
function booking(extra: Partial<BookingDetail> = {}): BookingDetail {
  return {
    ...BOOKING,
    lead: ANNA,
    leadName: 'Anna Berg',
    state: 'confirmed',
    rooms: [
      {
        id: 'rb1',
        room: 'r1',
        roomName: 'Cabin 1',
        roomType: 'rt1',
        from: '2027-03-10',
        to: '2027-03-17',
        beds: null,
        checkIn: null,
        checkOut: null,
        locked: false,
        guests: [guest(ANNA, 'Anna Berg', 1), guest(BEN, 'Ben Okafor', 2)],
      },
    ],
    ...extra,
  };
}

function payment(id: string, amount: number): BookingPayment {
  return {
    id,
    amount,
    currency: 'EUR',
    bookingAmount: amount,
    rate: null,
    date: '2027-03-02',
    method: 'credit',
    reference: 'Customer credit',
    note: '',
    createdAt: '2027-03-02T09:00:00.000Z',
  };
}

/** Anna holds 150.00 EUR, Ben 75.00 USD (not the booking's currency). */
function serve() {
  return mockFetch({
    'GET /api/customer/credits': (call) => {
      const customer = new URL(call.url, 'http://x').searchParams.get('customer');
      return {
        body: {
          ...CUSTOMER_CREDITS,
          balances: CUSTOMER_CREDITS.balances.filter((b) => b.customer === customer),
        },
      };
    },
    'GET /api/currency': () => ({ body: { data: [], total: 0 } }),
    'POST /api/customer/credits': (call) => ({
      status: 201,
      body: creditEntry('c9', { ...(call.body as object), amount: -15_000 }),
    }),
    'DELETE /api/bookings/b1/payment/p1': () => ({ status: 204 }),
  });
}

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('BookingPayments and customer credit', () => {
  it('pays the open amount from the credit of a person of the booking', async () => {
    const { calls } = serve();
    renderWithApp(<BookingPayments booking={booking()} canUpdate />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay from credit' }));
    const dialog = screen.getByRole('dialog', { name: "Pay from the customer's credit" });
    expect(dialog).toHaveTextContent('€3,500.00 is open on this booking.');
    // Only Anna holds credit in euros; all of it is less than what is open.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Whose credit' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Anna Berg · holds €150.00']);
    await userEvent.keyboard('{Escape}');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('150.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '151');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(within(dialog).getByText('At most €150.00.')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((c) => c.body)).toEqual([
      expect.objectContaining({ customer: ANNA, kind: 'redeemed', amount: 15_000, booking: 'b1', note: '' }),
    ]);
    expect(await screen.findByText("€150.00 paid from Anna Berg's credit.")).toBeVisible();
  }, 15_000);

  it('keeps what a cancelled booking was paid beyond its fee as the booker’s credit', async () => {
    const { calls } = serve();
    renderWithApp(
      <BookingPayments booking={booking({ state: 'aborted', total: 90_000, paid: 100_000 })} canUpdate />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Keep as credit' }));
    expect(screen.queryByRole('button', { name: 'Pay from credit' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Keep the overpayment as credit' });
    expect(dialog).toHaveTextContent('The cancelled booking was paid €100.00 more than its fee.');
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('100.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as credit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((c) => c.body)).toEqual([
      expect.objectContaining({ customer: ANNA, kind: 'refundOwed', amount: 10_000, booking: 'b1' }),
    ]);
  });

  it('names a payment from the credit and says the credit goes back when it is deleted', async () => {
    const { calls } = serve();
    renderWithApp(<BookingPayments booking={booking({ payments: [payment('p1', 5_000)] })} canUpdate />);
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('Customer credit');
    await userEvent.click(screen.getByRole('button', { name: /Delete payment of €50.00/ }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'The payment of €50.00 from 02.03.2027 is removed from the booking, and the credit goes back to the customer.',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('offers nothing of the credit to someone who may not change customers', async () => {
    const { calls } = serve();
    renderWithApp(<BookingPayments booking={booking()} canUpdate />, {
      principal: principalWith(['bookings.update', 'customers.read']),
    });
    expect(await screen.findByRole('button', { name: 'Add payment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay from credit' })).toBeNull();
    expect(calls.filter((c) => c.url.startsWith('/api/customer/credits'))).toEqual([]);
  });
});
