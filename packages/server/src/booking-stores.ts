import { AgencyAccounts } from './modules/agencies/index.ts';
import type { BookingStores } from './modules/bookings/index.ts';
import { reverseCreditOfPayment } from './modules/customers/index.ts';
import { CustomerCreditsRepository } from './modules/customers/index.ts';
import { ReferralBookingStore } from './modules/referrals/index.ts';
import { TodoRepository } from './modules/todos/index.ts';

/** The areas a booking's transaction writes into, by their repositories (modules/bookings/booking-stores.ts). */
export const bookingStores: BookingStores = {
  todos: (db) => new TodoRepository(db),
  credits: (db) => ({
    reverseOfPayment: (payment, today, note, actor) =>
      reverseCreditOfPayment(new CustomerCreditsRepository(db), payment, today, note, actor),
  }),
  agencyAccounts: (db) => new AgencyAccounts(db),
  referrals: (db) => new ReferralBookingStore(db),
};
