import type { CustomerRelationKind } from '@seaberth/domain';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useCan } from '../../app/session-context.ts';
import { customerRelationsKey } from '../customers/index.ts';
import type { WizardGuest, WizardRoom } from './wizard-draft.ts';

/** A customer related to a guest of the booking who is not in it yet: offered to be added. */
export interface RelatedGuest {
  id: string;
  fullName: string;
  email: string;
  kind: CustomerRelationKind;
  /** The booked guest they belong to (the first one, when they belong to several). */
  of: string;
}

/**
 * The relations of these guests (`GET /api/customer/{id}/relations`, one cached call each) who are
 * not among them: what the wizard offers to add. Only for a reader of the customer file; a call
 * the server refuses (an agent) or that fails offers nothing, quietly.
 */
export function useRelatedGuests(customerIds: readonly string[]): RelatedGuest[] {
  const canRead = useCan(['customers.read']);
  const answers = useQueries({
    queries: customerIds.map((id) => ({
      queryKey: customerRelationsKey(id),
      queryFn: () => api.GET('/api/customer/{id}/relations', { path: { id } }),
      enabled: canRead,
      meta: { silent: true },
    })),
  });
  const booked = new Set(customerIds);
  const offered = new Map<string, RelatedGuest>();
  answers.forEach((answer, i) => {
    for (const relation of answer.data ?? []) {
      const { id, fullName, email } = relation.other;
      if (booked.has(id) || offered.has(id)) continue;
      offered.set(id, { id, fullName, email, kind: relation.kind, of: customerIds[i]! });
    }
  });
  return [...offered.values()];
}

/** Where a related guest goes: the next free place of `room`, else the booking's first free place. */
export function freePlaceFor(
  rooms: readonly WizardRoom[],
  room: string,
): { room: string; place: number } | null {
  const freeIn = (r: WizardRoom) => r.places.findIndex((place) => place.guest === null);
  const own = rooms.find((r) => r.room === room);
  const ordered = own ? [own, ...rooms.filter((r) => r !== own)] : rooms;
  for (const r of ordered) {
    const place = freeIn(r);
    if (place >= 0) return { room: r.room, place };
  }
  return null;
}

/** The rooms with `guest` on the free place `freePlaceFor` finds (unchanged when there is none). */
export function withRelatedGuest(
  rooms: readonly WizardRoom[],
  room: string,
  guest: WizardGuest,
): WizardRoom[] {
  const target = freePlaceFor(rooms, room);
  if (!target) return [...rooms];
  return rooms.map((r) =>
    r.room === target.room
      ? {
          ...r,
          places: r.places.map((place, i) =>
            i === target.place ? { ...place, guest, variant: null } : place,
          ),
        }
      : r,
  );
}
