import { describe, expect, it } from 'vitest';
import { bookingCalendarColor, firmestColor, holdsBeds } from './booking-flow.ts';
import { BOOKING_STATES } from '../booking-states/index.ts';
import { fillTripMail } from './trip-mail.ts';

describe('booking flow', () => {
  it('holds beds for offers, reservations and bookings only', () => {
    expect(BOOKING_STATES.filter(holdsBeds)).toEqual(['draft', 'confirmed', 'planned']);
  });

  it('maps every state onto a SPEC §4 calendar colour', () => {
    expect(BOOKING_STATES.map((s) => [s, bookingCalendarColor(s)])).toEqual([
      ['draft', 'offer'],
      ['confirmed', 'booking'],
      ['planned', 'reservation'],
      ['aborted', 'blocked'],
      ['rebooked', 'rebooked'],
      ['resolved', 'released'],
      ['deleted', 'blocked'],
      ['freed', 'released'],
      ['splitted', 'splitted'],
      ['waiting', 'waiting'],
    ]);
  });

  it('colours a shared cabin by its firmest booking', () => {
    expect(firmestColor(['offer', 'booking', 'reservation'])).toBe('booking');
    expect(firmestColor(['offer', 'reservation'])).toBe('reservation');
    expect(firmestColor([])).toBeNull();
  });
});

describe('trip mail', () => {
  const values = {
    firstName: 'Anna',
    lastName: 'Berg',
    fullName: 'Anna Berg',
    bookingNo: '2026-00001',
    tour: 'Northern Reefs',
    vessel: 'MV Manta',
    cabin: 'Cabin 4',
    from: '05.06.2027',
    to: '12.06.2027',
  };

  it('fills known placeholders, with or without spaces, and leaves a typo visible', () => {
    expect(fillTripMail('Hi {{ firstName }}, {{cabin}} on {{vessel}} ({{frmo}})', values)).toBe(
      'Hi Anna, Cabin 4 on MV Manta ({{frmo}})',
    );
  });
});
