import type { Calculation, FieldChange } from '@seaberth/domain';
import type { Actor } from './booking-actor.ts';
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
