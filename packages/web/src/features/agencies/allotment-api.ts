import type { allotmentInputSchema } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { type BookableTrip, bookableTripsQuery } from '../bookings/index.ts';
import { agencyKeys } from './agency-api.ts';

/** The body of `POST /api/agency/{agency}/allotments` as the dialog sends it (defaults left out). */
export type AllotmentBody = z.input<typeof allotmentInputSchema>;

/** The dialogs explain their failures themselves (the error on the form). */
const SILENT = { silent: true } as const;

/** Under the agency resource, so a change of the agency drops its allotments too. */
export const allotmentKeys = {
  all: () => [...agencyKeys.all, 'allotments'] as const,
  list: (agency: string, released: boolean) => [...agencyKeys.all, 'allotments', agency, released] as const,
};

/** `GET /api/agency/allotments`: the agency's allotments, released ones only when asked for. */
export function useAllotments(agency: string, released: boolean) {
  return useQuery({
    queryKey: allotmentKeys.list(agency, released),
    queryFn: () =>
      api.GET('/api/agency/allotments', { query: { agency, released: released ? 'true' : 'false' } }),
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

/**
 * After a change: the allotments reload, and so do the free counts of trips and rooms the booking
 * screens show (held rooms are not for open sale).
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: allotmentKeys.all() }),
      queryClient.invalidateQueries({ queryKey: ['trip', 'bookable'] }),
      queryClient.invalidateQueries({ queryKey: ['wizard', 'available'] }),
    ]);
}

/** `POST /api/agency/{agency}/allotments`: one allotment per trip, or one for the resort period. */
export function useCreateAllotments(agency: string) {
  const afterChange = useAfterChange();
  return useMutation({
    meta: SILENT,
    mutationFn: (body: AllotmentBody) =>
      api.POST('/api/agency/{agency}/allotments', { path: { agency }, body }),
    onSuccess: afterChange,
  });
}

/** `PATCH /api/agency/allotments/{id}`: another release date or note. */
export function useUpdateAllotment() {
  const afterChange = useAfterChange();
  return useMutation({
    meta: SILENT,
    mutationFn: ({ allotment, ...body }: { allotment: string; releaseDate: string; note: string }) =>
      api.PATCH('/api/agency/allotments/{id}', { path: { id: allotment }, body }),
    onSuccess: afterChange,
  });
}

/** `POST /api/agency/allotments/{id}/release`: what is still held goes back to open sale now. */
export function useReleaseAllotment() {
  const afterChange = useAfterChange();
  return useMutation({
    meta: SILENT,
    mutationFn: (allotment: string) =>
      api.POST('/api/agency/allotments/{id}/release', { path: { id: allotment } }),
    onSuccess: afterChange,
  });
}

/** A departure as the short list of bookable trips answers it. */
export type VesselTrip = Pick<BookableTrip, 'id' | 'tourName' | 'from' | 'to' | 'freeBeds'>;

/**
 * The upcoming trips of a vessel with their free beds (`GET /api/schedule/booking?short=true`);
 * under `trip`, bookable, so a new booking or allotment refreshes the counts.
 */
export function useVesselTrips(vessel: string) {
  const query = {
    ...bookableTripsQuery({ page: 0, size: 0, vessel, upcoming: true }),
    short: 'true' as const,
  };
  return useQuery({
    queryKey: ['trip', 'bookable', 'allotment', query] as const,
    queryFn: () => api.GET('/api/schedule/booking', { query }),
    enabled: Boolean(vessel),
    meta: SILENT,
  });
}
