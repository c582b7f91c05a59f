import type { Services } from '../../services.ts';
import type { QuoteService } from '../pricing/index.ts';
import { BookingService } from './booking.service.ts';
import type { BookingStores } from './booking-stores.ts';
import { BookingCalculationActions } from './booking-calculation.actions.ts';
import { BookingGuestActions } from './booking-guests.actions.ts';
import { BookingLifeActions } from './booking-life.actions.ts';
import { BookingMoneyActions } from './booking-money.actions.ts';
import { BookingRebookActions } from './booking-rebook.actions.ts';
import { BookingRoomActions } from './booking-rooms.actions.ts';

/** The booking service's steps and its families of actions, built once for the routes and the seeders. */
export interface BookingActions {
  core: BookingService;
  life: BookingLifeActions;
  rooms: BookingRoomActions;
  money: BookingMoneyActions;
  rebook: BookingRebookActions;
  guests: BookingGuestActions;
  calculation: BookingCalculationActions;
}

export function createBookingActions(
  services: Services,
  quotes: QuoteService,
  stores: BookingStores,
): BookingActions {
  const core = new BookingService(services, quotes, stores);
  const money = new BookingMoneyActions(core);
  return {
    core,
    life: new BookingLifeActions(core),
    rooms: new BookingRoomActions(core),
    money,
    calculation: new BookingCalculationActions(core, money),
    rebook: new BookingRebookActions(core),
    guests: new BookingGuestActions(core),
  };
}
