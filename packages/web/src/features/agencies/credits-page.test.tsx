import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { AGENCIES, BLUE, bookingRow, CREDITS, entry } from '../../../test/fixtures/agencies.ts';
import { CreditsPage } from './credits-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

function serve() {
  let reversed = false;
  return mockFetch({
    'GET /api/agency': () => ({ body: AGENCIES }),
    'GET /api/agency/credits': () => ({
      body: reversed
        ? {
            ...CREDITS,
            total: 3,
            entries: [
              entry('e4', { kind: 'reversal', amount: -50_000, reverses: 'e1' }),
              ...CREDITS.entries.map((e) => (e.id === 'e1' ? { ...e, reversedBy: 'e4' } : e)),
            ],
          }
        : CREDITS,
    }),
    'GET /api/bookings': () => ({ body: page([bookingRow('b7', 'B-7007', '2027-03-20')]) }),
    'POST /api/agency/credits': (call) => ({
      status: 201,
      body: entry('e3', { ...(call.body as object), amount: -12_050 }),
    }),
    'POST /api/agency/credits/e1/reverse': () => {
      reversed = true;
      return {
        status: 201,
        body: entry('e4', { kind: 'reversal', amount: -50_000, reverses: 'e1' }),
      };
    },
  });
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('CreditsPage', () => {
  it('shows each agency’s balance and filters the entries by agency and period', async () => {
    const { calls } = serve();
    renderWithApp(<CreditsPage />);
    expect(await screen.findByTestId('credit-balances')).toHaveTextContent('Blue Water Travel€380.00');
    const voucher = screen.getByTestId('credit-entry-e2');
    expect(voucher).toHaveTextContent('Voucher');
    expect(voucher).toHaveTextContent('-€120.00');
    expect(screen.getByTestId('credit-entry-e1')).toHaveTextContent('+€500.00');
    await pick('Agency', 'Blue Water Travel');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01.03.2027' } });
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        `/api/agency/credits?agency=${BLUE}&from=2027-03-01&page=0&size=50`,
      ),
    );
  });

  it('adds an entry in minor units with the kind deciding the sign', async () => {
    const { calls } = serve();
    renderWithApp(<CreditsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = screen.getByRole('dialog', { name: 'New ledger entry' });
    await pick('Agency', 'Blue Water Travel');
    await pick('Kind', 'Voucher');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    // A sign is the kind's business: refused before anything is sent.
    await userEvent.type(amount, '-120,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Give the amount without a sign: the kind decides it')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '120,50');
    expect(within(dialog).getByText("Books -€120.50 to the agency's balance.")).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: '05.03.2027' } });
    await pick('Booking', 'B-7007 · Lead of B-7007');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Voucher V-9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      [
        '/api/agency/credits',
        {
          agency: BLUE,
          kind: 'voucher',
          amount: 12_050,
          date: '2027-03-05',
          booking: 'b7',
          note: 'Voucher V-9',
        },
      ],
    ]);
    // A dialog filled field by field: slow on a loaded machine.
  }, 15_000);

  it('reverses an entry only after asking', async () => {
    const { calls } = serve();
    renderWithApp(<CreditsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reverse Prepayment of €500.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse this entry?' });
    expect(dialog).toHaveTextContent('The Prepayment of €500.00 for Blue Water Travel on 02.03.2027');
    expect(posts(calls)).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why/ }), 'Booked twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      ['/api/agency/credits/e1/reverse', { note: 'Booked twice' }],
    ]);
    // The ledger reloads: neither the reversed entry nor its reversal can be reversed again.
    expect(await screen.findByTestId('credit-entry-e4')).toHaveTextContent('Reversal');
    expect(screen.getByTestId('credit-entry-e1')).toHaveTextContent('reversed');
    expect(screen.queryByRole('button', { name: /^Reverse (Prepayment|Reversal)/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reverse Voucher of -€120.00' })).toBeInTheDocument();
  });

  it('asks the server for the next page and another page size, the balances staying on top', async () => {
    const { calls } = mockFetch({
      'GET /api/agency': () => ({ body: AGENCIES }),
      'GET /api/agency/credits': (call) => {
        const query = new URL(call.url, 'http://x').searchParams;
        const [pageNo, size] = [Number(query.get('page')), Number(query.get('size'))];
        // 52 entries in all; the test needs only the first of each page.
        return {
          body: { ...CREDITS, entries: [entry(`p${pageNo}s${size}`)], total: 52, page: pageNo, size },
        };
      },
    });
    const credits = () => calls.filter((c) => c.url.startsWith('/api/agency/credits')).map((c) => c.url);
    renderWithApp(<CreditsPage />);
    expect(await screen.findByTestId('credit-entry-p0s50')).toBeInTheDocument();
    expect(credits()).toEqual(['/api/agency/credits?page=0&size=50']);
    expect(screen.getByText('1–50 of 52')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByTestId('credit-entry-p1s50')).toBeInTheDocument();
    expect(credits()).toContain('/api/agency/credits?page=1&size=50');
    expect(screen.getByText('51–52 of 52')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByTestId('credit-balances')).toHaveTextContent('Blue Water Travel€380.00');

    // Another size starts on the first page again.
    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '25' }));
    expect(await screen.findByTestId('credit-entry-p0s25')).toBeInTheDocument();
    expect(credits()).toContain('/api/agency/credits?page=0&size=25');
    expect(screen.getByText('1–25 of 52')).toBeVisible();

    // So does another filter, keeping the size.
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByTestId('credit-entry-p1s25')).toBeInTheDocument();
    await pick('Agency', 'Blue Water Travel');
    await waitFor(() => expect(credits()).toContain(`/api/agency/credits?agency=${BLUE}&page=0&size=25`));
    expect(credits()).not.toContain(`/api/agency/credits?agency=${BLUE}&page=1&size=25`);
  });
});
