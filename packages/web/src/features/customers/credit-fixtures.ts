import type { CustomerCreditEntry, CustomerCredits, CustomerStay } from '@seaberth/domain';

export const ANNA = '44444444-4444-4444-8444-444444444444';
export const BEN = '55555555-5555-4555-8555-555555555555';

/** A customer as the search (`GET /api/customer?search=`) answers it. */
export function customerRow(id: string, fullName: string) {
  return {
    id,
    version: 1,
    fullName,
    contact: { email: `${fullName.split(' ')[0]?.toLowerCase()}@example.com` },
  };
}

export function creditEntry(id: string, extra: Partial<CustomerCreditEntry> = {}): CustomerCreditEntry {
  return {
    id,
    customer: ANNA,
    customerName: 'Anna Berg',
    date: '2027-03-02',
    kind: 'voucher',
    amount: 20_000,
    currency: 'EUR',
    booking: null,
    bookingNo: null,
    payment: null,
    note: 'Birthday voucher',
    reverses: null,
    reversedBy: null,
    createdByName: 'Mia Office',
    createdAt: '2027-03-02T09:00:00.000Z',
    ...extra,
  };
}

export const CUSTOMER_CREDITS: CustomerCredits = {
  entries: [
    creditEntry('c2', {
      kind: 'redeemed',
      amount: -5_000,
      booking: 'b1',
      bookingNo: 'B-1001',
      payment: 'p1',
      note: 'Paid from credit',
    }),
    creditEntry('c1'),
  ],
  balances: [
    { customer: ANNA, customerName: 'Anna Berg', currency: 'EUR', balance: 15_000 },
    { customer: BEN, customerName: 'Ben Okafor', currency: 'USD', balance: 7_500 },
  ],
  total: 2,
  page: 0,
  size: 50,
};

/** A booking the customer travels in (`GET /api/customer/{id}/stay`). */
export function stay(booking: string, bookingNo: string, extra: Partial<CustomerStay> = {}): CustomerStay {
  return {
    booking,
    bookingNo,
    state: 'confirmed',
    type: 'vessel',
    from: '2027-05-01',
    to: '2027-05-08',
    place: 'MY Seaberth',
    tourName: 'Komodo North',
    schedule: 's1',
    roomName: 'Cabin 1',
    currency: 'EUR',
    total: 150_000,
    ...extra,
  };
}
