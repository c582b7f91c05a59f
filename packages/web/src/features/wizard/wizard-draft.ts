import { BOOKING_CHANNELS, isChild, LANGUAGES, type Language } from '@seaberth/domain';
import { z } from 'zod';

/**
 * The booking wizard's draft: everything the operator has entered so far, plain data that survives
 * a reload (localStorage) and turns into the create body and the quote draft by pure functions.
 */

export const WIZARD_DRAFT_KEY = 'seaberth.wizard.draft';

export const WIZARD_STEPS = ['what', 'rooms', 'extras', 'details', 'summary'] as const;
export type WizardStepName = (typeof WIZARD_STEPS)[number];
export const STEP = { what: 0, rooms: 1, extras: 2, details: 3, summary: 4 } as const;

/** The states a new booking starts in here: offer, reservation, booking. */
export const WIZARD_STATES = ['draft', 'planned', 'confirmed'] as const;
export type WizardState = (typeof WIZARD_STATES)[number];

/**
 * SPEC §5 childMaxAge: bootstrap sends the operator's settings `general.childMaxAge`; this is the
 * server's default for an answer without it.
 */
export const DEFAULT_CHILD_MAX_AGE = 11;

// The stay's length rules are shared with ui/stay-fields; the wizard's modules keep reading them here.
export { MAX_NIGHTS, nightsOf } from '../../ui/nights.ts';

const guestSchema = z.object({
  id: z.string().min(1),
  fullName: z.string(),
  email: z.string().optional(),
  birthday: z.string().nullable().default(null),
  permanentAge: z.number().int().nullable().default(null),
  passportCountry: z.string().nullable().default(null),
  addressCountry: z.string().nullable().default(null),
});
export type WizardGuest = z.output<typeof guestSchema>;

const placeSchema = z.object({ guest: guestSchema.nullable(), variant: z.string().nullable().default(null) });
export type WizardPlace = z.output<typeof placeSchema>;

const roomSchema = z.object({
  room: z.string().min(1),
  name: z.string(),
  roomType: z.string().nullable(),
  /** How many people the room takes when booked whole (its free beds). */
  capacity: z.number().int().min(1),
  /** The beds of a shared room, one per place, in place order; null books the whole room. */
  beds: z.array(z.number().int()).nullable(),
  /** One per bed sold: a guest or a paid-for empty bed (null guest). */
  places: z.array(placeSchema),
});
export type WizardRoom = z.output<typeof roomSchema>;

const tripSchema = z.object({
  id: z.string().min(1),
  vessel: z.string(),
  from: z.string(),
  to: z.string(),
  title: z.string(),
});
export type WizardTrip = z.output<typeof tripSchema>;

const addonSchema = z.object({
  supplement: z.string().min(1),
  /** Guests (customer ids) it is for; null means every guest. */
  customers: z.array(z.string()).nullable(),
  quantity: z.number().int().min(1).default(1),
});
export type WizardAddon = z.output<typeof addonSchema>;

export const wizardDraftSchema = z.object({
  version: z.literal(1),
  step: z
    .number()
    .int()
    .min(0)
    .max(WIZARD_STEPS.length - 1),
  kind: z.enum(['resort', 'trip']),
  resort: z.string(),
  from: z.string(),
  to: z.string(),
  trip: tripSchema.nullable(),
  rooms: z.array(roomSchema),
  /** A room asked for by a link (`?room=`), added once the free rooms are known. */
  preselectRoom: z.string().nullable(),
  addons: z.array(addonSchema),
  specials: z.array(z.string()),
  bookingSource: z.string().nullable(),
  source: z.enum(BOOKING_CHANNELS),
  category: z.string().nullable(),
  language: z.enum(LANGUAGES),
  currency: z.string(),
  termsOfPayment: z.string().nullable(),
  /** The agency it comes through (its commission is in the quote); drafts stored before have none. */
  agency: z.string().nullable().default(null),
  note: z.string(),
  state: z.enum(WIZARD_STATES),
  /** A friend's referral code as typed; drafts stored before have none. */
  referralCode: z.string().default(''),
  /** The code once the server accepted it: its special is in the quote (null: none, or not checked). */
  referral: z
    .object({
      code: z.string(),
      referrer: z.string(),
      special: z.string().nullable(),
      specialName: z.string(),
    })
    .nullable()
    .default(null),
});
export type WizardDraft = z.output<typeof wizardDraftSchema>;

export interface DraftDefaults {
  currency: string;
  language: Language;
  /** The resort chosen when there is only one to choose from. */
  resort?: string;
  /** A trip when the user may book no resort. */
  kind?: WizardDraft['kind'];
  /** An agent books for their own agency. */
  agency?: string | null;
}

export function emptyDraft(defaults: DraftDefaults): WizardDraft {
  return {
    version: 1,
    step: 0,
    kind: defaults.kind ?? 'resort',
    resort: defaults.resort ?? '',
    from: '',
    to: '',
    trip: null,
    rooms: [],
    preselectRoom: null,
    addons: [],
    specials: [],
    bookingSource: null,
    source: 'direct',
    category: null,
    language: defaults.language,
    currency: defaults.currency,
    termsOfPayment: null,
    agency: defaults.agency ?? null,
    note: '',
    state: 'planned',
    referralCode: '',
    referral: null,
  };
}

/** A stored draft, or null when there is none or it no longer reads as one (an older shape). */
export function parseStoredDraft(raw: unknown): WizardDraft | null {
  const parsed = wizardDraftSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The stay `[from, to)` of the draft: the resort dates or the trip's. */
export function stayOf(draft: Pick<WizardDraft, 'kind' | 'from' | 'to' | 'trip'>): {
  from: string;
  to: string;
} {
  return draft.kind === 'trip'
    ? { from: draft.trip?.from ?? '', to: draft.trip?.to ?? '' }
    : { from: draft.from, to: draft.to };
}

/** Where the booking takes place: the resort, or the trip's vessel. */
export function assetOf(draft: Pick<WizardDraft, 'kind' | 'resort' | 'trip'>): {
  kind: 'resort' | 'vessel';
  id: string;
} {
  return draft.kind === 'trip'
    ? { kind: 'vessel', id: draft.trip?.vessel ?? '' }
    : { kind: 'resort', id: draft.resort };
}

/** A new stay drops the rooms: what was free for the old nights may not be for the new ones. */
export function withStay(draft: WizardDraft, from: string, to: string): WizardDraft {
  if (draft.from === from && draft.to === to) return draft;
  return { ...draft, from, to, rooms: [] };
}

export function withResort(draft: WizardDraft, resort: string): WizardDraft {
  if (draft.resort === resort) return draft;
  return { ...draft, resort, rooms: [], addons: [], preselectRoom: null };
}

export function withTrip(draft: WizardDraft, trip: WizardTrip | null): WizardDraft {
  if (draft.trip?.id === trip?.id) return { ...draft, trip };
  return { ...draft, trip, rooms: [], addons: [] };
}

export function withKind(draft: WizardDraft, kind: WizardDraft['kind']): WizardDraft {
  if (draft.kind === kind) return draft;
  return { ...draft, kind, rooms: [], addons: [], preselectRoom: null };
}

/** Every named guest of the draft once, in room and bed order. */
export function guestsOf(draft: Pick<WizardDraft, 'rooms'>): WizardGuest[] {
  const seen = new Set<string>();
  const guests: WizardGuest[] = [];
  for (const room of draft.rooms) {
    for (const place of room.places) {
      if (place.guest && !seen.has(place.guest.id)) {
        seen.add(place.guest.id);
        guests.push(place.guest);
      }
    }
  }
  return guests;
}

/** SPEC §5: a guest is a child when their age on arrival is at most childMaxAge. */
export function isChildGuest(guest: WizardGuest, arrival: string, childMaxAge: number): boolean {
  return isChild({ birthday: guest.birthday, permanentAge: guest.permanentAge }, arrival, childMaxAge);
}

/** A customer row of the search (or the record after a quick create) as the wizard keeps a guest. */
export interface CustomerFacts {
  id: string;
  fullName?: string;
  contact?: { email?: string };
  masterData?: {
    firstName?: string;
    lastName?: string;
    birthday?: string | null;
    permanentAge?: number | null;
    nationality?: string;
  };
  address?: { country?: string };
  passport?: { nationality?: string };
}

export function guestFromCustomer(row: CustomerFacts): WizardGuest {
  const master = row.masterData ?? {};
  const fullName = row.fullName || [master.firstName, master.lastName].filter(Boolean).join(' ') || row.id;
  return {
    id: row.id,
    fullName,
    email: row.contact?.email ?? '',
    birthday: master.birthday || null,
    permanentAge: typeof master.permanentAge === 'number' ? master.permanentAge : null,
    // The passport's country, else the nationality: what a Nationality rule of a special reads.
    passportCountry: row.passport?.nationality || master.nationality || null,
    addressCountry: row.address?.country || null,
  };
}
