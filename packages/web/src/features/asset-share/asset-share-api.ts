import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** Under the bookings' keys: a change to any booking drops the report too. */
export const assetShareKey = (period: { from: string; to: string }) =>
  [...resourceKeys('bookings').all, 'assetShare', period] as const;

/** `GET /api/bookings/assetShare`: the combined bookings of a period split between resort and vessel. */
export function useAssetShare(period: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: assetShareKey(period),
    queryFn: () => api.GET('/api/bookings/assetShare', { query: period }),
    placeholderData: keepPreviousData,
    enabled,
    // The page explains a failure itself (an alert with a retry).
    meta: { silent: true },
  });
}
