import { type BookingState, holdsBeds, type OnlineHoldExtension, onlineHoldLimits } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { refusal } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { OnlineBookingsRepository, type OnlineRow } from './online-bookings.repository.ts';

/** WCAG 2.2.1 (Timing Adjustable) asks that a guest can extend a time limit at least ten times. */
export const HOLD_EXTENSIONS = 10;

/** The beds are given back (or about to be): the same answer as for a booking the token does not open. */
const released = () => refusal('NOT_FOUND', 'The places of this booking were released: please book again');

/**
 * More time to pay: the hold's end moves to now + `booking.onlineHoldMinutes`, and its release job
 * with it. Decided in one transaction under the online row's lock, and the job row is moved only
 * while no process has claimed it: once the release job runs (its row locked by the runner), an
 * extend is refused, and once an extend committed, the job is not due until the new end (the job
 * itself checks the end again, online-booking.service.ts `releaseHold`). So the release and an
 * extend at the same moment never both win, and exactly one release job stays.
 */
export class OnlineHoldExtender {
  constructor(private readonly services: Services) {}

  async extend(row: OnlineRow, releaseJob: string): Promise<OnlineHoldExtension> {
    // Read before the transaction: nothing inside it may wait for another connection.
    const { onlineHoldMinutes } = onlineHoldLimits(await this.services.settings.group('booking'));
    return this.services.database.db.transaction(async (transaction) => {
      const online = new OnlineBookingsRepository(transaction as unknown as Db);
      const locked = await online.lock(row.id);
      const booking = locked?.booking ? await online.bookingPayState(locked.booking) : undefined;
      if (!locked || !booking) throw released();
      const now = this.services.clock.now();
      if (booking.state !== 'draft' || booking.paid > 0) {
        if (!holdsBeds(booking.state as BookingState)) throw released();
        throw refusal(
          'ACTION_NOT_ALLOWED',
          'This booking is not waiting for a payment online: its places need no more time',
        );
      }
      if (!locked.holdUntil || locked.holdUntil.getTime() <= now.getTime()) throw released();
      if (locked.holdExtensions >= HOLD_EXTENSIONS)
        throw refusal(
          'HOLD_EXTENSION_LIMIT',
          `The hold was extended ${HOLD_EXTENSIONS} times already: please pay now, or contact us for more time`,
          { params: { max: HOLD_EXTENSIONS } },
        );
      // Never shorter than it was (the operator may have lowered the setting since).
      const holdUntil = new Date(
        Math.max(locked.holdUntil.getTime(), now.getTime() + onlineHoldMinutes * 60_000),
      );
      // One row per booking (kind and key are unique). A row the runner has claimed is not moved:
      // its release is under way, so the extend gives way to it.
      if (!(await online.moveReleaseJob(releaseJob, locked.booking!, holdUntil, now))) throw released();
      const made = await online.extendHold(locked.id, holdUntil);
      return {
        holdUntil: made!.holdUntil!.toISOString(),
        extensionsLeft: Math.max(0, HOLD_EXTENSIONS - made!.holdExtensions),
      };
    });
  }
}
