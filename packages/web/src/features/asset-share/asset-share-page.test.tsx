import type { AssetShareBooking, AssetShareReport } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { assetShareCsv } from './asset-share-csv.ts';
import { AssetSharePage } from './asset-share-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const part = (asset: string, name: string, amount: number, paid: number) => ({
  asset,
  name,
  amount,
  paid,
  open: amount - paid,
  commission: 0,
});
const booking = (
  bookingNo: string,
  leadName: string,
  from: string,
  resort: [number, number],
  vessel: [number, number],
): AssetShareBooking => ({
  id: `id-${bookingNo}`,
  bookingNo,
  state: 'confirmed',
  from,
  to: '2027-03-20',
  leadName,
  currency: 'EUR',
  total: resort[0] + vessel[0],
  paid: resort[1] + vessel[1],
  open: resort[0] + vessel[0] - resort[1] - vessel[1],
  commission: 0,
  resort: part('r1', 'Coral Garden Resort', ...resort),
  vessel: part('v1', 'MV Sea Whisper', ...vessel),
});

const REPORT: AssetShareReport = {
  from: '2027-03-01',
  to: '2027-03-31',
  bookings: [
    booking('2027-00012', 'Sofia Lindqvist', '2027-03-02', [69_300, 18_919], [296_999, 81_082]),
    booking('2027-00015', 'Ravi Menon', '2027-03-10', [28_500, 0], [165_000, 0]),
  ],
  assets: [
    {
      kind: 'resort',
      asset: 'r1',
      name: 'Coral Garden Resort',
      currency: 'EUR',
      bookings: 2,
      amount: 97_800,
      paid: 18_919,
      open: 78_881,
      commission: 0,
    },
    {
      kind: 'vessel',
      asset: 'v1',
      name: 'MV Sea Whisper',
      currency: 'EUR',
      bookings: 2,
      amount: 461_999,
      paid: 81_082,
      open: 380_917,
      commission: 0,
    },
  ],
  totals: [
    {
      currency: 'EUR',
      bookings: 2,
      resort: 97_800,
      vessel: 461_999,
      total: 559_799,
      paid: 100_001,
      open: 459_798,
      commission: 0,
    },
  ],
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AssetSharePage', () => {
  it('shows the split of the period: a ring, the totals per asset and the bookings with a totals row', async () => {
    const { calls } = mockFetch({ 'GET /api/bookings/assetShare': () => ({ body: REPORT }) });
    renderWithApp(<AssetSharePage />, { path: '/finance/assetshare?from=2027-03-01&to=2027-03-31' });
    const table = await screen.findByRole('table', { name: 'Combined bookings' });
    expect(calls.map((c) => c.url)).toContain('/api/bookings/assetShare?from=2027-03-01&to=2027-03-31');
    expect(screen.getByRole('heading', { name: 'March 2027' })).toBeVisible();
    expect(screen.getByTestId('asset-share-chart-EUR')).toHaveTextContent('Revenue in EUR');

    const perAsset = screen.getByRole('table', { name: 'Revenue per resort and vessel in EUR' });
    expect(within(perAsset).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Coral Garden Resort Resort', '€978.00', '€189.19', '€788.81', '2'],
      ['MV Sea Whisper Vessel', '€4,619.99', '€810.82', '€3,809.17', '2'],
    ]);

    const rows = within(table).getAllByRole('row');
    expect(cells(rows[1]!)).toEqual([
      '2027-00012',
      'Sofia Lindqvist',
      '€693.00',
      '€2,969.99',
      '€3,662.99',
      '€1,000.01',
      '€2,662.98',
      '02.03.2027 – 20.03.2027',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: '2027-00012' })).toHaveAttribute(
      'href',
      '/booking/id-2027-00012',
    );
    expect(cells(screen.getByTestId('asset-share-total-EUR'))).toEqual([
      'Total EUR (2 bookings)',
      '€978.00',
      '€4,619.99',
      '€5,597.99',
      '€1,000.01',
      '€4,597.98',
      '',
    ]);

    // Sorted by the open amount, largest first.
    const open = within(table).getByRole('button', { name: 'Open' });
    await userEvent.click(open);
    await userEvent.click(open);
    const order = () =>
      within(table)
        .getAllByRole('link')
        .map((l) => l.textContent);
    expect(order()).toEqual(['2027-00012', '2027-00015']);
    await userEvent.click(open);
    expect(order()).toEqual(['2027-00015', '2027-00012']);
  }, 15_000);

  it('pages by month, explains an empty month and asks for a sound period before asking the server', async () => {
    const { calls } = mockFetch({
      'GET /api/bookings/assetShare': (call) => ({
        body: { ...REPORT, ...Object.fromEntries(new URL(call.url, 'http://x').searchParams), bookings: [] },
      }),
    });
    renderWithApp(<AssetSharePage />, { path: '/finance/assetshare?from=2027-03-01&to=2027-03-31' });
    expect(await screen.findByText('No booking with a resort stay and a trip in this period.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/bookings/assetShare?from=2027-04-01&to=2027-04-30'),
    );
    expect(screen.getByRole('heading', { name: 'April 2027' })).toBeVisible();

    const asked = calls.length;
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '15.03.2027' } });
    expect(await screen.findByText('The last day lies before the first.')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '01.06.2028' } });
    expect(await screen.findByText('A report covers at most 400 days.')).toBeVisible();
    expect(calls).toHaveLength(asked);
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '15.04.2027' } });
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/bookings/assetShare?from=2027-04-01&to=2027-04-15'),
    );
    expect(screen.getByRole('heading', { name: '01.04.2027 – 15.04.2027' })).toBeVisible();
  }, 15_000);

  it('writes the bookings as CSV with decimal amounts', () => {
    const csv = assetShareCsv(REPORT, ['Booking', 'Guest'], () => 2);
    expect(csv.split('\r\n')[1]).toBe(
      '2027-00012;Sofia Lindqvist;2027-03-02;2027-03-20;confirmed;Coral Garden Resort;693.00;MV Sea Whisper;2969.99;3662.99;1000.01;2662.98;0.00;EUR',
    );
  });
});
