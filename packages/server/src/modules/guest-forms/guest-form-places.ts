import {
  type BookingDetail,
  type GuestFormGuest,
  type GuestFormState,
  guestFormDataSchema,
  prefillFromCustomer,
} from '@seaberth/domain';
import type { GuestFormRowDb, GuestFormsRepository } from './guest-forms.repository.ts';

/** One place of a booked room and its form, as the public form and the booking page list them. */
export interface GuestFormPlace {
  form: GuestFormRowDb;
  roomName: string;
  /** 1-based, as people count beds. */
  bed: number;
  /** The guest sleeping there now, if any. */
  customer: string | null;
  name: string;
}

/**
 * The forms of a booking's places, made when first asked for: a place with a guest starts with
 * what the customer record knows, a blank place starts empty. A form nobody wrote in yet follows
 * the guest now in its place.
 */
export async function formsOfPlaces(
  repository: GuestFormsRepository,
  booking: BookingDetail,
): Promise<GuestFormPlace[]> {
  const places = booking.rooms.flatMap((room) => room.guests.map((guest, index) => ({ room, index, guest })));
  const people = await repository.customers(places.flatMap((p) => (p.guest ? [p.guest.customer] : [])));
  const prefill = (customer: string | null) =>
    prefillFromCustomer(customer ? (people.get(customer) ?? null) : null);
  let forms = await repository.ofBooking(booking.id);
  const key = (roomBooking: string | null, bed: number) => `${roomBooking}:${bed}`;
  const known = new Map(forms.map((f) => [key(f.roomBooking, f.bed), f]));
  const missing = places.filter((p) => !known.has(key(p.room.id, p.index)));
  if (missing.length) {
    await repository.ensure(
      missing.map((p) => ({
        booking: booking.id,
        roomBooking: p.room.id,
        bed: p.index,
        customer: p.guest?.customer ?? null,
        data: prefill(p.guest?.customer ?? null),
      })),
    );
  }
  let refreshed = false;
  for (const p of places) {
    const form = known.get(key(p.room.id, p.index));
    const customer = p.guest?.customer ?? null;
    if (form && form.version === 0 && form.state === 'draft' && form.customer !== customer) {
      await repository.refreshUntouched(form.id, customer, prefill(customer));
      refreshed = true;
    }
  }
  if (missing.length || refreshed) forms = await repository.ofBooking(booking.id);
  const byPlace = new Map(forms.map((f) => [key(f.roomBooking, f.bed), f]));
  return places.flatMap((p) => {
    const form = byPlace.get(key(p.room.id, p.index));
    if (!form) return [];
    return [
      {
        form,
        roomName: p.room.roomName,
        bed: p.index + 1,
        customer: p.guest?.customer ?? null,
        name: p.guest?.fullName ?? '',
      },
    ];
  });
}

/** A form as the guest (and the review) sees it. */
export function toGuest(place: GuestFormPlace, files: GuestFormGuest['files']): GuestFormGuest {
  const { form } = place;
  return {
    form: form.id,
    roomName: place.roomName,
    bed: place.bed,
    name: place.name,
    state: form.state as GuestFormState,
    version: form.version,
    // Stored forms are read through the schema: a field added later gets its default.
    data: guestFormDataSchema.parse(form.data),
    files,
    submittedAt: form.submittedAt?.toISOString() ?? null,
    locked: form.state === 'applied',
  };
}
