import {
  PAY_PROVIDER_SECRETS,
  type PayProvider,
  type PayProviderSecret,
  type PayProviderType,
  secretFlag,
} from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys, type ResourceRow } from '../../resources/use-resource.ts';

/** A provider as the list answers it: no secret, a `has…` flag for each stored one. */
export type PayProviderRow = ResourceRow & PayProvider;

/** The secrets of the provider's type, each with whether one is stored. */
export function secretsOf(row: Pick<PayProviderRow, 'type'> & Partial<PayProviderRow>) {
  return (PAY_PROVIDER_SECRETS[row.type as PayProviderType] as readonly PayProviderSecret[]).map((field) => ({
    field,
    stored: row[secretFlag(field)] === true,
  }));
}

/**
 * The address a provider's dashboard sends its webhooks to: one fixed URL per account, so the
 * booking segment is `any` and the booking comes from the event itself.
 */
export function webhookUrl(id: string): string {
  return `${window.location.origin}/api/payments/notify/booking/any/${id}`;
}

/** `POST /api/payprovider/{id}/test`: runs when the dialog opens; "Try again" refetches. */
export function useProviderTest(id: string) {
  return useQuery({
    queryKey: [...resourceKeys('payprovider').all, 'test', id],
    queryFn: () => api.POST('/api/payprovider/{id}/test', { path: { id } }),
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
}
