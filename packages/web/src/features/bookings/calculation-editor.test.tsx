import type { BookingDetail, Calculation, CalculationEntry } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { CalculationEditor, moved } from './calculation-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

const line = (
  id: string,
  text: string,
  amount: number,
  extra: Partial<CalculationEntry> = {},
): CalculationEntry => ({
  id,
  text,
  sort: 0,
  amount: { amount, currency: 'EUR' },
  editable: true,
  deletable: true,
  unique: false,
  customer: null,
  price: null,
  customerType: 'Direct',
  type: 'cost',
  reason: { source: 'priceList', computation: '' },
  ...extra,
});

const entries = [
  line('p-tour', 'Northern reefs, Cabin 1', 150_000, { type: 'tour', deletable: false, customer: 'c1' }),
  line('m-1', 'Nitrox course', 18_000, { manual: true, reason: { source: 'manual', computation: '' } }),
  line('p-edited', 'Agreed transfer', 5_000, { manual: true }),
  // Written in the booking's language (German); the screen shows it in the user's.
  line('p-deposit', 'Anzahlung fällig am 17.01.2027', 50_400, {
    type: 'deposit',
    customerType: 'Info',
    editable: false,
    deletable: false,
  }),
].map((e, i) => ({ ...e, sort: (i + 1) * 10 }));

const calculation: Calculation = {
  currency: 'EUR',
  entries,
  totals: [{ amount: 173_000, currency: 'EUR' }],
  total: { amount: 173_000, currency: 'EUR' },
  tax: [],
  commission: null,
  due: [{ kind: 'deposit', amount: { amount: 50_400, currency: 'EUR' }, due: '2027-01-17' }],
  focCustomerIds: [],
  warnings: [],
};

const booking = {
  id: 'b1',
  version: 6,
  bookingNo: '2027-00042',
  state: 'planned',
  currency: 'EUR',
  language: 'en',
  calculation,
  rooms: [{ id: 'rb1', guests: [{ customer: 'c1', fullName: 'Ana Diaz', bed: 0, variant: null }] }],
} as unknown as BookingDetail;

describe('CalculationEditor', () => {
  it('shows who a line is for, which lines were changed by hand, and offers only what each line allows', () => {
    mockFetch({});
    renderWithApp(<CalculationEditor booking={booking} />);
    const tour = screen.getByText('Northern reefs, Cabin 1').closest('tr')!;
    expect(within(tour).getByText('Ana Diaz')).toBeInTheDocument();
    expect(within(tour).getByRole('button', { name: 'Edit “Northern reefs, Cabin 1”' })).toBeInTheDocument();
    expect(within(tour).queryByRole('button', { name: /Remove/ })).toBeNull();
    const edited = screen.getByText('Agreed transfer').closest('tr')!;
    expect(within(edited).getByText('by hand')).toBeInTheDocument();
    expect(
      within(edited).getByRole('button', { name: 'Price “Agreed transfer” again from the price list' }),
    ).toBeInTheDocument();
    // A line entered by hand has no price list price to go back to.
    const nitrox = screen.getByText('Nitrox course').closest('tr')!;
    expect(within(nitrox).queryByRole('button', { name: /again from the price list/ })).toBeNull();
    const deposit = screen.getByText('Deposit due 17.01.2027').closest('tr')!;
    expect(within(deposit).queryAllByRole('button')).toHaveLength(0);
  });

  it('edits a line in place and sends text, mode and amount in minor units with the version', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'POST /api/bookings/b1/calculation/m-1': () => ({ body: booking }) });
    renderWithApp(<CalculationEditor booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Edit “Nitrox course”' }));
    const text = screen.getByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, 'Nitrox course (2 dives)');
    const amount = screen.getByRole('textbox', { name: 'EUR' });
    await user.clear(amount);
    await user.type(amount, '195.50{Enter}');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      text: 'Nitrox course (2 dives)',
      customerType: 'Direct',
      amount: 19_550,
      version: 6,
    });
  });

  it('words the refusal of a line that may not be changed', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/bookings/b1/calculation/m-1': () => ({
        status: 409,
        body: {
          statusCode: 409,
          description: 'LINE_NOT_EDITABLE',
          message: 'x',
          params: { text: 'Nitrox course' },
        },
      }),
    });
    renderWithApp(<CalculationEditor booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Edit “Nitrox course”' }));
    await user.click(screen.getByRole('button', { name: 'Save “Nitrox course”' }));
    expect(await screen.findByText('The line “Nitrox course” may not be changed.')).toBeInTheDocument();
  });

  it('removes a line only after a confirmation, by its sort number and the version', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'DELETE /api/bookings/b1/calculation/20': () => ({ body: booking }) });
    renderWithApp(<CalculationEditor booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Remove “Nitrox course”' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove “Nitrox course”?' });
    expect(dialog).toHaveTextContent('The line of €180.00 leaves the calculation');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.url).toContain(
      '/api/bookings/b1/calculation/20?version=6',
    );
  });

  it('moves a line with the arrow keys on its handle and saves the new order', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'POST /api/bookings/b1/sort': () => ({ body: booking }) });
    renderWithApp(<CalculationEditor booking={booking} />);
    screen.getByRole('button', { name: 'Move “Agreed transfer” (drag, click, or arrow keys)' }).focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      order: ['p-tour', 'p-edited', 'm-1'],
      version: 6,
    });
  });

  it('moves a line with one click on its handle and a choice, without dragging (WCAG 2.5.7)', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'POST /api/bookings/b1/sort': () => ({ body: booking }) });
    renderWithApp(<CalculationEditor booking={booking} />);
    await user.click(
      screen.getByRole('button', { name: 'Move “Agreed transfer” (drag, click, or arrow keys)' }),
    );
    // The last line cannot go further down.
    expect(screen.getByRole('menuitem', { name: 'Move down' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      order: ['p-tour', 'p-edited', 'm-1'],
      version: 6,
    });
  });

  it('asks the price lists first and applies the new prices only when confirmed', async () => {
    const user = userEvent.setup();
    const next = { ...calculation, total: { amount: 160_000, currency: 'EUR' }, entries: [entries[0]!] };
    const { calls } = mockFetch({
      'POST /api/bookings/b1/reloadPrice': (call) =>
        (call.body as { apply: boolean }).apply
          ? { body: { current: calculation, next, booking } }
          : { body: { current: calculation, next } },
    });
    renderWithApp(<CalculationEditor booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Price again…' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Show the new prices' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Total now €1,730.00, then €1,600.00',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { apply: boolean }).apply)).toEqual(
      [false],
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply the new prices' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'POST').map((c) => (c.body as { apply: boolean }).apply),
      ).toEqual([false, true]),
    );
  });
});

describe('moved', () => {
  it('puts a line where another was, up or down', () => {
    expect(moved(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moved(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
  });
});
