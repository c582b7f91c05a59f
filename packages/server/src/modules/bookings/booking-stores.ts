import type { FieldChange, TodoDefinition } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';

/**
 * What other areas keep beside a booking and change in the booking's own transaction (issue 33 §2):
 * its to-dos, the customers' credit ledger, the agencies' accounts. Bookings names here what it
 * needs of them; the server's composition (booking-stores.ts at the package's top) hands in those
 * areas' repositories, so the bookings area imports none of them and sits below them.
 */
export interface BookingStores {
  todos(db: Db): BookingTodos;
  credits(db: Db): BookingCredits;
  agencyAccounts(db: Db): BookingAgencyAccounts;
  referrals(db: Db): BookingReferrals;
}

/**
 * Referral codes (issue 37): a code given for a new booking is checked before it is made and
 * recorded with it; each payment asks whether its referrer has now earned the reward.
 */
export interface BookingReferrals {
  /**
   * The code's referral and special for this booker (a VALIDATION_ERROR on `referralCode` if it may
   * not be used). The booker is the customer, or only the e-mail of one not written yet (online).
   */
  check(
    code: string,
    booker: { id: string | null; email?: string },
    today: string,
  ): Promise<{ id: string; special: string | null }>;
  /** The booking was made with the code, in its transaction; `customer` is the new guest. */
  use(referral: string, booking: string, customer: string): Promise<void>;
  /** The referral code the booking was made with, if any: a copy of it is made with the code too. */
  usedBy(booking: string): Promise<string | undefined>;
  /** A payment changed what the booking is paid, in its transaction: credits the referrer when due. */
  paid(booking: string, today: string, actor: Actor): Promise<void>;
  /**
   * The booking was rebooked to another (or the rebooking undone): the code's use, and with it the
   * reward pending or earned, goes to the booking that now stands.
   */
  moveTo(from: string, to: string): Promise<void>;
  /** The booking was cancelled or deleted: a reward it earned is taken back, in its transaction. */
  cancelled(booking: string, today: string, actor: Actor): Promise<void>;
}

/** A booking's to-dos: started from the active definitions, closed on abort, moved along on a rebooking. */
export interface BookingTodos {
  activeDefinitions(): Promise<TodoDefinition[]>;
  addFor(
    booking: { id: string; bookingDate: string; from: string; to: string },
    definitions: TodoDefinition[],
  ): Promise<void>;
  closeOnAbort(booking: string): Promise<void>;
  moveTo(from: string, to: string[]): Promise<void>;
  /** The booking got a new version by `action`, in its transaction: the to-do rules look at it. */
  versioned(booking: string, action: string): Promise<void>;
}

/** The customers' credit ledger: a payment made from a credit gives it back when it is deleted. */
export interface BookingCredits {
  reverseOfPayment(payment: string, today: string, note: string, actor: Actor): Promise<void>;
}

/** What a booking's agency owes for it. */
export interface BookingMoney {
  id?: string;
  total: number;
  paid: number;
  commission: number;
  currency: string;
}

/** An agency's account as a booking sees it: whether it takes bookings, and its credit limit. */
export interface BookingAgencyAccounts {
  agency(id: string): Promise<{ isActive: boolean }>;
  /** Refuses (409 CREDIT_LIMIT) or notes an override; with the agency's row locked. */
  checkCreditLimit(
    agency: string,
    booking: BookingMoney,
    override: boolean | undefined,
    actor: Actor,
    replaces?: BookingMoney & { id: string },
  ): Promise<FieldChange | null>;
}
