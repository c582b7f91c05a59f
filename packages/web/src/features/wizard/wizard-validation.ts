import { isIsoDate, nightsBetween } from '@seaberth/domain';
import { guestsOf, MAX_NIGHTS, STEP, WIZARD_STEPS, type WizardDraft } from './wizard-draft.ts';
import type { RoomOffer } from './wizard-rooms.ts';

/** A problem that stops a step; `code` names a text `wizard.issues.{code}`. */
export interface WizardIssue {
  path: string;
  code: string;
  params?: Record<string, string | number>;
}

/** What the rooms step knows about the rooms now free (after a reload of the free list). */
export interface AvailabilityCheck {
  rooms: ReadonlyMap<string, Pick<RoomOffer, 'free' | 'freeBeds' | 'availableBeds'>>;
}

function whatIssues(draft: WizardDraft): WizardIssue[] {
  if (draft.kind === 'trip') {
    if (!draft.trip) return [{ path: 'schedule', code: 'pickTrip' }];
    if (!draft.trip.vessel) return [{ path: 'schedule', code: 'tripLoading' }];
    return [];
  }
  const issues: WizardIssue[] = [];
  if (!draft.resort) issues.push({ path: 'resort', code: 'pickResort' });
  if (!isIsoDate(draft.from)) issues.push({ path: 'from', code: 'arrival' });
  if (!isIsoDate(draft.to)) issues.push({ path: 'to', code: 'departure' });
  else if (isIsoDate(draft.from)) {
    const nights = nightsBetween(draft.from, draft.to);
    if (draft.to <= draft.from) issues.push({ path: 'to', code: 'departureAfterArrival' });
    else if (nights > MAX_NIGHTS) issues.push({ path: 'to', code: 'tooLong', params: { max: MAX_NIGHTS } });
  }
  return issues;
}

function roomsIssues(draft: WizardDraft, check?: AvailabilityCheck): WizardIssue[] {
  if (draft.rooms.length === 0) return [{ path: 'rooms', code: 'pickRoom' }];
  const issues: WizardIssue[] = [];
  const seen = new Set<string>();
  draft.rooms.forEach((room, i) => {
    const at = `rooms.${i}`;
    if (room.places.length === 0) issues.push({ path: at, code: 'noPlaces', params: { room: room.name } });
    if (room.beds === null && room.places.length > room.capacity)
      issues.push({ path: at, code: 'tooMany', params: { room: room.name, count: room.capacity } });
    if (room.beds !== null && room.beds.length !== room.places.length)
      issues.push({ path: `${at}.beds`, code: 'bedPerGuest', params: { room: room.name } });
    const offer = check?.rooms.get(room.room);
    if (check && !offer) issues.push({ path: at, code: 'roomGone', params: { room: room.name } });
    else if (offer) {
      const bedsGone = room.beds?.some((bed) => !offer.freeBeds.includes(bed));
      if ((room.beds === null && !offer.free) || bedsGone)
        issues.push({ path: at, code: 'roomGone', params: { room: room.name } });
    }
    room.places.forEach((place, j) => {
      if (!place.guest) return;
      if (seen.has(place.guest.id))
        issues.push({
          path: `${at}.guests.${j}`,
          code: 'guestTwice',
          params: { name: place.guest.fullName },
        });
      seen.add(place.guest.id);
    });
  });
  if (seen.size === 0) issues.push({ path: 'rooms', code: 'needGuest' });
  return issues;
}

function extrasIssues(draft: WizardDraft): WizardIssue[] {
  const guests = new Set(guestsOf(draft).map((guest) => guest.id));
  const issues: WizardIssue[] = [];
  draft.addons.forEach((addon, i) => {
    if (addon.customers !== null && addon.customers.filter((id) => guests.has(id)).length === 0)
      issues.push({ path: `extras.addons.${i}.customers`, code: 'addonGuests' });
    if (!Number.isInteger(addon.quantity) || addon.quantity < 1)
      issues.push({ path: `extras.addons.${i}.quantity`, code: 'quantity' });
  });
  return issues;
}

function detailsIssues(draft: WizardDraft): WizardIssue[] {
  const issues: WizardIssue[] = [];
  if (!/^[A-Z]{3}$/.test(draft.currency)) issues.push({ path: 'currency', code: 'currency' });
  if (draft.note.length > 4000) issues.push({ path: 'note', code: 'noteTooLong' });
  return issues;
}

/** What stops the operator from leaving a step forward; empty when the step is complete. */
export function issuesOf(draft: WizardDraft, step: number, check?: AvailabilityCheck): WizardIssue[] {
  switch (step) {
    case STEP.what:
      return whatIssues(draft);
    case STEP.rooms:
      return roomsIssues(draft, check);
    case STEP.extras:
      return extrasIssues(draft);
    case STEP.details:
      return detailsIssues(draft);
    default:
      return [];
  }
}

/** The first step that is not complete, or null when the draft can be booked. */
export function firstIncompleteStep(draft: WizardDraft, upTo: number = WIZARD_STEPS.length): number | null {
  for (let step = 0; step < upTo; step += 1) if (issuesOf(draft, step).length > 0) return step;
  return null;
}

/** Which step a server field error belongs to (`rooms.0.guests.1` → rooms). */
export function stepOfField(path: string): number {
  const head = path.split('.')[0] ?? '';
  if (['schedule', 'resort', 'dates', 'from', 'to'].includes(head)) return STEP.what;
  if (head === 'rooms' || head === 'lead') return STEP.rooms;
  if (head === 'extras') return STEP.extras;
  if (head === 'state') return STEP.summary;
  return STEP.details;
}
