import type { BookingDiff, BookingVersion } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { toListQuery } from '../../resources/use-resource.ts';
import { bookingKeys } from './booking-api.ts';

/** A booking comment as `/api/bookingcomment` answers it. */
export interface BookingComment {
  id: string;
  version: number;
  booking: string;
  text: string;
  author: string | null;
  authorName: string;
  createdAt: string;
}

const id = (value: string) => encodeURIComponent(value);

/** Under the booking's key, so every change of the booking reloads its history and comments. */
export const bookingLifeKeys = {
  history: (booking: string) => [...bookingKeys.detail(booking), 'history'] as const,
  diff: (booking: string, from: number, to: number) =>
    [...bookingKeys.detail(booking), 'diff', from, to] as const,
  comments: (booking: string) => [...bookingKeys.detail(booking), 'comments'] as const,
};

export function useBookingHistory(booking: string) {
  return useQuery({
    queryKey: bookingLifeKeys.history(booking),
    queryFn: () => api.get<BookingVersion[]>(`/api/bookings/${id(booking)}/history`),
    meta: { silent: true },
  });
}

export function useBookingDiff(booking: string, pair: [number, number] | null) {
  return useQuery({
    queryKey: bookingLifeKeys.diff(booking, pair?.[0] ?? 0, pair?.[1] ?? 0),
    queryFn: () =>
      api.get<BookingDiff>(`/api/bookings/${id(booking)}/history/diff`, { from: pair![0], to: pair![1] }),
    enabled: pair !== null,
    meta: { silent: true },
  });
}

export function useBookingComments(booking: string) {
  return useQuery({
    queryKey: bookingLifeKeys.comments(booking),
    queryFn: async () =>
      (
        await api.get<{ data: BookingComment[] }>(
          '/api/bookingcomment',
          toListQuery({ page: 0, size: 0, sort: 'createdAt', order: -1, filter: { booking } }),
        )
      ).data,
    meta: { silent: true },
  });
}
