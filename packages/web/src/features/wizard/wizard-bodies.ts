import type { BookingSourceKind, CreateBookingInput, quoteDraftSchema } from '@seaberth/domain';
import type { z } from 'zod';
import { assetOf, guestsOf, type WizardAddon, type WizardDraft } from './wizard-draft.ts';

/** An add-on's guests that are still in the booking (a guest taken off drops out). */
function addonCustomers(addon: WizardAddon, guests: Set<string>): string[] | undefined {
  return addon.customers === null ? undefined : addon.customers.filter((id) => guests.has(id));
}

/** `POST /api/bookings` (createBookingSchema). */
export function toCreateBooking(draft: WizardDraft): CreateBookingInput {
  const guests = new Set(guestsOf(draft).map((guest) => guest.id));
  const where: Pick<CreateBookingInput, 'schedule' | 'resort' | 'dates'> =
    draft.kind === 'trip'
      ? { schedule: draft.trip?.id ?? '' }
      : { resort: draft.resort, dates: { from: draft.from, to: draft.to } };
  return {
    ...where,
    rooms: draft.rooms.map((room) => {
      const variants = room.places.map((place) => (place.guest ? place.variant : null));
      return {
        room: room.room,
        guests: room.places.map((place) => place.guest?.id ?? null),
        ...(room.beds !== null ? { beds: [...room.beds] } : {}),
        ...(variants.some(Boolean) ? { variants } : {}),
      };
    }),
    state: draft.state,
    source: draft.source,
    bookingSource: draft.bookingSource,
    category: draft.category,
    currency: draft.currency,
    language: draft.language,
    termsOfPayment: draft.termsOfPayment,
    ...(draft.agency ? { agency: draft.agency } : {}),
    ...(draft.referralCode.trim() ? { referralCode: draft.referralCode.trim() } : {}),
    note: draft.note.trim(),
    extras: {
      addons: draft.addons.map((addon) => {
        const customers = addonCustomers(addon, guests);
        return {
          supplement: addon.supplement,
          ...(customers ? { customers } : {}),
          ...(addon.quantity > 1 ? { quantity: addon.quantity } : {}),
        };
      }),
      specials: draft.specials.map((special) => ({ special })),
    },
  };
}

/** The quote endpoint's body as sent (`bookingDate` left to the server: today in its timezone). */
export type QuoteDraftBody = z.input<typeof quoteDraftSchema>;

/** `POST /api/book/booking/price`: the draft as the engine prices it. */
export function toQuoteDraft(draft: WizardDraft): QuoteDraftBody {
  const guests = new Set(guestsOf(draft).map((guest) => guest.id));
  const body: QuoteDraftBody = {
    asset: assetOf(draft),
    rooms: draft.rooms.map((room) => ({
      roomType: room.roomType ?? room.room,
      room: room.room,
      name: room.name,
      beds: room.places.map((place) =>
        place.guest
          ? {
              id: place.guest.id,
              name: place.guest.fullName,
              birthday: place.guest.birthday,
              permanentAge: place.guest.permanentAge,
              passportCountry: place.guest.passportCountry || null,
              addressCountry: place.guest.addressCountry || null,
              variant: place.variant,
            }
          : null,
      ),
    })),
    source: draft.source as BookingSourceKind,
    bookingSource: draft.bookingSource,
    currency: draft.currency,
    termsOfPayment: draft.termsOfPayment,
  };
  // The server prices the agency's contract into the quote (`calculation.commission`).
  if (draft.agency) body.agency = { id: draft.agency };
  if (draft.kind === 'trip') body.schedule = { id: draft.trip?.id ?? '' };
  else body.dates = { from: draft.from, to: draft.to };
  if (draft.addons.length > 0)
    body.addons = draft.addons.map((addon) => {
      const customers = addonCustomers(addon, guests);
      return {
        supplement: addon.supplement,
        ...(customers ? { customers } : {}),
        ...(addon.quantity > 1 ? { quantity: addon.quantity } : {}),
      };
    });
  // A referral code the server accepted shows its special in the quote, as the booking will get it.
  const specials = [...draft.specials];
  const referralSpecial = draft.referral?.special;
  if (referralSpecial && !specials.includes(referralSpecial)) specials.push(referralSpecial);
  if (specials.length > 0) body.specials = specials.map((special) => ({ special }));
  return body;
}
