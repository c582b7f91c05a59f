import type { Calculation, FieldChange } from '@seaberth/domain';
import type { Actor } from '../../http/actor.ts';
import type { PreparedBooking } from './booking.service.ts';
import type { BookingRow } from './booking-rows.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/**
 * A new booking through an agency is held against the agency's credit limit, in the booking's
 * transaction with the agency's row locked (agency-accounts.ts), so two bookings racing for the
 * last of the limit are counted one after the other. `replaces`: the booking a rebooking ends,
 * whose debt the new one takes over. Answers the history note of an override.
 */
export async function holdCredit(
  tx: BookingsRepository,
  prepared: PreparedBooking,
  actor: Actor,
  replaces?: BookingRow,
): Promise<FieldChange | null> {
  const { agency, currency, total, calculation } = prepared.values;
  if (!agency) return null;
  const money = (row: { total: number; paid: number; calculation?: Calculation | null }) => ({
    total: row.total,
    paid: row.paid,
    commission: row.calculation?.commission?.amount.amount ?? 0,
    currency,
  });
  const same = replaces?.agency === agency && replaces.currency === currency ? replaces : undefined;
  return tx.agencyAccounts.checkCreditLimit(
    agency,
    // The payments of the booking it replaces move along with it.
    money({ total: total ?? 0, paid: same?.paid ?? 0, calculation }),
    prepared.input.overrideCreditLimit,
    actor,
    same ? { ...money(same), id: same.id } : undefined,
  );
}

/**
 * A change in place that prices a booking of an agency anew (a guest more, a line, a discount off)
 * is held against the agency's credit limit like a new booking, in the change's transaction with
 * the agency's row locked: a change that lets the agency owe no more than before always passes
 * (the booking as it was is the one it "replaces"), one that raises the debt past the limit is
 * refused (409 CREDIT_LIMIT). A change of agency checks its own (booking-calculation.actions.ts).
 */
export async function holdChangedCredit(
  tx: BookingsRepository,
  booking: BookingRow,
  values: Partial<BookingRow>,
  actor: Actor,
): Promise<FieldChange | null> {
  if (!booking.agency || values.agency !== undefined) return null;
  if (values.total === undefined && values.calculation === undefined && values.currency === undefined)
    return null;
  const money = (row: Pick<BookingRow, 'total' | 'paid' | 'currency' | 'calculation'>) => ({
    total: row.total,
    paid: row.paid,
    commission: row.calculation?.commission?.amount.amount ?? 0,
    currency: row.currency,
  });
  return tx.agencyAccounts.checkCreditLimit(
    booking.agency,
    { ...money({ ...booking, ...values }), id: booking.id },
    false,
    actor,
    { ...money(booking), id: booking.id },
  );
}
