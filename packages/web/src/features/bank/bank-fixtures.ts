import type { BankEntryRow, ReviewEntryRow } from './bank-types.ts';

/** Test data of the bank screens, shaped as the server answers. */
export const ACCOUNT_ID = '0b7e1c52-6a1e-4c38-9f55-8f2d3e7a0001';

export const ACCOUNT = {
  id: ACCOUNT_ID,
  version: 1,
  name: 'Sparkasse Main',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  currency: 'EUR',
  openingBalance: 100_000,
  openingDate: '2027-01-01',
  autoAssign: false,
  isActive: true,
  note: '',
  createdAt: '2027-01-01T08:00:00.000Z',
  updatedAt: '2027-01-01T08:00:00.000Z',
};

export function entry(id: string, extra: Partial<BankEntryRow> = {}): BankEntryRow {
  return {
    id,
    version: 1,
    bank: ACCOUNT_ID,
    bookingDate: '2027-03-02',
    valueDate: '2027-03-02',
    amount: 12_050,
    currency: 'EUR',
    counterpartyName: 'Erika Mustermann',
    counterpartyIban: 'DE02120300000000202051',
    remittance: 'Booking 2027-00042',
    reference: '',
    bankReference: '',
    assigned: 0,
    state: 'open',
    source: 'camt053',
    payments: [],
    createdAt: '2027-03-02T08:00:00.000Z',
    updatedAt: '2027-03-02T08:00:00.000Z',
    ...extra,
  };
}

export const ASSIGNED_ENTRY = entry('e1', {
  amount: 50_000,
  assigned: 50_000,
  state: 'assigned',
  counterpartyName: 'Blue Water Travel',
  remittance: 'Deposit 2027-00017',
  payments: [
    {
      id: 'l1',
      entry: 'e1',
      booking: 'b17',
      bookingNo: '2027-00017',
      payment: 'p1',
      amount: 50_000,
      bookingAmount: 50_000,
      bookingCurrency: 'EUR',
      createdAt: '2027-03-03T09:00:00.000Z',
    },
  ],
});

export const OPEN_ENTRY = entry('e2');

export const REVIEW_ENTRY: ReviewEntryRow = {
  ...OPEN_ENTRY,
  suggestions: [
    {
      booking: 'b42',
      bookingNo: '2027-00042',
      leadName: 'Erika Mustermann',
      agencyName: 'Blue Water Travel',
      currency: 'EUR',
      open: 12_050,
      reason: 'number',
    },
  ],
};

export const BALANCE = [
  { period: '2027-02-01', currency: 'EUR', received: 0, paid: 0, balance: 100_000 },
  { period: '2027-03-01', currency: 'EUR', received: 62_050, paid: -1_000, balance: 161_050 },
];

export function pageOf<T>(data: T[], total = data.length) {
  return { data, total, page: 0, size: 25 };
}
