import { AgencyAccounts } from './modules/agencies/agency-accounts.ts';
import type { BookingStores } from './modules/bookings/booking-stores.ts';
import { reverseCreditOfPayment } from './modules/customers/customer-credit-rules.ts';
import { CustomerCreditsRepository } from './modules/customers/customer-credits.repository.ts';
import { TodoRepository } from './modules/todos/todo.repository.ts';

/** The areas a booking's transaction writes into, by their repositories (modules/bookings/booking-stores.ts). */
export const bookingStores: BookingStores = {
  todos: (db) => new TodoRepository(db),
  credits: (db) => ({
    reverseOfPayment: (payment, today, note, actor) =>
      reverseCreditOfPayment(new CustomerCreditsRepository(db), payment, today, note, actor),
  }),
  agencyAccounts: (db) => new AgencyAccounts(db),
};
