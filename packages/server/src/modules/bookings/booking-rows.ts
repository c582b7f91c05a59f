// The shapes of a booking's rows as the repository answers them, and who sees which bookings.
import type { BedRange } from '@seaberth/domain';
import type {
  bookingGuests,
  bookingPayments,
  bookingRooms,
  bookings,
  customers,
} from '../../db/schema/index.ts';

export { agentBookings } from './booking-visibility.repository.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type RoomBookingRow = typeof bookingRooms.$inferSelect;
export type PaymentRow = typeof bookingPayments.$inferSelect;

/** What booking rules need of a room: where it is, whether it is in service, its beds and size. */
export interface BookableRoom {
  id: string;
  name: string;
  resort: string | null;
  vessel: string | null;
  roomType: string | null;
  isActive: boolean;
  allowSharedRoom: boolean;
  /** Most guests it takes (roomCapacity). */
  maxNoOfPax: number;
  /** Its place numbers: a double bed's second sleeper has a number of its own. */
  activeBeds: number[];
}

export type CustomerRow = Pick<
  typeof customers.$inferSelect,
  'id' | 'fullName' | 'masterData' | 'contact' | 'address' | 'passport' | 'diver' | 'customerType'
> & {
  /** The guest's loyalty tier (loyalty_members), which specials of the tier ask about. */
  loyaltyTier?: string | null;
  /** The guest's previous stays as stored (customer_stay_stats); null before any were counted. */
  noOfStays?: number | null;
  lastStay?: string | null;
  stayRevenue?: number | string | null;
};

/** A booked room with the name and type of its room, as the booking screen shows it. */
/** A booked room with its room's name and type, and its vessel (null: a room of a resort). */
export type RoomBookingView = RoomBookingRow & {
  roomName: string;
  roomType: string | null;
  vessel: string | null;
};

/** A guest in a bed with what guest lists show of the customer. */
export type GuestView = typeof bookingGuests.$inferSelect & Omit<CustomerRow, 'id'>;

export interface OccupancyInput {
  booking: string;
  roomBooking: string;
  room: string;
  from: string;
  to: string;
  beds: BedRange[];
  /** Beds of a shared room that does not mix genders: the gender they are held for. */
  gender?: 'm' | 'f' | null;
  createdBy?: string | null;
}
