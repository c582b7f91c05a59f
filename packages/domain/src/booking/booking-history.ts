import { z } from 'zod';
import type { BookingDetail } from './booking-detail.ts';
import { REFERENCE_KINDS } from './booking-life-inputs.ts';
import { BOOKING_STATES } from '../booking-states/index.ts';
import { MAIL_STATUSES } from '../mail/index.ts';

/** A booked room as a version remembers it. */
export const snapshotRoomSchema = z.object({
  id: z.string(),
  roomName: z.string(),
  from: z.string(),
  to: z.string(),
  beds: z.array(z.number()).nullable(),
  locked: z.boolean(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  /** Guests by place; null is an empty, paid-for place. */
  guests: z.array(z.string().nullable()),
});
export type SnapshotRoom = z.infer<typeof snapshotRoomSchema>;

export const snapshotPaymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  method: z.string(),
  reference: z.string(),
});
export type SnapshotPayment = z.infer<typeof snapshotPaymentSchema>;

/**
 * What a version of a booking remembers: everything an operator sees on the booking page that an
 * action can change, in plain values (names, not only ids), so an old version reads on its own
 * even after rooms or customers were renamed or deleted.
 */
export const bookingSnapshotSchema = z.object({
  state: z.enum(BOOKING_STATES),
  from: z.string(),
  to: z.string(),
  lead: z.string().nullable(),
  leadName: z.string(),
  noOfPax: z.number(),
  schedule: z.string().nullable(),
  resort: z.string().nullable(),
  source: z.string(),
  bookingSource: z.string().nullable(),
  category: z.string().nullable(),
  language: z.string(),
  termsOfPayment: z.string().nullable(),
  note: z.string(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  optionUntil: z.string().nullable(),
  cancelationDate: z.string().nullable(),
  cancelReason: z.string().nullable(),
  freedDate: z.string().nullable(),
  releaseReason: z.string().nullable(),
  deletedDate: z.string().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  rebookedTo: z.string().nullable(),
  rebookedFrom: z.string().nullable(),
  /**
   * The booking's extras as they were (BookingDetail's `extras`): kept whole, whatever shape they
   * had when the version was written.
   */
  extras: z.record(z.string(), z.unknown()),
  references: z.array(z.object({ id: z.string(), kind: z.enum(REFERENCE_KINDS), value: z.string() })),
  rooms: z.array(snapshotRoomSchema),
  payments: z.array(snapshotPaymentSchema),
  /** The calculation's lines as "text: amount currency". */
  calculation: z.array(z.string()),
});
export type BookingSnapshot = z.infer<typeof bookingSnapshotSchema>;

/** One difference between two versions. `field` is a path: `state`, `rooms.Cabin 4.guests`, `payments`. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  /** Any value a booking field holds (a text, a number, a list, an object), or null. */
  before: z.unknown(),
  after: z.unknown(),
  /** For a mail written: its id in the mail queue, so the history can tell queued from sent. */
  mail: z.string().optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** A mail of a history entry and where it is now: waiting in the queue, accepted by SMTP, or failed. */
export const versionMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  status: z.enum(MAIL_STATUSES),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type VersionMail = z.infer<typeof versionMailSchema>;

/** The actions a version records (the booking page words them; SPEC §7 names most). */
export const HISTORY_ACTIONS = [
  'create',
  'copy',
  'edit',
  'change',
  'cancel',
  'release',
  'expire',
  'waitingOffer',
  'revert',
  'delete',
  'rebook',
  'revertRebook',
  'split',
  'changeRoom',
  'move',
  'moveRoom',
  'roomDates',
  'checkIn',
  'checkOut',
  'lock',
  'unlock',
  'payment',
  'deletePayment',
  'reference',
  'deleteReference',
  'calculation',
  'reprice',
  'rooms',
  'guests',
  'mail',
  'agency',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** `GET /api/bookings/{id}/history`: one entry per version, newest first. */
export const bookingVersionSchema = z.object({
  version: z.number(),
  action: z.enum(HISTORY_ACTIONS),
  at: z.string().meta({ format: 'date-time' }),
  /** Who acted; null for the system (an expired option, the waiting list). */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What this version changed against the one before it (everything, for the first). */
  changes: z.array(fieldChangeSchema),
  /** The mails this version wrote, with their delivery state now (action `mail`). */
  mails: z.array(versionMailSchema).optional(),
});
export type BookingVersion = z.infer<typeof bookingVersionSchema>;

/** `GET /api/bookings/{id}/history/{version}`: the version with the booking as it was. */
export const bookingVersionDetailSchema = bookingVersionSchema.extend({ snapshot: bookingSnapshotSchema });
export type BookingVersionDetail = z.infer<typeof bookingVersionDetailSchema>;

/** `GET /api/bookings/{id}/history/diff?from=&to=`: any two versions compared. */
export const historyDiffQuerySchema = z
  .object({ from: z.coerce.number().int().min(1), to: z.coerce.number().int().min(1) })
  .refine((q) => q.from !== q.to, { message: 'Compare two different versions', path: ['to'] });

export const bookingDiffSchema = z.object({
  from: z.number(),
  to: z.number(),
  changes: z.array(fieldChangeSchema),
});
export type BookingDiff = z.infer<typeof bookingDiffSchema>;

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

export function snapshotOf(detail: BookingDetail): BookingSnapshot {
  return {
    state: detail.state,
    from: detail.from,
    to: detail.to,
    lead: detail.lead,
    leadName: detail.leadName,
    noOfPax: detail.noOfPax,
    schedule: detail.schedule,
    resort: detail.resort,
    source: detail.source,
    bookingSource: detail.bookingSource,
    category: detail.category,
    language: detail.language,
    termsOfPayment: detail.termsOfPayment,
    note: detail.note,
    currency: detail.currency,
    total: detail.total,
    paid: detail.paid,
    optionUntil: detail.optionUntil,
    cancelationDate: detail.cancelationDate,
    cancelReason: detail.cancelReason,
    freedDate: detail.freedDate,
    releaseReason: detail.releaseReason,
    deletedDate: detail.deletedDate,
    checkIn: detail.checkIn,
    checkOut: detail.checkOut,
    rebookedTo: detail.rebookedTo,
    rebookedFrom: detail.rebookedFrom,
    extras: detail.extras,
    references: detail.references.map(({ id, kind, value }) => ({ id, kind, value })),
    rooms: detail.rooms.map((room) => ({
      id: room.id,
      roomName: room.roomName,
      from: room.from,
      to: room.to,
      beds: room.beds,
      locked: room.locked,
      checkIn: room.checkIn,
      checkOut: room.checkOut,
      guests: room.guests.map((g) => g?.fullName ?? null),
    })),
    payments: detail.payments.map((p) => ({
      id: p.id,
      date: p.date,
      amount: p.amount,
      currency: p.currency,
      method: p.method,
      reference: p.reference,
    })),
    calculation: (detail.calculation?.entries ?? []).map(
      (e) => `${e.text}: ${money(e.amount.amount, e.amount.currency)}`,
    ),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Items of `a` not in `b`, counting duplicates (two equal lines are two lines). */
function missing<T>(a: readonly T[], b: readonly T[]): T[] {
  const left = b.map((x) => JSON.stringify(x));
  return a.filter((x) => {
    const i = left.indexOf(JSON.stringify(x));
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

const LISTS = ['rooms', 'payments', 'calculation', 'references'] as const;

/**
 * What changed from `before` to `after`, field by field. Rooms are matched by their id (a room
 * moved to another cabin shows as `rooms.<old name>.roomName`); payments and references by id;
 * calculation lines as a list (removed lines before, added lines after). No `before` (the first
 * version) lists every field that has a value.
 */
export function diffSnapshots(before: BookingSnapshot | null, after: BookingSnapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of Object.keys(after) as (keyof BookingSnapshot)[]) {
    if ((LISTS as readonly string[]).includes(key)) continue;
    const was = before ? before[key] : null;
    if (!same(was, after[key]) && !(before === null && isEmpty(after[key])))
      changes.push({ field: key, before: was, after: after[key] });
  }
  changes.push(...diffRooms(before?.rooms ?? [], after.rooms));
  for (const key of ['payments', 'references'] as const) {
    const was = before?.[key] ?? [];
    const now = after[key];
    const ids = new Set(now.map((x) => x.id));
    const old = new Set(was.map((x) => x.id));
    for (const item of was) if (!ids.has(item.id)) changes.push({ field: key, before: item, after: null });
    for (const item of now) if (!old.has(item.id)) changes.push({ field: key, before: null, after: item });
  }
  const removed = missing(before?.calculation ?? [], after.calculation);
  const added = missing(after.calculation, before?.calculation ?? []);
  if (removed.length || added.length) changes.push({ field: 'calculation', before: removed, after: added });
  return changes;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === '' ||
    value === 0 ||
    (typeof value === 'object' && same(value, { addons: [], specials: [] }))
  );
}

function diffRooms(before: SnapshotRoom[], after: SnapshotRoom[]): FieldChange[] {
  const changes: FieldChange[] = [];
  const now = new Map(after.map((r) => [r.id, r]));
  const was = new Map(before.map((r) => [r.id, r]));
  for (const room of before)
    if (!now.has(room.id))
      changes.push({ field: `rooms.${room.roomName}`, before: roomText(room), after: null });
  for (const room of after) {
    const old = was.get(room.id);
    if (!old) {
      changes.push({ field: `rooms.${room.roomName}`, before: null, after: roomText(room) });
      continue;
    }
    for (const key of ['roomName', 'from', 'to', 'beds', 'locked', 'checkIn', 'checkOut', 'guests'] as const)
      if (!same(old[key], room[key]))
        changes.push({ field: `rooms.${old.roomName}.${key}`, before: old[key], after: room[key] });
  }
  return changes;
}

/** A room as one line of text in a diff: "Cabin 4, 2027-03-06 – 2027-03-13: Anna Berg, Ben Berg". */
function roomText(room: SnapshotRoom): string {
  const guests = room.guests.map((g) => g ?? '–').join(', ');
  return `${room.roomName}, ${room.from} – ${room.to}: ${guests}`;
}
