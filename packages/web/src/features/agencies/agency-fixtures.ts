import type { AgencyCreditEntry, AgencyCredits, Allotment, BookingDetail } from '@seaberth/domain';
import { page } from '../../resources/test-support.tsx';

export const BLUE = '11111111-1111-4111-8111-111111111111';
export const REEF = '22222222-2222-4222-8222-222222222222';
export const GROUP = '33333333-3333-4333-8333-333333333333';

const meta = { version: 2, createdAt: '2027-01-01T08:00:00.000Z', updatedAt: '2027-01-01T08:00:00.000Z' };

/** An agency as the generic API answers it. */
export function agency(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    ...meta,
    name,
    type: 'travel',
    group: GROUP,
    address: { street: 'Hafenweg 1', zip: '20457', city: 'Hamburg', country: 'DE' },
    email: 'info@bluewater.test',
    phone: '',
    website: '',
    taxNumber: '',
    vatId: '',
    currency: 'EUR',
    termsOfPayment: null,
    commissionPercent: 12,
    commissionMode: 'onTop',
    rateMode: 'gross',
    payer: 'agency',
    creditLimit: 5000,
    notes: '',
    isActive: true,
    ...extra,
  };
}

export const AGENCIES = page([
  agency(BLUE, 'Blue Water Travel'),
  agency(REEF, 'Reef Resellers', { type: 'resell' }),
]);

export function entry(id: string, extra: Partial<AgencyCreditEntry> = {}): AgencyCreditEntry {
  return {
    id,
    agency: BLUE,
    agencyName: 'Blue Water Travel',
    date: '2027-03-02',
    kind: 'prepayment',
    amount: 50_000,
    currency: 'EUR',
    booking: null,
    bookingNo: null,
    note: 'Deposit for March',
    reverses: null,
    reversedBy: null,
    createdByName: 'Mia Office',
    createdAt: '2027-03-02T09:00:00.000Z',
    ...extra,
  };
}

export const CREDITS: AgencyCredits = {
  entries: [entry('e2', { kind: 'voucher', amount: -12_000, note: 'Voucher V-7' }), entry('e1')],
  balances: [{ agency: BLUE, agencyName: 'Blue Water Travel', currency: 'EUR', balance: 38_000 }],
  total: 2,
  page: 0,
  size: 50,
};

export const BOOKING = {
  id: 'b1',
  version: 3,
  bookingNo: 'B-1001',
  state: 'planned',
  type: 'resort',
  from: '2027-03-10',
  to: '2027-03-17',
  lead: 'k1',
  leadName: 'Anna Berg',
  noOfPax: 2,
  schedule: null,
  tour: null,
  vessel: null,
  resort: 'r1',
  currency: 'EUR',
  total: 450_000,
  paid: 100_000,
  bookingDate: '2027-01-05',
  note: '',
  calculation: null,
  agency: null,
  rooms: [],
  references: [],
  optionUntil: null,
  previousState: null,
  payments: [],
} as unknown as BookingDetail;

/** A booking row of the generic bookings list. */
export function bookingRow(id: string, bookingNo: string, from: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    ...meta,
    bookingNo,
    state: 'confirmed',
    type: 'resort',
    from,
    to: from,
    leadName: `Lead of ${bookingNo}`,
    noOfPax: 2,
    currency: 'EUR',
    total: 200_000,
    paid: 50_000,
    agency: BLUE,
    ...extra,
  };
}

export const MANTA = '44444444-4444-4444-8444-444444444444';
export const CORAL_BAY = '55555555-5555-4555-8555-555555555555';
export const TRIP_1 = '66666666-6666-4666-8666-666666666661';
export const TRIP_2 = '66666666-6666-4666-8666-666666666662';
export const DOUBLE_CABIN = '77777777-7777-4777-8777-777777777777';

/** An allotment of four cabins of MV Manta's first trip for Blue Water Travel, one booked out. */
export function allotment(id: string, extra: Partial<Allotment> = {}): Allotment {
  return {
    id,
    agency: BLUE,
    agencyName: 'Blue Water Travel',
    asset: MANTA,
    assetName: 'MV Manta',
    schedule: TRIP_1,
    tourName: 'Komodo North',
    roomType: null,
    from: '2027-01-02',
    to: '2027-01-09',
    releaseDate: '2026-12-03',
    note: 'Dive fair Düsseldorf',
    rooms: [
      { id: 'r1', name: 'Cabin 1', held: false },
      { id: 'r2', name: 'Cabin 2', held: true },
      { id: 'r3', name: 'Cabin 3', held: true },
    ],
    bookings: [{ id: 'b31', bookingNo: 'B-3001' }],
    releasedAt: null,
    createdAt: '2026-10-01T08:00:00.000Z',
    ...extra,
  };
}
