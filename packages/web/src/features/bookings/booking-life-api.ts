import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';
import { toListQuery } from '../../resources/use-resource.ts';
import { bookingKeys } from './booking-api.ts';

/** A booking comment as `/api/bookingcomment` answers it. */
export type BookingComment = AnswerOf<'/api/bookingcomment', 'get'>['data'][number];

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
    queryFn: () => api.GET('/api/bookings/{id}/history', { path: { id: booking } }),
    meta: { silent: true },
  });
}

export function useBookingDiff(booking: string, pair: [number, number] | null) {
  return useQuery({
    queryKey: bookingLifeKeys.diff(booking, pair?.[0] ?? 0, pair?.[1] ?? 0),
    queryFn: () =>
      api.GET('/api/bookings/{id}/history/diff', {
        path: { id: booking },
        query: { from: pair![0], to: pair![1] },
      }),
    enabled: pair !== null,
    meta: { silent: true },
  });
}

export function useBookingComments(booking: string) {
  return useQuery({
    queryKey: bookingLifeKeys.comments(booking),
    queryFn: async () =>
      (
        await api.GET('/api/bookingcomment', {
          query: toListQuery({ page: 0, size: 0, sort: 'createdAt', order: -1, filter: { booking } }),
        })
      ).data,
    meta: { silent: true },
  });
}
