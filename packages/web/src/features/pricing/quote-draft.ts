import type { BookingSourceKind, QuoteDraft, QuoteRoom } from '@seaberth/domain';

/** One room or cabin of a sample booking: its type and one age per guest ('' = an adult). */
export interface SampleRoom {
  roomType: string;
  ages: string[];
}

/** What the quote preview asks for; turned into the engine's QuoteDraft by `buildQuoteDraft`. */
export interface SampleBooking {
  assetKind: 'resort' | 'vessel';
  assetId: string;
  from: string;
  to: string;
  /** A vessel's departure; its dates win over from/to. */
  scheduleId: string;
  bookingDate: string;
  source: BookingSourceKind;
  currency: string;
  rooms: SampleRoom[];
  /** Supplement ids, each for every guest. */
  addons: string[];
}

/** The rooms of the asset, so a sample room can name a real one (room-specific prices match). */
export interface RoomOption {
  id: string;
  roomType: string | null;
  name: string;
}

/**
 * The draft the quote endpoint takes. Each sample room gets a real room of its type when the asset
 * has one left, else a stand-in id (the engine only compares room ids). Guests are "Guest 1…n" in
 * booking order; an age makes a child or a senior, no age an adult.
 */
export function buildQuoteDraft(
  sample: SampleBooking,
  rooms: readonly RoomOption[],
  extra: Pick<QuoteDraft, 'specials'> = {},
): QuoteDraft {
  const used = new Set<string>();
  let guestNo = 0;
  const draftRooms: QuoteRoom[] = sample.rooms
    .filter((room) => room.roomType)
    .map((room, index) => {
      const real = rooms.find((r) => r.roomType === room.roomType && !used.has(r.id));
      if (real) used.add(real.id);
      return {
        roomType: room.roomType,
        room: real?.id ?? `sample-room-${index + 1}`,
        ...(real ? { name: real.name } : {}),
        beds: room.ages.map((age) => {
          guestNo += 1;
          const years = age.trim() === '' ? null : Number(age);
          return {
            id: `guest-${guestNo}`,
            name: `Guest ${guestNo}`,
            permanentAge: years !== null && Number.isInteger(years) && years >= 0 ? years : null,
          };
        }),
      };
    });
  const guestIds = draftRooms.flatMap((room) => room.beds.map((bed) => bed?.id ?? '')).filter(Boolean);
  const draft: QuoteDraft = {
    asset: { kind: sample.assetKind, id: sample.assetId },
    rooms: draftRooms,
    bookingDate: sample.bookingDate,
    source: sample.source,
    currency: sample.currency,
  };
  if (sample.assetKind === 'vessel' && sample.scheduleId) {
    // The server reads tour and dates of the schedule itself (quote-draft-schema).
    draft.schedule = { id: sample.scheduleId } as QuoteDraft['schedule'];
  } else {
    draft.dates = { from: sample.from, to: sample.to };
  }
  if (sample.addons.length > 0)
    draft.addons = sample.addons.map((supplement) => ({ supplement, customers: guestIds }));
  if (extra.specials && extra.specials.length > 0) draft.specials = extra.specials;
  return draft;
}

/** Whether a sample is complete enough to quote (asset, dates or schedule, at least one guest). */
export function isQuotable(sample: SampleBooking): boolean {
  if (!sample.assetId || !sample.currency || !sample.bookingDate) return false;
  const hasDates =
    (sample.assetKind === 'vessel' && sample.scheduleId !== '') ||
    (/^\d{4}-\d{2}-\d{2}$/.test(sample.from) &&
      /^\d{4}-\d{2}-\d{2}$/.test(sample.to) &&
      sample.from < sample.to);
  const guests = sample.rooms.filter((room) => room.roomType).reduce((n, room) => n + room.ages.length, 0);
  return hasDates && guests > 0;
}
