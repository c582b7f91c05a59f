import type { BookingDetail } from '@seaberth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { bookingKeys } from '../bookings/index.ts';

/**
 * Under the bookings' keys on purpose: every booking change anywhere (a state change on the booking
 * page, a payment, a check-in here) drops the desk's lists through `useRefreshBookings` as well.
 */
export const frontDeskKeys = {
  all: [...bookingKeys.all, 'frontDesk'] as const,
  days: (resort: string, from: string, to: string) =>
    [...bookingKeys.all, 'frontDesk', resort, from, to] as const,
};

/** `GET /api/arrivaldeparture/date/{resort}/{from}/{to}`: who comes and who goes, per day (both ends included). */
export function useArrivalsAndDepartures(resort: string, from: string, to: string) {
  return useQuery({
    queryKey: frontDeskKeys.days(resort, from, to),
    queryFn: () => api.GET('/api/arrivaldeparture/date/{resort}/{from}/{to}', { path: { resort, from, to } }),
    enabled: Boolean(resort && from && to),
    // Another range keeps the last one on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/**
 * A booking's line on the arrivals list of its day of arrival, read only while the booking page
 * offers a check-in (`wanted`): the guest data the desk warns about comes from there, as on the list.
 */
export function useArrivalLine(booking: Pick<BookingDetail, 'id' | 'resort' | 'from'>, wanted: boolean) {
  const days = useArrivalsAndDepartures(wanted ? (booking.resort ?? '') : '', booking.from, booking.from);
  const line = days.data
    ?.find((day) => day.date === booking.from)
    ?.arrivals.find((arrival) => arrival.booking === booking.id);
  return { line, loading: days.isLoading };
}

/** What the desk acts on: a whole booking, or one booked room of it (check-in mode `room`). */
export interface DeskTarget {
  booking: string;
  bookingNo: string;
  version: number;
  room?: { roomBooking: string; roomName: string };
}

export type DeskRequest =
  | { kind: 'checkIn'; target: DeskTarget }
  | { kind: 'checkOut'; target: DeskTarget; keepPrice: boolean };

export function sendDeskRequest(request: DeskRequest): Promise<BookingDetail> {
  const { target } = request;
  const room = target.room ? { roomBooking: target.room.roomBooking } : {};
  const path = { id: target.booking };
  if (request.kind === 'checkIn')
    return api.POST('/api/bookings/{id}/checkin', { path, body: { ...room, version: target.version } });
  return api.POST('/api/bookings/{id}/checkout', {
    path,
    body: { ...room, keepPrice: request.keepPrice, version: target.version },
  });
}

/** `GET /api/bookings/etag/{id}`: the booking's version now (after a payment taken at the desk). */
export function bookingVersion(booking: string) {
  return api.GET('/api/bookings/etag/{id}', { path: { id: booking } });
}

/** `POST /api/bookings/{id}/lockUnlockRoom/{roomBooking}`: the assignment stays where it is, or may move again. */
export function lockRoom(booking: string, roomBooking: string, locked: boolean, version: number) {
  return api.POST('/api/bookings/{id}/lockUnlockRoom/{roomBooking}', {
    path: { id: booking, roomBooking },
    body: { locked, version },
  });
}
