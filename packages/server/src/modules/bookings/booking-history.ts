import {
  type BookingDetail,
  type BookingDiff,
  type BookingVersion,
  type BookingVersionDetail,
  diffSnapshots,
  type FieldChange,
  type HistoryAction,
  snapshotOf,
} from '@seaberth/domain';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import { toBookingDetail } from './booking-steps.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import type { VersionRow } from './booking-history.repository.ts';

/**
 * A booking's history: every action ends by recording the version it claimed — the booking as it
 * now is and what changed against the version before — in the same transaction, so a change and
 * its version commit or roll back together (and the database refuses a version bump without one).
 */
export async function recordVersion(
  tx: BookingsRepository,
  id: string,
  action: HistoryAction,
  actor: Actor,
  /** What the version records beyond the booking's own fields (a mail sent, with its attachments). */
  notes: FieldChange[] = [],
): Promise<BookingDetail> {
  const row = await tx.booking(id);
  if (!row) throw notFound('Booking');
  const rooms = await tx.roomsOf(id);
  const guests = await tx.guestsOf(id);
  const payments = await tx.paymentsOf(id);
  const detail = toBookingDetail(row, rooms, guests, payments);
  const snapshot = snapshotOf(detail);
  // A booking starts at version 1: its first version has nothing before it to read.
  const before = row.version > 1 ? await tx.history.snapshotBefore(id, row.version) : null;
  await tx.history.insert({
    booking: id,
    version: row.version,
    action,
    actor: actor.userId ?? null,
    actorName: actor.userId ? (actor.name ?? '') : '',
    changes: [...diffSnapshots(before, snapshot), ...notes],
    snapshot,
  });
  await tx.todos.versioned(id, action);
  return detail;
}

const toVersion = (row: Omit<VersionRow, 'snapshot'>): BookingVersion => ({
  version: row.version,
  action: row.action as HistoryAction,
  at: row.at.toISOString(),
  actor: row.actor ? { id: row.actor, name: row.actorName } : null,
  changes: row.changes,
});

/** The history calls: the timeline, one version as it was, and any two versions compared. */
export class BookingHistoryReads {
  constructor(private readonly repository: BookingsRepository) {}

  /** The timeline; a version that wrote mails says where each is now (queued, sent or failed). */
  async list(booking: string): Promise<BookingVersion[]> {
    const versions = (await this.repository.history.list(booking)).map(toVersion);
    const ids = versions.flatMap((v) => v.changes.flatMap((c) => (c.mail ? [c.mail] : [])));
    const deliveries = await this.repository.history.deliveries(ids);
    return versions.map((version) => {
      const mails = version.changes.flatMap((change) => {
        const delivery = change.mail ? deliveries.get(change.mail) : undefined;
        if (!change.mail || !delivery) return [];
        return [
          {
            id: change.mail,
            to: delivery.to,
            status: delivery.status,
            sentAt: delivery.sentAt?.toISOString() ?? null,
            lastError: delivery.lastError,
          },
        ];
      });
      return mails.length ? { ...version, mails } : version;
    });
  }

  async version(booking: string, version: number): Promise<BookingVersionDetail> {
    const [row] = await this.repository.history.versions(booking, [version]);
    if (!row) throw notFound('Version');
    return { ...toVersion(row), snapshot: row.snapshot };
  }

  async diff(booking: string, from: number, to: number): Promise<BookingDiff> {
    const rows = await this.repository.history.versions(booking, [from, to]);
    const before = rows.find((r) => r.version === from);
    const after = rows.find((r) => r.version === to);
    if (!before || !after) throw notFound('Version');
    return { from, to, changes: diffSnapshots(before.snapshot, after.snapshot) };
  }
}
