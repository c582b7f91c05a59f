import {
  normalizeIdentity,
  type OnlineHoldLimits,
  onlineHoldCeiling,
  onlineHoldLimits,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { refusal } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { freeRooms } from '../assets/index.ts';
import { OccupancyRepository } from '../assets/index.ts';
import { OnlineBookingsRepository } from './online-bookings.repository.ts';

/** Who asks for a public booking: the socket's (or trusted proxy's) address and the booker's e-mail. */
export interface Visitor {
  ip: string;
  email: string;
}

/** An e-mail as one visitor: the same address however it is spelled (spaces, case, Unicode forms). */
export const visitorEmail = (email: string) => normalizeIdentity(email);

/**
 * The limits on what anonymous guests hold while they pay (settings of the group `booking`,
 * @seaberth/domain online-hold-limits.ts): cabins per booking, unpaid holds per visitor, and the
 * share of a place's free cabins that unpaid online bookings may hold at once. Counted in the
 * database inside the booking's transaction, under locks per visitor and per place, so neither
 * concurrent requests nor several server processes can pass a limit together.
 */
export class OnlineHolds {
  constructor(private readonly services: Services) {}

  /** Read before the booking's transaction (nothing inside it may wait for another connection). */
  async limits(): Promise<OnlineHoldLimits> {
    return onlineHoldLimits(await this.services.settings.group('booking'));
  }

  /** A booking of more cabins or rooms than one public booking may take is refused before anything is read. */
  checkRooms(rooms: number, limits: OnlineHoldLimits): void {
    if (rooms > limits.onlineMaxRooms)
      throw refusal(
        'ONLINE_ROOMS_LIMIT',
        `Book at most ${limits.onlineMaxRooms} cabins or rooms at once online; for more, please contact us`,
        { params: { max: limits.onlineMaxRooms } },
      );
  }

  /**
   * Inside the booking's transaction, before it holds anything: waits for other public bookings of
   * the same visitor and the same place, then refuses when the visitor holds enough unpaid
   * bookings already or the place's online holds would pass their share.
   */
  async check(
    tx: Db,
    request: { visitor: Visitor; asset: string; place: string; from: string; to: string; rooms: number },
    limits: OnlineHoldLimits,
  ): Promise<void> {
    const { visitor, asset, from, to } = request;
    const online = new OnlineBookingsRepository(tx);
    await online.lockVisitorAndPlace(visitor, asset);
    const now = this.services.clock.now();
    const mine = await online.unpaidHoldsOf(visitor, now);
    if (mine >= limits.onlineHoldsPerVisitor)
      throw refusal(
        'ONLINE_HOLDS_LIMIT',
        `You hold ${limits.onlineHoldsPerVisitor} unpaid bookings already: please pay one, or wait until its hold ends`,
        { params: { max: limits.onlineHoldsPerVisitor } },
      );
    const held = await online.heldRooms(asset, from, to, now);
    const free = await freeRooms(new OccupancyRepository(tx), asset, from, to);
    const inventory = new Set([...held.map((r) => r.room), ...free.map((r) => r.id)]).size;
    if (held.length + request.rooms > onlineHoldCeiling(inventory, limits.onlineHoldShare))
      throw refusal(
        'ONLINE_HOLD_SHARE',
        `Many of ${request.place}'s cabins and rooms are held by bookings waiting for payment: please try again in a few minutes, or contact us`,
        { params: { place: request.place } },
      );
  }
}
