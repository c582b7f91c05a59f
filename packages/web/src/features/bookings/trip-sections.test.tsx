import type { TripCustomer, TripPayments } from '@seaberth/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { groupByCabin, TripGuestsSection } from './trip-guests-section.tsx';
import { TripPaymentsSection } from './trip-payments-section.tsx';

afterEach(() => vi.unstubAllGlobals());

function guest(over: Partial<TripCustomer>): TripCustomer {
  return {
    customer: 'k1',
    fullName: 'Anna Berg',
    firstName: 'Anna',
    lastName: 'Berg',
    gender: 'f',
    birthday: '1990-05-01',
    age: 36,
    nationality: 'DE',
    email: 'anna@example.com',
    phone: '',
    booking: 'b1',
    bookingNo: 'B-1001',
    state: 'confirmed',
    roomBooking: 'rb1',
    room: 'c10',
    roomName: 'Cabin 10',
    bed: 0,
    passportNumber: '',
    passportExpires: null,
    certification: '',
    dives: null,
    ...over,
  };
}

const GUESTS = [
  guest({
    passportNumber: 'P1234567',
    passportExpires: '2031-01-31',
    certification: 'PADI Rescue',
    dives: 85,
    medical: 'physician',
  }),
  guest({ customer: 'k2', fullName: 'Carl Berg', age: 38, bed: 1, medical: 'fit' }),
  guest({
    customer: 'k3',
    fullName: 'Dana Ek',
    nationality: 'SE',
    age: null,
    booking: 'b2',
    bookingNo: 'B-1002',
    state: 'planned',
    roomBooking: 'rb2',
    room: 'c2',
    roomName: 'Cabin 2',
  }),
];

describe('groupByCabin', () => {
  it('puts each cabin’s guests together, cabins in natural order, guests by bed', () => {
    const groups = groupByCabin([GUESTS[1]!, GUESTS[2]!, GUESTS[0]!]);
    expect(groups.map((g) => [g.roomName, g.guests.map((x) => x.fullName)])).toEqual([
      ['Cabin 2', ['Dana Ek']],
      ['Cabin 10', ['Anna Berg', 'Carl Berg']],
    ]);
  });
});

describe('TripGuestsSection', () => {
  it('lists the guests under their cabin with booking link, state and move action', async () => {
    mockFetch({ 'GET /api/schedule/s1/customers': () => ({ body: GUESTS }) });
    renderWithApp(<TripGuestsSection schedule="s1" canMove />);
    const table = await screen.findByTestId('trip-guests-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-cabin'))).toEqual(['Cabin 2', 'Cabin 10', 'Cabin 10']);
    expect(within(rows[0]!).getByRole('rowheader', { name: 'Cabin 2' })).toBeVisible();
    expect(within(rows[1]!).getByRole('rowheader', { name: 'Cabin 10' })).toHaveAttribute('rowspan', '2');
    expect(within(rows[1]!).getByText('Anna Berg')).toBeVisible();
    expect(within(rows[2]!).getByText('Carl Berg')).toBeVisible();
    // The passport and certification the guest form applied, for the manifest.
    expect(rows[1]).toHaveTextContent('P1234567valid until 31.01.2031');
    expect(rows[1]).toHaveTextContent('PADI Rescue85 dives');
    // The medical questionnaire of the sent form: a yes asks for a physician's form before diving.
    expect(within(rows[1]!).getByTestId('trip-guest-medical')).toHaveTextContent("Physician's form needed");
    expect(within(rows[2]!).getByTestId('trip-guest-medical')).toHaveTextContent('All answers no');
    expect(within(rows[0]!).getByTestId('trip-guest-medical')).toHaveTextContent('');
    expect(within(rows[0]!).getByRole('link', { name: 'B-1002' })).toHaveAttribute('href', '/booking/b2');
    expect(within(rows[0]!).getByText('Reservation')).toBeVisible();
    expect(within(rows[1]!).getByText('Confirmed')).toBeVisible();
    // One move action per booking, not per guest.
    expect(within(table).getAllByRole('link', { name: /^Move cabin of booking/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Move cabin of booking B-1001' })).toHaveAttribute(
      'href',
      '/schedules/movecabin/b1',
    );
  });

  it('offers no move to someone who may only read', async () => {
    mockFetch({ 'GET /api/schedule/s1/customers': () => ({ body: GUESTS }) });
    renderWithApp(<TripGuestsSection schedule="s1" canMove={false} />);
    await screen.findByTestId('trip-guests-table');
    expect(screen.queryByRole('link', { name: /Move cabin/ })).toBeNull();
  });
});

const PAYMENTS: TripPayments = {
  bookings: [
    {
      booking: 'b1',
      bookingNo: 'B-1001',
      state: 'confirmed',
      leadName: 'Anna Berg',
      noOfPax: 2,
      currency: 'EUR',
      total: 450000,
      paid: 135000,
      open: 315000,
      nextDue: { date: '2026-10-01', amount: 315000 },
      overdue: true,
    },
    {
      booking: 'b2',
      bookingNo: 'B-1002',
      state: 'planned',
      leadName: 'Dana Ek',
      noOfPax: 1,
      currency: 'USD',
      total: 199950,
      paid: 0,
      open: 199950,
      nextDue: null,
      overdue: false,
    },
  ],
  totals: [
    { currency: 'EUR', total: 450000, paid: 135000, open: 315000 },
    { currency: 'USD', total: 199950, paid: 0, open: 199950 },
  ],
};

describe('TripPaymentsSection', () => {
  it('shows each booking’s money and the totals per currency, overdue in red', async () => {
    mockFetch({ 'GET /api/tour/t1/s1/payments': () => ({ body: PAYMENTS }) });
    renderWithApp(<TripPaymentsSection tour="t1" schedule="s1" />);
    const section = await screen.findByTestId('trip-payments');
    const anna = (await within(section).findByRole('link', { name: 'B-1001' })).closest('tr')!;
    expect(within(anna as HTMLElement).getByText('€4,500.00')).toBeVisible();
    expect(within(anna as HTMLElement).getByText('€1,350.00')).toBeVisible();
    const due = within(anna as HTMLElement).getByText('01.10.2026 · €3,150.00 (overdue)');
    expect(due).toHaveAttribute('data-overdue', 'true');
    const dana = within(section).getByRole('link', { name: 'B-1002' }).closest('tr')!;
    expect(within(dana as HTMLElement).getAllByText('$1,999.50')).toHaveLength(2);

    const eur = within(section).getByTestId('trip-payments-total-EUR');
    expect(within(eur).getByRole('rowheader')).toHaveTextContent('Total EUR');
    expect(within(eur).getByText('€3,150.00')).toBeVisible();
    const usd = within(section).getByTestId('trip-payments-total-USD');
    expect(within(usd).getByText('$0.00')).toBeVisible();
  });

  it('writes the amounts the German way in German', async () => {
    mockFetch({ 'GET /api/tour/t1/s1/payments': () => ({ body: PAYMENTS }) });
    renderWithApp(<TripPaymentsSection tour="t1" schedule="s1" />, { language: 'de' });
    const eur = await screen.findByTestId('trip-payments-total-EUR');
    expect(eur).toHaveTextContent('Summe EUR');
    expect(eur).toHaveTextContent('4.500,00 €');
  });
});
