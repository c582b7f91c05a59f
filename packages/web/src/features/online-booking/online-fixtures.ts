import type {
  Calculation,
  OnlineAddon,
  OnlineAsset,
  OnlineBookingView,
  OnlineDeparture,
  OnlineProduct,
  OnlineRoom,
  OnlineRoomType,
  WidgetPublicConfig,
} from '@seaberth/domain';
import type { RecordedCall } from '../../../test/fetch-mock.ts';

/** Test data of the public booking pages: two vessels, a resort, a month of March 2030. */

export const HORIZON = 'd1111111-1111-4111-8111-111111111111';
export const CORAL_QUEEN = 'd2222222-2222-4222-8222-222222222222';
export const LAGOON = 'd3333333-3333-4333-8333-333333333333';
export const NORTH_TOUR = 'e1111111-1111-4111-8111-111111111111';
export const SOUTH_TOUR = 'e2222222-2222-4222-8222-222222222222';
export const NORTH_TRIP = 'f1111111-1111-4111-8111-111111111111';
export const SOUTH_TRIP = 'f2222222-2222-4222-8222-222222222222';
export const CABIN_1 = 'a5111111-1111-4111-8111-111111111111';
export const CABIN_2 = 'a5222222-2222-4222-8222-222222222222';
export const DOUBLE = 'a6111111-1111-4111-8111-111111111111';
export const ROOM_7 = 'a7111111-1111-4111-8111-111111111111';
export const NITROX = 'a8111111-1111-4111-8111-111111111111';
export const SHIRT = 'a9111111-1111-4111-8111-111111111111';
export const BOOKING = 'aa111111-1111-4111-8111-111111111111';
export const WIDGET = 'ab111111-1111-4111-8111-111111111111';
export const TOKEN = 'tok-0123456789abcdef0123456789abcdef';
export const MONTH = '2030-03';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

export const BOOTSTRAP = {
  logoUrl: '/api/media/logo/data',
  defaultCurrency: 'EUR',
  currencies: [{ code: 'EUR', decimals: 2 }],
};

const asset = (kind: OnlineAsset['kind'], id: string, name: string): OnlineAsset => ({
  kind,
  id,
  name,
  description: '',
  imageUrl: null,
  currency: 'EUR',
  onlinePayment: 'card',
  paymentsAvailable: ['card', 'transfer'],
});

export const ASSETS: OnlineAsset[] = [
  asset('vessel', HORIZON, 'MY Blue Horizon'),
  asset('vessel', CORAL_QUEEN, 'MV Coral Queen'),
  asset('resort', LAGOON, 'Lagoon Resort'),
];

export function departure(
  id: string,
  tour: { id: string; name: string },
  from: string,
  to: string,
  vessel = HORIZON,
) {
  return {
    id,
    tour,
    vessel: { id: vessel, name: vessel === HORIZON ? 'MY Blue Horizon' : 'MV Coral Queen' },
    from,
    to,
    nights: 7,
    freeBerths: 5,
    fromPrice: eur(120000),
  } satisfies OnlineDeparture;
}

export const DEPARTURES: OnlineDeparture[] = [
  departure(NORTH_TRIP, { id: NORTH_TOUR, name: 'Red Sea North' }, '2030-03-09', '2030-03-16'),
  departure(SOUTH_TRIP, { id: SOUTH_TOUR, name: 'Deep South' }, '2030-03-23', '2030-03-30'),
];

const room = (id: string, name: string, freeBeds: number, price: number): OnlineRoom => ({
  id,
  name,
  roomType: { id: DOUBLE, name: 'Double cabin', description: 'Lower deck, two beds' },
  beds: 2,
  freeBeds,
  sharedBerths: true,
  price: eur(price),
  imageUrl: null,
});

export const CABINS: OnlineRoom[] = [
  room(CABIN_1, 'Cabin 1', 2, 130000),
  room(CABIN_2, 'Cabin 2', 1, 125000),
];
export const RESORT_ROOMS: OnlineRoom[] = [{ ...room(ROOM_7, 'Room 7', 2, 60000), sharedBerths: false }];

export const ADDONS: OnlineAddon[] = [
  { id: NITROX, name: 'Nitrox', description: 'For the whole trip', price: eur(9000), per: 'person' },
];
export const PRODUCTS: OnlineProduct[] = [
  { id: SHIRT, name: 'T-shirt', description: '', price: eur(2500), per: 'booking' },
];

/** March 2030 at the resort: two rooms free each night at 150.00, none on the 12th. */
export const ROOM_TYPES: OnlineRoomType[] = [
  {
    id: DOUBLE,
    name: 'Double room',
    description: '',
    maxGuests: 2,
    nights: Array.from({ length: 31 }, (_, index) => {
      const date = `2030-03-${String(index + 1).padStart(2, '0')}`;
      return { date, freeRooms: date === '2030-03-12' ? 0 : 2, price: eur(15000) };
    }),
  },
];

export function calculation(total = 269000): Calculation {
  const entry = (text: string, amount: number, type: 'room_cost' | 'addon') => ({
    text,
    sort: 0,
    amount: eur(amount),
    editable: false,
    deletable: false,
    unique: false,
    customer: null,
    price: null,
    customerType: 'Direct' as const,
    type,
    reason: { source: 'priceList' as const, computation: '' },
  });
  return {
    currency: 'EUR',
    entries: [entry('Cabin 1, 2 guests', 260000, 'room_cost'), entry('Nitrox', 9000, 'addon')],
    totals: [eur(total)],
    total: eur(total),
    tax: [],
    commission: null,
    due: [{ kind: 'deposit', amount: eur(80700), due: '2030-01-15' }],
    focCustomerIds: [],
    warnings: [],
  };
}

export function bookingView(overrides: Partial<OnlineBookingView> = {}): OnlineBookingView {
  return {
    id: BOOKING,
    bookingNo: 'B-2030-0042',
    token: TOKEN,
    state: 'draft',
    kind: 'vessel',
    place: 'MY Blue Horizon',
    tripName: 'Red Sea North',
    from: '2030-03-09',
    to: '2030-03-16',
    rooms: [{ name: 'Cabin 1', guests: 2 }],
    lines: [{ text: 'Cabin 1, 2 guests', amount: eur(260000) }],
    total: eur(269000),
    paid: eur(0),
    open: eur(269000),
    deposit: eur(80700),
    holdUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
    canPayOnline: true,
    payment: 'card',
    optionUntil: null,
    transfer: null,
    mail: null,
    ...overrides,
  };
}

export function widgetConfig(overrides: Partial<WidgetPublicConfig> = {}): WidgetPublicConfig {
  return {
    id: WIDGET,
    kind: 'trips',
    vessels: [],
    resorts: [],
    tours: [],
    roomTypes: [],
    primaryColor: '#aa3300',
    language: null,
    currency: null,
    onlinePayment: 'asset',
    ...overrides,
  };
}

/** The public API as the pages call it; each test replaces what it needs. */
export function bookingHandlers() {
  return {
    'GET /api/book/vessel': () => ({ body: ASSETS }),
    'GET /api/book/schedules': () => ({ body: DEPARTURES }),
    'GET /api/book/rooms': (call: RecordedCall) => ({
      body: call.url.includes('schedule=') ? CABINS : RESORT_ROOMS,
    }),
    'GET /api/book/roomTypes': () => ({ body: ROOM_TYPES }),
    'GET /api/book/addons': () => ({ body: ADDONS }),
    'GET /api/book/products': () => ({ body: PRODUCTS }),
    'POST /api/book/booking/price': () => ({ body: calculation() }),
    'GET /api/book/operator': () => ({
      body: {
        name: 'Blue Horizon Diving',
        logoUrl: '/api/media/logo/data',
        terms: 'Our terms: be kind.',
        email: 'hello@bluehorizon.example',
      },
    }),
  };
}

/** The calls to one endpoint, as sent. */
export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.split('?')[0] === path);
