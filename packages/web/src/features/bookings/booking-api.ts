import type {
  BookingDetail,
  BookingState,
  Page,
  PlaceBed,
  ScheduleMailResult,
  TripCustomer,
  TripPayments,
} from '@seaberth/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client.ts';
import { resourceKeys, toListQuery } from '../../resources/use-resource.ts';
import { occupancyKeys } from '../assets/use-occupancy.ts';

/** Screens here explain failures themselves (alerts in dialogs and sections). */
const SILENT = { silent: true } as const;

const id = (value: string) => encodeURIComponent(value);

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
    queryFn: () => api.get<BookingDetail>(`/api/bookings/${id(booking ?? '')}`),
    enabled: Boolean(booking),
    meta: SILENT,
  });
}

export function useTripCustomers(schedule: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.tripCustomers(schedule ?? ''),
    queryFn: () => api.get<TripCustomer[]>(`/api/schedule/${id(schedule ?? '')}/customers`),
    enabled: Boolean(schedule),
    meta: SILENT,
  });
}

export function useTripPayments(tour: string | undefined, schedule: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.tripPayments(tour ?? '', schedule ?? ''),
    queryFn: () => api.get<TripPayments>(`/api/tour/${id(tour ?? '')}/${id(schedule ?? '')}/payments`),
    enabled: Boolean(tour && schedule),
    meta: SILENT,
  });
}

/** One cabin of `GET /api/rooms/available/{asset}`: free beds over the range, `free` when all are. */
export interface AvailableRoom {
  id: string;
  name: string;
  type: string;
  vessel: string | null;
  resort: string | null;
  roomType: string | null;
  deck: string | null;
  availableBeds: number;
  blocked: boolean;
  /** Its free places (a double bed's second sleeper has a number of its own, see roomCapacity). */
  freeBeds: number[];
  /** The bed of each free place, for labels. */
  placeBeds?: PlaceBed[];
  free: boolean;
  /** A shared room that does not mix genders, holding beds for this gender on some of the nights. */
  sharedWith?: 'm' | 'f' | null;
  /** Held for the agency the booking is for (its allotment): free for it, for nobody else. */
  allotment?: boolean;
}

/** Cabins of a vessel free for the whole trip: what a booking or a move may take. */
export function useFreeCabins(vessel: string | undefined, from: string | undefined, to: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.freeCabins(vessel ?? '', from ?? '', to ?? ''),
    queryFn: async () =>
      (await api.get<AvailableRoom[]>(`/api/rooms/available/${id(vessel ?? '')}`, { from, to })).filter(
        (room) => room.free,
      ),
    enabled: Boolean(vessel && from && to),
    meta: SILENT,
  });
}

/** A trip of `GET /api/schedule/booking`: a departure with what is left to sell. */
export interface BookableTrip {
  id: string;
  tour: string;
  tourName: string;
  vessel: string;
  vesselName: string;
  from: string;
  to: string;
  status: string;
  nights: number;
  cabins: number;
  freeCabins: number;
  beds: number;
  freeBeds: number;
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
export function bookableTripsQuery(params: BookableTripsParams): Record<string, string | number> {
  const query = toListQuery({
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
    queryFn: () => api.get<Page<BookableTrip>>('/api/schedule/booking', query),
    // Paging and filtering keep the previous page on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

/** A customer row of the generic list (the server adds `fullName`). */
export function postBookingAction<T = BookingDetail>(booking: string, action: string, body: unknown) {
  return api.post<T>(`/api/bookings/${id(booking)}/${action}`, body);
}

export function sendTripMail(schedule: string, body: unknown) {
  return api.post<ScheduleMailResult>(`/api/schedule/${id(schedule)}/sendMail`, body);
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
