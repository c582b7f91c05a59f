import type { Calculation } from '@seaberth/domain';
import { page } from '../../resources/test-support.tsx';

export const meta = { version: 1, createdAt: '', updatedAt: '' };
export const RESORT = '11111111-1111-4111-8111-111111111111';
export const STANDARD = '22222222-2222-4222-8222-222222222222';
export const DELUXE = '33333333-3333-4333-8333-333333333333';
export const ROOM_1 = '44444444-4444-4444-8444-444444444444';
export const NITROX = '55555555-5555-4555-8555-555555555555';
export const LIST = '66666666-6666-4666-8666-666666666666';
export const EARLY_BIRD = '77777777-7777-4777-8777-777777777777';

/** The reference data every pricing screen reads: one resort with two room types. */
export function referenceHandlers() {
  return {
    'GET /api/resort': () => ({ body: page([{ id: RESORT, name: 'Coral Bay', ...meta }]) }),
    'GET /api/vessel': () => ({ body: page([]) }),
    'GET /api/roomtypes': () => ({
      body: page([
        { id: STANDARD, name: 'Standard', resort: RESORT, vessel: null, maxNoOfPax: 2, ...meta },
        { id: DELUXE, name: 'Deluxe', resort: RESORT, vessel: null, maxNoOfPax: 3, ...meta },
      ]),
    }),
    'GET /api/rooms': () => ({
      body: page([{ id: ROOM_1, name: '101', resort: RESORT, vessel: null, roomType: STANDARD, ...meta }]),
    }),
    'GET /api/supplements': () => ({
      body: page([
        {
          id: NITROX,
          name: 'Nitrox',
          resort: null,
          vessel: null,
          amount: 1000,
          currency: 'EUR',
          isActive: true,
          ...meta,
        },
      ]),
    }),
    'GET /api/currency': () => ({
      body: page([
        { id: 'c1', code: 'EUR', decimals: 2, exchangeRate: '1', ...meta },
        { id: 'c2', code: 'USD', decimals: 2, exchangeRate: '1.1', ...meta },
      ]),
    }),
    'GET /api/schedule': () => ({ body: page([]) }),
  };
}

/** Worked example 1 of docs/pricing.md as the server answers it. */
export const EXAMPLE_CALCULATION: Calculation = {
  currency: 'EUR',
  entries: [
    {
      text: 'Resort 2027: Guest 1',
      sort: 1,
      amount: { amount: 44000, currency: 'EUR' },
      editable: true,
      deletable: false,
      unique: false,
      customer: 'guest-1',
      price: LIST,
      customerType: 'Direct',
      type: 'room_cost',
      reason: {
        source: 'priceList',
        priceList: { id: LIST, name: 'Resort 2027' },
        seasons: ['Low', 'High'],
        computation: '3 nights × 80.00 EUR (Low) + 2 nights × 100.00 EUR (High)',
      },
    },
    {
      text: 'Early bird',
      sort: 2,
      amount: { amount: -8800, currency: 'EUR' },
      editable: true,
      deletable: true,
      unique: false,
      customer: null,
      price: null,
      customerType: 'Direct',
      type: 'special',
      reason: {
        source: 'special',
        special: {
          id: EARLY_BIRD,
          name: 'Early bird',
          discount: 'PerCent',
          target: 'room',
          scope: 'Booking',
        },
        rule: [
          { criterion: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', values: [90], actual: 169 },
        ],
        computation: '10 % of 880.00 EUR off',
      },
    },
    {
      text: 'Deposit',
      sort: 3,
      amount: { amount: 23760, currency: 'EUR' },
      editable: false,
      deletable: false,
      unique: true,
      customer: null,
      price: null,
      customerType: 'Info',
      type: 'deposit',
      reason: { source: 'terms', computation: '30 % of 792.00 EUR' },
    },
  ],
  totals: [{ amount: 79200, currency: 'EUR' }],
  total: { amount: 79200, currency: 'EUR' },
  tax: [
    {
      name: 'VAT',
      percent: 12,
      inclusive: true,
      base: { amount: 79200, currency: 'EUR' },
      amount: { amount: 8486, currency: 'EUR' },
    },
  ],
  commission: null,
  due: [
    { kind: 'deposit', amount: { amount: 23760, currency: 'EUR' }, due: '2027-01-17' },
    { kind: 'rest', amount: { amount: 55440, currency: 'EUR' }, due: '2027-05-29' },
  ],
  focCustomerIds: [],
  warnings: [],
};
