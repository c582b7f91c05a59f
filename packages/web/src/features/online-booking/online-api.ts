import type {
  Language,
  OnlineBookingCreateInput,
  OnlineBookingDraftInput,
  OnlineHoldExtension,
} from '@seaberth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';

/** The booking pages explain their failures where they happen, never in the staff snackbar. */
const SILENT = { silent: true } as const;
const _BASE = '/api/book';

export const onlineKeys = {
  all: ['onlineBooking'] as const,
  assets: (lang: string) => ['onlineBooking', 'assets', lang] as const,
  widget: (widget: string) => ['onlineBooking', 'widget', widget] as const,
  departures: (query: object) => ['onlineBooking', 'departures', query] as const,
  roomTypes: (query: object) => ['onlineBooking', 'roomTypes', query] as const,
  rooms: (query: object) => ['onlineBooking', 'rooms', query] as const,
  addons: (where: PlaceQuery) => ['onlineBooking', 'addons', where] as const,
  products: (asset: string) => ['onlineBooking', 'products', asset] as const,
  price: (draft: unknown) => ['onlineBooking', 'price', draft] as const,
  lookup: (bookingNo: string, email: string) => ['onlineBooking', 'lookup', bookingNo, email] as const,
  operator: ['onlineBooking', 'operator'] as const,
};

/** A departure (`schedule`) or a resort stay: what rooms and add-ons are asked for. */
export type PlaceQuery = { schedule: string } | { resort: string; from: string; to: string };

/**
 * Names and descriptions in the page language, prices in the widget's currency (the operator's
 * when it names none): what the catalogue calls are asked with.
 */
export interface CatalogView {
  lang: Language;
  currency?: string;
}

export function useWidgetConfig(widget: string | null) {
  return useQuery({
    queryKey: onlineKeys.widget(widget ?? ''),
    queryFn: () => api.GET('/api/widget/{id}/public', { path: { id: widget ?? '' } }),
    enabled: Boolean(widget),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: SILENT,
  });
}

export function useOnlineAssets(lang: Language) {
  return useQuery({
    queryKey: onlineKeys.assets(lang),
    queryFn: () => api.GET('/api/book/vessel', { query: { lang } }),
    staleTime: 5 * 60_000,
    meta: SILENT,
  });
}

/** Who guests book with: name, logo and terms, for the head of every booking page. */
export function useOnlineOperator() {
  return useQuery({
    queryKey: onlineKeys.operator,
    queryFn: () => api.GET('/api/book/operator'),
    staleTime: 10 * 60_000,
    meta: SILENT,
  });
}

export function useDepartures(vessel: string, from: string, to: string, view: CatalogView) {
  const query = { vessel, from, to, currency: view.currency };
  return useQuery({
    queryKey: onlineKeys.departures(query),
    queryFn: () => api.GET('/api/book/schedules', { query }),
    enabled: Boolean(vessel),
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

export function useRoomTypeNights(resort: string, from: string, to: string, view: CatalogView) {
  const query = { resort, from, to, currency: view.currency, lang: view.lang };
  return useQuery({
    queryKey: onlineKeys.roomTypes(query),
    queryFn: () => api.GET('/api/book/roomTypes', { query }),
    enabled: Boolean(resort),
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

export function useOnlineRooms(where: PlaceQuery | null, view: CatalogView) {
  const query = { ...where, currency: view.currency, lang: view.lang };
  return useQuery({
    queryKey: onlineKeys.rooms(query),
    queryFn: () => api.GET('/api/book/rooms', { query }),
    enabled: where !== null,
    meta: SILENT,
  });
}

export function useOnlineAddons(where: PlaceQuery | null) {
  return useQuery({
    queryKey: onlineKeys.addons(where ?? { schedule: '' }),
    queryFn: () => api.GET('/api/book/addons', { query: where ?? {} }),
    enabled: where !== null,
    meta: SILENT,
  });
}

export function useOnlineProducts(asset: string | null) {
  return useQuery({
    queryKey: onlineKeys.products(asset ?? ''),
    queryFn: () => api.GET('/api/book/products', { query: { asset: asset ?? '' } }),
    enabled: Boolean(asset),
    meta: SILENT,
  });
}

/** Price headers of SPEC §7: the guest's "today" (early-booking specials) and the language of the lines. */
function priceHeaders(): Record<string, string> {
  return {
    'X-Price-Timezone-Offset': String(new Date().getTimezoneOffset()),
    'X-Price-Language': currentLanguage(),
  };
}

/**
 * The server's price of the draft, asked again once the choice has stopped changing for a moment.
 * The last price stays on screen while the next one is computed.
 */
export function useOnlinePrice(draft: OnlineBookingDraftInput | null, delay = 400) {
  const settled = useDebouncedValue(draft, delay);
  return useQuery({
    queryKey: onlineKeys.price(settled),
    queryFn: ({ signal }) =>
      api.POST('/api/book/booking/price', { body: settled ?? {}, signal, headers: priceHeaders() }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: SILENT,
  });
}

export function createOnlineBooking(body: OnlineBookingCreateInput) {
  return api.POST('/api/book/booking/create', { body });
}

export type Charge = 'deposit' | 'full';

export function startCheckoutSession(booking: string, token: string, charge: Charge) {
  return api.POST('/api/book/{id}/checkout', { path: { id: booking }, query: { token }, body: { charge } });
}

/** `POST {id}/extend`: the hold's new end and how often it can still be extended (WCAG 2.2.1). */
export type HoldExtension = OnlineHoldExtension;

export function extendHold(booking: string, token: string) {
  return api.POST('/api/book/{id}/extend', { path: { id: booking }, query: { token }, body: {} });
}

export function reportPaymentSuccess(booking: string, token: string, session: string | null) {
  return api.POST('/api/book/{id}/payment/success', {
    path: { id: booking },
    query: { token },
    body: session ? { session } : {},
  });
}

export function reportPaymentAborted(booking: string, token: string) {
  return api.POST('/api/book/{id}/payment/aborted', { path: { id: booking }, query: { token }, body: {} });
}

export function lookupBooking(bookingNo: string, email: string) {
  return api.GET('/api/book/no/{bookingNo}', { path: { bookingNo }, query: { email } });
}
