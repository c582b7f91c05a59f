import type { RecordedCall } from '../../../test/fetch-mock.ts';
import { page } from '../../resources/test-support.tsx';
import type { AvailableRoom } from '../bookings/index.ts';
import { EXAMPLE_CALCULATION } from '../../../test/fixtures/pricing.ts';

/** Test data of the wizard's screens: one resort with three free rooms, four customers, choices. */

export const RESORT = '11111111-1111-4111-8111-111111111111';
export const DELUXE = '21111111-1111-4111-8111-111111111111';
export const GARDEN = '22222222-2222-4222-8222-222222222222';
export const ROOM_101 = '31111111-1111-4111-8111-111111111111';
export const ROOM_102 = '32222222-2222-4222-8222-222222222222';
export const DORM = '33333333-3333-4333-8333-333333333333';
export const SINGLE_USE = '41111111-1111-4111-8111-111111111111';
export const NITROX = '51111111-1111-4111-8111-111111111111';
export const REPEATER = '61111111-1111-4111-8111-111111111111';
export const EARLY_BIRD = '62222222-2222-4222-8222-222222222222';
export const AGENCY_SOURCE = '71111111-1111-4111-8111-111111111111';
export const VIP = '81111111-1111-4111-8111-111111111111';
export const TERMS_30 = '91111111-1111-4111-8111-111111111111';
export const VESSEL = 'b1111111-1111-4111-8111-111111111111';
export const SCHEDULE = 'b2222222-2222-4222-8222-222222222222';
export const CABIN_1 = 'b3333333-3333-4333-8333-333333333333';
export const AGENCY = 'c1111111-1111-4111-8111-111111111111';
export const OLD_AGENCY = 'c2222222-2222-4222-8222-222222222222';

export const ANNA = 'a1111111-1111-4111-8111-111111111111';
export const BEN = 'a2222222-2222-4222-8222-222222222222';
export const CARLA = 'a3333333-3333-4333-8333-333333333333';
export const MIA = 'a4444444-4444-4444-8444-444444444444';

const meta = { version: 1, createdAt: '', updatedAt: '' };

export const BOOTSTRAP = {
  assets: [{ id: RESORT, name: 'Coral Bay', type: 'resort' }],
  defaultCurrency: 'EUR',
  supportedCurrencies: ['EUR', 'USD'],
};

export function available(id: string, name: string, roomType: string, beds: number[], total = beds.length) {
  return {
    id,
    name,
    type: 'Room',
    vessel: null,
    resort: RESORT,
    roomType,
    deck: null,
    availableBeds: total,
    blocked: false,
    freeBeds: beds,
    placeBeds: [],
    free: beds.length === total,
    minGuests: 1,
    sharedWith: null,
    allotment: false,
  } satisfies AvailableRoom;
}

export const FREE_ROOMS = [
  available(ROOM_101, 'Room 101', DELUXE, [0, 1]),
  available(ROOM_102, 'Room 102', DELUXE, [0, 1]),
  available(DORM, 'Garden Dorm', GARDEN, [1, 2, 3], 4),
];

const customer = (id: string, firstName: string, lastName: string, birthday: string | null) => ({
  id,
  ...meta,
  fullName: `${firstName} ${lastName}`,
  masterData: { firstName, lastName, birthday, permanentAge: null, nationality: 'DE' },
  contact: { email: `${firstName.toLowerCase()}@example.com`, phone: '' },
  address: { country: 'DE' },
  passport: { nationality: '' },
});

export const CUSTOMERS = [
  customer(ANNA, 'Anna', 'Berg', '1985-04-02'),
  customer(BEN, 'Ben', 'Berg', '1984-01-20'),
  customer(CARLA, 'Carla', 'Ott', null),
  // Eleven on arrival (1 March 2027): a child.
  customer(MIA, 'Mia', 'Berg', '2015-06-10'),
];

const row = (id: string, fields: Record<string, unknown>) => ({ id, ...meta, ...fields });

/** Every call the wizard makes, answered; `overrides` replace single answers. */
export function wizardHandlers(
  overrides: Record<string, (call: RecordedCall) => { status?: number; body?: unknown }> = {},
) {
  return {
    [`GET /api/rooms/available/${RESORT}`]: () => ({ body: FREE_ROOMS }),
    'GET /api/rooms': () => ({
      body: page([
        row(ROOM_101, { name: 'Room 101', resort: RESORT, allowSharedRoom: false }),
        row(ROOM_102, { name: 'Room 102', resort: RESORT, allowSharedRoom: false }),
        row(DORM, { name: 'Garden Dorm', resort: RESORT, allowSharedRoom: true }),
      ]),
    }),
    'GET /api/roomtypes': () => ({
      body: page([
        row(DELUXE, { name: 'Deluxe', resort: RESORT, defaultNoOfPax: 2 }),
        row(GARDEN, { name: 'Garden dorm', resort: RESORT, defaultNoOfPax: 1 }),
      ]),
    }),
    'GET /api/customer': (call: RecordedCall) => {
      const search = (new URL(call.url, 'http://x').searchParams.get('search') ?? '').toLowerCase();
      return { body: page(CUSTOMERS.filter((c) => c.fullName.toLowerCase().includes(search))) };
    },
    'GET /api/pricevariant': () => ({ body: page([row(SINGLE_USE, { name: 'Single use' })]) }),
    'GET /api/supplements': () => ({
      body: page([
        row(NITROX, {
          name: 'Nitrox',
          resort: null,
          vessel: null,
          amount: 1200,
          currency: 'EUR',
          addRule: 'PerPerson',
          isActive: true,
        }),
      ]),
    }),
    'GET /api/specials': () => ({
      body: page([
        row(REPEATER, { name: 'Repeater', status: 'active', autoAdd: false }),
        row(EARLY_BIRD, { name: 'Early bird', status: 'active', autoAdd: true }),
      ]),
    }),
    'GET /api/bookingsource': () => ({
      body: page([row(AGENCY_SOURCE, { name: 'Dive Agency X', channel: 'agency', isActive: true })]),
    }),
    'GET /api/bookingcategory': () => ({ body: page([row(VIP, { name: 'VIP', color: '#aa0000' })]) }),
    'GET /api/terms': () => ({ body: page([row(TERMS_30, { name: '30 days' })]) }),
    'GET /api/agency': () => ({
      body: page([
        row(AGENCY, { name: 'Blue Water Travel', currency: 'EUR', isActive: true }),
        row(OLD_AGENCY, { name: 'Closed Travel', currency: 'EUR', isActive: false }),
      ]),
    }),
    'GET /api/currency': () => ({
      body: page([
        row('c1', { code: 'EUR', decimals: 2, exchangeRate: '1' }),
        row('c2', { code: 'USD', decimals: 2, exchangeRate: '1.1' }),
      ]),
    }),
    'POST /api/book/booking/price': () => ({ body: EXAMPLE_CALCULATION }),
    'POST /api/bookings': () => ({ status: 201, body: { id: 'b-new', bookingNo: 'B-1001', rooms: [] } }),
    ...overrides,
  };
}

export const ROOM_TAKEN = {
  status: 409,
  body: {
    error: 'Conflict',
    statusCode: 409,
    description: 'ROOM_TAKEN',
    message:
      'Room 101 is already taken for some nights between 2027-03-01 and 2027-03-08; nothing was changed',
    params: { room: 'Room 101', from: '01.03.2027', to: '08.03.2027' },
    path: '/api/bookings',
    method: 'POST',
    timestamp: '',
  },
};
