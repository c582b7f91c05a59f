import { type BookingCalendarColor, bookingCalendarColor } from './booking-flow.ts';
import type { BookingState } from '../booking-states/index.ts';
import type { DisplaySettings } from './front-desk.ts';

export interface BarDisplay {
  state: BookingState;
  to: string;
  checkIn: string | null;
  checkOut: string | null;
  hasFoc: boolean;
  /** The colour of the booking's category, when it has one with a colour. */
  categoryColor: string | null;
}

/**
 * SPEC §4 display rules for one booking on a calendar. The key names the colour of the spec's
 * list; `override` is an operator's own colour (FOC, category) that wins over the key's colour.
 *
 * Order (docs/decisions.md): who is in house and who has left matters most at the desk, so
 * checked out (shown as past) and checked in come first; then a past stay greys out when the
 * setting says so; then a FOC booking takes the configured FOC colour; then a confirmed booking
 * takes its category's colour ("before confirmation the state colour is used").
 */
export function barDisplay(
  bar: BarDisplay,
  now: { today: string; time: string },
  settings: DisplaySettings,
): { key: BookingCalendarColor; override: string | null } {
  if (bar.checkOut && bar.checkOut <= now.time) return { key: 'pastBooking', override: null };
  if (bar.checkIn && bar.checkIn <= now.time) return { key: 'checkedIn', override: null };
  const key = bookingCalendarColor(bar.state);
  if (key === 'blocked') return { key, override: null };
  if (settings.greyPast && bar.to <= now.today) return { key: 'pastBooking', override: null };
  if (bar.hasFoc && settings.focColor) return { key, override: settings.focColor };
  if (settings.categoryColors && bar.categoryColor && bar.state === 'confirmed')
    return { key, override: bar.categoryColor };
  return { key, override: null };
}
