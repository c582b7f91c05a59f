import type { PosClosing, PosClosingPreview } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { posKeys } from './pos-api.ts';

/** The day's closings live under their resource's keys: a new closing drops the list and the preview. */
export const closingKeys = resourceKeys('pos/closing');

/** `GET /api/pos/closing/preview`: what closing the till now would take in (nothing stored). */
export function useClosingPreview(till: string | null) {
  return useQuery({
    queryKey: [...closingKeys.all, 'preview', till],
    queryFn: () =>
      api.GET('/api/pos/closing/preview', { query: { till: till! } }) as Promise<PosClosingPreview>,
    enabled: till !== null,
  });
}

export type ClosingListQuery = { page: number; size: number; filter?: string };

/** `GET /api/pos/closing`: a page of stored closings, newest first (the generic list). */
export function useClosingPage(query: ClosingListQuery) {
  return useQuery({
    queryKey: [...closingKeys.all, 'page', query],
    queryFn: () => api.GET('/api/pos/closing', { query }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/pos/closing`: the till closed with the cash counted; answers the stored closing. */
export function useCloseDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { till: string; counted: { currency: string; amount: number }[]; reason: string }) =>
      api.POST('/api/pos/closing', { body }) as Promise<PosClosing>,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: closingKeys.all });
      void client.invalidateQueries({ queryKey: [...posKeys.all, 'page'] });
    },
  });
}

/** `GET /api/pos/closing/{id}/report?format=pdf`: the Z report opened as a PDF. */
export const openZReport = (id: string) =>
  api.openDocument(`/api/pos/closing/${encodeURIComponent(id)}/report`, { format: 'pdf' });
