import type { AgencyPayments } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { AGENCIES, BLUE } from '../../../test/fixtures/agencies.ts';
import { AgencyPaymentsPage } from './agency-payments-page.tsx';

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-15T10:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PAYMENTS: AgencyPayments = {
  agency: BLUE,
  agencyName: 'Blue Water Travel',
  from: '2027-03-01',
  to: '2027-03-31',
  payments: [
    {
      id: 'p1',
      booking: 'b1',
      bookingNo: 'B-1001',
      leadName: 'Anna Berg',
      date: '2027-03-03',
      amount: 100_000,
      currency: 'EUR',
      method: 'bankTransfer',
      reference: 'SEPA; 42',
    },
    {
      id: 'p2',
      booking: 'b1',
      bookingNo: 'B-1001',
      leadName: 'Anna Berg',
      date: '2027-03-09',
      amount: 50_000,
      currency: 'EUR',
      method: 'cash',
      reference: '',
    },
  ],
  bookings: [
    {
      booking: 'b1',
      bookingNo: 'B-1001',
      leadName: 'Anna Berg',
      state: 'confirmed',
      from: '2027-04-01',
      to: '2027-04-08',
      currency: 'EUR',
      total: 450_000,
      paid: 150_000,
      commission: 54_000,
      owed: 300_000,
    },
  ],
  totals: [{ currency: 'EUR', total: 450_000, paid: 150_000, commission: 54_000, owed: 300_000 }],
};

function serve() {
  return mockFetch({
    'GET /api/agency': () => ({ body: AGENCIES }),
    [`GET /api/bookings/agency/payments/${BLUE}`]: () => ({ body: PAYMENTS }),
  });
}

const paymentCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith('/api/bookings/agency/payments/')).map((c) => c.url);

describe('AgencyPaymentsPage', () => {
  it('asks for the payments of the chosen agency in this month, then in the period chosen', async () => {
    const { calls } = serve();
    renderWithApp(<AgencyPaymentsPage />);
    expect(await screen.findByText('Choose an agency to see its payments.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Agency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Blue Water Travel' }));
    expect(await screen.findByTestId('payments-sum-EUR')).toHaveTextContent('€1,500.00');
    expect(paymentCalls(calls)).toEqual([
      `/api/bookings/agency/payments/${BLUE}?from=2027-03-01&to=2027-03-31`,
    ]);
    const totals = screen.getByTestId('payments-total-EUR');
    expect(totals).toHaveTextContent('€4,500.00');
    expect(totals).toHaveTextContent('€540.00');
    expect(totals).toHaveTextContent('€3,000.00');
    const bookings = screen.getByRole('table', { name: 'Bookings paid for' });
    expect(within(bookings).getByRole('link', { name: 'B-1001' })).toHaveAttribute('href', '/booking/b1');

    fireEvent.change(screen.getByLabelText(/From/), { target: { value: '01.02.2027' } });
    await waitFor(() =>
      expect(paymentCalls(calls).at(-1)).toBe(
        `/api/bookings/agency/payments/${BLUE}?from=2027-02-01&to=2027-03-31`,
      ),
    );
  });

  it('exports the payments as CSV', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:csv';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    serve();
    renderWithApp(<AgencyPaymentsPage />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Agency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Blue Water Travel' }));
    await screen.findByTestId('payments-sum-EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    click.mockRestore();
    expect(saved).toEqual(['agency-payments-Blue Water Travel-2027-03-01-2027-03-31.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(text.replace('\uFEFF', '').split('\r\n').slice(0, 3)).toEqual([
      'Date;Booking;Lead guest;Method;Reference;Amount;Currency',
      '2027-03-03;B-1001;Anna Berg;Bank transfer;"SEPA; 42";1000.00;EUR',
      '2027-03-09;B-1001;Anna Berg;Cash;;500.00;EUR',
    ]);
  });

  it('shows an agent the payments of their own agency without a choice', async () => {
    const { calls } = serve();
    renderWithApp(<AgencyPaymentsPage />, {
      principal: { ...principalWith(['agencies.self']), agency: BLUE },
    });
    expect(await screen.findByTestId('payments-sum-EUR')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agency' })).toBeNull();
    expect(screen.getByText('Blue Water Travel')).toBeInTheDocument();
    expect(paymentCalls(calls)).toEqual([
      `/api/bookings/agency/payments/${BLUE}?from=2027-03-01&to=2027-03-31`,
    ]);
  });
});
