import {
  type BlockReason,
  bookingCalendarColor,
  contrastTextColor,
  firmestColor,
  type NightState,
  type Occupancy,
} from '@seaberth/domain';

/**
 * The calendar colours of SPEC §4 by name. The spec fixes only free (#ECECEC); the others are our
 * choice, picked to stay apart for colour-blind operators (blue/orange, grey/red). When the booking
 * calendar arrives these move next to it (or into the operator's settings).
 */
export const CALENDAR_COLORS = {
  free: '#ECECEC',
  booking: '#1565C0',
  reservation: '#EF6C00',
  offer: '#F9A825',
  released: '#90A4AE',
  waiting: '#8E24AA',
  checkedIn: '#2E7D32',
  pastBooking: '#BDBDBD',
  blocked: '#5D6D7E',
  outOfOrder: '#C62828',
  splitted: '#8D6E63',
  rebooked: '#00897B',
  /** Beds held for an agency (issue 14): magenta, apart from every booking colour. */
  allotment: '#C2185B',
} as const;

/** Diagonal stripes of a colour: how calendars draw blocked and out-of-order nights. */
export function hatch(color: string): string {
  return `repeating-linear-gradient(45deg, ${color} 0 3px, transparent 3px 6px)`;
}

/** Some beds taken: a light tint of the booking colour, so "partly" reads as "a bit of blue". */
export const PARTIAL_COLOR = '#90CAF9';

/** What a night or a cell shows: the four states of availability, out of order told apart. */
export type StateColorKey = NightState | 'outOfOrder';

export const STATE_COLORS: Record<StateColorKey, string> = {
  free: CALENDAR_COLORS.free,
  partial: PARTIAL_COLOR,
  full: CALENDAR_COLORS.booking,
  blocked: CALENDAR_COLORS.blocked,
  outOfOrder: CALENDAR_COLORS.outOfOrder,
};

export const STATE_KEYS: StateColorKey[] = ['free', 'partial', 'full', 'blocked', 'outOfOrder'];

/**
 * What a trip cell of the vessel calendar shows: a cabin taken in full says by what kind of
 * booking (SPEC §4: offer, reservation, booking), so the season's firm and tentative sales read
 * apart; partly taken cabins stay light because beds are still for sale.
 */
export type CellColorKey = StateColorKey | 'offer' | 'reservation' | 'booking' | 'allotment';

export const CELL_COLORS: Record<CellColorKey, string> = {
  ...STATE_COLORS,
  offer: CALENDAR_COLORS.offer,
  reservation: CALENDAR_COLORS.reservation,
  booking: CALENDAR_COLORS.booking,
  allotment: CALENDAR_COLORS.allotment,
};

export const CELL_KEYS: CellColorKey[] = [
  'free',
  'partial',
  'offer',
  'reservation',
  'booking',
  'allotment',
  'blocked',
  'outOfOrder',
];

/**
 * The colour of a cabin over a range from its worst night and what occupies it: a blocker given
 * as out of order shows as such, a cabin taken in full in the colour of the firmest booking
 * holding it (SPEC §4 display mapping) or as an agency's allotment, anything else as its night state.
 */
export function cellColorKey(
  worst: NightState,
  during: readonly Pick<Occupancy, 'kind' | 'reason' | 'bookingState'>[],
): CellColorKey {
  if (worst === 'full') {
    const firmest = firmestColor(
      during.flatMap((o) =>
        o.kind === 'booking' && o.bookingState ? [bookingCalendarColor(o.bookingState)] : [],
      ),
    );
    if (firmest === 'offer' || firmest === 'reservation' || firmest === 'booking') return firmest;
    // Held for an agency and not yet booked out of it.
    return during.some((o) => o.kind === 'allotment') ? 'allotment' : 'full';
  }
  return stateColorKey(
    worst,
    during.filter((o) => o.kind === 'blocker').map((o) => o.reason),
  );
}

/** A blocked night whose blocker says OutOfOrder shows in the outOfOrder colour (SPEC §4). */
export function stateColorKey(
  state: NightState,
  reasons: readonly (BlockReason | null)[] = [],
): StateColorKey {
  return state === 'blocked' && reasons.includes('OutOfOrder') ? 'outOfOrder' : state;
}

export function stateColors(key: CellColorKey): { background: string; color: string } {
  const background = CELL_COLORS[key];
  return { background, color: contrastTextColor(background) };
}

const SEVERITY: Record<NightState, number> = { free: 0, partial: 1, full: 2, blocked: 3 };

/**
 * One state for a whole range (a trip on the deck plan): the worst night wins, because a cabin
 * blocked for one night of a week cannot be sold for that week.
 */
export function rangeState(nights: readonly NightState[]): NightState {
  let worst: NightState = 'free';
  for (const night of nights) if (SEVERITY[night] > SEVERITY[worst]) worst = night;
  return worst;
}
