import { z } from 'zod';
import { BOOKING_STATES } from '../booking-states/index.ts';
import { compareNames } from '../assets/index.ts';

/** What a trip's lists read of its bookings: the passenger list and the money per booking. */

/** `GET /api/schedule/{id}/customers` and `GET /api/bookings/{id}/customers`: one line per guest. */
export const tripCustomerSchema = z.object({
  customer: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  birthday: z.string().nullable(),
  age: z.number().nullable(),
  nationality: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The travel document as the guest form (or the operator) recorded it, for the manifest. */
  passportNumber: z.string(),
  passportExpires: z.string().nullable(),
  /** "PADI Advanced Open Water", and the logged dives, from the guest form. */
  certification: z.string(),
  dives: z.number().nullable(),
  /**
   * The medical questionnaire of the guest's sent form for this booking: `physician` when any
   * answer is yes (a physician's evaluation is needed before diving), `fit` when all are no, null
   * without a sent form. On the trip's lists only.
   */
  medical: z.enum(['fit', 'physician']).nullable().optional(),
  booking: z.string(),
  bookingNo: z.string(),
  state: z.enum(BOOKING_STATES),
  roomBooking: z.string(),
  room: z.string(),
  roomName: z.string(),
  bed: z.number(),
});
export type TripCustomer = z.infer<typeof tripCustomerSchema>;

/** One booking's money on a trip: `GET /api/tour/{tour}/{schedule}/payments`. */
export const tripPaymentLineSchema = z.object({
  booking: z.string(),
  bookingNo: z.string(),
  state: z.enum(BOOKING_STATES),
  leadName: z.string(),
  noOfPax: z.number(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  open: z.number(),
  /** The first due amount not yet covered by payments, with what is still open of it. */
  nextDue: z.object({ date: z.string(), amount: z.number() }).nullable(),
  overdue: z.boolean(),
});
export type TripPaymentLine = z.infer<typeof tripPaymentLineSchema>;

export const tripPaymentsSchema = z.object({
  bookings: z.array(tripPaymentLineSchema),
  /** Per currency over the trip's bookings. */
  totals: z.array(z.object({ currency: z.string(), total: z.number(), paid: z.number(), open: z.number() })),
});
export type TripPayments = z.infer<typeof tripPaymentsSchema>;

/** A cabin as the passenger manifest prints it (its places by roomCapacity). */
export interface ManifestCabin {
  id: string;
  name: string;
  /** Its deck's place from the top; cabins without a deck come last. */
  deckSort: number | null;
  /** Its place numbers in the beds' order. */
  places: readonly number[];
  /** Which bed and which sleeper of it each place number is. */
  sleepers: readonly { no: number; bed: number; sleeper: number }[];
}

/** A guest on board: the position in the booked room's beds (or the cabin's places). */
export interface ManifestGuest {
  room: string;
  bed: number;
  roomBeds: number[] | null;
}

/** Cabins deck by deck (top first), then by name as people count ("Cabin 2" before "Cabin 10"). */
export function inManifestOrder<C extends Pick<ManifestCabin, 'name' | 'deckSort'>>(
  cabins: readonly C[],
): C[] {
  const last = Number.MAX_SAFE_INTEGER;
  return [...cabins].sort(
    (a, b) => (a.deckSort ?? last) - (b.deckSort ?? last) || compareNames(a.name, b.name),
  );
}

/**
 * The passenger manifest's lines: one per guest on board, never one per empty bed, cabins deck by
 * deck and by name as people count ("Cabin 2" before "Cabin 10"), guests in the order of their
 * places. `place` says the bed ("Bed 1", "Bed 1/2" for the second sleeper of a double bed).
 */
export function manifestLines<G extends ManifestGuest>(
  cabins: readonly ManifestCabin[],
  guests: readonly G[],
): { cabin: ManifestCabin; place: string; guest: G }[] {
  return inManifestOrder(cabins).flatMap((cabin) => {
    const placeOf = (guest: G) =>
      (guest.roomBeds ?? cabin.places)[guest.bed] ?? cabin.places[guest.bed] ?? null;
    const order = (no: number | null) => (no === null ? Number.MAX_SAFE_INTEGER : cabin.places.indexOf(no));
    return guests
      .filter((guest) => guest.room === cabin.id)
      .map((guest) => ({ guest, no: placeOf(guest) }))
      .sort((a, b) => order(a.no) - order(b.no) || a.guest.bed - b.guest.bed)
      .map(({ guest, no }) => {
        const sleeper = cabin.sleepers.find((s) => s.no === no);
        const place = !sleeper
          ? ''
          : sleeper.sleeper === 0
            ? `Bed ${sleeper.bed + 1}`
            : `Bed ${sleeper.bed + 1}/${sleeper.sleeper + 1}`;
        return { cabin, place, guest };
      });
  });
}
