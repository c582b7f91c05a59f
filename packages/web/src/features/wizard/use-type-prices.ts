import type { Calculation } from '@seaberth/domain';
import { useQueries } from '@tanstack/react-query';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { quoteOnce, type RoomTypeOffer } from './wizard-api.ts';
import type { QuoteDraftBody } from './wizard-bodies.ts';

export interface Party {
  adults: number;
  children: number;
}

/**
 * The quote of the whole party in one room of a type, with stand-in guests: adults without an
 * age, children at childMaxAge (the oldest age still priced as a child, so no infant rule fires).
 */
export function typePriceDraft(
  resort: string,
  stay: { from: string; to: string },
  group: RoomTypeOffer,
  party: Party,
  childMaxAge: number,
  currency: string,
): QuoteDraftBody | null {
  const room = group.rooms[0];
  if (!room || party.adults + party.children === 0) return null;
  const adults = Array.from({ length: party.adults }, (_, i) => ({
    id: `adult-${i + 1}`,
    name: `Adult ${i + 1}`,
  }));
  const children = Array.from({ length: party.children }, (_, i) => ({
    id: `child-${i + 1}`,
    name: `Child ${i + 1}`,
    permanentAge: childMaxAge,
  }));
  return {
    asset: { kind: 'resort', id: resort },
    dates: stay,
    rooms: [{ roomType: group.id || room.id, room: room.id, beds: [...adults, ...children] }],
    source: 'direct',
    currency,
  };
}

/** One quote per room type (keyed by type id); the party's price in a room of that type. */
export function useTypePrices(
  resort: string,
  stay: { from: string; to: string },
  groups: RoomTypeOffer[],
  party: Party,
  childMaxAge: number,
  currency: string,
) {
  const settledParty = useDebouncedValue(party, 300);
  const drafts = groups.map((group) => ({
    group,
    body: typePriceDraft(resort, stay, group, settledParty, childMaxAge, currency),
  }));
  const results = useQueries({
    queries: drafts.map(({ body }) => ({
      queryKey: ['wizard', 'typePrice', body] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => quoteOnce(body as QuoteDraftBody, signal),
      enabled: body !== null,
      meta: { silent: true },
      staleTime: 60_000,
    })),
  });
  const byType = new Map<string, { pending: boolean; error: boolean; calculation?: Calculation }>();
  drafts.forEach(({ group, body }, i) => {
    const result = results[i];
    byType.set(group.id, {
      pending: body !== null && Boolean(result?.isPending),
      error: Boolean(result?.isError),
      calculation: result?.data,
    });
  });
  return byType;
}
