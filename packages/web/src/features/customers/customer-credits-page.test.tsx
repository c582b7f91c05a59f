import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { BOOKING } from '../../../test/fixtures/agencies.ts';
import {
  ANNA,
  CUSTOMER_CREDITS,
  creditEntry,
  customerRow,
  stay,
} from '../../../test/fixtures/customer-credits.ts';
import { CustomerCreditsPage } from './customer-credits-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');
const ledgerUrls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/customer/credits')).map((c) => c.url);

/** The ledger answers each customer's balances only when asked for one customer. */
function ledgerAnswer(call: RecordedCall) {
  const customer = new URL(call.url, 'http://x').searchParams.get('customer');
  return customer
    ? { ...CUSTOMER_CREDITS, balances: CUSTOMER_CREDITS.balances.filter((b) => b.customer === customer) }
    : CUSTOMER_CREDITS;
}

function serve(post: (call: RecordedCall) => { status: number; body: unknown }) {
  return mockFetch({
    'GET /api/customer/credits': (call) => ({ body: ledgerAnswer(call) }),
    'GET /api/customer': () => ({ body: page([customerRow(ANNA, 'Anna Berg')]) }),
    'GET /api/currency': () => ({
      body: page([
        { id: 'c1', code: 'EUR', decimals: 2 },
        { id: 'c2', code: 'USD', decimals: 2 },
      ]),
    }),
    [`GET /api/customer/${ANNA}/stay`]: () => ({
      body: [
        stay('b1', 'B-1001'),
        stay('b1', 'B-1001', { roomName: 'Cabin 2' }),
        stay('b9', 'B-0999', { state: 'aborted' }),
      ],
    }),
    // 1,500.00 of which 1,000.00 paid: 500.00 open.
    'GET /api/bookings/b1': () => ({ body: { ...BOOKING, id: 'b1', total: 150_000, paid: 100_000 } }),
    'POST /api/customer/credits': post,
  });
}

async function pick(label: string | RegExp, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function chooseCustomer(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('combobox', { name: /Customer/ }), 'Anna');
  await userEvent.click(await screen.findByRole('option', { name: /Anna Berg/ }));
}

describe('CustomerCreditsPage', () => {
  it('shows who holds credit, linked to the customer, and filters by customer, period and kind', async () => {
    const { calls } = serve(() => ({ status: 500, body: {} }));
    renderWithApp(<CustomerCreditsPage />);
    const balances = await screen.findByTestId('credit-balances');
    expect(balances).toHaveTextContent('Anna Berg€150.00');
    expect(balances).toHaveTextContent('Ben Okafor$75.00');
    expect(within(balances).getByRole('link', { name: 'Anna Berg' })).toHaveAttribute(
      'href',
      `/customer/${ANNA}`,
    );
    const paid = screen.getByTestId('credit-entry-c2');
    expect(paid).toHaveTextContent('Paid a booking');
    expect(paid).toHaveTextContent('-€50.00');
    expect(within(paid).getByRole('link', { name: 'B-1001' })).toHaveAttribute('href', '/booking/b1');
    expect(screen.getByTestId('credit-entry-c1')).toHaveTextContent('+€200.00');

    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'Anna');
    await userEvent.click(await screen.findByRole('option', { name: /Anna Berg/ }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01.03.2027' } });
    await pick('Kind', 'Voucher');
    await waitFor(() =>
      expect(ledgerUrls(calls)).toContain(
        `/api/customer/credits?customer=${ANNA}&kind=voucher&from=2027-03-01&page=0&size=50`,
      ),
    );
  }, 15_000);

  it('gives a customer a voucher in another currency, the kind deciding the sign', async () => {
    const { calls } = serve((call) => ({
      status: 201,
      body: creditEntry('c3', { ...(call.body as object), amount: 12_050, currency: 'USD' }),
    }));
    renderWithApp(<CustomerCreditsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = screen.getByRole('dialog', { name: 'New credit entry' });
    await chooseCustomer(dialog);
    expect(within(dialog).getByText('A gift or goodwill voucher: adds to the credit.')).toBeVisible();
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '-120,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Give the amount without a sign: the kind decides it')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '120,50');
    await pick('Currency', 'USD');
    expect(within(dialog).getByText("Books +$120.50 to the customer's credit.")).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: '05.03.2027' } });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Goodwill, late boat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      [
        '/api/customer/credits',
        {
          customer: ANNA,
          kind: 'voucher',
          amount: 12_050,
          date: '2027-03-05',
          note: 'Goodwill, late boat',
          currency: 'USD',
        },
      ],
    ]);
    expect(await screen.findByText('The entry of $120.50 was added.')).toBeVisible();
  }, 20_000);

  it('pays a booking from the credit, prefilled with what is held, and says when the credit is short', async () => {
    const { calls } = serve(() => ({
      status: 409,
      body: {
        error: 'Conflict',
        message: 'The customer holds 150.00 EUR of credit: not enough for this',
        statusCode: 409,
        description: 'NOT_ENOUGH_CREDIT',
        params: { balance: '150.00 EUR' },
      },
    }));
    renderWithApp(<CustomerCreditsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = screen.getByRole('dialog', { name: 'New credit entry' });
    await chooseCustomer(dialog);
    await pick('Kind', 'Paid a booking');
    // The cancelled booking is no booking to pay; the one of two cabins is listed once.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Booking/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a booking',
      'B-1001 · 01.05.2027 – 08.05.2027 · Komodo North · MY Seaberth',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /B-1001/ }));
    expect(await within(dialog).findByText('€500.00 is open on this booking.')).toBeVisible();
    // The most allowed: all of the 150.00 held, less than the 500.00 open.
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await waitFor(() => expect(amount).toHaveValue('150.00'));

    await userEvent.clear(amount);
    await userEvent.type(amount, '600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('At most €500.00: no more is open on this booking.')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The customer holds 150.00 EUR of credit: not enough for this; nothing was changed.',
    );
    expect(posts(calls).map((c) => c.body)).toEqual([
      expect.objectContaining({ customer: ANNA, kind: 'redeemed', amount: 40_000, booking: 'b1' }),
    ]);
    expect(posts(calls)[0]?.body).not.toHaveProperty('currency');
  }, 25_000);

  it('reverses an entry after saying what it does to the booking it paid', async () => {
    const { calls } = mockFetch({
      'GET /api/customer/credits': () => ({ body: CUSTOMER_CREDITS }),
      'POST /api/customer/credits/c2/reverse': () => ({
        status: 201,
        body: creditEntry('c4', { kind: 'reversal', amount: 5_000, reverses: 'c2' }),
      }),
    });
    renderWithApp(<CustomerCreditsPage />, { language: 'de' });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Buchung bezahlt über -50,00\s€ stornieren$/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Diesen Eintrag stornieren?' });
    expect(dialog).toHaveTextContent('für Anna Berg vom 02.03.2027');
    expect(dialog).toHaveTextContent('Die Zahlung auf Buchung B-1001 wird dort entfernt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stornieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      ['/api/customer/credits/c2/reverse', { note: '' }],
    ]);
  });
});
