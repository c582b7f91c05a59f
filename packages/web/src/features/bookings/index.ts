// The bookings feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { BookableTripsTable } from './bookable-trips-table.tsx';
export {
  type AvailableRoom,
  type BookableTrip,
  bookableTripsQuery,
  type BookableTripsQuery,
  bookingKeys,
  fetchBookableTrips,
  useBookableTrips,
  useBooking,
  useFreeCabins,
  useRefreshBookings,
} from './booking-api.ts';
export { BookingCalculation } from './booking-calculation.tsx';
export { useBookingColumns } from './booking-columns.tsx';
export { BookingComments } from './booking-comments.tsx';
export { BookingEditDialog } from './booking-edit-dialog.tsx';
export { BookingHistory } from './booking-history.tsx';
export {
  CopyBookingDialog,
  DeleteBookingDialog,
  ReleaseDialog,
  RevertDialog,
} from './booking-life-dialogs.tsx';
export { lifeFacts } from './booking-life-facts.tsx';
export { BookingReferences } from './booking-references.tsx';
export { reportPath } from './booking-report-query.ts';
export { BookingPlaceLink, BookingRoomsList, dateRange } from './booking-summary.tsx';
export { CancelDialog } from './cancel-dialog.tsx';
export { KeepPriceChoice } from './keep-price-choice.tsx';
export { PaymentDialog } from './payment-dialog.tsx';
export { DateRange, DepartureField, RebookDialog, RevertRebookDialog } from './rebook-dialog.tsx';
export { type Seat, SeatGuestDialog } from './seat-guest-dialog.tsx';
export { SplitDialog } from './split-dialog.tsx';
export {
  DEFAULT_TOUR_BOOKING_FILTER,
  type TourBookingFilter,
  TourBookingFilters,
} from './tour-booking-filters.tsx';
export { TripGuestsSection } from './trip-guests-section.tsx';
export { TripMailDialog } from './trip-mail-dialog.tsx';
export { TripPaymentsSection } from './trip-payments-section.tsx';
export { dialogProps, useBookingMutation } from './use-booking-mutation.ts';
export { useBookingPermissions } from './use-booking-permissions.ts';

export const bookingListScreen = lazyScreen(() =>
  import('./booking-list-page.tsx').then((m) => ({ default: m.BookingListPage })),
);
export const moveCabinScreen = lazyScreen(() =>
  import('./move-cabin-page.tsx').then((m) => ({ default: m.MoveCabinPage })),
);
