import type { BookingState, ScheduleMailInput } from '@seaberth/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';
import { type ListQuery, resourceKeys, toListQuery } from '../../resources/use-resource.ts';
import { occupancyKeys } from '../assets/index.ts';

/** Screens here explain failures themselves (alerts in dialogs and sections). */
const SILENT = { silent: true } as const;

/**
 * Keys under the generic `bookings` resource, so the booking list and a booking's detail drop
 * together; trip lists under `trip` so a booking change refreshes every trip section at once.
 */
export const bookingKeys = {
  all: resourceKeys('bookings').all,
  detail: (booking: string) => [...resourceKeys('bookings').all, 'booking', booking] as const,
  trip: ['trip'] as const,
  tripCustomers: (schedule: string) => ['trip', schedule, 'customers'] as const,
  tripPayments: (tour: string, schedule: string) => ['trip', schedule, 'payments', tour] as const,
  freeCabins: (vessel: string, from: string, to: string) => ['trip', 'free', vessel, from, to] as const,
};

export function useBooking(booking: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.detail(booking ?? ''),
    queryFn: () => api.GET('/api/bookings/{id}', { path: { id: booking ?? '' } }),
    enabled: Boolean(booking),
    meta: SILENT,
  });
}

export function useTripCustomers(schedule: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.tripCustomers(schedule ?? ''),
    queryFn: () => api.GET('/api/schedule/{id}/customers', { path: { id: schedule ?? '' } }),
    enabled: Boolean(schedule),
    meta: SILENT,
  });
}

export function useTripPayments(tour: string | undefined, schedule: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.tripPayments(tour ?? '', schedule ?? ''),
    queryFn: () =>
      api.GET('/api/tour/{tour}/{schedule}/payments', {
        path: { tour: tour ?? '', schedule: schedule ?? '' },
      }),
    enabled: Boolean(tour && schedule),
    meta: SILENT,
  });
}

/** One cabin of `GET /api/rooms/available/{id}`: free beds over the range, `free` when all are. */
export type AvailableRoom = AnswerOf<'/api/rooms/available/{id}', 'get'>[number];

/** Cabins of a vessel free for the whole trip: what a booking or a move may take. */
export function useFreeCabins(vessel: string | undefined, from: string | undefined, to: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.freeCabins(vessel ?? '', from ?? '', to ?? ''),
    queryFn: async () =>
      (
        await api.GET('/api/rooms/available/{id}', {
          path: { id: vessel ?? '' },
          query: { from: from ?? '', to: to ?? '' },
        })
      ).filter((room) => room.free),
    enabled: Boolean(vessel && from && to),
    meta: SILENT,
  });
}

type TripRow = AnswerOf<'/api/schedule/booking', 'get'>['data'][number];

/** A trip of `GET /api/schedule/booking` (without `short`): a departure with what is left to sell. */
export type BookableTrip = Extract<TripRow, { cabins: number }>;

/** What the bookable lists ask for: the list's paging, sort and search with their switches. */
export type BookableTripsQuery = ListQuery & { new?: 'true'; available?: 'true'; agency?: string };

/**
 * `GET /api/schedule/booking` without `short`: the server then answers every row in full (the
 * answer's schema is a union because `short` answers the short row).
 */
export async function fetchBookableTrips(query: BookableTripsQuery) {
  const page = await api.GET('/api/schedule/booking', { query });
  return page as Omit<typeof page, 'data'> & { data: BookableTrip[] };
}

/** What a list of bookable trips asks for; `size` 0 means every trip at once. */
export interface BookableTripsParams {
  page: number;
  size: number;
  vessel?: string;
  tour?: string;
  /** Only trips with a free bed that are not full (`available`). */
  available?: boolean;
  /** Only departures from today on (`new`). */
  upcoming?: boolean;
}

/** The query string of `GET /api/schedule/booking`, sorted by departure. */
export function bookableTripsQuery(params: BookableTripsParams): BookableTripsQuery {
  const query: BookableTripsQuery = toListQuery({
    page: params.page,
    size: params.size,
    sort: 'from',
    order: 1,
    filter: { vessel: params.vessel, tour: params.tour },
  });
  if (params.upcoming) query.new = 'true';
  if (params.available) query.available = 'true';
  return query;
}

/** Trips with their free cabins and beds; under `trip`, so a new booking refreshes the counts. */
export function useBookableTrips(params: BookableTripsParams = { page: 0, size: 0, upcoming: true }) {
  const query = bookableTripsQuery(params);
  return useQuery({
    queryKey: ['trip', 'bookable', query] as const,
    queryFn: () => fetchBookableTrips(query),
    // Paging and filtering keep the previous page on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

export function sendTripMail(schedule: string, body: ScheduleMailInput) {
  return api.POST('/api/schedule/{schedule}/sendMail', { path: { schedule }, body });
}

/** After a booking changes: its detail, the lists, the trip's guests, payments, cabins and info. */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.trip }),
        queryClient.invalidateQueries({ queryKey: resourceKeys('schedule').all }),
        queryClient.invalidateQueries({ queryKey: occupancyKeys.all }),
      ]),
    [queryClient],
  );
}

/** States a list shows by default: everyone with a bed and the waiting list. */
export const LISTED_STATES: readonly BookingState[] = ['draft', 'planned', 'confirmed', 'waiting'];
