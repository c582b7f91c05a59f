import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { operatorToday } from '../../app/clock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { RentalGearPage } from './rental-gear-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const meta = { version: 1, createdAt: '', updatedAt: '' };
const BCD = '11111111-1111-4111-8111-111111111111';
const shift = (days: number) => {
  const d = new Date(`${operatorToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const item = (id: string, number: string, state: string, nextService: string | null) => ({
  id,
  product: BCD,
  number,
  size: 'M',
  state,
  nextService,
  notes: '',
  ...meta,
});
const handlers = {
  'GET /api/rentalitem': () => ({
    body: page([
      item('i1', 'B-01', 'available', shift(60)),
      item('i2', 'B-02', 'rented', shift(30)),
      item('i3', 'B-04', 'available', shift(-3)),
    ]),
  }),
  'GET /api/product': () => ({
    body: page([{ id: BCD, name: 'BCD', stockType: 'ReusableGood', isActive: true, ...meta }]),
  }),
  'GET /api/postill': () => ({
    body: page([{ id: 't1', name: 'Rental counter', kind: 'rental', isActive: true, ...meta }]),
  }),
  'GET /api/rental/out': () => ({
    body: [
      {
        id: 'r1',
        ...meta,
        item: 'i2',
        product: BCD,
        productName: 'BCD',
        itemNumber: 'B-02',
        size: 'M',
        customer: 'c1',
        customerName: 'Anna Berg',
        booking: 'b1',
        roomBooking: 'rb1',
        roomName: 'R1',
        from: operatorToday(),
        returnedAt: null,
        returnedOn: null,
        posTransaction: 'p1',
        posLine: 'l1',
        userName: '',
      },
    ],
  }),
};

describe('RentalGearPage', () => {
  it('warns of a due service, rents only what may go out and takes back what is out', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...handlers,
      'POST /api/rental/r1/return': () => ({ body: {} }),
    });
    renderWithApp(<RentalGearPage />);
    const due = await screen.findByTestId('rental-item-B-04');
    expect(within(due).getByText('Service due')).toBeVisible();
    expect(within(due).queryByRole('button', { name: 'Rent' })).toBeNull();
    const free = screen.getByTestId('rental-item-B-01');
    expect(within(free).getByRole('button', { name: 'Rent' })).toBeVisible();
    expect(within(free).queryByText('Service due')).toBeNull();
    const out = screen.getByTestId('rental-item-B-02');
    expect(await within(out).findByText(/Anna Berg \(R1\)/)).toBeVisible();
    await user.click(within(out).getByRole('button', { name: 'Return BCD B-02' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/rental/r1/return'))).toBe(true));
  });

  it('offers neither renting nor returning to a reader', async () => {
    mockFetch(handlers);
    renderWithApp(<RentalGearPage />, { principal: principalWith(['product.read']) });
    const free = await screen.findByTestId('rental-item-B-01');
    expect(within(free).queryByRole('button', { name: 'Rent' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Return/ })).toBeNull();
  });
});
