import type { BookingImportResult, BookingImportType } from '@seaberth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { uploadFile } from '../media/index.ts';

/** The import types with their columns (`GET /api/bookings/import/types`), for the dialog. */
export function useBookingImportTypes() {
  return useQuery({
    queryKey: ['bookings', 'import', 'types'],
    queryFn: () => api.GET('/api/bookings/import/types'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface BookingImportUpload {
  type: BookingImportType;
  file: File;
  token: string | null;
  onProgress?: (share: number) => void;
}

/** Sends a booking file (`POST /api/bookings/import/{type}`); the lists show the new bookings after. */
export function useImportBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ type, file, token, onProgress }: BookingImportUpload) =>
      uploadFile<BookingImportResult>(`/api/bookings/import/${encodeURIComponent(type)}`, file, {
        token,
        onProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys('bookings').all }),
  });
}
