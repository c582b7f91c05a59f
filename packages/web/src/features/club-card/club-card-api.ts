import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** Under the generic `customer` key: a changed name or tier drops the card too. */
export const memberCardKey = (customer: string) =>
  [...resourceKeys('customer').all, 'card', customer] as const;

/** `GET /api/customer/{id}/card`: the member's name, tier, points and signed code; null asks nothing. */
export function useMemberCard(customer: string | null) {
  return useQuery({
    queryKey: memberCardKey(customer ?? ''),
    queryFn: () => api.GET('/api/customer/{id}/card', { path: { id: customer! } }),
    enabled: customer !== null,
  });
}
