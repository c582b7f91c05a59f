import {
  bookingCategoryResource,
  bookingSourceResource,
  compareNames,
  type CreateBookingInput,
  priceVariantResource,
  requiredScopes,
  roomResource,
  roomTypeResource,
  specialResource,
  supplementResource,
  termsResource,
} from '@seaberth/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../api/client.ts';
import { useCan } from '../../app/session-context.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { ALL_ROWS, type ResourceRow, toListQuery, useResourceList } from '../../resources/use-resource.ts';
import { type BookableTripsQuery, fetchBookableTrips } from '../bookings/index.ts';
import { postQuote } from '../pricing/index.ts';
import type { QuoteDraftBody } from './wizard-bodies.ts';
import { guestFromCustomer, type WizardGuest } from './wizard-draft.ts';
import type { RoomOffer } from './wizard-rooms.ts';

/**
 * A customer chosen outside the search (created quickly, or a related guest) with the facts the
 * search would have brought: the birthday tells a child, the countries a special's rules.
 */
export async function loadGuest(choice: {
  id: string;
  fullName: string;
  email?: string;
}): Promise<WizardGuest> {
  try {
    return guestFromCustomer(await api.GET('/api/customer/{id}', { path: { id: choice.id } }));
  } catch {
    return guestFromCustomer({ id: choice.id, fullName: choice.fullName, contact: { email: choice.email } });
  }
}

/** The wizard explains its failures on the step they concern. */
const SILENT = { silent: true } as const;

export const wizardKeys = {
  all: ['wizard'] as const,
  available: (asset: string, from: string, to: string, agency: string) =>
    ['wizard', 'available', asset, from, to, agency] as const,
  quote: (body: unknown) => ['wizard', 'quote', body] as const,
  trips: (query: unknown) => ['trip', 'bookable', 'wizard', query] as const,
};

/**
 * Every room of an asset with at least one bed free for the nights (`free` when all are). Booking
 * for an agency, the rooms of its allotments count as free too.
 */
export function useAvailableRooms(asset: string, from: string, to: string, enabled = true, agency = '') {
  return useQuery({
    queryKey: wizardKeys.available(asset, from, to, agency),
    queryFn: () =>
      api.GET('/api/rooms/available/{id}', {
        path: { id: asset },
        query: { from, to, ...(agency ? { agency } : {}) },
      }),
    enabled: enabled && Boolean(asset && from && to && from < to),
    meta: SILENT,
  });
}

/** A room type with the rooms of it that are free, and how much is left. */
export interface RoomTypeOffer {
  id: string;
  name: string;
  defaultNoOfPax?: number;
  rooms: RoomOffer[];
  /** Rooms free as a whole. */
  freeRooms: number;
  /** Free beds over all its rooms, shared rooms included. */
  freeBeds: number;
}

const NO_TYPE = '';

/**
 * The free rooms of a resort or vessel for the nights, grouped by room type, each with whether it
 * may be sold bed by bed (`allowSharedRoom`, from the room records); with the agency's allotment
 * rooms when it is booked for one.
 */
export function useRoomOffers(
  kind: 'resort' | 'vessel',
  asset: string,
  from: string,
  to: string,
  agency?: string | null,
) {
  const ready = Boolean(asset);
  const available = useAvailableRooms(asset, from, to, ready, agency ?? '');
  const params = { page: 0, size: 0, filter: { [kind]: asset } };
  const records = useResourceList(roomResource, params, ready);
  const types = useResourceList(roomTypeResource, params, ready);

  const groups = useMemo<RoomTypeOffer[]>(() => {
    const shared = new Map((records.data?.data ?? []).map((row) => [row.id, row.allowSharedRoom === true]));
    const typeRows = new Map((types.data?.data ?? []).map((row) => [row.id, row]));
    const byType = new Map<string, RoomTypeOffer>();
    for (const room of available.data ?? []) {
      if (room.blocked || room.freeBeds.length === 0) continue;
      const type = room.roomType ?? NO_TYPE;
      const row = typeRows.get(type);
      let group = byType.get(type);
      if (!group) {
        group = {
          id: type,
          name: typeof row?.name === 'string' ? row.name : '',
          defaultNoOfPax: typeof row?.defaultNoOfPax === 'number' ? row.defaultNoOfPax : undefined,
          rooms: [],
          freeRooms: 0,
          freeBeds: 0,
        };
        byType.set(type, group);
      }
      const allowSharedRoom = shared.get(room.id) ?? false;
      // A room someone else holds beds in is for sale only bed by bed, and only when it is shared.
      if (!room.free && !allowSharedRoom) continue;
      group.rooms.push({
        id: room.id,
        name: room.name,
        roomType: room.roomType,
        availableBeds: room.freeBeds.length,
        freeBeds: room.freeBeds,
        placeBeds: room.placeBeds ?? [],
        free: room.free,
        allowSharedRoom,
        sharedWith: room.sharedWith ?? null,
        allotment: room.allotment === true,
      });
      if (room.free) group.freeRooms += 1;
      group.freeBeds += room.freeBeds.length;
    }
    return [...byType.values()]
      .map((group) => ({ ...group, rooms: group.rooms.sort((a, b) => compareNames(a.name, b.name)) }))
      .filter((group) => group.rooms.length > 0)
      .sort((a, b) => compareNames(a.name || '~', b.name || '~'));
  }, [available.data, records.data, types.data]);

  const offers = useMemo(
    () => new Map(groups.flatMap((g) => g.rooms.map((room) => [room.id, room]))),
    [groups],
  );
  return {
    groups,
    offers,
    /** The free list (with the room records) has arrived; before that nothing counts as gone. */
    loaded: available.isSuccess && !available.isFetching && records.isFetched,
    isPending: ready && (available.isPending || records.isPending),
    isFetching: available.isFetching,
    error: available.error ?? records.error,
    refetch: () => {
      void available.refetch();
      void records.refetch();
    },
  };
}

/** Active rows only (rows without the flag count as active). */
const active = (rows: ResourceRow[] | undefined) => (rows ?? []).filter((row) => row.isActive !== false);

/** The choices of the extras and details steps. */
export function useWizardChoices(asset: { kind: 'resort' | 'vessel'; id: string }) {
  const variants = useResourceList(priceVariantResource, ALL_ROWS);
  const supplements = useResourceList(supplementResource, ALL_ROWS);
  // Agents book without choosing specials: those apply by themselves through the quote.
  const mayChooseSpecials = useCan(requiredScopes(specialResource, 'read'));
  const specials = useResourceList(
    specialResource,
    { page: 0, size: 0, filter: { status: 'active' } },
    mayChooseSpecials,
  );
  const sources = useResourceList(bookingSourceResource, ALL_ROWS);
  const categories = useResourceList(bookingCategoryResource, ALL_ROWS);
  const terms = useResourceList(termsResource, ALL_ROWS);
  const failed = [variants, supplements, specials, sources, categories, terms].some((q) => q.isError);
  const rows = {
    variants: variants.data?.data,
    supplements: supplements.data?.data,
    specials: specials.data?.data,
    sources: sources.data?.data,
    categories: categories.data?.data,
    terms: terms.data?.data,
  };
  const { kind, id } = asset;
  return useMemo(() => {
    const other = kind === 'resort' ? 'vessel' : 'resort';
    return {
      variants: rows.variants ?? [],
      // Offered everywhere (no asset) or at this resort or vessel.
      supplements: active(rows.supplements).filter((row) => !row[other] && (!row[kind] || row[kind] === id)),
      // Auto-added specials come with the quote by themselves; only the others are chosen.
      manualSpecials: (rows.specials ?? []).filter((row) => row.autoAdd !== true),
      sources: active(rows.sources),
      categories: rows.categories ?? [],
      terms: rows.terms ?? [],
      failed,
    };
  }, [
    kind,
    id,
    failed,
    rows.variants,
    rows.supplements,
    rows.specials,
    rows.sources,
    rows.categories,
    rows.terms,
  ]);
}

/**
 * The engine's live quote of the draft, asked again a moment after the draft stops changing; the
 * previous answer stays on screen meanwhile.
 */
export function useLiveQuote(body: QuoteDraftBody, enabled: boolean) {
  const key = JSON.stringify(body);
  const settled = useDebouncedValue(key, 400);
  return useQuery({
    queryKey: wizardKeys.quote(settled),
    queryFn: ({ signal }) => postQuote(JSON.parse(settled) as QuoteDraftBody, signal),
    enabled: enabled && settled === key,
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

/** The prices of several drafts at once (the fast path's price per room type). */
export function quoteOnce(body: QuoteDraftBody, signal?: AbortSignal) {
  return postQuote(body, signal);
}

export const TRIPS_PAGE_SIZE = 25;

/**
 * A page of the departures that can be sold, searched by tour name; for an agency with its
 * allotments counted as free (the agency is part of the query, so of the cache key too).
 */
export function useWizardTrips(page: number, search: string, agency?: string | null) {
  const query: BookableTripsQuery = {
    ...toListQuery({ page, size: TRIPS_PAGE_SIZE, sort: 'from', order: 1, search }),
    new: 'true',
    available: 'true',
    ...(agency ? { agency } : {}),
  };
  return useQuery({
    queryKey: wizardKeys.trips(query),
    queryFn: () => fetchBookableTrips(query),
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

/**
 * A trip named by a link (`?schedule=`): the bookable list has no filter by id, so the short list
 * of every trip is read once and the one wanted picked from it.
 */
export function useTripById(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['trip', 'bookable', 'wizard', 'byId', id] as const,
    queryFn: async () => {
      const all = await api.GET('/api/schedule/booking', { query: { page: 0, size: 0, short: 'true' } });
      return all.data.find((trip) => trip.id === id) ?? null;
    },
    enabled: enabled && Boolean(id),
    meta: SILENT,
  });
}

export function createBooking(body: CreateBookingInput) {
  return api.POST('/api/bookings', { body });
}

/** After a refusal because a room was taken: reload what is free. */
export function useRefreshAvailability() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: [...wizardKeys.all, 'available'] }),
    [queryClient],
  );
}
