import type { AvailabilityValue, ChannelRatePlan, ChannelRoomType, RestrictionValue } from '@seaberth/domain';

/** What a channel said to a push it took: its message and any warnings about single values. */
export interface PushAnswer {
  message: string;
  warnings: string[];
}

/** One room of a booking revision as the channel sold it. */
export interface RevisionRoom {
  channelRoomType: string;
  channelRatePlan: string;
  adults: number;
  children: number;
}

/**
 * A booking revision: the booking as it is after one message from the OTA (new, modified or
 * cancelled), in the channel's own ids. Money in minor units.
 */
export interface ChannelBookingRevision {
  id: string;
  bookingId: string;
  reference: string;
  otaName: string;
  status: 'new' | 'modified' | 'cancelled';
  from: string;
  to: string;
  amount: number;
  currency: string;
  guest: { name: string; surname: string; mail: string; phone: string; country: string };
  rooms: RevisionRoom[];
  revisedAt: Date;
}

/**
 * One channel manager, whichever its provider (issue 39): the channel's room types and rate
 * plans for the mapping, the ARI pushes, and the booking side: the feed of revisions not yet
 * acknowledged (oldest first), one revision by id (a webhook names it), and the acknowledgement.
 */
export interface ChannelManager {
  listRoomTypes(): Promise<ChannelRoomType[]>;
  listRatePlans(): Promise<ChannelRatePlan[]>;
  pushAvailability(values: AvailabilityValue[]): Promise<PushAnswer>;
  pushRestrictions(values: RestrictionValue[]): Promise<PushAnswer>;
  bookingRevisions(): Promise<ChannelBookingRevision[]>;
  bookingRevision(id: string): Promise<ChannelBookingRevision>;
  acknowledge(revision: string): Promise<void>;
  /** What the channel believes is free per its room type and night of [from, to] (the drift check). */
  availability(from: string, to: string): Promise<Map<string, Map<string, number>>>;
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
