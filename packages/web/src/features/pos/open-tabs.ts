import { hasAnyScope } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../app/session-context.ts';
import { posKeys } from './pos-api.ts';

export interface OpenTab {
  label: string;
  total: number;
  currency: string;
}

/**
 * The tabs still open on a booking's guests (`GET /api/pos` filtered): what the front desk warns
 * about at check-out. Nothing is asked without the point of sale or its read scope.
 */
export function useOpenTabs(booking: string | null): OpenTab[] {
  const { features, principal } = useSession();
  const enabled = booking !== null && features.pos === true && hasAnyScope(principal, ['pos.read']);
  const query = useQuery({
    queryKey: [...posKeys.all, 'openTabs', booking],
    queryFn: () =>
      api.GET('/api/pos', {
        query: { page: 0, size: 50, filter: JSON.stringify({ booking, state: 'open' }) },
      }),
    enabled,
  });
  if (!enabled) return [];
  return (query.data?.data ?? []).map((row) => ({
    label: `${String(row.tillName)} #${String(row.number)}${row.guestName ? ` (${String(row.guestName)})` : ''}`,
    total: Number(row.total),
    currency: String(row.currency),
  }));
}
