/**
 * What anonymous guests may hold on the public booking pages while they pay: operator settings of
 * the group `booking`, so a stranger cannot hold a house by booking and never paying.
 */
export const ONLINE_HOLD_LIMITS = {
  /** Minutes a public booking holds its beds while the guest pays. */
  onlineHoldMinutes: { default: 15, min: 1, max: 24 * 60 },
  /** Cabins or rooms one public booking may take. */
  onlineMaxRooms: { default: 4, min: 1, max: 20 },
  /** Unpaid public bookings one visitor (the same IP address or the same e-mail) may hold at once. */
  onlineHoldsPerVisitor: { default: 2, min: 1, max: 1000 },
  /** Percent of a place's free cabins or rooms that unpaid public bookings may hold at once. */
  onlineHoldShare: { default: 30, min: 1, max: 100 },
  /**
   * Days a booking paid by bank transfer is held as a reservation: a transfer takes days, not the
   * minutes of a card payment. Never past the day before arrival (online-payment.ts).
   */
  transferOptionDays: { default: 7, min: 1, max: 60 },
} as const;

export type OnlineHoldLimitKey = keyof typeof ONLINE_HOLD_LIMITS;
export type OnlineHoldLimits = Record<OnlineHoldLimitKey, number>;

export const ONLINE_HOLD_LIMIT_KEYS = Object.keys(ONLINE_HOLD_LIMITS) as OnlineHoldLimitKey[];

/** The limits from stored settings: a missing or unusable value is the default, others kept in range. */
export function onlineHoldLimits(stored: Record<string, string | undefined>): OnlineHoldLimits {
  const limits = {} as OnlineHoldLimits;
  for (const key of ONLINE_HOLD_LIMIT_KEYS) {
    const { default: fallback, min, max } = ONLINE_HOLD_LIMITS[key];
    const value = Math.floor(Number(stored[key]));
    limits[key] =
      stored[key]?.trim() && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
  }
  return limits;
}

/**
 * How many cabins or rooms unpaid public bookings may hold on a place with `inventory` of them
 * free or held online: the share rounded up, so a small place can still be booked online.
 */
export function onlineHoldCeiling(inventory: number, sharePercent: number): number {
  return Math.max(1, Math.ceil((inventory * sharePercent) / 100));
}
