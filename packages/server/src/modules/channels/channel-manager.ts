import type { AvailabilityValue, ChannelRatePlan, ChannelRoomType, RestrictionValue } from '@seaberth/domain';

/** What a channel said to a push it took: its message and any warnings about single values. */
export interface PushAnswer {
  message: string;
  warnings: string[];
}

/**
 * One channel manager, whichever its provider (issue 39): the channel's room types and rate
 * plans for the mapping, and the ARI pushes. The booking side (the revisions feed and its
 * acknowledgements, webhooks) joins this interface in the slice that takes bookings in:
 * `bookingRevisions(): Promise<ChannelBookingRevision[]>` and `acknowledge(revision): Promise<void>`.
 */
export interface ChannelManager {
  listRoomTypes(): Promise<ChannelRoomType[]>;
  listRatePlans(): Promise<ChannelRatePlan[]>;
  pushAvailability(values: AvailabilityValue[]): Promise<PushAnswer>;
  pushRestrictions(values: RestrictionValue[]): Promise<PushAnswer>;
}

/**
 * The channel refused or could not be reached. `retryable`: worth sending again later (its rate
 * limit, its own failure, the network); otherwise the request or the connection is wrong and the
 * operator must act. `answer` is the channel's own words, as the health panel shows them.
 */
export class ChannelError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly answer: string,
    readonly retryable: boolean,
  ) {
    super(answer);
  }

  /** The key or the property is refused: the connection itself is failing, not one push. */
  get refusedConnection(): boolean {
    return this.status === 401 || this.status === 403;
  }
}
