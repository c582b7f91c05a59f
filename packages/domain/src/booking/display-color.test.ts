import { describe, expect, it } from 'vitest';
import { type BarDisplay, barDisplay } from './display-color.ts';
import { DEFAULT_DISPLAY_SETTINGS } from './front-desk.ts';

const now = { today: '2027-03-10', time: '2027-03-10T12:00:00.000Z' };
const bar = (over: Partial<BarDisplay> = {}): BarDisplay => ({
  state: 'confirmed',
  to: '2027-03-14',
  checkIn: null,
  checkOut: null,
  hasFoc: false,
  categoryColor: null,
  ...over,
});

describe('SPEC §4 display rules of a booking bar', () => {
  it('maps the state: offer, reservation, booking, waiting', () => {
    expect(barDisplay(bar({ state: 'draft' }), now, DEFAULT_DISPLAY_SETTINGS).key).toBe('offer');
    expect(barDisplay(bar({ state: 'planned' }), now, DEFAULT_DISPLAY_SETTINGS).key).toBe('reservation');
    expect(barDisplay(bar(), now, DEFAULT_DISPLAY_SETTINGS).key).toBe('booking');
    expect(barDisplay(bar({ state: 'waiting' }), now, DEFAULT_DISPLAY_SETTINGS).key).toBe('waiting');
  });

  it('shows a checked-in stay as checkedIn and a checked-out one as past', () => {
    const inHouse = bar({ checkIn: '2027-03-09T14:00:00.000Z' });
    expect(barDisplay(inHouse, now, DEFAULT_DISPLAY_SETTINGS)).toEqual({ key: 'checkedIn', override: null });
    const left = bar({ checkIn: '2027-03-09T14:00:00.000Z', checkOut: '2027-03-10T09:00:00.000Z' });
    expect(barDisplay(left, now, DEFAULT_DISPLAY_SETTINGS).key).toBe('pastBooking');
  });

  it('greys a past stay only when the setting is on, and never a blocked one', () => {
    const past = bar({ to: '2027-03-10' });
    expect(barDisplay(past, now, DEFAULT_DISPLAY_SETTINGS).key).toBe('pastBooking');
    expect(barDisplay(past, now, { ...DEFAULT_DISPLAY_SETTINGS, greyPast: false }).key).toBe('booking');
    expect(barDisplay(bar({ state: 'aborted', to: '2027-03-01' }), now, DEFAULT_DISPLAY_SETTINGS).key).toBe(
      'blocked',
    );
  });

  it('gives FOC bookings the configured colour, and confirmed ones their category colour', () => {
    const settings = { ...DEFAULT_DISPLAY_SETTINGS, focColor: '#00ff00' };
    expect(barDisplay(bar({ hasFoc: true, categoryColor: '#123456' }), now, settings).override).toBe(
      '#00ff00',
    );
    expect(barDisplay(bar({ hasFoc: true }), now, DEFAULT_DISPLAY_SETTINGS).override).toBeNull();
    expect(barDisplay(bar({ categoryColor: '#123456' }), now, settings).override).toBe('#123456');
    // Before confirmation the state colour stays.
    expect(
      barDisplay(bar({ state: 'planned', categoryColor: '#123456' }), now, settings).override,
    ).toBeNull();
    expect(
      barDisplay(bar({ categoryColor: '#123456' }), now, { ...settings, categoryColors: false }).override,
    ).toBeNull();
  });

  it('lets check-in win over the category colour', () => {
    const inHouse = bar({ checkIn: '2027-03-09T14:00:00.000Z', categoryColor: '#123456' });
    expect(barDisplay(inHouse, now, DEFAULT_DISPLAY_SETTINGS)).toEqual({ key: 'checkedIn', override: null });
  });
});
